/**
 * The case study pages' stories (src/content/caseStudyDetails.ts); the card facts and pictures are
 * in caseStudies.ts.
 */
import { z } from 'zod';
import { caseStudySlug } from './caseStudies';
import { contentFunction, distinct, feature, showcase, sitePath, testimonial, text } from './shapes';

/** The story of one case study, told on /case-studies/<slug>. */
export const caseStudyDetail = z.strictObject({
  /** The case study it tells (caseStudies.ts). */
  slug: caseStudySlug,
  /** The page's title and description in search results and the tab (its registry entry's). */
  pageTitle: text,
  pageDescription: text,
  /** The hero's line under the title. */
  subtitle: text,
  /**
   * Project facts beside the story: "Length", "On site", … (location and fence type come from
   * caseStudies.ts). The same label-and-value pairs as a showcase's details.
   */
  facts: showcase.shape.details,
  /** The property and the problem, a paragraph each. */
  problem: z.array(text).min(1),
  /** What the owners asked for, in their terms. */
  brief: z.array(text).min(1),
  /** What was built, and the reasoning behind each choice (two to a row). */
  solution: z.strictObject({ intro: text, decisions: z.array(feature).min(2) }),
  /** How it turned out, beyond the one-line result on the card. */
  outcome: z.strictObject({ paragraphs: z.array(text).min(1), points: z.array(text).min(1) }),
  /** The customer's review, when the owner picked one from content/reviews.json; none shows no review. */
  review: testimonial.optional(),
  /** The service page for this kind of work; it must be in the page registry. */
  servicePath: sitePath,
});
export type CaseStudyDetail = z.infer<typeof caseStudyDetail>;

export const caseStudyDetailsContent = z.strictObject({
  /** One story per case study, each slug once; none while the owner has written none (the site ships none). */
  caseStudyDetails: z
    .array(caseStudyDetail)
    .refine((list) => distinct(list, (detail) => detail.slug), 'two stories share a slug'),
  /** The story of a slug, if there is one. */
  findCaseStudyDetail: contentFunction,
});

/** The module's exports, as the schema reads them. */
export type CaseStudyDetailsContent = z.infer<typeof caseStudyDetailsContent>;

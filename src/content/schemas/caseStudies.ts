/**
 * The case studies page's content (src/content/caseStudies.ts). The fence page and each case
 * study's own page show the same studies.
 */
import { z } from 'zod';
import {
  caseStudyCard,
  ctaBanner,
  distinct,
  feature,
  hero,
  projectImage,
  section,
  sectionHeading,
  text,
} from './shapes';

/** A case study's slug: its page is /case-studies/<slug>. */
export const caseStudySlug = z.string().regex(/^[a-z0-9-]+$/, 'a slug like "cedar-privacy-fence"');

/** A fence case study: the card, and what its tags and detail page add. */
export const caseStudy = caseStudyCard.extend({
  slug: caseStudySlug,
  /** Project pictures: their captions and city are the catalogue's. */
  imageBefore: projectImage,
  imageAfter: projectImage,
  /** City or neighborhood of the project. */
  location: text,
  /** The kind of fence built, e.g. "Board-on-board cedar privacy fence". */
  fenceType: text,
});
export type CaseStudy = z.infer<typeof caseStudy>;

export const caseStudiesContent = z.strictObject({
  /** Three studies, as the pages' copy says ("Three Fences, Three Problems Solved"), each slug once. */
  caseStudies: z
    .array(caseStudy)
    .length(3)
    .refine((list) => distinct(list, (study) => study.slug), 'two case studies share a slug'),
  heroEyebrow: text,
  hero,
  /** The heading over the studies. */
  listSection: sectionHeading,
  /** What every fence customer gets, three to a row on large screens. */
  included: section({ items: z.array(feature).min(3) }),
  cta: ctaBanner,
});

/** The module's exports, as the schema reads them. */
export type CaseStudiesContent = z.infer<typeof caseStudiesContent>;

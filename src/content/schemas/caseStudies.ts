/**
 * The case studies page's content (src/content/caseStudies.ts). The fence page and each case
 * study's own page show the same studies; each is a file the owner adds (./caseStudyFile.ts).
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
import { pageFileSchema } from './pageFile';

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
  /**
   * Every study, one file each (content/case-studies/), each slug once; any number from none (the
   * site ships none: the owner adds their own jobs, and the pages show no list until then).
   */
  caseStudies: z
    .array(caseStudy)
    .refine((list) => distinct(list, (study) => study.slug), 'two case studies share a slug'),
  /** The fence services page's studies, three to a row: the first three in the owner's order. */
  featuredCaseStudies: z.array(caseStudy).max(3),
  heroEyebrow: text,
  hero,
  /** The heading over the studies. */
  listSection: sectionHeading,
  /** While there is no study: the hero's subtitle, which otherwise counts them. */
  noStudies: z.strictObject({ heroSubtitle: text }),
  /** What every fence customer gets, three to a row on large screens. */
  included: section({ items: z.array(feature).min(3) }),
  cta: ctaBanner,
});

/** The module's exports, as the schema reads them. */
export type CaseStudiesContent = z.infer<typeof caseStudiesContent>;

/**
 * content/pages/case-studies.json: the case studies page's words, with placeholders and picture names
 * (./pageFile.ts); the studies are their own files. The two sentences that count the studies (the
 * hero's subtitle, the list's title) are written by the loader, so a study added is counted.
 */
export const caseStudiesFile = pageFileSchema(
  caseStudiesContent.pick({ heroEyebrow: true, noStudies: true, included: true, cta: true }).extend({
    hero: hero.omit({ subtitle: true }),
    listSection: sectionHeading.omit({ title: true }),
  }),
);

/** The page's words as the file gives them. */
export type CaseStudiesWords = Pick<CaseStudiesContent, 'heroEyebrow' | 'noStudies' | 'included' | 'cta'> & {
  hero: Omit<CaseStudiesContent['hero'], 'subtitle'>;
  listSection: Omit<CaseStudiesContent['listSection'], 'title'>;
};

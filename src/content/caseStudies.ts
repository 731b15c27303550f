/**
 * The fence case studies page (/case-studies): the studies, each with before and after pictures, the
 * result and a link to the gallery, from their files (content/case-studies/<slug>.json, the slug
 * naming each one's own page), and the page's words around them, the owner's in
 * content/pages/case-studies.json (./caseStudiesWords.ts). Two sentences count the studies, so a
 * study the owner adds is counted: they are written here.
 */
import type { CaseStudiesContent } from './schemas/caseStudies';
import { caseStudyCount } from './caseStudies.entry';
import { caseStudyRecords } from './caseStudyFiles';
import * as words from './caseStudiesWords';
import { fillOwn } from './ownValues';

/** Every case study, one file each in content/case-studies/ (./caseStudyFolder.ts), in the owner's order. */
export const caseStudies = caseStudyRecords.map((record) => record.study) satisfies CaseStudiesContent['caseStudies'];

/**
 * The studies the fence services page shows, three to a row: the first three in the owner's order
 * ("Position in the list"), so one field orders both pages and nothing else must agree with it.
 */
export const featuredCaseStudies = caseStudies.slice(0, 3) satisfies CaseStudiesContent['featuredCaseStudies'];

const { words: count, one, none } = caseStudyCount;

export { heroEyebrow, noStudies, included, cta, study } from './caseStudiesWords';

// The two sentences that count the studies are written here, so a study the owner adds is counted.
export const hero = {
  ...words.hero,
  subtitle: none
    ? words.noStudies.heroSubtitle
    : one
      ? words.counted.heroSubtitleOne
      : fillOwn(words.counted.heroSubtitleMany, { count }),
} satisfies CaseStudiesContent['hero'];

export const listSection = {
  ...words.listSection,
  title: one ? words.counted.listTitleOne : fillOwn(words.counted.listTitleMany, { count }),
} satisfies CaseStudiesContent['listSection'];

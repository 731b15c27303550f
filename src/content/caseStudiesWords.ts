/**
 * The case studies page's words (/case-studies): the owner's, in content/pages/case-studies.json,
 * placeholders filled and pictures by name (./pageCopy.ts). Plain data, which webpack replaces by its
 * value; ./caseStudies.ts adds the studies and the two sentences that count them.
 */
import type { CaseStudiesWords } from './schemas/caseStudies';
import { readPage } from './pageCopy';

export const { heroEyebrow, hero, listSection, noStudies, included, cta, study, counted } = readPage('case-studies') as CaseStudiesWords;

/**
 * The story of each fence case study (/case-studies/<slug>): the property and the problem, what we
 * built and why, and the result, from the study's file (content/case-studies/<slug>.json, read by
 * ./caseStudyFolder.ts). The card facts (title, location, fence type, before/after pictures, result
 * line) are in caseStudies.ts; the warranty fact is business.ts's.
 */
import type { CaseStudyDetailsContent } from './schemas/caseStudyDetails';
import type { CaseStudyDetail } from './schemas/caseStudyDetails';
import { caseStudyRecords } from './caseStudyFiles';

export const caseStudyDetails = caseStudyRecords.map(
  (record) => record.detail,
) satisfies CaseStudyDetailsContent['caseStudyDetails'];

export const findCaseStudyDetail = (slug: string): CaseStudyDetail | undefined =>
  caseStudyDetails.find((detail) => detail.slug === slug);

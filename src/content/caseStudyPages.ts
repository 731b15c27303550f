/**
 * What the case studies' registry entries need (./caseStudyDetails.entries.ts): each study's address,
 * name, and title and description in search results, from content/case-studies/. A module of its
 * own, apart from ./caseStudyFiles.ts, because the registry rides in the scripts of many pages and
 * must not carry every study's story. Plain data: webpack replaces it by its value.
 */
import { caseStudyPageOf, readCaseStudyFolder } from './caseStudyFolder';

export const caseStudyPages = readCaseStudyFolder().map(caseStudyPageOf);

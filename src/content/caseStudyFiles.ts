/**
 * The case studies as data: the files of content/case-studies/, read by ./caseStudyFolder.ts. Every
 * export is plain data, so webpack replaces this module by its value when it builds (webpack.config.ts
 * applies scripts/buildTimeValue.ts): pages get the studies as literals, never the code that read them.
 */
import { readCaseStudyFolder } from './caseStudyFolder';

export const caseStudyRecords = readCaseStudyFolder();

/** The registry entry of Case Studies (/case-studies): listed in src/content/registry.ts. */
import { caseStudyPages } from './caseStudyPages';
import { counted } from './caseStudiesWords';
import { fillOwn } from './ownValues';
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

const numberWords = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/**
 * How many case studies there are, as the pages' words say it ("Three"; 13 and on in digits): the
 * owner adds a study as a file, and every sentence that counts them follows.
 */
export const caseStudyCount = {
  words: numberWords[caseStudyPages.length - 1] ?? String(caseStudyPages.length),
  one: caseStudyPages.length === 1,
  /** No study yet (the site ships none): the pages show no list and count nothing. */
  none: caseStudyPages.length === 0,
};

export const caseStudiesEntry: PageEntry = {
  path: '/case-studies',
  label: 'Case Studies',
  title: counted.pageTitle,
  description: caseStudyCount.none
    ? counted.pageDescription
    : caseStudyCount.one
      ? counted.pageDescriptionOne
      : fillOwn(counted.pageDescriptionMany, { count: caseStudyCount.words }),
  priority: 0.8,
  changefreq: 'monthly',
  module: 'CaseStudies',
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [contentSource('caseStudies'), pageFileSource('case-studies'), ...caseStudyPages.map(({ source }) => source)]
      : [],
};

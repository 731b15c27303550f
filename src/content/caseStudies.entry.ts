/** The registry entry of Case Studies (/case-studies): listed in src/content/registry.ts. */
import { caseStudyPages } from './caseStudyPages';
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
  title: 'Fence Case Studies: Before & After Projects in DFW',
  description: caseStudyCount.none
    ? 'How we take a fence from problem to finished result across DFW: a free visit, a written quote, one crew for the build, and warranties in writing.'
    : `${caseStudyCount.one ? 'A fence project' : `${caseStudyCount.words} fence projects`} from problem to finished result, with before and after views: what the owners faced, what we built and how it turned out.`,
  priority: 0.8,
  changefreq: 'monthly',
  module: 'CaseStudies',
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [contentSource('caseStudies'), pageFileSource('case-studies'), ...caseStudyPages.map(({ source }) => source)]
      : [],
};

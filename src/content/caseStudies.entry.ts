/** The registry entry of Case Studies (/case-studies): listed in src/content/registry.ts. */
import { contentSource, type PageEntry } from './pageEntry';

export const caseStudiesEntry: PageEntry = {
  path: '/case-studies',
  label: 'Case Studies',
  title: 'Fence Case Studies: Before & After Projects in DFW',
  description:
    'Three fence projects from problem to finished result: a cedar privacy fence, a wrought iron fence and a ranch-style fence, with before and after views.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'CaseStudies',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('caseStudies')] : [],
};

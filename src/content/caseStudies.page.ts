/** The registry entry of Case Studies (/case-studies): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const caseStudiesPage: PageEntry = {
  path: '/case-studies',
  label: 'Case Studies',
  title: 'Fence Case Studies: Before & After Projects in DFW',
  description:
    'Three fence projects from problem to finished result: a cedar privacy fence, a wrought iron fence and a ranch-style fence, with before and after views.',
  priority: 0.8,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-case-studies" */ '../pages/CaseStudies')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('CaseStudies'), contentSource('caseStudies')] : [],
};

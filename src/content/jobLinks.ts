/**
 * Links that promise the owner's own jobs. The case studies' page always exists (it also says what
 * every fence customer gets), but a link reading "Read our case studies" to a page holding none
 * would promise what is not there: while content/case-studies/ is empty (as shipped: docs/decisions.md
 * 21), every link to that page is left out, wherever the owner's words put one (pills, cards, a
 * hero's second button, related pages), and each comes back with the first study the owner adds.
 * Read from the route list (in start-up already), so no page carries the studies to know it.
 */
import { routeList } from './routeList';

/** The case studies' page, the one page of the list whose worth is the owner's jobs. */
export const caseStudiesPath = '/case-studies';

/** Whether there is a case study to read. */
export const hasCaseStudies = routeList.some((route) => route.module === 'CaseStudy');

/** Whether a link to `href` leads to something: every link does, but the case studies' page only while it holds a study. */
export const leadsSomewhere = (href: string): boolean => href !== caseStudiesPath || hasCaseStudies;

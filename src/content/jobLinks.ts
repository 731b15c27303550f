/**
 * Links that promise the owner's own jobs. The gallery's and the case studies' pages always exist
 * (the gallery then points to the services, the case studies page says what every fence customer
 * gets), but "See Our Work" or "Read our case studies" leading to a page holding no job would
 * promise what is not there: while content/gallery/ (or content/case-studies/) is empty, as
 * shipped (docs/decisions.md 21), every link to that page is left out wherever the owner's words put
 * one (pills, cards, a hero's second button, a design idea's button, related pages), and a section
 * made only of such links goes with them; each comes back with the first job the owner adds. Read
 * from the route list (in start-up already), so no page carries the jobs to know it.
 */
import { routeList } from './routeList';

/** The gallery's page, and each project's page under it. */
export const galleryPath = '/gallery';
/** The case studies' page, and each study's page under it. */
export const caseStudiesPath = '/case-studies';

/** Whether the gallery holds a project to look at. */
export const hasProjects = routeList.some((route) => route.path.startsWith(`${galleryPath}/`));
/** Whether there is a case study to read. */
export const hasCaseStudies = routeList.some((route) => route.module === 'CaseStudy');

/** Whether a link to `href` leads to something: every link does, but these two pages only while they hold a job. */
export const leadsSomewhere = (href: string): boolean =>
  (href !== galleryPath || hasProjects) && (href !== caseStudiesPath || hasCaseStudies);

/** Whether a list of cards has one left to show once links to empty pages are left out. */
export const someCardLeads = (cards: readonly { link?: { link: string } }[]): boolean =>
  cards.some((card) => !card.link || leadsSomewhere(card.link.link));

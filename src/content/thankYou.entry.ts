/**
 * The registry entries of the thank-you pages: listed in src/content/registry.ts. A form sent without
 * JavaScript lands on one of them (the lead API answers 303 there; src/lib/thankYouPath.ts decides
 * which). Each quote request with steps of its own has its own page, /thank-you/<service>/<job>
 * (a page is a file: it cannot vary on a query string without script); /thank-you is for contact
 * messages and requests for something else. What each request is called in its page's heading is its
 * kind of job's "request name" in its service's file (./serviceRequestNames.ts). None is indexed or in sitemap.xml, and robots.txt's
 * "Disallow: /thank-you" covers them all.
 */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';
import type { JobKind, ServiceValue } from './serviceIds';
import { fillOwn } from './ownValues';
import { requestNames } from './serviceRequestNames';
import { head } from './thankYou';

export const thankYouEntry: PageEntry = {
  path: '/thank-you',
  label: 'Thank You',
  title: head.title,
  description: head.description,
  priority: 0,
  changefreq: 'yearly',
  module: 'ThankYou',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('thankYou'), pageFileSource('thank-you'), contentSource('contact')] : [],
  noindex: true,
};

/** The thank-you page of one kind of quote request. */
export type ThankYouEntry = PageEntry & { service: ServiceValue; job: JobKind; request: string };

/** "sprinkler check-up" -> "Sprinkler Check-Up": the request's {Request}, in its page's titles. */
const titleCase = (words: string) =>
  words.replace(/(^|[\s-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

export const requestThankYouEntries: ThankYouEntry[] = Object.entries(requestNames).flatMap(([service, jobs]) =>
  Object.entries(jobs).map(([job, request]) => {
    const named = { request, Request: titleCase(request) };
    return {
    service: service as ServiceValue,
    job: job as JobKind,
    request,
    path: `/thank-you/${service}/${job}`,
    label: fillOwn(head.requestLabel, named),
    title: fillOwn(head.requestTitle, named),
    description: fillOwn(head.requestDescription, named),
    priority: 0,
    changefreq: 'yearly' as const,
    module: 'ThankYou',
    sources:
      typeof __BROWSER_BUNDLE__ === 'undefined'
        ? [contentSource('thankYou'), pageFileSource('thank-you'), contentSource('thankYouSteps'), `content/services/${service}.json`]
        : [],
    noindex: true,
  };
  }),
);

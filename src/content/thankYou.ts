/**
 * Copy of the thank-you pages, where a quote request or message sent without JavaScript lands (the
 * lead API answers 303 to /thank-you, or to the request's own page: src/content/thankYou.entry.ts).
 * It confirms the request, then lists what happens next (the steps are in ./thankYouSteps.ts, by
 * service and kind of job) and how to reach us sooner. The words are the owner's, in
 * content/pages/thank-you.json (placeholders filled: ./pageCopy.ts); a request's own heading keeps
 * its {request} for the page to fill (./ownValues.ts). Plain data: webpack replaces this module by its value.
 */
import type { ThankYouContent } from './schemas/thankYou';
import { readPage } from './pageCopy';

export const { head, header, requestTitle, nextSteps, sooner, meanwhile } = readPage('thank-you') as ThankYouContent;

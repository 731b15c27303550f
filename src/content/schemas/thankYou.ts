/** The thank-you pages' copy (src/content/thankYou.ts), where a form sent without JavaScript lands. */
import { z } from 'zod';
import { line } from './messages';
import { pageFileSchema } from './pageFile';
import { callout, distinct, linkCard, sectionHeading, text } from './shapes';

/** A request's own heading names the request where it writes {request}. */
const namesRequest = [
  (title: string) => title.includes('{request}'),
  'Write {request} where the request is named',
] as const;

/** What the request is called in its heading, filled by the page: its own value. */
const requestName = { request: 'what the request is called, like "fence repair" (in its service’s file)' };

/** The request's name with each word capitalised, for a title: "Fence Repair", "Sprinkler Check-Up". */
const requestNames = { ...requestName, Request: 'the same with each word capitalised, like "Fence Repair"' };

/**
 * The pages' titles in the browser tab and search results, and the name a request's page goes by: the
 * general page's, and a request's own, which names the request ({request}, or {Request} capitalised).
 */
const head = z
  .strictObject({
    title: line('Title in the browser tab', 'Of the general thank-you page (a message, or a request for something else).'),
    description: line('Description', 'Of the general thank-you page, for search engines and shared links.'),
    requestLabel: line('Name of a request’s page', 'Its name in the browser’s history and the site’s lists.', requestNames),
    requestTitle: line('Title in the browser tab of a request’s page', 'On the page of each quote request.', requestNames),
    requestDescription: line('Description of a request’s page', 'For search engines and shared links.', requestNames),
  })
  .meta({ title: 'Titles and descriptions' });

export const thankYouContent = z.strictObject({
  head,
  /** The page header: eyebrow, the h1 and the confirmation under it. */
  header: sectionHeading.required({ intro: true }),
  /** The h1 of a request's own page, naming the request: its own {request} ("fence repair"), filled by the page. */
  requestTitle: text.refine(...namesRequest),
  /** `title` is the section's h2, `stepsTitle` the numbered list's heading (the steps: ./thankYouSteps.ts). */
  nextSteps: z.strictObject({ title: text, stepsTitle: text }),
  /** The box with the call and text buttons. */
  sooner: callout.pick({ title: true, text: true }),
  /**
   * Where to go while waiting: a section title, two or more link cards, each to a different page, and
   * the home page's card, shown last on /thank-you (a request's own page shows the page about the
   * request first instead).
   */
  meanwhile: z
    .strictObject({
      title: text,
      links: z.array(linkCard).min(2),
      home: linkCard,
    })
    .refine(({ links, home }) => distinct([...links, home], (card) => card.link), 'two cards link to the same page'),
});

/** The module's exports, as the schema reads them. */
export type ThankYouContent = z.infer<typeof thankYouContent>;

/**
 * content/pages/thank-you.json: the page's words, with placeholders (./pageFile.ts); a request's own
 * heading names the request by its own {request}.
 */
export const thankYouFile = (pageFileSchema(thankYouContent.omit({ requestTitle: true })) as z.ZodObject).extend({
  requestTitle: line('Heading of a request’s own page', 'Instead of the title, on the page of a quote request.', requestName)
    .refine(...namesRequest),
});

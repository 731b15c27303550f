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

export const thankYouContent = z.strictObject({
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

/** What the request is called in its heading, filled by the page: its own value. */
const requestName = { request: 'what the request is called, like "fence repair" (in its service’s file)' };

/**
 * content/pages/thank-you.json: the page's words, with placeholders (./pageFile.ts); a request's own
 * heading names the request by its own {request}.
 */
export const thankYouFile = (pageFileSchema(thankYouContent.omit({ requestTitle: true })) as z.ZodObject).extend({
  requestTitle: line('Heading of a request’s own page', 'Instead of the title, on the page of a quote request.', requestName)
    .refine(...namesRequest),
});

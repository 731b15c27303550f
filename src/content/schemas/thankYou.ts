/** The thank-you pages' copy (src/content/thankYou.ts), where a form sent without JavaScript lands. */
import { z } from 'zod';
import { callout, contentFunction, distinct, linkCard, sectionHeading, text } from './shapes';

export const thankYouContent = z.strictObject({
  /** The page header: eyebrow, the h1 and the confirmation under it. */
  header: sectionHeading.required({ intro: true }),
  /** The h1 of a request's own page, naming the request ("fence repair"). */
  requestTitle: contentFunction,
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

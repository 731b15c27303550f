/** What the quote and contact forms say around their fields (src/content/leadForms.ts, from content/forms.json). */
import { z } from 'zod';
import { contentFunction, text } from './shapes';

export const leadFormsContent = z.strictObject({
  leadFormCopy: z.strictObject({
    /** The submit button's text while the request is on its way. */
    sending: text,
    /** Heading of the list of answers to fix. */
    errorSummaryTitle: text,
    /** The confirmation's heading, with the visitor's name when the form has one. */
    sentTitle: contentFunction,
    /** Under it: when a person will see the request, from whether the office is open. */
    whenSeen: contentFunction,
    /**
     * The heading of the steps that follow a quote request, under the confirmation (or, if the
     * steps could not load, the link to the request's thank-you page, which lists them).
     */
    sentNextSteps: text,
    /** The button that empties the form for another request. */
    sendAnother: text,
    /** The failure notice, when the request could not be sent: its heading and text. */
    failedTitle: text,
    failedText: text,
    /** The short notices (toasts) after sending and after a failure. */
    toastSent: text,
    toastFailed: text,
    /** Label of the hidden field that only bots fill in. */
    honeypotLabel: text,
  }),
});

/** The module's exports, as the schema reads them. */
export type LeadFormsContent = z.infer<typeof leadFormsContent>;

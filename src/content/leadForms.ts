/**
 * What the quote and contact forms say around the fields: progress, confirmation, failure. Field
 * error messages live with the schema (src/lib/leadSchema.ts), which the server shares.
 */
import type { LeadFormsContent } from './schemas/leadForms';
import { business, responsePromise } from './business';

export const leadFormCopy = {
  sending: 'Sending…',
  errorSummaryTitle: 'Please check these answers:',
  sentTitle: (name: string | null) =>
    name ? `Thank you, ${name}: your request is in.` : 'Thank you: your request is in.',
  sendAnother: 'Send another request',
  sentNextSteps: 'What happens next',
  failedTitle: 'We could not send your request just now.',
  failedText: `Everything you typed is still here: try again in a minute, or reach us directly at ${business.phone.display}.`,
  toastSent: `Thank you! Your request is in: we ${responsePromise.reply}.`,
  toastFailed: `We could not send your request. Please call or text ${business.phone.display}.`,
  honeypotLabel: 'Leave this field empty',
} satisfies LeadFormsContent['leadFormCopy'];

/**
 * What the quote and contact forms say around the fields: progress, confirmation, failure. The words
 * are the owner's (content/forms.json, ./formWords.ts); this module fills in what only the moment
 * knows: the visitor's name, whether the office is open. Field error messages live with the schema
 * (src/lib/leadSchema.ts), which the server shares.
 */
import type { LeadFormsContent } from './schemas/leadForms';
import { leadFormWords as words } from './formWords';
import { fillOwn } from './ownValues';

export const leadFormCopy = {
  sending: words.sending,
  errorSummaryTitle: words.errorSummaryTitle,
  sentTitle: (name: string | null) => (name ? fillOwn(words.sentTitle, { name }) : words.sentTitleNoName),
  /**
   * When a person will see the request, honest about office hours: today while the office is open,
   * else when it next opens ("Monday at 8:00 AM"), when that can be told.
   */
  whenSeen: ({ open, nextOpen }: { open: boolean; nextOpen: string | null }) =>
    open ? words.seenToday : nextOpen ? fillOwn(words.seenWhenOpen, { opening: nextOpen }) : words.seenNextOpen,
  sendAnother: words.sendAnother,
  sentNextSteps: words.sentNextSteps,
  failedTitle: words.failedTitle,
  failedText: words.failedText,
  toastSent: words.toastSent,
  toastFailed: words.toastFailed,
  honeypotLabel: words.honeypotLabel,
} satisfies LeadFormsContent['leadFormCopy'];

/**
 * What the quote and contact forms say around the visitor's answers: the owner's words, in
 * content/forms.json (placeholders filled: ./pageCopy.ts). Each message's own values ({name},
 * {opening}, {privacyPolicy}) are left for the code that says it (./leadForms.ts,
 * src/components/quote/QuoteFields.tsx). Plain data: webpack replaces this module by its value
 * (./pageCopyModules.ts), so a page's script carries the words, never zod or the file reading.
 */
import type { FormsFile } from './schemas/formWords';
import { readDataFile } from './pageCopy';

const file = readDataFile('forms.json') as FormsFile;

/** Sending a form: the button while sending, the confirmation, the failure and the short notices. */
export const leadFormWords = file.sending;
/** The contact page's message form: its labels and button. */
export const contactFormWords = file.contactForm;
/** The quote forms (the quote dialog, a hero's, the fence sales page's): labels, prompts, consent, button. */
export const quoteFormWords = file.quoteForm;
/** The band that ends a page with the quote button, the call and the text (and the lead provider's form). */
export const quoteBandWords = file.quoteBand;

/**
 * content/forms.json: what the quote and contact forms say around the visitor's answers: their
 * labels and choices' prompts, the button, the confirmation, the failure notice and the short
 * notices (src/content/formWords.ts gives them to the forms). Placeholders are filled when the file
 * is read; a value only the moment knows (the visitor's name, when the office opens) is the field's
 * own, named in its hint (./messages.ts, `line`). The field error messages stay with the lead schema
 * (src/lib/leadSchema.ts), which the server and the page share.
 */
import { z } from 'zod';
import { referralSourceChoices, timelineChoices } from '../formChoices';
import { line } from './messages';
import { text } from './shapes';

const sending = z.strictObject({
  sending: line('Send button while sending'),
  errorSummaryTitle: line('Answers to correct', 'Above the list of answers a visitor must correct.'),
  sentTitle: line('Sent: title', 'When the visitor gave a name.', { name: 'the visitor’s first name' }),
  sentTitleNoName: line('Sent: title without a name', 'When the form asks no name.'),
  seenToday: line('Sent: office open', 'Under the title while the office is open.'),
  seenWhenOpen: line('Sent: office closed', 'Under the title while the office is closed.', {
    opening: 'when it opens, like "Monday at 8:00 AM"',
  }),
  seenNextOpen: line('Sent: office closed, opening unknown', 'When the next opening cannot be told.'),
  sentNextSteps: line(
    'Sent: what happens next',
    'The heading of the steps under the confirmation, in the booking e-mail and page.',
  ),
  sendAnother: line('Send another request button'),
  failedTitle: line('Not sent: title', 'When the request could not be sent (what was typed stays in the form).'),
  failedText: line('Not sent: words'),
  toastSent: line('Short notice: sent'),
  toastFailed: line('Short notice: not sent'),
  honeypotLabel: line('Hidden field', 'The label of a field people never see, which only bots fill in.'),
});

const contactForm = z.strictObject({
  label: line('Name of the form', 'What a screen reader calls the form.'),
  name: line('Name'),
  email: line('Email'),
  phone: line('Phone'),
  emailOrPhone: line('Email or phone', 'Under the email and phone fields.'),
  message: line('Message'),
  submit: line('Send button'),
});

const quoteForm = z
  .strictObject({
    label: line('Name of the form', 'What a screen reader calls the form.'),
    firstName: line('First name'),
    lastName: line('Last name'),
    email: line('Email'),
    phone: line('Phone'),
    address: line('Project address'),
    service: line('Service'),
    servicePlaceholder: line('Service: before a choice'),
    timeline: line('Timeline'),
    timelinePlaceholder: line('Timeline: before a choice'),
    job: line('Kind of job', 'Above the kinds of job of the service chosen.'),
    fenceType: line('Fence type', 'On the fence sales page’s form.'),
    fenceTypePlaceholder: line('Fence type: before a choice'),
    details: line('Project details'),
    referralSource: line('How did you hear about us'),
    referralSourcePlaceholder: line('How did you hear about us: before a choice'),
    optional: line('Optional', 'After the label of a question the visitor may leave empty.'),
    consent: line('Consent', 'Beside the box the visitor ticks to send.', {
      privacyPolicy: 'the link to the Privacy Policy, whose words are the next field',
    }),
    privacyPolicy: line('Consent: the link’s words'),
    submit: line('Send button'),
  })
  .refine((form) => form.consent.split('{privacyPolicy}').length === 2, {
    message: 'Write {privacyPolicy} once in the consent, where the link to the Privacy Policy goes',
    path: ['consent'],
  });

const quoteBand = z.strictObject({
  lead: line('Above the button', 'In the band that ends a page, above the quote button, call and text.'),
  button: line('Quote button', 'Unless the page words its own.'),
  intakeFrameTitle: line('Intake form', 'What a screen reader calls the lead provider’s form, when one is set.'),
});

/**
 * What each fixed choice says, one field per stored value (../formChoices.ts), each different: plain
 * words, no placeholder (the placeholders themselves name the timelines: `{timelineChoices}`).
 */
const choiceLabels = <Value extends string>(choices: Record<Value, string>) =>
  z
    .strictObject(
      Object.fromEntries(
        Object.entries<string>(choices).map(([value, title]) => [
          value,
          text.regex(/^[^{}]*$/, 'A choice takes no placeholder: write it in plain words').meta({ title }),
        ]),
      ) as Record<Value, typeof text>,
    )
    .refine((labels) => new Set(Object.values(labels)).size === Object.keys(labels).length, {
      message: 'Two choices say the same: word each differently',
    });

export const formsFile = z.strictObject({
  sending: sending.meta({ title: 'Sending a form: the confirmation, a failure' }),
  contactForm: contactForm.meta({ title: 'The contact form' }),
  quoteForm: quoteForm.meta({ title: 'The quote forms' }),
  quoteBand: quoteBand.meta({ title: 'The quote band at the end of a page' }),
  timelineChoices: choiceLabels(timelineChoices).meta({
    title: 'The quote form’s timelines',
    description: 'What each choice of "When do you need it?" says.',
  }),
  referralSourceChoices: choiceLabels(referralSourceChoices).meta({
    title: 'How did you hear about us: the choices',
    description: 'What each choice says.',
  }),
});

export type FormsFile = z.output<typeof formsFile>;

/** Each field of `group` as src/content/formWords.ts gives it: a text, placeholders filled. */
const texts = (group: z.ZodObject) => z.strictObject(Object.fromEntries(Object.keys(group.shape).map((name) => [name, text])));

/** What src/content/formWords.ts exports. */
export const formWordsContent = z.strictObject({
  leadFormWords: texts(sending),
  contactFormWords: texts(contactForm),
  quoteFormWords: texts(quoteForm),
  quoteBandWords: texts(quoteBand),
});

/** The contact page's copy (src/content/contact.ts); its facts (phone, e-mail, address, hours) come from business.ts. */
import { z } from 'zod';
import { callout, distinct, section, sectionHeading, text } from './shapes';
import { pageFileSchema } from './pageFile';

/** One contact card's copy: its label, and a line under the value that business.ts supplies. */
const contactCard = z.strictObject({ title: text, note: text });

/** The four contact cards' copy (ContactDetails): phone, e-mail, office and business hours. */
export const contactDetails = z.strictObject({
  phone: contactCard,
  email: contactCard,
  office: contactCard,
  hours: contactCard,
});
export type ContactDetailsCopy = z.infer<typeof contactDetails>;

/** "What happens next" after a request: the list's heading and its numbered steps, each once (they key the list). */
export const nextStepsList = z.strictObject({
  title: text,
  steps: z
    .array(text)
    .min(2)
    .refine((steps) => distinct(steps), 'a step listed twice'),
});

/** A box's title and line of text; the box adds its own buttons or links. */
const note = callout.pick({ title: true, text: true });

export const contactContent = z.strictObject({
  /** The page header: eyebrow, the h1 and its intro. */
  header: sectionHeading,
  /** The contact cards; `title` is the section's heading, read by screen readers only. */
  details: contactDetails.extend({ title: text }),
  /** Beside the form, once the business has a social profile. */
  social: note,
  /** The box with the call and text buttons. */
  talk: note,
  /**
   * The message form's heading and intro, and the id of its section: links that promise the form
   * (the home page's "Get a Free Quote") go to /contact#<anchor>, landing on it with focus on its first field.
   */
  form: sectionHeading
    .omit({ eyebrow: true })
    .required()
    .extend({ anchor: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an id like "message-form"') }),
  nextSteps: nextStepsList,
  /** The map section; `frameTitle` names the map's frame for screen readers. */
  map: section({ frameTitle: text }),
  /** The section of the service-area cities (business.ts lists them). */
  areas: sectionHeading,
});

/** The module's exports, as the schema reads them. */
export type ContactContent = z.infer<typeof contactContent>;

/**
 * content/pages/contact.json: the page's words, with placeholders (./pageFile.ts), without the form's
 * anchor, which links on other pages name (src/content/contact.ts keeps it).
 */
export const contactFile = pageFileSchema(
  contactContent.extend({ form: contactContent.shape.form.omit({ anchor: true }) }),
);

/** The quote form's fixed choices (src/content/formChoices.ts): each stored value once, with what the editor calls it. */
import { z } from 'zod';
import { distinct, text } from './shapes';

/** A stored value, as ./quoteOptions.ts checks an option's value, and the choice's name in the editor. */
const choices = z
  .record(z.string().regex(/^[a-z0-9-]+$/, 'a lowercase value like "1month"'), text)
  .refine((named) => Object.keys(named).length >= 2, 'two or more choices');

const values = z
  .array(z.string())
  .min(2)
  .readonly()
  .refine((list) => distinct(list), 'a value listed twice');

export const formChoicesContent = z.strictObject({
  timelineChoices: choices,
  referralSourceChoices: choices,
  timelineValues: values,
  referralSourceValues: values,
});

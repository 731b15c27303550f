/**
 * When the visitor needs the work: the quote form's timeline choices. The values are the code's, what
 * the lead API stores (./formChoices.ts); what each says is the owner's, in content/forms.json.
 * A module of its own (./quoteOptions.ts gives it to the form) so the placeholders (./placeholders.ts)
 * can name the choices: it reads the file as it is, not through the content reader, whose files are
 * themselves filled with placeholders (that would be a circle). The build checks the file with its
 * schema all the same, and these labels take no placeholder.
 */
import type { QuoteOptionsContent } from './schemas/quoteOptions';
import { timelineValues } from './formChoices';
import forms from '../../content/forms.json';

export const timelineOptions = timelineValues.map((value) => ({
  value,
  label: forms.timelineChoices[value],
})) satisfies QuoteOptionsContent['timelineOptions'];

/**
 * When the visitor needs the work: the quote form's timeline choices. The values are what the lead API
 * stores; the labels are what visitors read. A module of its own (./quoteOptions.ts gives it to the
 * form) so the placeholders (./placeholders.ts) can name the choices without reading the services'
 * files, whose words are themselves filled with placeholders.
 */
import type { QuoteOptionsContent } from './schemas/quoteOptions';

export const timelineOptions = [
  { value: 'immediately', label: 'As soon as possible' },
  { value: '1month', label: 'Within 1 month' },
  { value: '3months', label: 'Within 3 months' },
  { value: 'planning', label: 'Just planning' },
] as const satisfies QuoteOptionsContent['timelineOptions'];

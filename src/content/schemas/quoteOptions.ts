/**
 * The options of the quote request form (src/content/quoteOptions.ts). The lead schema
 * (src/lib/leadSchema.ts) takes its enums from the same values, so these are what the server accepts.
 */
import { z } from 'zod';
import { sitePath, text } from './shapes';

/** An option of a select: the value the lead API stores, and the label visitors read. */
export const choice = z.strictObject({
  value: z.string().regex(/^[a-z0-9-]+$/, 'a lowercase value like "chain-link"'),
  label: text,
});

/** No two options with the same value or the same label. */
const distinctChoices = (options: readonly z.infer<typeof choice>[]) =>
  new Set(options.map((option) => option.value)).size === options.length &&
  new Set(options.map((option) => option.label)).size === options.length;

/** A select's options: two or more, in the order shown. */
export const choices = z.array(choice).min(2).readonly().refine(distinctChoices, 'a value or label listed twice');

/** A service a quote can be about, and the pages whose quote form starts with it chosen. */
const serviceOption = choice.extend({ pages: z.array(sitePath).readonly() });

export const quoteOptionsContent = z.strictObject({
  fenceTypeOptions: choices,
  timelineOptions: choices,
  /** "How did you hear about us?" */
  referralSourceOptions: choices,
  /** The services; a page may start only one of them chosen. */
  serviceOptions: z
    .array(serviceOption)
    .min(2)
    .refine(distinctChoices, 'a value or label listed twice')
    .refine((options) => {
      const pages = options.flatMap((option) => option.pages);
      return new Set(pages).size === pages.length;
    }, 'a page listed under two services'),
});

/** The module's exports, as the schema reads them. */
export type QuoteOptionsContent = z.infer<typeof quoteOptionsContent>;

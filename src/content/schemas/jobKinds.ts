/**
 * The kinds of job per service (src/content/jobKinds.ts): what "What kind of job?" offers, the pages
 * that preselect each kind and the quote dialog's title for it.
 */
import { z } from 'zod';
import { jobKindValues, serviceValues } from '../serviceIds';
import { distinct, sitePath, text } from './shapes';

const jobKindValue = z.enum(jobKindValues);

export const jobKindOption = z.strictObject({
  value: jobKindValue,
  /** The radio's label, as a homeowner would say it. */
  label: text,
  /** Route paths whose quote form starts with this kind chosen (a page two kinds list asks which, none chosen). */
  pages: z.array(sitePath).readonly(),
  /** The quote dialog's title while this kind is chosen in its form. */
  dialogTitle: text,
});

/** A service's kinds: one (never asked) or more, no value or label twice, in the order of jobKindValues. */
const serviceJobKinds = z
  .array(jobKindOption)
  .min(1)
  .readonly()
  .refine(
    (kinds) => distinct(kinds, (kind) => kind.value) && distinct(kinds, (kind) => kind.label),
    'a kind listed twice',
  )
  .refine(
    (kinds) =>
      kinds.every(
        (kind, i) => i === 0 || jobKindValues.indexOf(kind.value) > jobKindValues.indexOf(kinds[i - 1]!.value),
      ),
    'kinds out of the order of jobKindValues (the form lists them in that order)',
  );

export const jobKindsContent = z.strictObject({
  jobKindValues: z.tuple([jobKindValue], jobKindValue).readonly(),
  /** Every service's kinds; a page belongs to one service (several kinds of it may list the page). */
  jobKinds: z
    .record(z.enum(serviceValues), serviceJobKinds)
    .refine(
      (all) => distinct(Object.values(all).flatMap((kinds) => [...new Set(kinds.flatMap((kind) => kind.pages))])),
      'a page listed by two services',
    ),
  generalDialogTitle: text,
  servicesAskingJob: z.array(z.enum(serviceValues)).readonly(),
});

export type JobKindsContent = z.infer<typeof jobKindsContent>;

/**
 * What happens after a quote request, by service and kind of job (src/content/thankYouSteps.ts).
 * Every kind of job of every service (src/content/jobKinds.ts) has its steps, except "Something
 * else", whose requests get the general steps: the compiler checks the table is complete, the
 * schema that it holds nothing more.
 */
import { z } from 'zod';
import { jobKinds, type JobKind } from '../jobKinds';
import type { ServiceValue } from '../quoteOptions';
import { contentFunction, distinct, text } from './shapes';

/** The services whose requests have steps of their own: every one but "Something else". */
export type StepsService = Exclude<ServiceValue, 'other'>;

/** The kinds of job of a service, as jobKinds.ts lists them. */
export type JobKindOf<Service extends ServiceValue> = (typeof jobKinds)[Service][number]['value'];

/** One value per service and kind of job that has steps of its own; a kind added to jobKinds.ts must be added here. */
export type PerRequest<Value> = { readonly [Service in StepsService]: { readonly [Job in JobKindOf<Service>]: Value } };

/** A numbered list: two to five steps, each once (they key the list). */
const steps = z
  .array(text)
  .min(2)
  .max(5)
  .readonly()
  .refine((list) => distinct(list), 'a step listed twice');

/** Exactly the kinds of job jobKinds.ts gives each service, "Something else" left out. */
const coversJobKinds = (table: Record<string, Record<string, unknown>>) => {
  const expected = Object.entries(jobKinds)
    .filter(([service]) => service !== 'other')
    .map(([service, kinds]) => `${service}: ${kinds.map((kind: { value: JobKind }) => kind.value).join(' ')}`);
  const actual = Object.entries(table).map(([service, jobs]) => `${service}: ${Object.keys(jobs).join(' ')}`);
  return JSON.stringify(actual.sort()) === JSON.stringify(expected.sort());
};

export const thankYouStepsContent = z.strictObject({
  /** The steps after each request, by service, then kind of job. */
  requestSteps: z
    .record(z.string(), z.record(z.string(), steps))
    .refine(coversJobKinds, 'the services and kinds of job differ from jobKinds.ts'),
  /** After a contact message or a request for something else. */
  generalSteps: steps,
  /** The steps once the request's visit is booked (its time first, then the request's steps after the first). */
  stepsAfterBooking: contentFunction,
});

/** The module's exports, as the schema reads them. */
export type ThankYouStepsContent = z.infer<typeof thankYouStepsContent>;

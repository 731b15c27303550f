/**
 * What happens after a quote request, by service and kind of job (src/content/thankYouSteps.ts).
 * Every kind of job of every service (src/content/jobKinds.ts) has its steps, except "Something
 * else", whose requests get the general steps: the schema checks the table is complete and holds
 * nothing more.
 */
import { z } from 'zod';
import { jobKinds } from '../jobKinds';
import type { StepsService } from '../serviceFiles';
import type { JobKind } from '../serviceIds';
import { contentFunction, distinct, text } from './shapes';

export type { StepsService };

/**
 * One value per service and kind of job that has steps of its own: each service's kinds are its
 * file's (content/services/), so the table's completeness is the schema's to check, not the compiler's.
 */
export type PerRequest<Value> = { readonly [Service in StepsService]: Partial<Record<JobKind, Value>> };

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
    .map(([service, kinds]) => `${service}: ${kinds.map((kind) => kind.value).join(' ')}`);
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

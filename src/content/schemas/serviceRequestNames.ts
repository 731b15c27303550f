/**
 * What each request is called in its thank-you page's heading (src/content/serviceRequestNames.ts):
 * one name per service and kind of job, "Something else" left out, no name twice (they title pages).
 */
import { z } from 'zod';
import { text } from './shapes';

export const serviceRequestNamesContent = z.strictObject({
  requestNames: z
    .record(z.string(), z.record(z.string(), text))
    .refine((table) => {
      const names = Object.values(table).flatMap((jobs) => Object.values(jobs));
      return new Set(names).size === names.length;
    }, 'a request name used twice'),
});

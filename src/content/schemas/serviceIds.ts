/** The ids of the services and kinds of job (src/content/serviceIds.ts): each used once. */
import { z } from 'zod';
import { distinct } from './shapes';

const ids = z
  .array(z.string().regex(/^[a-z]+(-[a-z]+)*$/))
  .min(1)
  .readonly()
  .refine((list) => distinct(list), 'an id listed twice');

export const serviceIdsContent = z.strictObject({ serviceValues: ids, jobKindValues: ids });

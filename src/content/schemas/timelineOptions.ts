/** The quote form's timeline choices (src/content/timelineOptions.ts): a select's options. */
import { z } from 'zod';
import { choices } from './quoteOptions';

export const timelineOptionsContent = z.strictObject({ timelineOptions: choices });

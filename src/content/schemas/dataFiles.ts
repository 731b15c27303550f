/**
 * The owner's data files (content/ at the repository's root) and the schema of each, by file name.
 * The build and src/content/dataFiles.test.ts parse every file with its schema; a file in content/
 * that is not listed here fails that test, so no data file goes unchecked.
 */
import type { z } from 'zod';
import { reviewsFile } from './testimonials';

export const dataFileSchemas: Record<string, z.ZodType> = {
  'reviews.json': reviewsFile,
};

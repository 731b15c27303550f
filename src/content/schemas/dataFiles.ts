/**
 * The owner's data files (content/ at the repository's root): for each, its schema and how the
 * editor names it. The build and src/content/dataFiles.test.ts parse every file with its schema (a
 * file in content/ that is not listed here fails that test, so no data file goes unchecked), and the
 * editor's configuration is generated from the same schemas (scripts/cms/cmsConfig.ts).
 */
import type { z } from 'zod';
import { availabilityFile } from './availability';
import { businessFile } from './business';
import { pricingFile } from './pricing';
import { reviewsFile } from './testimonials';

export interface DataFile {
  schema: z.ZodType;
  /** The name the editor shows in its list of things to edit: what the file holds. */
  label: string;
}

export const dataFiles: Record<string, DataFile> = {
  'business.json': {
    schema: businessFile,
    label: 'Business details',
  },
  'pricing.json': {
    schema: pricingFile,
    label: 'Prices',
  },
  'reviews.json': {
    schema: reviewsFile,
    label: 'Customer reviews',
  },
  'availability.json': {
    schema: availabilityFile,
    label: 'Estimate visit times',
  },
};

/**
 * Copy of the garden design process page (/garden-design-process): how a Dallas garden goes from a
 * first conversation to a planted, establishing garden, step by step. The design-fee discount and
 * the water-saving claim come from business.ts.
 *
 * The words are the owner's, in content/pages/garden-design-process.json (placeholders filled, pictures
 * by name: ./pageCopy.ts); the areas, those the owner ticks for the design pages in the business
 * details, are computed here. Plain data: webpack replaces this module by its value.
 */
import type { GardenDesignProcessContent } from './schemas/gardenDesignProcess';
import { designServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('garden-design-process') as GardenDesignProcessContent;

export const { heroEyebrow, hero, steps, deliverables, discount, faqs, related, cta } = page;

export const areas = { ...page.areas, items: designServiceAreas } satisfies GardenDesignProcessContent['areas'];

export const serviceSchema = {
  ...page.serviceSchema,
  areas: designServiceAreas,
} satisfies GardenDesignProcessContent['serviceSchema'];

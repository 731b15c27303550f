/**
 * Copy of the Dallas garden design page (/services/garden-design): what we do, the garden design
 * process, a portfolio carousel, a before/after transformation, services, a garden idea told at
 * length, a reviews' heading and the ten design service areas. Figures come from business.ts.
 *
 * The words are the owner's, in content/pages/garden-design.json (placeholders filled, pictures by
 * name: ./pageCopy.ts); the areas (those ticked for the design pages in the business details) are
 * computed here. The drawings show ideas, not jobs, so no word here names a place (docs/decisions.md 21).
 * Plain data: webpack replaces this module by its value.
 */
import type { GardenDesignContent } from './schemas/gardenDesign';
import { designServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('garden-design') as GardenDesignContent;

export const { heroEyebrow, hero, showcase, transformation, whatWeDo, gardenProcess, portfolio, services, reviews, cta } = page;

export const areas = { ...page.areas, list: designServiceAreas } satisfies GardenDesignContent['areas'];

export const serviceSchema = { ...page.serviceSchema, areas: designServiceAreas } satisfies GardenDesignContent['serviceSchema'];

/**
 * Copy of the professional landscape design page (/services/landscape-design): portfolio carousel,
 * a before/after transformation, design services, a design idea told at length, the reviews' heading
 * and the ten design service areas. The discount and claims come from business.ts.
 *
 * The words are the owner's, in content/pages/landscape-design.json (placeholders filled, pictures by
 * name: ./pageCopy.ts); the areas (those ticked for the design pages in the business details) are
 * computed here. The drawings show ideas, not jobs, so no word here names a place (docs/decisions.md 21).
 * Plain data: webpack replaces this module by its value.
 */
import type { LandscapeDesignContent } from './schemas/landscapeDesign';
import { designServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('landscape-design') as LandscapeDesignContent;

export const { heroEyebrow, hero, showcase, transformation, portfolio, services, reviews, cta } = page;

export const areas = { ...page.areas, list: designServiceAreas } satisfies LandscapeDesignContent['areas'];

export const serviceSchema = { ...page.serviceSchema, areas: designServiceAreas } satisfies LandscapeDesignContent['serviceSchema'];

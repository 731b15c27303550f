/**
 * Copy of the outdoor living contractors page (/services/outdoor-living): what we build, the
 * six-step process, a design idea told at length, the business's claims (terms.claims) and the areas served.
 *
 * Areas: the cities we serve (the areas ticked "cities" in content/business.json), not the design
 * pages' subset. Outdoor living is build work our crews do across the whole Metroplex (the page's
 * title and description say DFW, and the business's own areaServed is this list); the design pages
 * name only the areas where designers meet clients in person, which would wrongly turn away Fort
 * Worth, Plano or Frisco.
 *
 * The words are the owner's, in content/pages/outdoor-living.json (placeholders filled, pictures by
 * name: ./pageCopy.ts); the areas are computed here. Plain data: webpack replaces this module by its value.
 */
import type { OutdoorLivingContent } from './schemas/outdoorLiving';
import { contactServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('outdoor-living') as OutdoorLivingContent;

export const { heroEyebrow, hero, services, showcase, claims, process, builtFor, cta } = page;

export const areas = { ...page.areas, list: contactServiceAreas } satisfies OutdoorLivingContent['areas'];

export const serviceSchema = { ...page.serviceSchema, areas: contactServiceAreas } satisfies OutdoorLivingContent['serviceSchema'];

/**
 * Copy of the outdoor living contractors page (/services/outdoor-living): what we build, the
 * six-step process, a featured project, the business's claims (terms.claims) and the areas served.
 *
 * Areas: the cities we serve (the areas ticked "cities" in content/business.json), not the design
 * pages' subset. Outdoor living is build work our crews do across the whole Metroplex (the page's
 * title and description say DFW, and the business's own areaServed is this list); the design pages
 * name only the areas where designers meet clients in person, which would wrongly turn away Fort
 * Worth, Plano or Frisco.
 *
 * The words are the owner's, in content/pages/outdoor-living.json (placeholders filled, pictures by
 * name: ./pageCopy.ts); the areas and the featured project's city (its picture's project) are
 * computed here. Plain data: webpack replaces this module by its value.
 */
import type { OutdoorLivingContent } from './schemas/outdoorLiving';
import { contactServiceAreas } from './business';
import { readPage } from './pageCopy';
import { jobOf } from './pictureJob';

const page = readPage('outdoor-living') as OutdoorLivingContent;

export const { heroEyebrow, hero, services, claims, process, builtFor, cta } = page;

const featured = jobOf(page.showcase.content.image, 'content/pages/outdoor-living.json, showcase');

export const showcase = {
  ...page.showcase,
  title: `An Evening Space in ${featured.city}`,
  content: { ...page.showcase.content, location: featured.city },
} satisfies OutdoorLivingContent['showcase'];

export const areas = { ...page.areas, list: contactServiceAreas } satisfies OutdoorLivingContent['areas'];

export const serviceSchema = { ...page.serviceSchema, areas: contactServiceAreas } satisfies OutdoorLivingContent['serviceSchema'];

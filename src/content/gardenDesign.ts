/**
 * Copy of the Dallas garden design page (/services/garden-design): what we do, the garden design
 * process, a portfolio carousel, a before/after transformation, services, a featured garden, a
 * reviews' heading and the ten design service areas. Figures come from business.ts.
 *
 * The words are the owner's, in content/pages/garden-design.json (placeholders filled, pictures by
 * name: ./pageCopy.ts); the areas (those ticked for the design pages in the business details) and
 * what names a pictured job (its title and city, from the picture's project) are computed here.
 * Plain data: webpack replaces this module by its value.
 */
import type { GardenDesignContent } from './schemas/gardenDesign';
import { designServiceAreas } from './business';
import { readPage } from './pageCopy';
import { jobOf } from './pictureJob';

const file = 'content/pages/garden-design.json';
const page = readPage('garden-design') as GardenDesignContent;

export const { heroEyebrow, hero, showcase, whatWeDo, gardenProcess, portfolio, services, reviews, cta } = page;

const planted = jobOf(page.transformation.content.pair.after, `${file}, transformation`);

export const transformation = {
  ...page.transformation,
  content: {
    ...page.transformation.content,
    pair: { ...page.transformation.content.pair, label: `${planted.city} backyard` },
    title: `A ${planted.city} Backyard Brought Back to Life`,
  },
} satisfies GardenDesignContent['transformation'];

export const areas = { ...page.areas, list: designServiceAreas } satisfies GardenDesignContent['areas'];

export const serviceSchema = { ...page.serviceSchema, areas: designServiceAreas } satisfies GardenDesignContent['serviceSchema'];

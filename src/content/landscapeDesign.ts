/**
 * Copy of the professional landscape design page (/services/landscape-design): portfolio carousel,
 * a before/after transformation, design services, a featured project, the reviews' heading and the ten design
 * service areas. The discount and claims come from business.ts.
 *
 * The words are the owner's, in content/pages/landscape-design.json (placeholders filled, pictures by
 * name: ./pageCopy.ts); the areas (those ticked for the design pages in the business details) and
 * what names a pictured job (its title and city, from the picture's project) are computed here.
 * Plain data: webpack replaces this module by its value.
 */
import type { LandscapeDesignContent } from './schemas/landscapeDesign';
import { designServiceAreas } from './business';
import { readPage } from './pageCopy';
import { jobOf } from './pictureJob';

const file = 'content/pages/landscape-design.json';
const page = readPage('landscape-design') as LandscapeDesignContent;

export const { heroEyebrow, hero, showcase, portfolio, services, reviews, cta } = page;

const redesigned = jobOf(page.transformation.content.pair.after, `${file}, transformation`);

export const transformation = {
  ...page.transformation,
  intro: `Switch between before and after to see one ${redesigned.city} backyard we redesigned from the ground up.`,
  content: {
    ...page.transformation.content,
    pair: { ...page.transformation.content.pair, label: `${redesigned.city} backyard` },
  },
} satisfies LandscapeDesignContent['transformation'];

export const areas = { ...page.areas, list: designServiceAreas } satisfies LandscapeDesignContent['areas'];

export const serviceSchema = { ...page.serviceSchema, areas: designServiceAreas } satisfies LandscapeDesignContent['serviceSchema'];

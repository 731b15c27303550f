/**
 * Copy of the outdoor kitchen page (/custom-outdoor-kitchen-design-dallas). Hours, years and areas
 * come from business.ts; the page makes no warranty or price claims of its own (the business's
 * terms give none for kitchens).
 *
 * The words are the owner's, in content/pages/outdoor-kitchen.json (placeholders filled, pictures by
 * name: ./pageCopy.ts); the areas, those the owner ticks for the design pages in the business details,
 * are computed here. Plain data: webpack replaces this module by its value.
 */
import type { OutdoorKitchenContent } from './schemas/outdoorKitchen';
import { designServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('outdoor-kitchen') as OutdoorKitchenContent;

export const { heroEyebrow, hero, heroForm, mobileQuote, talk, features, process, work, cta } = page;

export const areas = { ...page.areas, list: designServiceAreas } satisfies OutdoorKitchenContent['areas'];

export const serviceSchema = { ...page.serviceSchema, areas: designServiceAreas } satisfies OutdoorKitchenContent['serviceSchema'];

/**
 * The Dallas garden design page's content (src/content/gardenDesign.ts): the landscape design page's
 * sections (hero, portfolio carousel, before/after, four services, featured garden, the reviews' heading, the
 * design areas, the closing banner) and two more, what we do and the way to the process page.
 */
import { z } from 'zod';
import { designPageFileSections, landscapeDesignContent } from './landscapeDesign';
import { callout, feature, section } from './shapes';
import { pageFileSchema } from './pageFile';

export const gardenDesignContent = landscapeDesignContent.extend({
  /** The kinds of garden we design, three to a row on large screens. */
  whatWeDo: section({ items: z.array(feature).min(3) }),
  /** The band that leads to the garden design process page. */
  gardenProcess: callout,
});

/** The module's exports, as the schema reads them. */
export type GardenDesignContent = z.infer<typeof gardenDesignContent>;

/**
 * content/pages/garden-design.json: the page's words, with placeholders and picture names (./pageFile.ts),
 * without what the loader writes (./landscapeDesign.ts).
 */
export const gardenDesignFile = pageFileSchema(gardenDesignContent.extend(designPageFileSections));

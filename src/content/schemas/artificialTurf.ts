/** The artificial turf page's content (src/content/artificialTurf.ts). */
import { z } from 'zod';
import {
  featureSection,
  hero,
  processSection,
  serviceDescription,
  servicePage,
  servicesSection,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const artificialTurfContent = servicePage({
  /** Residential, commercial and pet-friendly turf, each linking to its sub-service page. */
  services: servicesSection,
  /** Why turf: the reasons to switch. */
  benefits: featureSection,
  /** How the turf goes in, from site preparation to the final details. */
  process: processSection,
});

/** The module's exports, as the schema reads them. */
export type ArtificialTurfContent = z.infer<typeof artificialTurfContent>;

/**
 * content/pages/artificial-turf.json: the page's words, with placeholders and picture names (./pageFile.ts), without
 * the hero's link to the gallery (it names the work the gallery has) or the cities served (the business details').
 */
export const artificialTurfFile = pageFileSchema(
  artificialTurfContent.extend({
    hero: hero.omit({ secondaryCTA: true }),
    serviceSchema: serviceDescription.omit({ areas: true }),
  }),
);

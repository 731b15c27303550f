/** The outdoor living contractors page's content (src/content/outdoorLiving.ts). */
import { z } from 'zod';
import {
  areasSection,
  claimsSection,
  countedProcessSection,
  featureSection,
  offerCardsSection,
  section,
  serviceDescription,
  servicePage,
  showcase,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const outdoorLivingContent = servicePage({
  /** What we build; only what has a page of its own (outdoor kitchens) links anywhere. */
  services: offerCardsSection,
  /** Why build outside: the business's claims. */
  claims: claimsSection,
  /** "Six Steps to Your Outdoor Room." */
  process: countedProcessSection(6),
  /** Why it lasts in North Texas weather. */
  builtFor: featureSection,
  /** A design idea, told at length under the section's heading. */
  showcase: section({ content: showcase }),
  /** The cities the crews build in. */
  areas: areasSection,
});

/** The module's exports, as the schema reads them. */
export type OutdoorLivingContent = z.infer<typeof outdoorLivingContent>;

/**
 * content/pages/outdoor-living.json: the page's words, with placeholders and picture names (./pageFile.ts),
 * without the cities served (the business details'). Its showcase is a design idea, drawn: it has no place.
 */
export const outdoorLivingFile = pageFileSchema(
  outdoorLivingContent.extend({
    showcase: section({ content: showcase.omit({ location: true }) }),
    areas: areasSection.omit({ list: true }),
    serviceSchema: serviceDescription.omit({ areas: true }),
  }),
);

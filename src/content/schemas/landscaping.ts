/** The landscaping services page's content (src/content/landscaping.ts). */
import { z } from 'zod';
import {
  claimsSection,
  countedProcessSection,
  featureSection,
  hero,
  offerCardsSection,
  serviceDescription,
  servicePage,
  servicesSection,
  sectionHeading,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const landscapingContent = servicePage({
  /** Installation, renovation and clean-up, each linking to its sub-service page. */
  services: servicesSection,
  /** Why it pays: the business's claims. */
  claims: claimsSection,
  whyUs: featureSection,
  /** "Four steps, no surprises." */
  process: countedProcessSection(4),
  /** The gallery and the case studies. */
  work: offerCardsSection,
  /** The heading over the owner's reviews set for the page (content/reviews.json); no reviews, no section. */
  reviews: sectionHeading,
});

/** The module's exports, as the schema reads them. */
export type LandscapingContent = z.infer<typeof landscapingContent>;

/**
 * content/pages/landscaping.json: the page's words, with placeholders and picture names (./pageFile.ts), without
 * the hero's link to the gallery (it names the work the gallery has) or the cities served (the business details').
 */
export const landscapingFile = pageFileSchema(
  landscapingContent.extend({
    hero: hero.omit({ secondaryCTA: true }),
    serviceSchema: serviceDescription.omit({ areas: true }),
  }),
);

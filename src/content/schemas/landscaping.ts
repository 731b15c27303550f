/** The landscaping services page's content (src/content/landscaping.ts). */
import { z } from 'zod';
import {
  claimsSection,
  countedProcessSection,
  featureSection,
  offerCardsSection,
  section,
  servicePage,
  servicesSection,
  testimonial,
} from './shapes';

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
  /** The one review the page shows. */
  testimonial: section({ item: testimonial }),
});

/** The module's exports, as the schema reads them. */
export type LandscapingContent = z.infer<typeof landscapingContent>;

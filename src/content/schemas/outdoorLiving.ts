/** The outdoor living contractors page's content (src/content/outdoorLiving.ts). */
import { z } from 'zod';
import {
  areasSection,
  claimsSection,
  countedProcessSection,
  ctaBanner,
  featureSection,
  hero,
  offerCardsSection,
  section,
  serviceDescription,
  showcase,
  text,
} from './shapes';

export const outdoorLivingContent = z.strictObject({
  heroEyebrow: text,
  hero,
  /** What we build; only what has a page of its own (outdoor kitchens) links anywhere. */
  services: offerCardsSection,
  /** Why build outside: the business's claims. */
  claims: claimsSection,
  /** "Six Steps to Your Outdoor Room." */
  process: countedProcessSection(6),
  /** Why it lasts in North Texas weather. */
  builtFor: featureSection,
  /** The featured project, told at length under the section's heading. */
  showcase: section({ content: showcase }),
  /** The cities the crews build in. */
  areas: areasSection,
  cta: ctaBanner,
  serviceSchema: serviceDescription,
});

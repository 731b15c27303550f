/** The artificial turf page's content (src/content/artificialTurf.ts). */
import { z } from 'zod';
import { ctaBanner, featureSection, hero, processSection, serviceDescription, servicesSection, text } from './shapes';

export const artificialTurfContent = z.strictObject({
  hero,
  heroEyebrow: text,
  /** Residential, commercial and pet-friendly turf, each linking to its sub-service page. */
  services: servicesSection,
  /** Why turf: the reasons to switch. */
  benefits: featureSection,
  /** How the turf goes in, from site preparation to the final details. */
  process: processSection,
  cta: ctaBanner,
  serviceSchema: serviceDescription,
});

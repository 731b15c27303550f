/** The artificial turf page's content (src/content/artificialTurf.ts). */
import { z } from 'zod';
import { featureSection, processSection, servicePage, servicesSection } from './shapes';

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

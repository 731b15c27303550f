/** The fence services page's content (src/content/fences.ts). */
import { z } from 'zod';
import {
  callout,
  featureSection,
  figureStat,
  linkAction,
  section,
  sectionHeading,
  servicePage,
  servicesSection,
  stat,
} from './shapes';

export const fencesContent = servicePage({
  services: servicesSection,
  counters: section({ stats: z.array(stat).min(2) }),
  materials: featureSection,
  expectations: section({ items: z.array(figureStat).min(2) }),
  caseStudiesSection: section({ allLink: linkAction }),
  reviews: sectionHeading,
  fencePricing: callout,
});

/** The module's exports, as the schema reads them. */
export type FencesContent = z.infer<typeof fencesContent>;

/**
 * The fence services page's content (src/content/fences.ts), and the owner's words for it
 * (content/pages/fences.json): the same fields, with placeholders, picture names and counters' figures
 * (./pageFile.ts), and without the cities served, which are the business details'.
 */
import { z } from 'zod';
import {
  callout,
  featureSection,
  figureStat,
  linkAction,
  section,
  sectionHeading,
  servicePage,
  serviceDescription,
  servicesSection,
  stat,
} from './shapes';
import { pageFileSchema } from './pageFile';

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

/** content/pages/fences.json. */
export const fencesFile = pageFileSchema(fencesContent.extend({ serviceSchema: serviceDescription.omit({ areas: true }) }));

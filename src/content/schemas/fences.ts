/** The fence services page's content (src/content/fences.ts). */
import { z } from 'zod';
import {
  callout,
  ctaBanner,
  featureSection,
  figureStat,
  hero,
  linkAction,
  section,
  sectionHeading,
  serviceDescription,
  servicesSection,
  stat,
  text,
} from './shapes';

export const fencesContent = z.strictObject({
  heroEyebrow: text,
  hero,
  services: servicesSection,
  counters: section({ stats: z.array(stat).min(2) }),
  materials: featureSection,
  expectations: section({ items: z.array(figureStat).min(2) }),
  caseStudiesSection: section({ allLink: linkAction }),
  reviews: sectionHeading,
  fencePricing: callout,
  cta: ctaBanner,
  serviceSchema: serviceDescription,
});

/** The fence services page's content (src/content/fences.ts). */
import { z } from 'zod';
import {
  callout,
  ctaBanner,
  feature,
  figureStat,
  hero,
  linkAction,
  section,
  sectionHeading,
  serviceCard,
  serviceDescription,
  stat,
  text,
} from './shapes';

export const fencesContent = z.strictObject({
  heroEyebrow: text,
  hero,
  services: section({ cards: z.array(serviceCard).min(2) }),
  counters: section({ stats: z.array(stat).min(2) }),
  materials: section({ items: z.array(feature).min(2) }),
  expectations: section({ items: z.array(figureStat).min(2) }),
  caseStudiesSection: section({ allLink: linkAction }),
  reviews: sectionHeading,
  fencePricing: callout,
  cta: ctaBanner,
  serviceSchema: serviceDescription,
});

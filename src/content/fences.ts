/**
 * Copy of the fence services page (/services/fences): hero, the four fence services (their pages
 * are the sub-routes), the counters, materials, what to expect (the fence terms and claims of business.ts),
 * three case studies, the owner's reviews set for it (none: no section), the pricing pointer and the closing call to action. The words are
 * the owner's, in content/pages/fences.json (placeholders filled, pictures by name: ./pageCopy.ts);
 * the cities served are the business details'. Plain data: webpack replaces this module by its value.
 */
import type { FencesContent } from './schemas/fences';
import { contactServiceAreas } from './business';
import { readPage } from './pageCopy';

const page = readPage('fences') as FencesContent;

export const {
  heroEyebrow,
  hero,
  services,
  counters,
  materials,
  expectations,
  caseStudiesSection,
  reviews,
  fencePricing,
  cta,
} = page;

export const serviceSchema = { ...page.serviceSchema, areas: contactServiceAreas } satisfies FencesContent['serviceSchema'];

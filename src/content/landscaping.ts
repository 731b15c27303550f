/**
 * Copy of the landscaping services page (/services/landscaping): installation, renovation and
 * clean-up. Claims (value, water), the response time and the founding year come from business.ts.
 *
 * The words are the owner's, in content/pages/landscaping.json (placeholders filled, pictures by name:
 * ./pageCopy.ts); the hero's link to the gallery and the cities served are computed here. Plain
 * data: webpack replaces this module by its value.
 */
import type { LandscapingContent } from './schemas/landscaping';
import { contactServiceAreas } from './business';
import { workLink } from './galleryItems';
import { readPage } from './pageCopy';

const page = readPage('landscaping') as LandscapingContent;

export const {
  heroEyebrow,
  services,
  claims,
  whyUs,
  process,
  work,
  reviews,
  cta,
} = page;

// The gallery filtered to this service's projects, or the related work it has.
export const hero = { ...page.hero, secondaryCTA: workLink('landscaping', 'landscaping') } satisfies LandscapingContent['hero'];

export const serviceSchema = { ...page.serviceSchema, areas: contactServiceAreas } satisfies LandscapingContent['serviceSchema'];

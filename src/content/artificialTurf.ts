/**
 * Copy of the artificial turf page (/services/artificial-turf). The warranty and response time come
 * from business.ts.
 *
 * The words are the owner's, in content/pages/artificial-turf.json (placeholders filled, pictures by name:
 * ./pageCopy.ts); the hero's link to the gallery and the cities served are computed here. Plain
 * data: webpack replaces this module by its value.
 */
import type { ArtificialTurfContent } from './schemas/artificialTurf';
import { contactServiceAreas } from './business';
import { workLink } from './galleryItems';
import { readPage } from './pageCopy';

const page = readPage('artificial-turf') as ArtificialTurfContent;

export const {
  heroEyebrow,
  services,
  benefits,
  process,
  cta,
} = page;

// The gallery filtered to this service's projects, or the related work it has.
export const hero = { ...page.hero, secondaryCTA: workLink('artificial-turf', 'landscaping') } satisfies ArtificialTurfContent['hero'];

export const serviceSchema = { ...page.serviceSchema, areas: contactServiceAreas } satisfies ArtificialTurfContent['serviceSchema'];

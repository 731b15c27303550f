/**
 * The registry entries of the artificial turf sub-service pages: listed in src/content/registry.ts. Their
 * addresses are the code's; their label, title and description are the owner's, beside each page's
 * words in content/pages/artificial-turf-services.json (./pageHeads.ts); their copy is in ./artificialTurf.ts and loads with the page.
 */
import { subServiceEntry } from './subServiceEntry';

export const artificialTurfSubServiceEntries = [
  '/services/artificial-turf/residential',
  '/services/artificial-turf/commercial',
  '/services/artificial-turf/pet-friendly',
].map(subServiceEntry('artificial-turf'));

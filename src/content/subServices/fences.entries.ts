/**
 * The registry entries of the fence sub-service pages: listed in src/content/registry.ts. Their
 * addresses are the code's; their label, title and description are the owner's, beside each page's
 * words in content/pages/fence-services.json (./pageHeads.ts); their copy is in ./fences.ts and loads with the page.
 */
import { subServiceEntry } from './subServiceEntry';

export const fencesSubServiceEntries = [
  '/services/fences/installation',
  '/services/fences/repair',
  '/services/fences/gates',
  '/services/fences/staining',
].map(subServiceEntry('fences'));

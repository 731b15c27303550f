/**
 * The registry entries of the irrigation sub-service pages: listed in src/content/registry.ts. Their
 * addresses are the code's; their label, title and description are the owner's, beside each page's
 * words in content/pages/irrigation-services.json (./pageHeads.ts); their copy is in ./irrigation.ts and loads with the page.
 */
import { subServiceEntry } from './subServiceEntry';

export const irrigationSubServiceEntries = [
  '/services/irrigation/sprinklers',
  '/services/irrigation/smart-controllers',
  '/services/irrigation/maintenance',
].map(subServiceEntry('irrigation'));

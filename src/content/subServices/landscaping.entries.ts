/**
 * The registry entries of the landscaping sub-service pages: listed in src/content/registry.ts. Their
 * addresses are the code's; their label, title and description are the owner's, beside each page's
 * words in content/pages/landscaping-services.json (./pageHeads.ts); their copy is in ./landscaping.ts and loads with the page.
 */
import { subServiceEntry } from './subServiceEntry';

export const landscapingSubServiceEntries = [
  '/services/landscaping/installation',
  '/services/landscaping/renovation',
  '/services/landscaping/clean-up',
].map(subServiceEntry('landscaping'));

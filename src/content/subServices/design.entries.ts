/**
 * The registry entries of the landscape design sub-service pages: listed in src/content/registry.ts. Their
 * addresses are the code's; their label, title and description are the owner's, beside each page's
 * words in content/pages/design-services.json (./pageHeads.ts); their copy is in ./design.ts and loads with the page.
 */
import { subServiceEntry } from './subServiceEntry';

export const designSubServiceEntries = [
  '/services/design/custom-plans',
  '/services/design/space-planning',
  '/services/design/visual-presentations',
  '/services/design/process',
].map(subServiceEntry('design'));

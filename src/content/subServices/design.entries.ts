/**
 * The registry entries of the landscape design sub-service pages: listed in src/content/registry.ts. Their
 * addresses are the code's (./addresses.ts); their label, title and description are the owner's, beside
 * each page's words in content/pages/design-services.json (./pageHeads.ts); their copy is in ./design.ts and
 * loads with the page.
 */
import { subServiceAddresses } from './addresses';
import { subServiceEntry } from './subServiceEntry';

export const designSubServiceEntries = subServiceAddresses.design.map(subServiceEntry('design'));

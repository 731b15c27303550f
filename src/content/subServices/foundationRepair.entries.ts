/**
 * The registry entries of the foundation repair sub-service pages: listed in src/content/registry.ts. Their
 * addresses are the code's (./addresses.ts); their label, title and description are the owner's, beside
 * each page's words in content/pages/foundation-repair-services.json (./pageHeads.ts); their copy is in ./foundationRepair.ts and
 * loads with the page.
 */
import { subServiceAddresses } from './addresses';
import { subServiceEntry } from './subServiceEntry';

export const foundationRepairSubServiceEntries = subServiceAddresses['foundation-repair'].map(subServiceEntry('foundation-repair'));

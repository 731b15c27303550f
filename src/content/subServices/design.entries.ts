/**
 * The registry entries of the landscape design sub-service pages: listed in src/content/registry.ts.
 * Their label, title and description are the owner's, beside each page's words in
 * content/pages/design-services.json (./pageHeads.ts); their copy is in ./design.ts and loads with the page.
 */
import { designHeads } from './pageHeads';
import { subServiceEntry } from './subServiceEntry';

const entry = subServiceEntry('design');

export const designSubServiceEntries = designHeads.map((head) => entry(head));

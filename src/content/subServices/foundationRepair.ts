/**
 * Copy of the three foundation repair sub-service pages: slab stabilization, crack repair and drainage
 * correction. The words are the owner's, in content/pages/foundation-repair-services.json, each page with
 * its questions; the warranty, the phone and the reply promise are placeholders filled from business.ts
 * (../pageCopy.ts). Financing is said to be available, with no terms, because the business has set
 * none. Plain data: webpack replaces this module by its value.
 */
import type { SubServiceContent, SubServicePageWords } from '../schemas/subService';
import { readPage } from '../pageCopy';

const { pages: written } = readPage('foundation-repair-services') as { pages: SubServicePageWords[] };

// The entry's words go to the registry (./pageHeads.ts), not to the page's copy.
export const pages: SubServiceContent[] = written.map(({ head: _head, ...page }) => page);

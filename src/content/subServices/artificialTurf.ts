/**
 * Copy of the three artificial turf sub-service pages: residential, commercial and pet-friendly.
 * The turf warranty and the response time come from business.ts.
 *
 * The words are the owner's, in content/pages/artificial-turf-services.json, each page with its questions (placeholders
 * filled, pictures by name: ../pageCopy.ts). Plain data: webpack replaces this module by its value.
 */
import type { SubServiceContent, SubServicePageWords } from '../schemas/subService';
import { readPage } from '../pageCopy';

const { pages: written } = readPage('artificial-turf-services') as { pages: SubServicePageWords[] };

// The entry's words go to the registry (./pageHeads.ts), not to the page's copy.
export const pages: SubServiceContent[] = written.map(({ head: _head, ...page }) => page);

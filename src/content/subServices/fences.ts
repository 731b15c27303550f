/**
 * Copy of the four fence sub-service pages: installation, repair, gates and staining. The words are
 * the owner's, in content/pages/fence-services.json, each page with its questions; warranties, timings,
 * the deposit and the late-installation guarantee are placeholders filled from business.ts
 * (./../pageCopy.ts). Plain data: webpack replaces this module by its value.
 */
import type { SubServiceContent, SubServicePageWords } from '../schemas/subService';
import { readPage } from '../pageCopy';

const { pages: written } = readPage('fence-services') as { pages: SubServicePageWords[] };

// The entry's words go to the registry (./pageHeads.ts), not to the page's copy.
export const pages: SubServiceContent[] = written.map(({ head: _head, ...page }) => page);

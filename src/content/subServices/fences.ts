/**
 * Copy of the four fence sub-service pages: installation, repair, gates and staining. The words are
 * the owner's, in content/pages/fence-services.json, each page with its questions; warranties, timings,
 * the deposit and the late-installation guarantee are placeholders filled from business.ts
 * (./../pageCopy.ts). Plain data: webpack replaces this module by its value.
 */
import type { SubServiceContent } from '../schemas/subService';
import { readPage } from '../pageCopy';

export const { pages } = readPage('fence-services') as { pages: SubServiceContent[] };

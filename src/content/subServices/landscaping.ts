/**
 * Copy of the three landscaping sub-service pages: installation, renovation and seasonal clean-up.
 * The business's terms (business.ts) give no landscaping warranty figure, so the warranty sections say what the
 * written contract covers and name no numbers of their own.
 *
 * The words are the owner's, in content/pages/landscaping-services.json, each page with its questions (placeholders
 * filled, pictures by name: ../pageCopy.ts). Plain data: webpack replaces this module by its value.
 */
import type { SubServiceContent, SubServicePageWords } from '../schemas/subService';
import { readPage } from '../pageCopy';

const { pages: written } = readPage('landscaping-services') as { pages: SubServicePageWords[] };

// The entry's words go to the registry (./pageHeads.ts), not to the page's copy.
export const pages: SubServiceContent[] = written.map(({ head: _head, ...page }) => page);

/**
 * Copy of the three irrigation sub-service pages: sprinkler installation, smart controllers and
 * maintenance. The words are the owner's, in content/pages/irrigation-services.json, each page with its
 * questions; the installation warranty and the water-saving claim are placeholders filled from
 * business.ts (../pageCopy.ts). Plain data: webpack replaces this module by its value.
 */
import { irrigatorLicenseText } from '../business';
import { readPage } from '../pageCopy';
import type { SubServiceContent, SubServicePageWords } from '../schemas/subService';

const { pages: written } = readPage('irrigation-services') as { pages: SubServicePageWords[] };

// The entry's words go to the registry (./pageHeads.ts), not to the page's copy.
const copy: SubServiceContent[] = written.map(({ head: _head, ...page }) => page);

/**
 * "Texas licensed irrigator LI 12345", or null while the license number is not set: a build setting,
 * not the owner's words (docs/decisions.md 16), so it is added here, as the last point of each page's
 * warranty, only when it is set.
 */
const licenseLine = irrigatorLicenseText ? `Texas licensed irrigator ${irrigatorLicenseText}` : null;

export const pages: SubServiceContent[] = licenseLine
  ? copy.map((page) => ({ ...page, warranty: { ...page.warranty, points: [...page.warranty.points, licenseLine] } }))
  : copy;

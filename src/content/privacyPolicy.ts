/**
 * The Privacy Policy (/privacy). The words are the owner's, in content/pages/privacy-policy.json, with
 * its "last updated" date; the business's names, address, e-mail, phone, the site's address, the
 * youngest age it is for and the quote form's choices are placeholders (./pageCopy.ts,
 * schemas/legal.ts). Plain data: webpack replaces this module by its value.
 */
import type { PrivacyPolicyContent } from './schemas/privacyPolicy';
import { readPage } from './pageCopy';

export const privacyPolicy = readPage('privacy-policy') as PrivacyPolicyContent['privacyPolicy'];

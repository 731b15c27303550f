/**
 * The Terms of Use (/terms). The words are the owner's, in content/pages/terms-of-use.json, with its
 * "last updated" date; the business's names, address, e-mail, phone and the site's address are
 * placeholders (./pageCopy.ts, schemas/legal.ts). Plain data: webpack replaces this module by its value.
 */
import type { TermsOfUseContent } from './schemas/termsOfUse';
import { readPage } from './pageCopy';

export const termsOfUse = readPage('terms-of-use') as TermsOfUseContent['termsOfUse'];

/**
 * The words of the frame every page shares (navigation, footer, the phones' contact strip, the quote
 * dialog's buttons, the page not found): the owner's, in content/site-words.json ("frame"), facts
 * filled in. A field's own value ("{year}" in the copyright line) is left for the component
 * (./ownValues.ts). Plain data: webpack replaces this module by its value, so start-up carries these
 * strings only, never the file reading or zod; its facts are ./shellFacts.ts.
 */
import type { SiteWordsFile } from './schemas/siteWords';
import { readDataFile } from './pageCopy';

export const shellWords = (readDataFile('site-words.json') as SiteWordsFile).frame;

/**
 * The small labels of the sections pages are made of ("Before"/"After", the carousel's buttons, "We
 * serve", …): the owner's, in content/site-words.json ("sections"), one group per section, facts
 * filled in; a field's own value ("{slide}") is left for the component (./ownValues.ts). Apart from
 * ./shellWords.ts so that start-up never carries them: webpack replaces this module by its value in
 * the pages' own scripts.
 */
import type { SiteWordsFile } from './schemas/siteWords';
import { readDataFile } from './pageCopy';

export const sectionWords = (readDataFile('site-words.json') as SiteWordsFile).sections;

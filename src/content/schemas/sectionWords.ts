/** What src/content/sectionWords.ts exports: the sections' words of content/site-words.json, filled (./siteWords.ts). */
import { z } from 'zod';
import { filledWords, sectionWords } from './siteWords';

export const sectionWordsContent = z.strictObject({ sectionWords: filledWords(sectionWords) });

/** What src/content/shellWords.ts exports: the frame's words of content/site-words.json, filled (./siteWords.ts). */
import { z } from 'zod';
import { filledWords, frameWords } from './siteWords';

export const shellWordsContent = z.strictObject({ shellWords: filledWords(frameWords) });

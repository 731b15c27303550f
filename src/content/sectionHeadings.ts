/**
 * The section headings several pages show word for word (FAQ, related services, the credentials):
 * the owner's, in content/site-words.json (`sections.headings`).
 */
import { sectionWords } from './sectionWords';

export const sectionHeadings = sectionWords.headings;

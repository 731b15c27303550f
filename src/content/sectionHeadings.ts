/**
 * The section headings several pages show word for word (FAQ, related services, the credentials):
 * the owner's, in content/site-words.json (`sections.headings`).
 */
import type { SectionHeadingsContent } from './schemas/sectionHeadings';
import { sectionWords } from './sectionWords';

export const sectionHeadings = sectionWords.headings satisfies SectionHeadingsContent['sectionHeadings'];

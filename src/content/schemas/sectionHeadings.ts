/**
 * The section headings several pages show word for word (src/content/sectionHeadings.ts, which reads
 * them from content/site-words.json, `sections.headings`): what the pages take of them.
 */
import { z } from 'zod';
import { sectionHeading } from './shapes';

export const sectionHeadingsContent = z.strictObject({
  sectionHeadings: z.strictObject({
    /** Over a page's questions and answers. */
    faq: sectionHeading,
    /** Over the links to related services. */
    related: sectionHeading,
    /** Over the business's credentials (licence, insurance, owners, reviews), where any is set. */
    trust: sectionHeading,
  }),
});

/** The module's exports, as the schema reads them. */
export type SectionHeadingsContent = z.infer<typeof sectionHeadingsContent>;

/** Section headings that several pages show word for word. */
export const sectionHeadings = {
  faq: { eyebrow: 'Questions', title: 'Frequently Asked Questions' },
  related: { eyebrow: 'Keep exploring', title: 'Related Services' },
} as const satisfies SectionHeadingsContent['sectionHeadings'];
import type { SectionHeadingsContent } from './schemas/sectionHeadings';

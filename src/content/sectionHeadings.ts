/** Section headings that several pages show word for word. */
export const sectionHeadings = {
  faq: { eyebrow: 'Questions', title: 'Frequently Asked Questions' },
  related: { eyebrow: 'Keep exploring', title: 'Related Services' },
  trust: { eyebrow: 'Check us out', title: 'Before You Hire Us' },
} as const satisfies SectionHeadingsContent['sectionHeadings'];
import type { SectionHeadingsContent } from './schemas/sectionHeadings';

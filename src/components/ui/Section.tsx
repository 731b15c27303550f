import type { ReactNode } from 'react';
import { slugify } from '../../content/slug';
import { SectionHeading } from './SectionHeading';

const tones = {
  white: 'bg-white',
  sand: 'bg-sand-50',
  brand: 'bg-brand-800 text-white',
} as const;

export type SectionTone = keyof typeof tones;

/** What opens a section: eyebrow, title (the h2) and intro. A content block that has them passes as it is. */
export interface SectionHeadingContent {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
}

/**
 * A page section labelled by its own heading. `id` makes it an in-page anchor target (#benefits);
 * `tone` picks the background so consecutive sections alternate.
 */
export function Section({
  id,
  heading,
  tone = 'white',
  children,
  center = true,
}: {
  id?: string;
  heading: SectionHeadingContent;
  tone?: SectionTone;
  children: ReactNode;
  center?: boolean;
}) {
  const { eyebrow, title, intro } = heading;
  // Not useId: ids must be identical in the prerender snapshot and at hydration.
  const headingId = `${id ?? slugify(title)}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${tones[tone]}`}>
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} center={center} light={tone === 'brand'}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { Illustration } from '../../content/schemas/shapes';
import { slugify } from '../../content/slug';
import { PictureSplit } from './PictureSplit';

/**
 * A section told as a story: the picture on one side, the eyebrow, heading (h2) and paragraphs on
 * the other (picture first on phones). Labelled by its heading like every Section.
 */
export function StorySplit({
  eyebrow,
  title,
  image,
  paragraphs,
  children,
}: {
  eyebrow?: string;
  title: string;
  image: Illustration;
  paragraphs: string[];
  children?: ReactNode;
}) {
  const headingId = `${slugify(title)}-title`;
  return (
    <section aria-labelledby={headingId} className="section bg-white">
      <PictureSplit image={image} className="container-page">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 heading-2">
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-8 text-ink-700">
              {paragraph}
            </p>
          ))}
          {children}
        </div>
      </PictureSplit>
    </section>
  );
}

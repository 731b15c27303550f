import type { ReactNode } from 'react';
import type { Illustration } from '../../content/schemas/shapes';
import { slugify } from '../../content/slug';
import { CheckList } from '../ui/CheckList';
import { Picture, pictureSizes } from '../ui/Picture';

/**
 * The brand-coloured band that ends a page: heading, text and benefits on one side, the ways to
 * act (`children`) in a panel beside them; with a background picture, it shows dimmed behind a scrim.
 */
export function ClosingBand({
  title,
  description,
  benefits,
  backgroundImage,
  children,
}: {
  title: string;
  description: string;
  benefits?: string[];
  backgroundImage?: Illustration;
  children: ReactNode;
}) {
  const headingId = `cta-${slugify(title)}`;
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-brand-800 py-16 text-white md:py-20"
    >
      {backgroundImage && (
        <>
          <Picture
            image={backgroundImage}
            decorative
            sizes={pictureSizes.full}
            className="absolute inset-0 -z-20 size-full object-cover opacity-30"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/70" />
        </>
      )}
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 id={headingId} className="font-display text-3xl font-bold md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-100">{description}</p>
          {benefits && benefits.length > 0 && <CheckList items={benefits} className="mt-6" />}
        </div>
        <div className="rounded-2xl bg-white/10 p-7 ring-1 ring-white/20">{children}</div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

/** The eyebrow, h2 and intro that open a page section. `id` goes on the h2 for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = true,
  light = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  center?: boolean;
  light?: boolean;
}) {
  return (
    <div className={`mb-12 max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p className={light ? 'text-sm font-semibold tracking-widest text-sun-400 uppercase' : 'eyebrow'}>{eyebrow}</p>
      )}
      <h2
        id={id}
        className={`mt-2 font-display text-3xl font-bold md:text-4xl ${light ? 'text-white' : 'text-brand-800'}`}
      >
        {title}
      </h2>
      {children && (
        <div className={`mt-4 text-lg leading-8 ${light ? 'text-brand-100' : 'text-ink-700'}`}>{children}</div>
      )}
    </div>
  );
}

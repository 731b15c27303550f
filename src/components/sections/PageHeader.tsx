import type { ReactNode } from 'react';

/** A plain page heading band (for pages without an illustrated hero: legal pages, sitemap, thank-you). */
export function PageHeader({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="bg-brand-800 pt-32 pb-14 text-white md:pt-36 md:pb-16">
      <div className="container-page">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-sun-400 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 font-display text-4xl font-bold md:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-brand-100">{children}</div>}
      </div>
    </section>
  );
}

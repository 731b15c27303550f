import type { ReactNode } from 'react';
import { CheckList } from '../ui/CheckList';
import { ActionLink } from '../ui/ActionLink';
import { leadsSomewhere } from '../../content/jobLinks';
import type { HeroContent } from '../../content/schemas/shapes';
import { Picture, pictureSizes } from '../ui/Picture';

/**
 * The illustrated page hero with the page's h1. The background illustration is the page's largest
 * paint, so it loads eagerly with high priority. `aside` puts a form or card beside the text
 * (below it on phones); `note` is a line under the buttons (a service page's areas).
 */
export function Hero({
  content,
  aside,
  eyebrow,
  breadcrumbs,
  note,
}: {
  content: HeroContent;
  aside?: ReactNode;
  eyebrow?: string;
  breadcrumbs?: ReactNode;
  note?: ReactNode;
}) {
  const { title, highlightedText, subtitle, primaryCTA, secondaryCTA, backgroundImage, highlights } = content;
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 pt-28 pb-16 text-white md:pt-36 md:pb-24">
      <Picture
        image={backgroundImage}
        sizes={pictureSizes.full}
        loading="priority"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {/* A scrim keeps the text readable on any part of the illustration. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40"
      />
      <div className={`container-page grid items-center gap-10 ${aside ? 'lg:grid-cols-[1.1fr_1fr]' : ''}`}>
        <div className="max-w-2xl">
          {breadcrumbs && <div className="mb-5">{breadcrumbs}</div>}
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-widest text-sun-400 uppercase">{eyebrow}</p>}
          <h1 className="font-display text-4xl leading-tight font-bold text-shadow-hero sm:text-5xl lg:text-6xl">
            {title}
            {highlightedText && (
              <>
                {' '}
                <span className="text-sun-400">{highlightedText}</span>
              </>
            )}
          </h1>
          <p className="mt-5 text-lg leading-8 text-brand-50 sm:text-xl">{subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionLink action={primaryCTA} className="btn-primary" />
            {secondaryCTA && (!('link' in secondaryCTA) || leadsSomewhere(secondaryCTA.link)) && (
              <ActionLink action={secondaryCTA} className="btn-secondary text-white" />
            )}
          </div>
          {note && <div className="mt-6">{note}</div>}
          {highlights && highlights.length > 0 && <CheckList items={highlights} className="mt-8 text-brand-50" />}
        </div>
        {aside && <div className="w-full">{aside}</div>}
      </div>
    </section>
  );
}

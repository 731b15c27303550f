/**
 * A Google Maps frame that loads only when needed (no third-party request on page load): when
 * its placeholder comes within 200 px of the viewport, or when the visitor presses "Show map".
 * Never in the prerender snapshot, so the first client render (no frame) matches it.
 * The address and an "Open in Google Maps" link stay below the frame either way.
 */
import { useEffect, useRef, useState } from 'react';
import { mapEmbed } from '../../content/business';
import { isPrerendering } from '../../lib/environment';
import { Icon } from './Icon';
import { sectionWords } from '../../content/sectionWords';

/** How close (px) the placeholder may come to the viewport before the frame starts loading. */
const preloadMarginPx = 200;

const words = sectionWords.map;

export function MapEmbed({ query, title, label }: { query: string; title: string; label: string }) {
  const [shown, setShown] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const focusFrame = useRef(false);

  useEffect(() => {
    const node = container.current;
    if (shown || !node || isPrerendering() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setShown(true);
      },
      { rootMargin: `${preloadMarginPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);

  // The "Show map" button disappears with the placeholder: hand its focus to the frame.
  useEffect(() => {
    if (shown && focusFrame.current) frame.current?.focus();
  }, [shown]);

  const searchUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
  return (
    // data-hydrate-on-view: the served page hydrates as the map nears the viewport, so it can load.
    <div ref={container} className="card overflow-hidden" data-hydrate-on-view="">
      <div className="relative aspect-[4/3] bg-sand-100 sm:aspect-[16/9] lg:aspect-[21/9]">
        {shown ? (
          <iframe
            ref={frame}
            src={mapEmbed.src(query)}
            title={title}
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm">
              <Icon name="map-pin" className="size-7" />
            </span>
            <p className="max-w-sm text-ink-700">{words.loadsLater}</p>
            <button
              type="button"
              className="btn-brand"
              onClick={() => {
                focusFrame.current = true;
                setShown(true);
              }}
            >
              {words.show}
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 border-t border-ink-900/10 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-ink-900">
          <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-cedar-600" />
          <span>
            <span className="font-semibold">{label}</span>
            <br />
            {query}
          </span>
        </p>
        <a
          href={searchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          {words.open}
          <span className="sr-only">{sectionWords.newTab}</span>
        </a>
      </div>
    </div>
  );
}

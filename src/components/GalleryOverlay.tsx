import { useEffect, useRef } from 'react';
import { ui } from '../lib/ui';
import { categoryLabel } from '../content/gallery';
import type { GalleryItem } from '../content/schemas/shapes';
import { Icon } from './Icon';
import { Picture, pictureSizes } from './Picture';

/**
 * One project, full screen, in a native modal <dialog> (focus containment, inert page behind and
 * Escape for free). It is mounted only while a project is chosen and opens itself on mount; it
 * closes by the Close button, Escape or a click anywhere outside the picture and its text, and
 * then calls `onClose` (the grid puts focus back on the project that opened it).
 */
export function GalleryOverlay({ item, onClose }: { item: GalleryItem; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = `${item.id}-overlay-title`;
  const descriptionId = `${item.id}-overlay-description`;

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  return (
    // The click handler closes on a backdrop click; keyboard users close with Escape, which <dialog> handles itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      onClick={(event) => {
        if (!content.current?.contains(event.target as Node)) event.currentTarget.close();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-brand-900 p-0 text-white"
    >
      <div className="flex min-h-full items-center justify-center px-4 pt-20 pb-8 md:px-10">
        {/* As wide as the picture can be while it stays within 65% of the screen's height. */}
        <div ref={content} className="w-full max-w-[calc(65vh*4/3)]">
          <Picture
            image={item.image}
            sizes={pictureSizes.overlay}
            loading="eager"
            className="aspect-[4/3] w-full rounded-xl object-cover shadow-2xl"
          />
          <div className="mt-6">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold tracking-wide text-sun-400 uppercase">
              <span>{categoryLabel(item.category)}</span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <Icon name="map-pin" className="size-4" />
                {item.location}
              </span>
              <span aria-hidden="true">·</span>
              <span>{item.segment === 'commercial' ? 'Commercial' : 'Residential'}</span>
            </p>
            <h2 id={titleId} className="mt-2 font-display text-2xl font-bold md:text-3xl">
              {item.title}
            </h2>
            <p id={descriptionId} className="mt-3 text-lg leading-8 text-brand-50">
              {item.description}
            </p>
          </div>
        </div>
      </div>
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        className="fixed top-4 right-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-brand-900 shadow-lg hover:bg-sand-100"
      >
        <Icon name="close" className="size-5" />
        {ui.dialogCloseLabel}
      </button>
    </dialog>
  );
}

import type { MouseEvent } from 'react';
import { ui } from '../../lib/uiSettings';
import { categoryLabel } from '../../content/gallery';
import { projects as words } from '../../content/galleryWords';
import type { GalleryItem } from '../../content/schemas/shapes';
import { GalleryOverlaySteps, type OverlayStep } from './GalleryOverlaySteps';
import { Icon } from '../ui/Icon';
import { invokes } from '../ui/invoker';
import { Picture, pictureSizes } from '../ui/Picture';

/** The attribute that lets the browser close a dialog on a click outside it (light dismiss). */
const closedByAnyClick = { closedby: 'any' } as Record<string, string>;

/**
 * Closes the dialog on a click outside its box, for browsers that do not yet act on
 * `closedby="any"` themselves (a click on the backdrop targets the dialog element).
 */
function closeOnClickOutside(event: MouseEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  if (!inside) dialog.close();
}

/**
 * One project, full screen, in a native modal <dialog> that is in the HTML from the start (closed):
 * the project's card is its invoker. The browser gives it all before and without script: focus
 * moves into it, the page behind is inert, Escape, the Close invoker and a click on the dark
 * backdrop around the picture close it, and focus returns to the card that opened it. Its picture
 * is lazy, so a closed dialog loads nothing.
 *
 * `steps` adds Previous / Next (GalleryOverlaySteps). `servedOpen` renders it open, for the page
 * that is this project's own address: a page without script cannot call showModal(), so it is
 * served as an open, non-modal dialog, placed over the page like the modal one, with the page
 * behind hidden (the stylesheet), so it reads and tabs the same (its own box is drawn dark, since
 * the hidden page leaves a blank canvas behind it); script makes it modal. React only
 * ever renders that first state: from then on, which project is open is the browser's and
 * useGalleryOverlayHistory's business (React removing `open` from a modal dialog would leave it in
 * the top layer).
 */
export function GalleryOverlay({
  id,
  item,
  steps = [],
  servedOpen = false,
}: {
  id: string;
  item: GalleryItem;
  steps?: OverlayStep[];
  servedOpen?: boolean;
}) {
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    // A click on the backdrop closes it; keyboard users close with Escape, which <dialog> handles itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={id}
      open={servedOpen || undefined}
      data-overlay-item={item.id}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...closedByAnyClick}
      // Its content sits on the dark backdrop: focus rings in sun, which keeps 3:1 there. A swipe
      // sideways is the gallery's (previous / next); the browser keeps vertical scrolling and zoom.
      onClick={closeOnClickOutside}
      className="m-auto max-h-[calc(100dvh-9rem)] w-[calc(100%-2rem)] max-w-[calc(65vh*4/3)] touch-pan-y touch-pinch-zoom overflow-y-auto bg-transparent p-0 text-white backdrop:bg-brand-900 *:[--focus-ring:var(--color-sun-400)] [&:not(:modal)]:bg-brand-900 [&:not(:modal)]:shadow-[0_0_0_100vmax_var(--color-brand-900)]"
    >
      {/* First in the dialog, so it is where focus lands when the dialog opens. */}
      <button
        type="button"
        {...invokes(id, 'close')}
        className="fixed top-4 right-4 z-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-brand-900 shadow-lg hover:bg-sand-100"
      >
        <Icon name="close" className="size-5" />
        {ui.dialogCloseLabel}
      </button>
      <Picture
        image={item.image}
        sizes={pictureSizes.overlay}
        className="aspect-[4/3] w-full rounded-xl object-cover shadow-2xl"
      />
      <GalleryOverlaySteps steps={steps} />
      <div className="mt-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold tracking-wide text-sun-400 uppercase">
          <span>{categoryLabel(item.category)}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Icon name="map-pin" className="size-4" />
            {item.location}
          </span>
          <span aria-hidden="true">·</span>
          <span>{words[item.segment]}</span>
        </p>
        <h2 id={titleId} className="mt-2 font-display text-2xl font-bold md:text-3xl">
          {item.title}
        </h2>
        <p id={descriptionId} className="mt-3 text-lg leading-8 text-brand-50">
          {item.description}
        </p>
      </div>
    </dialog>
  );
}

import { categoryLabel } from '../../content/gallery';
import { projects as words } from '../../content/galleryWords';
import type { GalleryItem } from '../../content/schemas/shapes';
import { GalleryOverlay } from './GalleryOverlay';
import type { OverlayStep } from './GalleryOverlaySteps';
import { Icon } from '../ui/Icon';
import { invokes } from '../ui/invoker';
import { Picture, pictureSizes } from '../ui/Picture';

function GalleryCard({
  item,
  dialogId,
  Heading,
  className,
}: {
  item: GalleryItem;
  dialogId: string;
  Heading: 'h2' | 'h3';
  className: string;
}) {
  return (
    <li
      className={`card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-cedar-500 motion-reduce:transition-none ${className}`}
    >
      <div className="relative overflow-hidden bg-sand-100">
        <Picture
          image={item.image}
          sizes={pictureSizes.third}
          className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span
          aria-hidden="true"
          className="absolute top-3 left-3 rounded-full bg-brand-900/85 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
        >
          {categoryLabel(item.category)}
        </span>
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-sm"
        >
          <Icon name="eye" className="size-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg leading-snug font-bold text-brand-800">
          {/* The whole card is the target (after:inset-0); the button's name is the project title. It
              is an HTML invoker: the browser opens the project's dialog itself, before and without script. */}
          <button
            type="button"
            aria-haspopup="dialog"
            {...invokes(dialogId, 'show-modal')}
            className="text-left after:absolute after:inset-0 focus-visible:outline-none"
          >
            {item.title}
          </button>
        </Heading>
        <p className="mt-2 line-clamp-2 leading-7 text-ink-700">{item.description}</p>
        <p className="mt-auto flex items-center gap-1.5 pt-3 text-sm text-ink-600">
          <Icon name="map-pin" className="size-4 text-cedar-600" />
          {item.location}
          <span aria-hidden="true">·</span>
          {words[item.segment]}
        </p>
      </div>
    </li>
  );
}

/**
 * Project cards in a responsive grid, each opening its project full screen in its own native
 * <dialog> (GalleryOverlay), which is in the HTML from the start: the card's button is an invoker
 * (commandfor + command="show-modal"), so it opens at the first tap before and without script, and
 * closing returns focus to that card's button (the browser's own dialog focus return). Used by the
 * gallery (under its filter) and the portfolio pages (with their own selection of items). Card
 * titles are h3 unless told otherwise. `idPrefix` keeps the dialog ids unique when a page shows two
 * grids; `itemClassName` lets the gallery's filter hide cards; `overlaySteps` and `servedOpen` are
 * the gallery's (previous / next, and a project's own address).
 */
export function GalleryGrid({
  items,
  headingLevel = 3,
  idPrefix = 'project',
  itemClassName = () => '',
  overlaySteps = () => [],
  servedOpen,
}: {
  items: GalleryItem[];
  headingLevel?: 2 | 3;
  idPrefix?: string;
  itemClassName?: (item: GalleryItem) => string;
  /** Previous / Next in each project's view (the gallery's); none by default. */
  overlaySteps?: (item: GalleryItem) => OverlayStep[];
  /** The id of the project served open (on its own address). */
  servedOpen?: string;
}) {
  const dialogId = (item: GalleryItem) => `${idPrefix}-${item.id}-view`;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <GalleryCard
            key={item.id}
            item={item}
            dialogId={dialogId(item)}
            Heading={headingLevel === 2 ? 'h2' : 'h3'}
            className={itemClassName(item)}
          />
        ))}
      </ul>
      {items.map((item) => (
        <GalleryOverlay
          key={item.id}
          id={dialogId(item)}
          item={item}
          steps={overlaySteps(item)}
          servedOpen={item.id === servedOpen}
        />
      ))}
    </>
  );
}

/**
 * A portfolio carousel (WAI-ARIA APG carousel pattern): native first, keen-slider once script runs.
 *
 * Before and without script the track is the browser's own: a CSS scroll-snap row (src/styles/main.css,
 * "Carousel without script") that a finger swipes, that the arrow keys scroll when it has focus, and
 * whose previous/next buttons are the browser's scroll buttons (`::scroll-button()`, disabled at the
 * ends by the browser), drawn where the script's buttons sit. So the first tap moves it at once,
 * whether or not the page's scripts have arrived. Browsers without scroll buttons still swipe and
 * scroll it.
 *
 * Once the page has hydrated, keen-slider (loaded on demand from its own chunk, useKeenCarousel)
 * takes over from where the visitor left the native track: mouse drag, one slide per press, the
 * live "Slide n of m" announcement and the counter, with the React buttons in place of the scroll
 * buttons. Hydration is exact: the first render is the snapshot's native markup; the switch is
 * state set after keen-slider has loaded. Its layout equals the native one exactly: each slide is
 * 1/perView of the track wide (keen sets that width in px) and the gutters are padding inside the
 * slides (spacing 0), so nothing moves when it takes over: no layout shift.
 *
 * keen-slider's own stylesheet is not imported: it is unlayered CSS, which would beat every
 * Tailwind utility on these elements; its few declarations are written as utilities instead.
 *
 * The carousel constants (ui.carousel in src/lib/uiSettings.ts), mapped onto keen-slider:
 * - start index 0 (`initial`, or where the native track was left), no loop (`loop: false`), no
 *   autoplay (none is written);
 * - 1 / 2 / 3 slides per view at base / md (768 px) / lg (1024 px), through `breakpoints`;
 * - a move takes `animationMs` (1000 ms) with keen-slider's ease-out-quint: quick to start, settling
 *   gently (docs/performance.md, "The carousel's motion");
 * - `dragThresholdPx` (10) is how far the pointer may move before a press stops being a click.
 *   keen-slider has no such option, so a click that follows a longer pointer travel is swallowed
 *   here; dragging itself is keen-slider's.
 * With prefers-reduced-motion, moves by button or key jump (duration 0), native scrolls too.
 */
import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { ui } from '../../lib/uiSettings';
import type { CarouselItem } from '../../content/schemas/shapes';
import { placedCaption } from '../../content/images/catalogue';
import { slugify } from '../../content/slug';
import { CarouselButton } from './CarouselButton';
import { CarouselCaption } from './CarouselCaption';
import { useKeenCarousel } from './useKeenCarousel';
import { Picture, pictureSizes } from './Picture';
import { sectionWords } from '../../content/sectionWords';
import { fillOwn } from '../../content/ownValues';

const words = sectionWords.carousel;

export function Carousel({ items, label }: { items: CarouselItem[]; label: string }) {
  const count = items.length;
  const trackId = `${slugify(label)}-slides`;
  const track = useRef<HTMLDivElement>(null);
  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  const { position, move, enhanced } = useKeenCarousel(track, count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > ui.carousel.dragThresholdPx) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const { index, maxIndex, perView } = position;
  const atStart = index <= 0;
  const atEnd = index >= maxIndex;
  const lastVisible = Math.min(index + perView, count);
  const visibleRange = perView > 1 ? `${index + 1}–${lastVisible}` : `${index + 1}`;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on any control inside move the slides (one listener for all)
    <div role="region" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} className="relative">
      <div
        ref={track}
        id={trackId}
        // Focusable, so the keyboard reaches the slides (they hold nothing focusable) and its arrow keys
        // scroll them: natively before script, through onKeyDown after.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onPointerDown={onPointerDown}
        onClickCapture={onClickCapture}
        className={`keen-slider relative -mx-2 flex py-2 select-none md:-mx-3 ${enhanced ? 'cursor-grab touch-pan-y overflow-hidden active:cursor-grabbing' : 'carousel-track'}`}
      >
        {items.map((item, slide) => (
          <div
            key={item.image.src}
            role="group"
            aria-roledescription="slide"
            aria-label={fillOwn(words.slide, { slide: String(slide + 1), count: String(count) })}
            className="keen-slider__slide relative min-h-full shrink-0 basis-full px-2 md:basis-1/2 md:px-3 lg:basis-1/3"
          >
            <figure className="card flex h-full flex-col overflow-hidden">
              <Picture
                image={item.image}
                sizes={pictureSizes.third}
                draggable={false}
                className="aspect-[4/3] w-full object-cover"
              />
              <figcaption className="flex-1 px-5 py-4 leading-7 text-ink-700">
                <CarouselCaption text={placedCaption(item.image)} />
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        {/* Until keen-slider runs, the counter and the buttons keep their place, hidden: the browser's
            scroll buttons are drawn over the buttons' place instead. */}
        <p
          aria-hidden="true"
          className={`text-sm font-semibold tracking-wide text-ink-700 ${enhanced ? '' : 'invisible'}`}
        >
          {visibleRange} <span className="font-normal">{words.of}</span> {count}
        </p>
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {fillOwn(words.position, { slide: String(index + 1), count: String(count) })}
        </p>
        <div className={`flex gap-3 ${enhanced ? '' : 'invisible'}`}>
          <CarouselButton direction="previous" controls={trackId} disabled={atStart} onPress={() => move(-1)} />
          <CarouselButton direction="next" controls={trackId} disabled={atEnd} onPress={() => move(1)} />
        </div>
      </div>
    </div>
  );
}

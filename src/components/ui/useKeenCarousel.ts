/**
 * The Carousel's script: keen-slider takes over the native scroll-snap track once the page has
 * hydrated (never in the prerender crawl), keeps the visible position in React state, and moves by
 * one slide. Until it has loaded, the track stays the browser's own (swipe, scroll buttons, arrow
 * keys on the focused track) and a move asked by script scrolls it natively, so no press waits for
 * the library. The carousel constants (ui.carousel) and how they map onto keen-slider are explained
 * in Carousel.tsx.
 */
import type { KeenSliderInstance } from 'keen-slider';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { isPrerendering, prefersReducedMotion } from '../../lib/environment';
import { ui } from '../../lib/uiSettings';

const { carousel } = ui;
/** Tailwind's md and lg breakpoints, where 2 and 3 slides show. */
const MD_PX = ui.mobileBreakpointPx;
const LG_PX = 1024;
/** How long one move takes (see Carousel.tsx). */
export const CAROUSEL_ANIMATION_MS = carousel.animationMs;
const easeOutQuint = (t: number) => 1 + --t * t * t * t * t;
const animation = () => ({ duration: prefersReducedMotion() ? 0 : CAROUSEL_ANIMATION_MS, easing: easeOutQuint });

export interface CarouselPosition {
  /** Index of the first fully visible slide. */
  index: number;
  /** The last index the track can move to (the last slide is then fully in view). */
  maxIndex: number;
  perView: number;
}

function readPosition(slider: KeenSliderInstance): CarouselPosition | null {
  const details = slider.track.details;
  if (!details) return null;
  const slides = slider.options.slides;
  const perView =
    typeof slides === 'object' && slides !== null && typeof slides.perView === 'number' ? slides.perView : 1;
  return { index: details.rel, maxIndex: details.maxIdx, perView };
}

/** Where the native track is: its first visible slide, from its scroll position. */
function nativePosition(track: HTMLElement, count: number): CarouselPosition {
  const slideWidth = (track.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
  if (!slideWidth) return { index: 0, maxIndex: count - 1, perView: 1 };
  const perView = Math.max(1, Math.round(track.clientWidth / slideWidth));
  const maxIndex = Math.max(0, count - perView);
  return { index: Math.min(Math.round(track.scrollLeft / slideWidth), maxIndex), maxIndex, perView };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Settles once a native scroll of the track (a swipe, a scroll button) has come to rest. */
async function stillTrack(track: HTMLElement): Promise<void> {
  for (let before = NaN; before !== track.scrollLeft;) {
    before = track.scrollLeft;
    await nextFrame();
    await nextFrame();
  }
}

/** One slide back or forward, from where a running animation is heading, so quick presses are not lost. */
function step(instance: KeenSliderInstance, delta: -1 | 1): void {
  const details = instance.track.details;
  if (!details) return;
  const from = instance.animator.targetIdx ?? details.abs;
  const target = Math.min(Math.max(from + delta, 0), details.maxIdx);
  if (target !== from) instance.moveToIdx(target, true, animation());
}

export function useKeenCarousel(
  track: RefObject<HTMLElement | null>,
  count: number,
): { position: CarouselPosition; move: (delta: -1 | 1) => void; enhanced: boolean } {
  const slider = useRef<KeenSliderInstance | null>(null);
  // Deterministic first render: what the snapshot shows before anything has been measured.
  const [position, setPosition] = useState<CarouselPosition>({
    index: carousel.startIndex,
    maxIndex: count - 1,
    perView: carousel.slidesPerView.base,
  });
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    const container = track.current;
    if (!container || isPrerendering()) return;
    let cancelled = false;
    let instance: KeenSliderInstance | null = null;
    // Until keen-slider runs, the live region follows the native track.
    const onNativeScrollEnd = () => setPosition(nativePosition(container, count));
    container.addEventListener('scrollend', onNativeScrollEnd);
    const sync = (current: KeenSliderInstance) => {
      const next = readPosition(current);
      if (next) setPosition(next);
    };
    // keen-slider is an enhancement of a track that already works natively, so it loads after
    // hydration, in its own chunk: it costs the page nothing before it is interactive.
    import(/* webpackChunkName: "keen-slider" */ 'keen-slider')
      .then(async ({ default: KeenSlider }) => {
        if (cancelled) return;
        // It starts where the visitor left the native track, which then goes back to its origin:
        // keen-slider moves the slides itself (transforms), so nothing on screen moves.
        await stillTrack(container);
        if (cancelled) return;
        const { index } = nativePosition(container, count);
        container.removeEventListener('scrollend', onNativeScrollEnd);
        // A browser scroll button that has focus reports its track as the active element. Focus moves
        // to the track itself before the buttons go: Chromium (156) crashes the page when a focused
        // scroll button is removed.
        if (document.activeElement === container) container.focus({ preventScroll: true });
        // In one task, with no frame drawn between: the track drops its native scrolling (the class
        // change, rendered now), goes back to its origin, and keen-slider places the slides.
        flushSync(() => setEnhanced(true));
        container.scrollTo({ left: 0, behavior: 'instant' });
        instance = new KeenSlider(container, {
          initial: index,
          loop: carousel.loop,
          mode: 'snap',
          rubberband: true,
          defaultAnimation: animation(),
          slides: { perView: carousel.slidesPerView.base, spacing: 0 },
          breakpoints: {
            [`(min-width: ${MD_PX}px)`]: { slides: { perView: carousel.slidesPerView.md, spacing: 0 } },
            [`(min-width: ${LG_PX}px)`]: { slides: { perView: carousel.slidesPerView.lg, spacing: 0 } },
          },
          created: sync,
          slideChanged: sync,
          optionsChanged: sync,
          updated: sync,
        });
        slider.current = instance;
      })
      .catch(() => {
        // Offline or a stale deploy: the track stays the browser's own, as without JavaScript.
      });
    return () => {
      cancelled = true;
      container.removeEventListener('scrollend', onNativeScrollEnd);
      instance?.destroy();
      slider.current = null;
    };
  }, [track, count]);

  const move = (delta: -1 | 1) => {
    if (slider.current) return step(slider.current, delta);
    // Not taken over yet: scroll the native track by one slide (smoothly unless reduced motion, by its CSS).
    const container = track.current;
    const slideWidth = (container?.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
    container?.scrollBy({ left: delta * slideWidth });
  };

  return { position, move, enhanced };
}

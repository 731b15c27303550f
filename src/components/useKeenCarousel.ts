/**
 * keen-slider behind the Carousel: loads it after hydration (never in the prerender crawl), keeps
 * the visible position in React state, and moves by one slide. The carousel constants
 * (ui.carousel) and how they map onto keen-slider are explained in Carousel.tsx.
 */
import type { KeenSliderInstance } from 'keen-slider';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { isPrerendering, prefersReducedMotion } from '../app/environment';
import { ui } from '../lib/ui';

const { carousel } = ui;
/** Tailwind's md and lg breakpoints, where 2 and 3 slides show. */
const MD_PX = ui.mobileBreakpointPx;
const LG_PX = 1024;
/** Embla duration 25 as keen-slider milliseconds (see Carousel.tsx). */
export const CAROUSEL_ANIMATION_MS = carousel.duration * 40;
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
): { position: CarouselPosition; move: (delta: -1 | 1) => void } {
  const slider = useRef<KeenSliderInstance | null>(null);
  /** A press that came before keen-slider had loaded (the first tap on a page): done once it has. */
  const pendingMove = useRef<-1 | 1 | null>(null);
  // Deterministic first render: what the snapshot shows before keen-slider has measured anything.
  const [position, setPosition] = useState<CarouselPosition>({
    index: carousel.startIndex,
    maxIndex: count - 1,
    perView: carousel.slidesPerView.base,
  });

  useEffect(() => {
    const container = track.current;
    if (!container || isPrerendering()) return;
    let cancelled = false;
    let instance: KeenSliderInstance | null = null;
    const sync = (current: KeenSliderInstance) => {
      const next = readPosition(current);
      if (next) setPosition(next);
    };
    // keen-slider is an enhancement of markup that already reads and looks right, so it loads after
    // hydration, in its own chunk: it costs the page nothing before it is interactive.
    import(/* webpackChunkName: "keen-slider" */ 'keen-slider').then(
      ({ default: KeenSlider }) => {
        if (cancelled) return;
        instance = new KeenSlider(container, {
          initial: carousel.startIndex,
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
        if (pendingMove.current) step(instance, pendingMove.current);
        pendingMove.current = null;
      },
      () => {
        // Offline or a stale deploy: the slides stay a plain row (the first ones visible), as without JavaScript.
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      slider.current = null;
    };
  }, [track, count]);

  const move = (delta: -1 | 1) => {
    if (slider.current) step(slider.current, delta);
    else pendingMove.current = delta;
  };

  return { position, move };
}

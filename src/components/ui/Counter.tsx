/**
 * An animated statistic. The snapshot and first render show the target ("450+"), so crawlers, no-JS
 * readers and reduced-motion users get the real figure. The first time at least 10% of it is visible
 * it counts from 0 to the target in about 2 s (16 ms ticks), once.
 */
import { useEffect, useRef, useState } from 'react';
import { ui } from '../../lib/uiSettings';
import type { Stat } from '../../content/schemas/shapes';
import { isPrerendering, prefersReducedMotion } from '../../lib/environment';

export function Counter({ stat, light = false }: { stat: Stat; light?: boolean }) {
  const [shown, setShown] = useState(stat.value);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!node || isPrerendering() || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const { durationMs, tickMs } = ui.counter;
        const started = performance.now();
        setShown(0);
        timer = window.setInterval(() => {
          const progress = Math.min((performance.now() - started) / durationMs, 1);
          setShown(Math.round(stat.value * progress));
          if (progress === 1) window.clearInterval(timer);
        }, tickMs);
      },
      { threshold: ui.counter.visibilityThreshold },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [stat.value]);

  return (
    // data-hydrate-on-view: the served page hydrates when a counter comes into view, so it can count.
    <div ref={element} className="text-center" data-counter-target={stat.value} data-hydrate-on-view="">
      <p
        className={`font-display text-4xl font-bold tabular-nums md:text-5xl ${light ? 'text-sun-400' : 'text-brand-700'}`}
      >
        {/* Screen readers get the final figure once, not every tick. */}
        <span aria-hidden="true" data-counter-value="">
          {shown}
          {stat.suffix}
        </span>
        <span className="sr-only">
          {stat.value}
          {stat.suffix}
        </span>
      </p>
      <p className={`mt-2 font-medium ${light ? 'text-brand-100' : 'text-ink-700'}`}>{stat.label}</p>
    </div>
  );
}

/** A row of counters. */
export function CounterGrid({ stats, light = false }: { stats: Stat[]; light?: boolean }) {
  const columns =
    stats.length >= 4
      ? 'grid-cols-2 lg:grid-cols-4'
      : stats.length === 3
        ? 'grid-cols-1 sm:grid-cols-3'
        : 'grid-cols-2';
  return (
    <div className={`grid gap-8 ${columns}`}>
      {stats.map((stat) => (
        <Counter key={stat.label} stat={stat} light={light} />
      ))}
    </div>
  );
}

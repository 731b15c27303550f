/**
 * Facts about where the app is running. The prerender crawl sets window.__PRERENDER__ before any
 * app code runs, so the snapshot holds the settled page: no animations mid-way, no third-party
 * frames or scripts.
 */
import { shellReadyEvent } from './startEvents';

export const isBrowser = typeof window !== 'undefined';

export function isPrerendering(): boolean {
  return isBrowser && window.__PRERENDER__ === true;
}

export function prefersReducedMotion(): boolean {
  return (
    isBrowser &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Tells the prerender crawl (and tests) that the current route's page has rendered (or hydrated). */
export function signalReady(): void {
  if (!isBrowser) return;
  window.__APP_READY__ = true;
  document.dispatchEvent(new Event('app-ready'));
}

/** Tells tests that the shell (navigation, footer, quote dialog) has hydrated; the page may still be served HTML. */
export function signalShellReady(): void {
  if (!isBrowser) return;
  window.__SHELL_READY__ = true;
  // The page's inline loader (lib/entryLoader.ts) repeats the clicks it held until now.
  document.dispatchEvent(new Event(shellReadyEvent));
}

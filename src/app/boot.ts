/**
 * When the app starts. A prerendered page is complete HTML, drawn by the browser without any
 * script: links, forms, <details> and the quote dialog's invoker buttons work as served. So the
 * app's code (React, the router, the shell) is not fetched while the page is being drawn, where it
 * would compete with the stylesheet and the hero image for a phone's bandwidth and main thread. It
 * starts at the first of:
 * - the page has loaded (load event) and its largest content has been shown on screen (the browser
 *   reports it after the frame is presented, which can be well after the load event on a slow phone);
 * - the visitor reaches for the page: a pointer over it, a tap, a key press or keyboard focus.
 * On an empty shell (the dev server, the prerender crawl) there is nothing to draw: it starts at once.
 *
 * A click on a button only script can serve (the mobile menu, the Services menu, the pricing
 * toggle…) that comes before the app is live is held here and repeated once the shell has hydrated,
 * so the first tap still does what it says. Links, submit buttons and the dialog's invoker buttons
 * keep their native behaviour. (Inside <main>, the page hydrates later still: pageHydration holds
 * such a click again until then.)
 *
 * This module is in the entry chunk, which every page loads at once: keep it small and free of
 * React.
 */

/** Events that show the visitor reaching for the page (listened to on the document). */
const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** A tab in the background draws no frames (nor reports paints): start anyway this long after load. */
const backgroundTabFallbackMs = 1000;
/** The event the app dispatches on document once the shell has hydrated (environment.ts). */
export const shellReadyEvent = 'shell-ready';

/**
 * The button a click landed on, when only script can serve it: a type="button" that is not an
 * invoker (command/commandfor), which the browser acts on by itself. Links, submit buttons and
 * invokers work without script.
 */
export function scriptOnlyButtonAt(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.type !== 'button' || button.hasAttribute('command') || button.hasAttribute('commandfor'))
    return null;
  return button;
}

export function startWhenPageIsDrawn(start: () => Promise<void>): void {
  const root = document.getElementById('root');
  let started = false;
  const startNow = () => {
    if (started) return;
    started = true;
    for (const type of reachEvents) document.removeEventListener(type, startNow, true);
    start().catch((error: unknown) => {
      // The served page keeps working without script; say why the app did not start.
      console.error('The app failed to start:', error);
      document.removeEventListener('click', holdScriptOnlyClick, true);
    });
  };
  if (!root?.hasChildNodes()) {
    startNow();
    return;
  }

  const held: HTMLButtonElement[] = [];
  function holdScriptOnlyClick(event: MouseEvent) {
    const button = scriptOnlyButtonAt(event.target);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
    startNow();
  }
  document.addEventListener('click', holdScriptOnlyClick, true);
  document.addEventListener(
    shellReadyEvent,
    () => {
      document.removeEventListener('click', holdScriptOnlyClick, true);
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
    { once: true },
  );

  for (const type of reachEvents) document.addEventListener(type, startNow, { capture: true, passive: true });
  Promise.all([loaded(), contentShown()]).then(() => setTimeout(startNow, 0));
  loaded().then(() => setTimeout(startNow, backgroundTabFallbackMs));
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Settles once the browser reports the page's largest content (or, where it does not measure that,
 * its first content) as shown on screen; after the next frame where it reports neither.
 */
function contentShown(): Promise<void> {
  const supported = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  const type = supported.includes('largest-contentful-paint')
    ? 'largest-contentful-paint'
    : supported.includes('paint')
      ? 'paint'
      : null;
  if (!type) return new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/**
 * The served page's content hydrates when the visitor first reaches for it, not at start-up.
 *
 * Every prerendered page is complete HTML: links, the quote dialog's invoker buttons, <details>
 * and forms (which post without script) already work. Start-up hydrates only the shell (top
 * navigation, footer, quote dialog, mobile contact bar). The page content inside <main> is a
 * Suspense boundary (the crawl writes React's boundary markers around it), which React leaves as
 * server HTML while the page's module is not there. That module, and the hydration of the page,
 * wait for the first sign that the visitor is about to use the page:
 * - a pointer, finger or keyboard focus reaching <main>, or any key press or tap anywhere;
 * - an element marked data-hydrate-on-view (a counter, a map) scrolling into view;
 * - a client-side navigation away, which hydrates the page first (React could not otherwise
 *   update the still-dehydrated boundary without discarding its HTML).
 *
 * React does not replay a click on content that could not hydrate yet, so a click on a script-only
 * button (the pricing toggle, a carousel arrow, a gallery photo) that arrives first is held here and
 * repeated once the page has hydrated: the first tap still does what it says.
 */
import type { PageEntry, PageModule } from '../pageEntry';

interface DeferredPage {
  path: string;
  /** Settles with the page module once hydration was asked for and the module has loaded. */
  module: Promise<PageModule>;
  requested: boolean;
  request: () => void;
  hydrated: Promise<void>;
  markHydrated: () => void;
}

let deferred: DeferredPage | null = null;

/** Events that show the visitor reaching for the page (listened to on the document). */
const anywhereEvents = ['pointerdown', 'touchstart', 'keydown'] as const;
const inMainEvents = ['pointerover', 'focusin'] as const;
/** How far outside the viewport a data-hydrate-on-view element starts the page's hydration. */
const viewMarginPx = 200;

/** True when <main> holds the crawl's Suspense markers around the page, so React can leave it dehydrated. */
export function hasDehydratedPage(main: Element | null): boolean {
  const first = main?.firstChild;
  return first?.nodeType === Node.COMMENT_NODE && first.nodeValue === '$';
}

/**
 * Start-up on a prerendered page: hold back the page's module until the visitor reaches for the
 * page. Call before hydrateRoot.
 */
export function deferPageHydration(entry: PageEntry, main: HTMLElement): void {
  let request!: () => void;
  const requested = new Promise<void>((resolve) => (request = resolve));
  let markHydrated!: () => void;
  let failHydration!: (reason: unknown) => void;
  const hydrated = new Promise<void>((resolve, reject) => {
    markHydrated = resolve;
    failHydration = reject;
  });
  hydrated.catch(() => undefined); // a failure is handled where it matters (navigation)
  const page: DeferredPage = {
    path: entry.path,
    // A module that cannot load (offline, or a deploy replaced the file) leaves the page as served
    // HTML, which works without script, rather than breaking the app; navigation then falls back
    // to full page loads.
    module: requested
      .then(() => entry.page.load())
      .catch((reason: unknown) => {
        failHydration(reason);
        return new Promise<PageModule>(() => undefined);
      }),
    requested: false,
    request: () => {
      if (page.requested) return;
      page.requested = true;
      stopListening();
      request();
    },
    hydrated,
    markHydrated,
  };
  deferred = page;

  const inMain = (event: Event) => event.target instanceof Node && main.contains(event.target);
  const onAnywhere = () => page.request();
  const onInMain = (event: Event) => {
    if (inMain(event)) page.request();
  };
  const onClick = (event: MouseEvent) => holdScriptOnlyClick(event, main, page);
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && page.request(), {
          rootMargin: `${viewMarginPx}px 0px`,
        });
  main.querySelectorAll('[data-hydrate-on-view]').forEach((element) => observer?.observe(element));

  for (const type of anywhereEvents) document.addEventListener(type, onAnywhere, { capture: true, passive: true });
  for (const type of inMainEvents) document.addEventListener(type, onInMain, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  function stopListening() {
    for (const type of anywhereEvents) document.removeEventListener(type, onAnywhere, true);
    for (const type of inMainEvents) document.removeEventListener(type, onInMain, true);
    observer?.disconnect();
  }
  // The click listener stays until hydration: a click may arrive after the request, before the module.
  hydrated.then(
    () => document.removeEventListener('click', onClick, true),
    () => document.removeEventListener('click', onClick, true),
  );
}

/**
 * The button a click landed on, when only script can serve it: a type="button" that is not an
 * invoker (command/commandfor), which the browser acts on by itself. Links, submit buttons and
 * invokers work without script. (The page's inline loader, lib/entryLoader.ts, holds clicks before
 * start-up by the same rule.)
 */
function scriptOnlyButtonAt(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.type !== 'button' || button.hasAttribute('command') || button.hasAttribute('commandfor'))
    return null;
  return button;
}

/**
 * A click inside the dehydrated page on a button that only script can serve: stop it (React would
 * drop it) and click the same button again once the page is live. Links, submit buttons and the
 * dialog's invoker buttons keep their native behaviour.
 */
function holdScriptOnlyClick(event: MouseEvent, main: HTMLElement, page: DeferredPage): void {
  if (!(event.target instanceof Element) || !main.contains(event.target)) return;
  const button = scriptOnlyButtonAt(event.target);
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  page.request();
  page.hydrated.then(
    () => {
      if (button.isConnected) button.click();
    },
    () => undefined,
  );
}

/**
 * The module RoutePage renders for this entry: on the served page, the one held back until the
 * visitor reaches for it; otherwise the entry's own (already loaded before navigating).
 */
export function pageModuleFor(entry: PageEntry): Promise<PageModule> {
  return deferred?.path === entry.path ? deferred.module : entry.page.load();
}

/** Called by the page once it has rendered (hydrated or client-rendered). */
export function markPageHydrated(): void {
  deferred?.markHydrated();
}

/**
 * Hydrates the served page now (if it still waits) and settles when it is live: a navigation
 * must not update the page boundary while it is dehydrated. Settles at once when nothing waits;
 * rejects when the page's module cannot load.
 */
export function hydrateServedPage(): Promise<void> {
  if (!deferred) return Promise.resolve();
  deferred.request();
  return deferred.hydrated;
}

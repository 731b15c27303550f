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
 * Nothing here holds a tap back. React does not replay a click on content that could not hydrate
 * yet, so every control of the page content answers natively, before its hydration and without
 * script: the pricing switch, the gallery filter and the before/after switch are radio groups shown
 * by CSS, a gallery project is a <dialog> opened by an invoker button, the FAQ is <details>, and the
 * carousel is a scroll-snap track with the browser's own scroll buttons until keen-slider takes
 * over. The one script-only button left in page content, the map's "Show map", is inside a
 * data-hydrate-on-view element: the page hydrates as it nears the viewport, and the map then loads
 * because it is in view, tapped or not.
 */
import type { PageRoute } from '../content/pageEntry';
import { loadPage, type LoadedPage } from './pageModules';

interface DeferredPage {
  path: string;
  /** Settles with the page (module and entry) once hydration was asked for and it has loaded. */
  page: Promise<LoadedPage>;
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
export function deferPageHydration(route: PageRoute, main: HTMLElement): void {
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
    path: route.path,
    // A module that cannot load (offline, or a deploy replaced the file) leaves the page as served
    // HTML, which works without script, rather than breaking the app; navigation then falls back
    // to full page loads.
    page: requested
      .then(() => loadPage(route))
      .catch((reason: unknown) => {
        failHydration(reason);
        return new Promise<LoadedPage>(() => undefined);
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
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && page.request(), {
          rootMargin: `${viewMarginPx}px 0px`,
        });
  main.querySelectorAll('[data-hydrate-on-view]').forEach((element) => observer?.observe(element));

  for (const type of anywhereEvents) document.addEventListener(type, onAnywhere, { capture: true, passive: true });
  for (const type of inMainEvents) document.addEventListener(type, onInMain, { capture: true, passive: true });
  // The visitor may have reached for the page before start-up ran: the served page loads start-up on
  // the first focus or key, so a quick typist can be inside a field (the estimator's length, typed
  // in full) with every event gone by. Focus already in the page is that reach.
  if (document.activeElement && main.contains(document.activeElement)) page.request();
  function stopListening() {
    for (const type of anywhereEvents) document.removeEventListener(type, onAnywhere, true);
    for (const type of inMainEvents) document.removeEventListener(type, onInMain, true);
    observer?.disconnect();
  }
}

/**
 * What RoutePage renders for this route: on the served page, the page held back until the visitor
 * reaches for it; otherwise the route's own (already loaded before navigating).
 */
export function pageFor(route: PageRoute): Promise<LoadedPage> {
  return deferred?.path === route.path ? deferred.page : loadPage(route);
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

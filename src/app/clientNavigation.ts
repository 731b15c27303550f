/**
 * What client-side navigation needs beyond React Router's declarative mode, which has no lazy route
 * loading and no scroll restoration:
 * - a link loads the next page's chunk before the URL changes, so the current page stays on screen
 *   until the next one can render (no blank flash, no fallback);
 * - the chunk starts loading as soon as a pointer, finger or focus reaches the link;
 * - a new page starts at the top with focus on <main>, or at its #fragment with focus there, and back
 *   and forward return to where the visitor was;
 * - a link to a fragment of the page on screen scrolls there and moves focus there on the first tap,
 *   whether the page content has hydrated or not.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import { loadHeadData } from '../components/seo/Seo';
import { findRoute } from '../content/pageRoutes';
import { hydrateServedPage } from './pageHydration';
import { loadPage } from './pageModules';

/**
 * The site path an anchor leads to, when a click on it is ours to handle, with the anchor; null when
 * the browser's.
 */
function sitePathOf(event: MouseEvent): { url: URL; anchor: HTMLAnchorElement } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return null;
  const url = new URL(anchor.href);
  // Other sites, files (sitemap.xml, images) and the lead API are documents of their own.
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/api/'))
    return null;
  return { url, anchor };
}

/**
 * The page a path shows: its own, or the page whose screen it shows in another state (a gallery
 * project's URL shows the gallery).
 */
const screenOf = (pathname: string): string => {
  const route = findRoute(pathname);
  return route?.screen ?? route?.path ?? pathname;
};

/**
 * Every same-site link click: load the target page's chunk, then navigate with React Router. It
 * listens in the capture phase, before React Router's Link handler, which then sees the click as
 * handled. A path the registry does not know needs no chunk (React Router shows the 404 page); a
 * chunk that cannot load (offline, or a deploy replaced it) falls back to a full page load.
 */
export function useLoadPageBeforeNavigating(): void {
  const navigate = useNavigate();
  const location = useLocation();
  // The location on screen, for the click listener below (registered once, so it reads a ref).
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = sitePathOf(event);
      if (!target) return;
      const { url, anchor } = target;
      const to = url.pathname + url.search + url.hash;
      const here = current.current;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) {
        // A fragment of the page on screen. Left to the browser, the URL change reaches React Router
        // (popstate), whose update makes React discard a page content that has not hydrated yet and
        // render it anew: the target the browser was about to scroll to is gone, and the tap seems
        // to do nothing. So this click goes to the target itself, at once, and the URL gains the
        // fragment without telling the router (nothing on screen depends on it).
        const target = fragmentTarget(url.hash);
        if (!target) return;
        event.preventDefault();
        if (url.hash !== window.location.hash) window.history.pushState(window.history.state, '', url.hash);
        arriveAt(target, 'auto');
        return;
      }
      event.preventDefault();
      // The same URL again replaces its history entry rather than adding a copy (as Link does). So
      // does a link marked data-replace, which moves within one view (the gallery project view's
      // previous and next): it keeps the entry's state, and Back leaves the view in one step.
      const stepWithin = anchor.dataset.replace !== undefined;
      const replace = stepWithin || to === here.pathname + here.search + here.hash;
      const state: unknown = stepWithin ? here.state : undefined;
      // The page on screen hydrates first: React cannot update it while it is still served HTML.
      const route = findRoute(url.pathname);
      Promise.all([hydrateServedPage(), route && loadPage(route), loadHeadData()]).then(
        () => void navigate(to, { replace, state }),
        () => window.location.assign(url.href),
      );
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
}

/** Start loading a page's chunk when a pointer rests on, a finger touches or focus reaches a link to it. */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const href = (event.target as Element | null)?.closest?.('a[href^="/"]')?.getAttribute('href');
      if (!href) return;
      const route = findRoute(new URL(href, window.location.origin).pathname);
      if (route) loadPage(route).catch(() => undefined);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);
}

/**
 * Where each history entry was scrolled to. React Router gives every entry it creates a key; the
 * first page and entries the browser made itself (a plain #fragment link) share the key "default",
 * so the path and fragment tell those apart.
 */
const scrollPositions = new Map<string, number>();
const positionKey = (location: Location) => `${location.key}:${location.pathname}${location.search}${location.hash}`;

/** The element a #fragment names, or null. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape ("#%E0") names nothing
  }
}

/** What can take focus itself: a control, a link, or an element already in the tab order or focusable by script. */
const focusable = (element: HTMLElement) =>
  element.matches('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]');

/**
 * Brings the visitor to a fragment's element: scrolls it into view (smoothly unless reduced motion is
 * asked for, as the stylesheet says, or `behavior` says otherwise) and moves focus there, so the next
 * Tab, and a screen reader, continue from it. A radio is chosen too (a link to the gallery filtered to
 * a service names that service's radio). An element that cannot take focus gets tabindex="-1", as a
 * skip link's target does.
 */
function arriveAt(target: HTMLElement, behavior: ScrollBehavior): void {
  target.scrollIntoView({ behavior });
  choose(target);
  focusWithoutScrolling(target);
}

/** Checks a radio (the change event tells whoever listens, as a tap would); anything else is left alone. */
function choose(target: HTMLElement): void {
  if (!(target instanceof HTMLInputElement) || target.type !== 'radio' || target.checked) return;
  target.checked = true;
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A form's first field a visitor fills in (not the hidden token fields, nor the honeypot kept out of the tab order). */
const firstField = (form: HTMLFormElement | null): HTMLElement | undefined =>
  Array.from(form?.elements ?? []).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element.matches('input:not([type="hidden"]), select, textarea') &&
      element.tabIndex >= 0 &&
      element.checkVisibility(),
  );

/**
 * Focus on the target, or, when the target is a section holding a form (the contact page's message
 * form, the sales page's quote section), on that form's first field: the link promised the form.
 */
function focusWithoutScrolling(target: HTMLElement): void {
  const field = focusable(target) ? undefined : firstField(target.querySelector('form'));
  if (field) return field.focus({ preventScroll: true });
  if (!focusable(target)) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Brings the visitor to a #fragment's element (see arriveAt); false when the page has none by that id. */
function scrollToFragment(hash: string, behavior: ScrollBehavior): boolean {
  const target = fragmentTarget(hash);
  if (target) arriveAt(target, behavior);
  return target !== null;
}

/**
 * The page the visitor arrived on by its address with a #fragment (a link from another site, or a
 * full page load, or a same-page link tapped before start-up): the browser has scrolled there, before
 * any script. Start-up moves focus there too (unless the visitor has moved it elsewhere) and chooses a
 * radio it names, without scrolling again.
 */
function arriveAtServedFragment(): void {
  const target = fragmentTarget(window.location.hash);
  if (!target) return;
  choose(target);
  // The visitor's focus stays where they put it, unless it is on the link that brought them here
  // (a same-page link tapped before start-up: the browser scrolled, focus stayed on the link).
  const focused = document.activeElement;
  const cameByLink = focused instanceof HTMLAnchorElement && focused.hash === window.location.hash;
  if (focused && focused !== document.body && !cameByLink) return;
  focusWithoutScrolling(target);
}

/**
 * After each navigation: a new page starts at its #fragment (focus there) or at the top (focus on
 * <main>), so keyboard and screen reader users start on the new content; back and forward restore
 * the position the visitor left. A fragment link within the page scrolls there (smoothly, unless
 * reduced motion is asked for, as the stylesheet says) and moves focus there.
 */
export function useScrollAndFocusAfterNavigation(main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (previous.current) scrollPositions.set(positionKey(previous.current), window.scrollY);
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before) {
      // The first render: the browser has placed the served page already.
      arriveAtServedFragment();
      return;
    }
    if (before.pathname === location.pathname && before.search === location.search) {
      // Back or forward between fragments of this page (a click on one never reaches the router: see
      // useLoadPageBeforeNavigating).
      if (location.hash) scrollToFragment(location.hash, 'auto');
      return;
    }
    // Another state of the same page (a gallery project opening or closing): it stays where it is,
    // and the page moves focus itself (into the project's dialog, back to its card).
    if (screenOf(before.pathname) === screenOf(location.pathname)) return;
    // From the first client-side navigation on, this code restores positions, not the browser,
    // which would jump before the page it returns to has rendered.
    window.history.scrollRestoration = 'manual';
    const saved = navigationType === 'POP' ? scrollPositions.get(positionKey(location)) : undefined;
    // "instant" overrides the stylesheet's smooth scrolling, meant for anchors within a page: a new
    // page appears at once instead of gliding from the old page's position.
    if (saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      main.current?.focus({ preventScroll: true });
    } else if (!scrollToFragment(location.hash, 'instant')) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      main.current?.focus({ preventScroll: true });
    }
  }, [location, navigationType, main]);
}

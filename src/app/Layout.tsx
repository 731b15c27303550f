/** The shell around every page: skip link, top navigation, main content, footer, quote dialog, mobile contact bar. */
import { useEffect, useRef } from 'react';
import { findRoute } from '../routes';
import { loadPage } from './pageLoader';
import { Footer } from './Footer';
import { MobileContactBar } from './MobileContactBar';
import { Nav } from './Nav';
import { NotFound } from './NotFound';
import { QuoteDialogProvider } from './QuoteDialog';
import { RoutePage } from './RoutePage';
import { useHash, usePathname } from './router';

/**
 * After a client-side navigation: start at the top of the new page (or at its #anchor) and move
 * focus to it, so keyboard and screen reader users land on the new content.
 */
function useNavigationFocus(main: React.RefObject<HTMLElement | null>) {
  const pathname = usePathname();
  const hash = useHash();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    // A new page appears at once: "instant" overrides the stylesheet's smooth scrolling, which is
    // meant for in-page anchors and would otherwise glide up from the old page's scroll position.
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}

/** Start loading a page's chunk when a pointer rests on, or focus reaches, a link to it. */
function usePreloadOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
      const href = link?.getAttribute('href');
      if (!href) return;
      const entry = findRoute(new URL(href, window.location.origin).pathname);
      if (entry) void loadPage(entry).catch(() => undefined);
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

export function Layout() {
  const pathname = usePathname();
  const entry = findRoute(pathname);
  const main = useRef<HTMLElement>(null);
  useNavigationFocus(main);
  usePreloadOnIntent();

  return (
    <QuoteDialogProvider>
      <a href="#main" className="btn-primary sr-only-focusable fixed top-2 left-2 z-[60]">
        Skip to main content
      </a>
      <Nav minimal={entry?.minimalNav === true} />
      <main id="main" ref={main} tabIndex={-1} className="outline-none">
        {/*
          No <Suspense> here: the snapshot comes from a client render, which has no Suspense markers,
          so a boundary would not hydrate. Links load the next page's chunk before changing the URL
          (src/app/router.tsx), so the current page stays on screen until the next one can render.
        */}
        {entry ? <RoutePage key={entry.path} entry={entry} /> : <NotFound />}
      </main>
      <Footer />
      <MobileContactBar />
    </QuoteDialogProvider>
  );
}

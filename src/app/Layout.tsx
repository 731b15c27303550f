/** The shell around every page: skip link, top navigation, main content, footer, quote dialog, mobile contact bar. */
import { Suspense, useEffect, useRef } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { PageRoute } from '../content/pageEntry';
import { routeList } from '../content/routeList';
import { useLoadPageBeforeNavigating, usePreloadOnIntent, useScrollAndFocusAfterNavigation } from './clientNavigation';
import { CurrentPageContext } from '../components/ui/currentPage';
import { signalShellReady } from '../lib/environment';
import { shellWords } from '../content/shellWords';
import { Footer } from './Footer';
import { MobileContactBar } from './MobileContactBar';
import { Nav } from './Nav';
import { NotFound } from './NotFound';
import { QuoteDialogProvider } from './QuoteDialog';
import { RoutePage } from './RoutePage';

/**
 * React Router's routes: one per registry entry, made from its route (src/content/routeList.ts, not
 * the registry: start-up stays small) and carrying it as its handle, and the 404 page for any other
 * path. The key makes each page a fresh component (two sub-service pages share one module, but not
 * their state), except that an entry showing another page's screen (a gallery project's URL) keeps
 * that page mounted: opening a project is not a new page.
 */
const routeObjects: RouteObject[] = [
  ...routeList.map((route) => ({
    path: route.path,
    element: <RoutePage key={route.screen ?? route.path} route={route} />,
    handle: route,
  })),
  { path: '*', element: <NotFound /> },
];

export function Layout() {
  const location = useLocation();
  const page = (matchRoutes(routeObjects, location)?.[0]?.route.handle as PageRoute | undefined) ?? null;
  const content = useRoutes(routeObjects);
  const main = useRef<HTMLElement>(null);
  useLoadPageBeforeNavigating();
  usePreloadOnIntent();
  useScrollAndFocusAfterNavigation(main);
  useEffect(signalShellReady, []);

  return (
    <CurrentPageContext value={page}>
      <QuoteDialogProvider>
        <a href="#main" className="btn-primary sr-only-focusable fixed top-2 left-2 z-[60]">
          {shellWords.skipLink}
        </a>
        <Nav minimal={page?.minimalNav === true} />
        {/* Below md the contact row (MobileContactBar) is fixed under the bar: the page starts below it. */}
        <main id="main" ref={main} tabIndex={-1} className="outline-none max-md:pt-11">
          {/*
            The page content is one Suspense boundary, so start-up can hydrate the shell and leave
            the served page as HTML until the visitor reaches for it (see pageHydration). The crawl
            writes React's boundary markers (<!--$--> … <!--/$-->) around it. Nothing shows the
            empty fallback: pages reached by links are loaded before the URL changes.
          */}
          <Suspense fallback={null}>{content}</Suspense>
        </main>
        <Footer />
        <MobileContactBar />
      </QuoteDialogProvider>
    </CurrentPageContext>
  );
}

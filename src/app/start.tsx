/**
 * The app's start (loaded by src/main.tsx once the served page has been drawn). On a prerendered
 * page #root already holds the route's markup: hydrate the shell at once and leave the page content
 * as served HTML until the visitor reaches for it (see pageHydration), and its head as served. On
 * the empty shell (dev server, the prerender crawl) load the page's chunk and the head's, then render
 * from scratch.
 */
import '../lib/attribution';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepServedHead, loadHeadData } from '../components/seo/Seo';
import { findRoute } from '../content/pageRoutes';
import { App } from './App';
import { preloadQuoteDialogForPrerender } from './QuoteDialog';
import { deferPageHydration, hasDehydratedPage } from './pageHydration';
import { loadPage } from './pageModules';

export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');

  const route = findRoute(window.location.pathname);
  const main = document.getElementById('main');
  if (route && main && hasDehydratedPage(main)) deferPageHydration(route, main);
  else if (route) await loadPage(route);
  await preloadQuoteDialogForPrerender();

  if (container.hasChildNodes()) {
    keepServedHead();
    // Hydrating at transition priority lets React yield to the browser every few milliseconds, so
    // the shell's hydration is many short tasks instead of one long one (less than half the total
    // blocking time of hydrating at once: docs/performance.md).
    // A tap that arrives meanwhile is held by the page's loader until the shell is ready.
    startTransition(() => {
      hydrateRoot(container, <App />, {
        onRecoverableError(error) {
          // A hydration mismatch is a bug: make it loud in the console (the crawl and the tests fail on it).
          console.error('Hydration recoverable error:', error);
        },
      });
    });
  } else {
    // The empty shell has no head yet: the first render writes it (the crawl snapshots it).
    await loadHeadData();
    createRoot(container).render(<App />);
  }
}

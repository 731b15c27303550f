/**
 * Entry point. On a prerendered page #root already holds the route's markup: hydrate the shell at
 * once and leave the page content as served HTML until the visitor reaches for it (see
 * app/pageHydration). On the empty shell (dev server, the prerender crawl) load the page's chunk,
 * then render from scratch.
 */
import './styles/main.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadQuoteDialogForPrerender } from './app/QuoteDialog';
import { deferPageHydration, hasDehydratedPage } from './app/pageHydration';
import { findRoute } from './routes';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');

  const entry = findRoute(window.location.pathname);
  const main = document.getElementById('main');
  if (entry && main && hasDehydratedPage(main)) deferPageHydration(entry, main);
  else await entry?.page.load();
  await preloadQuoteDialogForPrerender();

  if (container.hasChildNodes()) {
    hydrateRoot(container, <App />, {
      onRecoverableError(error) {
        // A hydration mismatch is a bug: make it loud in the console (the crawl and the tests fail on it).
        console.error('Hydration recoverable error:', error);
      },
    });
  } else {
    createRoot(container).render(<App />);
  }
}

start().catch((error: unknown) => {
  console.error('The app failed to start:', error);
});

/**
 * Entry point. On a prerendered page #root already holds the route's markup: load that page's
 * chunk first, then hydrate, so React's first render equals the snapshot and no fallback flashes.
 * On the empty shell (dev server) render from scratch.
 */
import './styles/main.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadQuoteDialogForPrerender } from './app/QuoteDialog';
import { findRoute } from './routes';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');

  await findRoute(window.location.pathname)?.page.load();
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

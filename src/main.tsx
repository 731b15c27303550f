/**
 * Entry point: the stylesheet, and the app's start. The page's inline loader (src/lib/entryLoader.ts)
 * adds this script once the served page has been drawn, or as soon as the visitor reaches for it,
 * together with the chunks it runs (React and React Router in vendor, the app in app).
 */
import './styles/main.css';
import './styles/quoteChoices.style';
import { appFailedEvent } from './lib/startEvents';

/** Leaves the browser free to paint and answer input before the next step of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // The page's loader has fetched the app's chunks with this script, so each import below finds its
  // code already there and only runs it. Run in one go, React DOM, React Router and the app's own
  // modules would be one long task, long enough on a phone to delay a tap (docs/performance.md).
  // React DOM, most of it, runs first; the rest after the browser has had a turn. (Only a module that is all used anyway is imported on its own
  // here: importing React Router whole this way would ship all of it, unused parts included.)
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import(/* webpackChunkName: "app" */ './app/start');
  await startApp();
}

start().catch((error: unknown) => {
  // The served page keeps working without script; say why the app did not start.
  console.error('The app failed to start:', error);
  document.dispatchEvent(new Event(appFailedEvent));
});

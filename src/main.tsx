/**
 * Entry point: the stylesheet, and the app's start. The page's inline loader (src/lib/entryLoader.ts)
 * adds this script once the served page has been drawn, or as soon as the visitor reaches for it.
 * React and the rest of the app are in the chunks app/start loads.
 */
import './styles/main.css';
import { appFailedEvent } from './lib/startEvents';

async function start() {
  const { startApp } = await import(/* webpackChunkName: "app" */ './app/start');
  await startApp();
}

start().catch((error: unknown) => {
  // The served page keeps working without script; say why the app did not start.
  console.error('The app failed to start:', error);
  document.dispatchEvent(new Event(appFailedEvent));
});

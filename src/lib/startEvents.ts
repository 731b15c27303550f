/**
 * The events the app dispatches on document as it starts, for the page's inline loader
 * (entryLoader.ts), which holds early clicks until the shell is live.
 */

/** The shell (navigation, footer, quote dialog) has hydrated: held clicks are repeated. */
export const shellReadyEvent = 'shell-ready';

/** The app failed to start: the served page keeps working without script, so clicks are no longer held. */
export const appFailedEvent = 'app-failed';

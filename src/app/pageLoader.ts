/**
 * Page modules load on demand (one webpack chunk per page). The promise for each page is cached and
 * marks itself fulfilled, so React 19's use() reads an already-loaded page synchronously: main.tsx
 * loads the current page before hydrating, and the first render then equals the snapshot.
 */
import type { PageModule, RouteEntry } from '../routes';

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const cache = new Map<string, TrackedPromise<PageModule>>();

export function loadPage(entry: RouteEntry): Promise<PageModule> {
  let promise = cache.get(entry.path);
  if (!promise) {
    const tracked: TrackedPromise<PageModule> = entry.load();
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        // A failed chunk load (e.g. a deploy replaced it) may succeed on the next attempt.
        cache.delete(entry.path);
      },
    );
    cache.set(entry.path, tracked);
    promise = tracked;
  }
  return promise;
}

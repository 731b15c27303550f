/**
 * The page modules (src/pages/<Name>.tsx), loaded on demand, each with its page's registry entry. A
 * route only names its module (`route.module`, plain data); this is the one place that turns that
 * name into an import(), so the content layer never imports a page. webpack makes one chunk per file
 * of src/pages from the template below ("page-<Name>"); a page module needs no registration of its own.
 * The entry (title, description, image, a family's own fields) comes from the registry, which
 * start-up leaves out (it knows routes only, src/content/routeList.ts): it loads with the head's
 * chunk, which reads it too, beside the page's own.
 *
 * The promises are made once and mark themselves settled, so React's use() reads an already-loaded
 * page synchronously: the app loads the current page before hydrating and the next page before
 * changing the URL, and the first render of either then shows the page at once, with no Suspense
 * fallback.
 */
import type { ComponentType } from 'react';
import type { PageEntry, PageRoute } from '../content/pageEntry';

export interface PageModule {
  default: ComponentType;
  /**
   * What the page reads synchronously on its first render and loads apart from its module (each
   * sub-service page's copy, one chunk per service): awaited before the page counts as loaded.
   */
  prepare?: (entry: PageEntry) => Promise<unknown>;
}

/** A page ready to render: its module, and its entry (what usePageEntry() gives the page). */
export interface LoadedPage {
  module: PageModule;
  entry: PageEntry;
}

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>, forget: () => void): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  result.status = 'pending';
  result.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(result, { status: 'rejected', reason });
      // A failed chunk load (offline, or a deploy replaced the file) may succeed next time.
      forget();
    },
  );
  return result;
}

const importPageModule = (name: string): Promise<PageModule> =>
  import(/* webpackChunkName: "page-[request]" */ /* webpackInclude: /\/[A-Za-z]+\.tsx$/ */ `../pages/${name}.tsx`);

const loadEntry = (path: string): Promise<PageEntry> =>
  import(/* webpackChunkName: "head" */ '../content/registry').then(({ registeredEntry }) => registeredEntry(path));

/** One promise per module (entries of one kind share it) … */
const modules = new Map<string, TrackedPromise<PageModule>>();
/** … and one per page. */
const pages = new Map<string, TrackedPromise<LoadedPage>>();

function loadModule(name: string): TrackedPromise<PageModule> {
  let promise = modules.get(name);
  if (!promise) {
    promise = tracked(importPageModule(name), () => modules.delete(name));
    modules.set(name, promise);
  }
  return promise;
}

/** A route's page module and entry, with whatever the module prepares for it; the same promise on every call. */
export function loadPage(route: PageRoute): Promise<LoadedPage> {
  let promise = pages.get(route.path);
  if (!promise) {
    promise = tracked(
      Promise.all([loadModule(route.module), loadEntry(route.path)]).then(async ([module, entry]) => {
        await module.prepare?.(entry);
        return { module, entry };
      }),
      () => pages.delete(route.path),
    );
    pages.set(route.path, promise);
  }
  return promise;
}

/**
 * The page modules (src/pages/<Name>.tsx), loaded on demand. A registry entry only names its module
 * (`entry.module`, plain data); this is the one place that turns that name into an import(), so the
 * content layer never imports a page. webpack makes one chunk per file of src/pages from the template
 * below ("page-<Name>"); a page module needs no registration of its own.
 *
 * The promises are made once and mark themselves settled, so React's use() reads an already-loaded
 * page synchronously: the app loads the current page before hydrating and the next page before
 * changing the URL, and the first render of either then shows the page at once, with no Suspense
 * fallback.
 */
import type { ComponentType } from 'react';
import type { PageEntry } from '../content/pageEntry';

export interface PageModule {
  default: ComponentType;
  /**
   * What the page reads synchronously on its first render and loads apart from its module (each
   * sub-service page's copy, one chunk per service): awaited before the page counts as loaded.
   */
  prepare?: (entry: PageEntry) => Promise<unknown>;
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

/** One promise per module (entries of one kind share it) … */
const modules = new Map<string, TrackedPromise<PageModule>>();
/** … and one per entry whose module prepares something for it. */
const prepared = new Map<string, TrackedPromise<PageModule>>();

function loadModule(name: string): TrackedPromise<PageModule> {
  let promise = modules.get(name);
  if (!promise) {
    promise = tracked(importPageModule(name), () => modules.delete(name));
    modules.set(name, promise);
  }
  return promise;
}

/** The page module of an entry, with whatever it prepares for that entry; the same promise on every call once settled. */
export function loadPage(entry: PageEntry): Promise<PageModule> {
  const module = loadModule(entry.module);
  if (module.status === 'fulfilled' && !module.value?.prepare) return module;
  let promise = prepared.get(entry.path);
  if (!promise) {
    promise = tracked(
      module.then(async (loaded) => {
        await loaded.prepare?.(entry);
        return loaded;
      }),
      () => prepared.delete(entry.path),
    );
    prepared.set(entry.path, promise);
  }
  return promise;
}

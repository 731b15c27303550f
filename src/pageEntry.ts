/**
 * What one page of the site is: a registry entry. Each entry is defined next to its page's content
 * (src/content/<page>.page.ts) and listed once in src/routes.ts; from there it feeds React Router,
 * the prerender crawl, sitemap.xml, robots.txt, the /sitemap page, the server's known paths,
 * breadcrumbs and the document head.
 */
import type { ComponentType } from 'react';
import type { Illustration } from './content/schemas/shapes';

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface PageModule {
  default: ComponentType;
}

/**
 * A page module that loads on demand (webpack makes one chunk per page). The promise is made once
 * and marks itself settled, so React's use() reads an already-loaded page synchronously: the app
 * loads the current page before hydrating and the next page before changing the URL, and the first
 * render of either then shows the page at once, with no Suspense fallback.
 */
export interface LazyPage {
  load: () => Promise<PageModule>;
  /** Whether load() has already succeeded (the page can render without waiting). */
  isLoaded: () => boolean;
}

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function lazyPage(importModule: () => Promise<PageModule>): LazyPage {
  let promise: TrackedPromise<PageModule> | undefined;
  return {
    load() {
      if (!promise) {
        const tracked: TrackedPromise<PageModule> = importModule();
        tracked.status = 'pending';
        tracked.then(
          (value) => Object.assign(tracked, { status: 'fulfilled', value }),
          (reason: unknown) => {
            Object.assign(tracked, { status: 'rejected', reason });
            // A failed chunk load (offline, or a deploy replaced the file) may succeed next time.
            promise = undefined;
          },
        );
        promise = tracked;
      }
      return promise;
    },
    isLoaded: () => promise?.status === 'fulfilled',
  };
}

export interface PageEntry {
  /** The path as visitors see it: leading slash, no trailing slash ("/" for home). */
  path: string;
  /** Short name for menus, breadcrumbs and the sitemap page. */
  label: string;
  /** Document title (the brand is appended by the SEO helper unless it is already there). */
  title: string;
  /** Meta description: one or two sentences, 50 to 170 characters. */
  description: string;
  /** sitemap.xml priority, 0 to 1: home 1, contact 0.9, services, about and case studies 0.8, … */
  priority: number;
  changefreq: ChangeFrequency;
  /** Path of the parent page, for breadcrumbs; defaults to "/". */
  parent?: string;
  /** Kept out of sitemap.xml and marked noindex (the thank-you page). */
  noindex?: boolean;
  /** The top navigation shows only the logo and the phone link (the fence sales landing page). */
  minimalNav?: boolean;
  /**
   * The path of the page whose screen this entry shows in another state (a gallery project's URL
   * shows the gallery with that project open). Moving between the two keeps the page mounted where
   * it is: no new page, no scroll to the top, no focus move.
   */
  screen?: string;
  /** The picture link previews show (og:image) instead of the site's card: a catalogue entry. */
  image?: Illustration;
  /** The page's React module. */
  page: LazyPage;
  /**
   * Files (relative to the repository root) whose last commit date becomes the page's sitemap
   * lastmod: the page module and the content it shows. Only the build reads them, in Node: each entry
   * writes `sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [...] : []`, which webpack turns
   * into `[]` in the page's script (it defines __BROWSER_BUNDLE__), so the lists cost no visitor a byte.
   */
  sources: string[];
}

/** Repository paths of a page module and a content module, for `sources`. */
export const pageSource = (name: string) => `src/pages/${name}.tsx`;
export const contentSource = (name: string) => `src/content/${name}.ts`;

/**
 * What one page of the site is: a registry entry, plain data. Each entry is defined next to its page's
 * content (src/content/<page>.entry.ts) and listed once in src/content/registry.ts; from there it feeds React Router,
 * the prerender crawl, sitemap.xml, robots.txt, the /sitemap page, the server's known paths,
 * breadcrumbs and the document head.
 */
import type { Illustration } from './schemas/shapes';

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

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
  /**
   * The name of the page module that renders it: `src/pages/<module>.tsx`, whose default export is
   * the page's component. The app loads it on demand (src/app/pageModules.ts, one chunk per module);
   * entries of one kind share one module (every case study uses `CaseStudy`).
   */
  module: string;
  /**
   * Content files (relative to the repository root) whose last commit date, with its page module's,
   * becomes the page's sitemap lastmod: the content it shows. Only the build reads them, in Node: each entry
   * writes `sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [...] : []`, which webpack turns
   * into `[]` in the page's script (it defines __BROWSER_BUNDLE__), so the lists cost no visitor a byte.
   */
  sources: string[];
}

/** The repository path of an entry's page module (with its content files, the sitemap's lastmod sources). */
export const pageModuleFile = (entry: Pick<PageEntry, 'module'>) => `src/pages/${entry.module}.tsx`;
/** The repository path of a content module, for `sources`. */
export const contentSource = (name: string) => `src/content/${name}.ts`;

/** A page's words as the owner keeps them: content/pages/<file>.json (read by the page's copy module). */
export const pageFileSource = (file: string) => `content/pages/${file}.json`;

/** The customer reviews, for a page that shows those ticked for it (`reviewsOn`). */
export const reviewsSource = 'content/reviews.json';
/** The case-study folder (a folder: its last commit is its newest study's), for a page that shows the studies' cards. */
export const caseStudiesSource = 'content/case-studies';

/**
 * What the shell and the router know of a page before its module loads: where it is, which module
 * renders it, its parent (the quote form's service, breadcrumbs), the screen it shows, the flag the
 * shell reads (minimalNav) and its label (the menus and footer show it). The route list
 * (src/content/routeList.ts) holds one per registry entry; the rest of the entry (title, description,
 * image, sources, a family's own fields) reaches the page with its chunk (src/app/pageModules.ts).
 */
export type PageRoute = Pick<PageEntry, 'path' | 'label' | 'module' | 'parent' | 'screen' | 'minimalNav'>;

/** An entry's route: only the fields above, and only those it sets. */
export function routeOf(entry: PageEntry): PageRoute {
  const { path, label, module, parent, screen, minimalNav } = entry;
  return {
    path,
    label,
    module,
    ...(parent !== undefined && { parent }),
    ...(screen !== undefined && { screen }),
    ...(minimalNav !== undefined && { minimalNav }),
  };
}

/** A site path as the registry writes it: one trailing slash ignored ("/" stays "/"). */
export const normalisedPath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/**
 * The site's pages as the e2e tests see them: the page registry and the groups of pages tests walk,
 * derived from the registry entries and src/content, never listed by hand. Rules: a test that checks
 * "every page of a kind" takes the kind from here, so a page added to the content is checked without
 * editing a test; the e2e tests import the registry only through this file.
 */
import { caseStudyEntries } from '../src/content/caseStudyDetails.entries';
import { gardenDesignProcessEntry } from '../src/content/gardenDesignProcess.entry';
import { portfolioEntry, residentialPortfolioEntry } from '../src/content/portfolio.entries';
import { subServiceEntries } from '../src/content/subServices';
import { findEntry, registry, type PageEntry } from '../src/content/registry';

export { findEntry, registry, subServiceEntries, caseStudyEntries, type PageEntry };

/**
 * The content pages below a service or listing page, each a page of its own with breadcrumbs, a
 * closing call to action and calls and texts: every sub-service page, every case study, the two
 * portfolio views and the garden design process.
 */
export const contentPages: readonly PageEntry[] = [
  ...subServiceEntries,
  ...caseStudyEntries,
  portfolioEntry,
  residentialPortfolioEntry,
  gardenDesignProcessEntry,
];

/** The sub-service pages under a service page, in the registry's order: the cards that page links to. */
export const subServicePathsOf = (servicePath: string): string[] =>
  subServiceEntries.filter((entry) => entry.parent === servicePath).map((entry) => entry.path);

/**
 * One page for each page module, the first in the registry's order that names it: what the browser
 * sweeps (axe, hydration, widths) open. Pages of one module share their markup and differ in their
 * copy, which the built-page checks (e2e/built-pages/) read on every page without a browser.
 */
export const onePagePerModule: readonly PageEntry[] = registry.filter(
  (entry, index) => registry.findIndex((other) => other.module === entry.module) === index,
);

/**
 * THE page registry: every page of the site, in sitemap order. Each entry is defined next to its
 * page's content (src/content/*.page.ts, src/content/subServices/*.pages.ts, …; the shape is in
 * src/pageEntry.ts). From this list alone come React Router's routes (src/app/Layout.tsx), the
 * prerender crawl, sitemap.xml and robots.txt, the /sitemap page, the server's known paths,
 * breadcrumbs and the navigation's labels (src/navigation.ts).
 *
 * Adding a page: write its entry beside its content, add it to this list, write its page module.
 */
import type { PageEntry } from './pageEntry';
import { aboutPage } from './content/about.page';
import { artificialTurfPage } from './content/artificialTurf.page';
import { caseStudiesPage } from './content/caseStudies.page';
import { caseStudyPages } from './content/caseStudyDetails.pages';
import { contactPage } from './content/contact.page';
import { designPage } from './content/design.page';
import { fenceSalesPage } from './content/fenceSales.page';
import { fencesPage } from './content/fences.page';
import { foundationRepairPage } from './content/foundationRepair.page';
import { galleryPage } from './content/gallery.page';
import { galleryItemPages } from './content/gallery.pages';
import { gardenDesignPage } from './content/gardenDesign.page';
import { gardenDesignProcessPage } from './content/gardenDesignProcess.page';
import { homePage } from './content/home.page';
import { irrigationPage } from './content/irrigation.page';
import { landscapeDesignPage } from './content/landscapeDesign.page';
import { landscapingPage } from './content/landscaping.page';
import { outdoorKitchenPage } from './content/outdoorKitchen.page';
import { outdoorLivingPage } from './content/outdoorLiving.page';
import { portfolioPage, residentialPortfolioPage } from './content/portfolio.pages';
import { privacyPolicyPage } from './content/privacyPolicy.page';
import { sitemapPage } from './content/sitemap.page';
import { subServicePages } from './content/subServices';
import { termsOfUsePage } from './content/termsOfUse.page';
import { requestThankYouPages, thankYouPage } from './content/thankYou.page';

export type { ChangeFrequency, PageEntry, PageModule } from './pageEntry';

export const routes: PageEntry[] = [
  homePage,
  aboutPage,
  fencesPage,
  fenceSalesPage,
  landscapingPage,
  designPage,
  landscapeDesignPage,
  gardenDesignPage,
  outdoorLivingPage,
  irrigationPage,
  artificialTurfPage,
  foundationRepairPage,
  outdoorKitchenPage,
  contactPage,
  galleryPage,
  ...galleryItemPages,
  caseStudiesPage,
  sitemapPage,
  privacyPolicyPage,
  termsOfUsePage,
  thankYouPage,
  ...requestThankYouPages,
  ...subServicePages,
  ...caseStudyPages,
  portfolioPage,
  residentialPortfolioPage,
  gardenDesignProcessPage,
];

/** Entries listed in sitemap.xml (everything indexable). */
export const sitemapRoutes = routes.filter((r) => !r.noindex);

const byPath = new Map(routes.map((r) => [r.path, r]));

/**
 * The entry of a site path, ignoring one trailing slash; undefined for unknown paths. For code
 * outside the React tree (server, scripts, start-up) and for resolving links and parents: inside
 * the app the current page's entry comes from the router (useCurrentPage).
 */
export function findRoute(pathname: string): PageEntry | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalised);
}

/** The entry of a path the code names itself; throws (at start-up, in tests) when it is not registered. */
export function registeredPage(path: string): PageEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`${path} is not in the page registry (src/routes.ts)`);
  return entry;
}

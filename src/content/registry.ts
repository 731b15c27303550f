/**
 * THE page registry: every page of the site, in sitemap order. Each entry is defined next to its
 * page's content (src/content/<page>.entry.ts, <kind>.entries.ts, subServices/<service>.entries.ts; the
 * shape is in src/content/pageEntry.ts) and names its page module, which the app loads by that name. From this list alone come the
 * route list (src/content/routeList.ts: React Router's routes, src/app/Layout.tsx, and the
 * navigation's labels, src/content/navigation.ts), the prerender crawl, sitemap.xml and robots.txt,
 * the /sitemap page, the server's known paths, breadcrumbs and the document head.
 *
 * Adding a page (README, "Adding a page"): write its content, page module and entry, add the entry to
 * this list. registration.test.ts fails, saying what to do, when an entry file's entry is not here.
 */
import { normalisedPath, type PageEntry } from './pageEntry';
import { aboutEntry } from './about.entry';
import { artificialTurfEntry } from './artificialTurf.entry';
import { caseStudiesEntry } from './caseStudies.entry';
import { caseStudyEntries } from './caseStudyDetails.entries';
import { contactEntry } from './contact.entry';
import { designEntry } from './design.entry';
import { fenceSalesEntry } from './fenceSales.entry';
import { fencesEntry } from './fences.entry';
import { foundationRepairEntry } from './foundationRepair.entry';
import { galleryEntry } from './gallery.entry';
import { galleryItemEntries } from './gallery.entries';
import { gardenDesignEntry } from './gardenDesign.entry';
import { gardenDesignProcessEntry } from './gardenDesignProcess.entry';
import { homeEntry } from './home.entry';
import { irrigationEntry } from './irrigation.entry';
import { landscapeDesignEntry } from './landscapeDesign.entry';
import { landscapingEntry } from './landscaping.entry';
import { outdoorKitchenEntry } from './outdoorKitchen.entry';
import { outdoorLivingEntry } from './outdoorLiving.entry';
import { portfolioEntries } from './portfolio.entries';
import { privacyPolicyEntry } from './privacyPolicy.entry';
import { sitemapEntry } from './sitemap.entry';
import { subServiceEntries } from './subServices';
import { termsOfUseEntry } from './termsOfUse.entry';
import { requestThankYouEntries, thankYouEntry } from './thankYou.entry';

export type { ChangeFrequency, PageEntry, PageRoute } from './pageEntry';

export const registry: PageEntry[] = [
  homeEntry,
  aboutEntry,
  fencesEntry,
  fenceSalesEntry,
  landscapingEntry,
  designEntry,
  landscapeDesignEntry,
  gardenDesignEntry,
  outdoorLivingEntry,
  irrigationEntry,
  artificialTurfEntry,
  foundationRepairEntry,
  outdoorKitchenEntry,
  contactEntry,
  galleryEntry,
  ...galleryItemEntries,
  caseStudiesEntry,
  sitemapEntry,
  privacyPolicyEntry,
  termsOfUseEntry,
  thankYouEntry,
  ...requestThankYouEntries,
  ...subServiceEntries,
  ...caseStudyEntries,
  ...portfolioEntries,
  gardenDesignProcessEntry,
];

/** Entries listed in sitemap.xml (everything indexable). */
export const indexedEntries = registry.filter((r) => !r.noindex);

const byPath = new Map(registry.map((r) => [r.path, r]));

/**
 * The entry of a site path, ignoring one trailing slash; undefined for unknown paths. For code
 * outside the React tree (server, scripts, a page's head) and for resolving links and parents:
 * start-up looks up routes instead (src/content/pageRoutes.ts), and inside a page its entry comes
 * from usePageEntry().
 */
export function findEntry(pathname: string): PageEntry | undefined {
  return byPath.get(normalisedPath(pathname));
}

/** The entry of a path the code names itself; throws (at start-up, in tests) when it is not registered. */
export function registeredEntry(path: string): PageEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`${path} is not in the page registry (src/content/registry.ts)`);
  return entry;
}

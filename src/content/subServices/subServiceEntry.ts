/**
 * How a sub-service page (/services/<service>/<sub-service>) becomes a registry entry. All of them share
 * one page module (src/pages/SubService.tsx) and sit at sitemap priority 0.6, monthly; each loads the
 * copy of its own service with the page module (one chunk per service, not one for all 20 pages).
 */
import { contentSource, pageFileSource, type PageEntry } from '../pageEntry';
import type { SubServiceContent, SubServiceGroup } from '../schemas/subService';
import { groupPageFiles, subServiceHeads } from './pageHeads';

/** The parent service page of each group (breadcrumbs and "all services" links). */
export const groupParents: Record<SubServiceGroup, string> = {
  fences: '/services/fences',
  landscaping: '/services/landscaping',
  design: '/services/design',
  irrigation: '/services/irrigation',
  'artificial-turf': '/services/artificial-turf',
  'foundation-repair': '/services/foundation-repair',
};

/** The content file of each group, relative to the repository root (the sitemap's lastmod source). */
export const groupSourceFiles: Record<SubServiceGroup, string> = {
  fences: 'src/content/subServices/fences.ts',
  landscaping: 'src/content/subServices/landscaping.ts',
  design: 'src/content/subServices/design.ts',
  irrigation: 'src/content/subServices/irrigation.ts',
  'artificial-turf': 'src/content/subServices/artificialTurf.ts',
  'foundation-repair': 'src/content/subServices/foundationRepair.ts',
};

const copyLoaders: Record<SubServiceGroup, () => Promise<{ pages: SubServiceContent[] }>> = {
  fences: () => import(/* webpackChunkName: "sub-service-fences" */ './fences'),
  landscaping: () => import(/* webpackChunkName: "sub-service-landscaping" */ './landscaping'),
  design: () => import(/* webpackChunkName: "sub-service-design" */ './design'),
  irrigation: () => import(/* webpackChunkName: "sub-service-irrigation" */ './irrigation'),
  'artificial-turf': () => import(/* webpackChunkName: "sub-service-artificial-turf" */ './artificialTurf'),
  'foundation-repair': () => import(/* webpackChunkName: "sub-service-foundation-repair" */ './foundationRepair'),
};

const loadedCopy = new Map<string, SubServiceContent>();

/** Loads the copy of one group's pages (one chunk per service); the SubService page module awaits it before its first render. */
export async function loadSubServiceCopy(group: SubServiceGroup): Promise<void> {
  const { pages } = await copyLoaders[group]();
  for (const page of pages) loadedCopy.set(page.path, page);
}

/**
 * The copy of a sub-service page. It is loaded together with the page module (its `prepare`), so
 * the page reads it synchronously (the first render equals the snapshot); undefined before that.
 */
export function subServiceContent(path: string): SubServiceContent | undefined {
  return loadedCopy.get(path);
}

/** A sub-service page's entry, as the group's .entries.ts file names it. */
export type SubServiceEntry = PageEntry & { group: SubServiceGroup };

/**
 * Makes the entries of one group's pages from their addresses, which stay the code's: each page's
 * label, title and description are the owner's, beside its words in the group's page file
 * (./pageHeads.ts), found by the address.
 */
export function subServiceEntry(group: SubServiceGroup) {
  const file = `content/pages/${groupPageFiles[group]}.json`;
  return (path: string): SubServiceEntry => {
    const head = subServiceHeads[group][path];
    if (!head) throw new Error(`${file} has no page whose path is ${path}: keep each page's path as it was`);
    return {
      path,
      ...head,
      group,
      priority: 0.6,
      changefreq: 'monthly',
      parent: groupParents[group],
      module: 'SubService',
      sources:
        typeof __BROWSER_BUNDLE__ === 'undefined'
          ? [groupSourceFiles[group], pageFileSource(groupPageFiles[group]), contentSource('sectionHeadings')]
          : [],
    };
  };
}

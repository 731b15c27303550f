/**
 * Which service and kind of job a page is about, for the quote form's preselection: the service that
 * lists the page (src/content/quoteOptions.ts), else the one of its nearest ancestor in the page
 * registry (its route: the quote dialog works before any page's entry has loaded), so a sub-page
 * takes its parent's; the same for the kind of job (src/content/jobKinds.ts),
 * else the service's first kind (none when the page names two). Pages about no one service (home,
 * contact, gallery …) give null.
 */
import { generalDialogTitle, jobKinds, type JobKind, type JobKindOption } from '../content/jobKinds';
import { serviceOptions, type ServiceValue } from '../content/quoteOptions';
import { findRoute } from '../content/pageRoutes';

/** Those of `items` that list the page, else those that list its nearest listed ancestor. */
function nearestListed<T extends { pages: readonly string[] }>(pathname: string, items: readonly T[]): T[] {
  let route = findRoute(pathname);
  while (route) {
    const path = route.path;
    const listing = items.filter((candidate) => candidate.pages.includes(path));
    if (listing.length > 0) return listing;
    route = route.parent ? findRoute(route.parent) : undefined;
  }
  return [];
}

export function serviceForPath(pathname: string): ServiceValue | null {
  return nearestListed(pathname, serviceOptions)[0]?.value ?? null;
}

/**
 * The kind of job of `service` a quote form on this page starts with; null when the page names two
 * or more (two kinds list it): the form then asks which, none chosen, rather than guessing.
 */
export function jobKindForPath(pathname: string, service: ServiceValue): JobKindOption | null {
  const kinds: readonly JobKindOption[] = jobKinds[service];
  const listing = nearestListed(pathname, kinds);
  if (listing.length > 1) return null;
  return listing[0] ?? kinds[0]!;
}

/** What a quote form on this page starts with: its service and kind of job ("" when it asks), or nothing chosen. */
export function quotePreselection(
  pathname: string,
): { service: ServiceValue; job: JobKind | ''; dialogTitle: string } | null {
  const service = serviceForPath(pathname);
  if (!service) return null;
  const kind = jobKindForPath(pathname, service);
  return { service, job: kind?.value ?? '', dialogTitle: kind?.dialogTitle ?? generalDialogTitle };
}

/**
 * Which service and kind of job a page is about, for the quote form's preselection: the service that
 * lists the page (src/content/quoteOptions.ts), else the one of its nearest ancestor in the page
 * registry, so a sub-page takes its parent's; the same for the kind of job (src/content/jobKinds.ts),
 * else the service's first kind. Pages about no one service (home, contact, gallery …) give null.
 */
import { jobKinds, type JobKind, type JobKindOption } from '../content/jobKinds';
import { serviceOptions, type ServiceValue } from '../content/quoteOptions';
import { findEntry } from '../content/registry';

/** The first of `items` that lists the page or its nearest listed ancestor. */
function nearestListed<T extends { pages: readonly string[] }>(pathname: string, items: readonly T[]): T | null {
  let entry = findEntry(pathname);
  while (entry) {
    const path = entry.path;
    const item = items.find((candidate) => candidate.pages.includes(path));
    if (item) return item;
    entry = entry.parent ? findEntry(entry.parent) : undefined;
  }
  return null;
}

export function serviceForPath(pathname: string): ServiceValue | null {
  return nearestListed(pathname, serviceOptions)?.value ?? null;
}

/** The kind of job of `service` a quote form on this page starts with. */
export function jobKindForPath(pathname: string, service: ServiceValue): JobKindOption {
  const kinds: readonly JobKindOption[] = jobKinds[service];
  return nearestListed(pathname, kinds) ?? kinds[0]!;
}

/** What a quote form on this page starts with: its service and kind of job, or nothing chosen. */
export function quotePreselection(
  pathname: string,
): { service: ServiceValue; job: JobKind; dialogTitle: string } | null {
  const service = serviceForPath(pathname);
  if (!service) return null;
  const kind = jobKindForPath(pathname, service);
  return { service, job: kind.value, dialogTitle: kind.dialogTitle };
}

/**
 * Which service a page is about, for the quote form's preselection: the service that lists the page
 * (src/content/quoteOptions.ts), else the one of its nearest ancestor in the page registry, so a
 * sub-page takes its parent's. Pages about no one service (home, contact, gallery …) give null.
 */
import { serviceOptions, type ServiceValue } from '../content/quoteOptions';
import { findRoute } from '../routes';

export function serviceForPath(pathname: string): ServiceValue | null {
  let route = findRoute(pathname);
  while (route) {
    const path = route.path;
    const service = serviceOptions.find((option) => (option.pages as readonly string[]).includes(path));
    if (service) return service.value;
    route = route.parent ? findRoute(route.parent) : undefined;
  }
  return null;
}

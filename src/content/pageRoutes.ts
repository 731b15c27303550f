/**
 * Looking up a page's route (src/content/routeList.ts) by its path: what start-up, the navigation
 * lists and the quote form's preselection need, without the registry's full entries.
 */
import { normalisedPath, type PageRoute } from './pageEntry';
import { routeList } from './routeList';

export type { PageRoute } from './pageEntry';
export { routeList };

const byPath = new Map(routeList.map((route) => [route.path, route]));

/** The route of a site path, ignoring one trailing slash; undefined for unknown paths. */
export function findRoute(pathname: string): PageRoute | undefined {
  return byPath.get(normalisedPath(pathname));
}

/** The route of a path the code names itself; throws (at start-up, in tests) when it is not registered. */
export function registeredRoute(path: string): PageRoute {
  const route = byPath.get(path);
  if (!route) throw new Error(`${path} is not in the page registry (src/content/registry.ts)`);
  return route;
}

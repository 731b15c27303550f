/**
 * The route list: every registry entry as its route (PageRoute, src/content/pageEntry.ts), in
 * registry order. Start-up (the router, the shell, client navigation) reads this instead of the
 * registry, so the page's first script carries paths, module names and labels, not every page's
 * title, description and the content its entry imports.
 *
 * In the production page script this module is replaced by its value, computed when webpack builds
 * (scripts/buildTimeValue.ts; webpack.config.ts applies it to this file): the registry stays out of
 * start-up. Node (the build, the server, tests) and the dev server run it as written, from the
 * registry, so the list never needs editing: add a page to the registry and it is here.
 */
import { routeOf, type PageRoute } from './pageEntry';
import { registry } from './registry';

export const routeList: PageRoute[] = registry.map(routeOf);

/**
 * The route list is the registry as start-up sees it: one route per entry, in registry order, with
 * the entry's own values and nothing else. The page's script carries it as JSON (webpack.config.ts,
 * scripts/buildTimeValue.ts), so it must survive JSON unchanged.
 */
import { routeOf } from './pageEntry';
import { findRoute, registeredRoute } from './pageRoutes';
import { registry } from './registry';
import { routeList } from './routeList';

test('one route per registry entry, in registry order, with its path, label, module, parent, screen and flags', () => {
  expect(routeList.map((route) => route.path)).toEqual(registry.map((entry) => entry.path));
  for (const [index, entry] of registry.entries()) {
    const route = routeList[index]!;
    expect(route).toEqual(routeOf(entry));
    expect(route).toMatchObject({ path: entry.path, label: entry.label, module: entry.module });
    expect(route.parent).toBe(entry.parent);
    expect(route.screen).toBe(entry.screen);
    expect(route.minimalNav).toBe(entry.minimalNav);
  }
});

test('a route holds none of what only the page and its head need', () => {
  for (const route of routeList)
    expect(Object.keys(route).sort()).toEqual(
      expect.not.arrayContaining(['title', 'description', 'image', 'sources', 'priority', 'changefreq', 'noindex']),
    );
});

test('the list is JSON data: the page script gets exactly this list', () => {
  expect(JSON.parse(JSON.stringify(routeList))).toEqual(routeList);
});

test('routes are found by path, one trailing slash ignored, as the registry finds entries', () => {
  expect(findRoute('/services/fences/')).toBe(registeredRoute('/services/fences'));
  expect(findRoute('/')?.label).toBe(registry[0]!.label);
  expect(findRoute('/no/such/page')).toBeUndefined();
  expect(() => registeredRoute('/no/such/page')).toThrow('/no/such/page is not in the page registry');
});

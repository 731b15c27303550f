import { galleryItems } from './gallery';
import { findEntry, indexedEntries, registeredEntry, registry } from './registry';

const mainRoutes = [
  '/',
  '/about',
  '/services/fences',
  '/services/fences/sales',
  '/services/landscaping',
  '/services/design',
  '/services/landscape-design',
  '/services/garden-design',
  '/services/outdoor-living',
  '/services/irrigation',
  '/services/artificial-turf',
  '/services/foundation-repair',
  '/custom-outdoor-kitchen-design-dallas',
  '/contact',
  '/gallery',
  '/case-studies',
  '/sitemap',
  '/privacy',
  '/terms',
];

describe('page registry', () => {
  test('registers every main route, from / to /terms', () => {
    const paths = registry.map((r) => r.path);
    for (const path of mainRoutes) expect(paths).toContain(path);
  });

  test('paths are unique, absolute and without a trailing slash', () => {
    const paths = registry.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path.startsWith('/')).toBe(true);
      if (path !== '/') expect(path.endsWith('/')).toBe(false);
    }
  });

  test('every entry has a title, a description of sensible length, a priority and a change frequency', () => {
    for (const entry of registry) {
      expect(entry.title.length).toBeGreaterThan(3);
      expect(entry.description.length).toBeGreaterThan(50);
      expect(entry.description.length).toBeLessThanOrEqual(170);
      expect(entry.priority).toBeGreaterThanOrEqual(0);
      expect(entry.priority).toBeLessThanOrEqual(1);
      expect(['weekly', 'monthly', 'yearly']).toContain(entry.changefreq);
    }
  });

  test('titles and descriptions are not shared between pages', () => {
    expect(new Set(registry.map((r) => r.title)).size).toBe(registry.length);
    expect(new Set(registry.map((r) => r.description)).size).toBe(registry.length);
  });

  test('sitemap priorities: home 1, contact 0.9, about, services and case studies 0.8, gallery and landing pages 0.7, legal pages 0.3', () => {
    const priority = (path: string) => findEntry(path)!.priority;
    expect(priority('/')).toBe(1);
    expect(priority('/contact')).toBe(0.9);
    for (const path of [
      '/about',
      '/case-studies',
      '/services/fences',
      '/services/irrigation',
      '/services/foundation-repair',
    ])
      expect(priority(path)).toBe(0.8);
    expect(priority('/gallery')).toBe(0.7);
    expect(priority('/custom-outdoor-kitchen-design-dallas')).toBe(0.7);
    expect(priority('/services/fences/sales')).toBe(0.7);
    expect(priority('/privacy')).toBe(0.3);
    expect(priority('/terms')).toBe(0.3);
  });

  test('findEntry ignores a trailing slash and knows nothing of unknown paths', () => {
    expect(findEntry('/about/')?.path).toBe('/about');
    expect(findEntry('/')?.path).toBe('/');
    expect(findEntry('/no-such-page')).toBeUndefined();
  });

  test('registeredEntry names the entry of a registered path and refuses any other', () => {
    expect(registeredEntry('/contact').label).toBe('Contact');
    expect(() => registeredEntry('/no-such-page')).toThrow(/not in the page registry/);
  });

  test('a gallery project has its own page per item, showing the gallery with it open', () => {
    const views = registry.filter((r) => r.screen === '/gallery');
    expect(views.map((r) => r.path)).toEqual(galleryItems.map((item) => `/gallery/${item.id}`));
    for (const view of views) {
      const item = galleryItems.find((i) => view.path.endsWith(`/${i.id}`))!;
      expect(view).toMatchObject({ parent: '/gallery', label: item.title, description: item.description });
      expect(view.image).toBe(item.image);
      expect(view.title).toContain(item.title);
    }
  });

  test('noindex pages stay out of the sitemap; only the fence sales page has the minimal navigation', () => {
    expect(indexedEntries.some((r) => r.path === '/thank-you')).toBe(false);
    expect(registry.filter((r) => r.minimalNav).map((r) => r.path)).toEqual(['/services/fences/sales']);
  });
});

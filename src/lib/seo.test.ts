import { SITE_URL, business, contactServiceAreas } from '../content/business';
import { findEntry, registry } from '../content/registry';
import { galleryItemEntries } from '../content/gallery.entries';
import {
  absoluteUrl,
  breadcrumbTrail,
  documentTitle,
  headForNotFound,
  headForEntry,
  previewImage,
  serviceJsonLd,
} from './seo';

describe('SEO helper', () => {
  test('canonical links are absolute and carry no trailing slash', () => {
    expect(absoluteUrl('/')).toBe(SITE_URL);
    expect(absoluteUrl('/about/')).toBe(`${SITE_URL}/about`);
    for (const route of registry) {
      const head = headForEntry(route);
      expect(head.canonical).toBe(route.path === '/' ? SITE_URL : `${SITE_URL}${route.path}`);
      expect(head.canonical!.endsWith('/')).toBe(false);
    }
  });

  test('titles carry the brand once', () => {
    expect(documentTitle('About')).toBe(`About | ${business.name}`);
    expect(documentTitle(`Hello ${business.name}`)).toBe(`Hello ${business.name}`);
  });

  test('every page has one HomeAndConstructionBusiness with phone, address, hours and areas', () => {
    const head = headForEntry(findEntry('/contact')!);
    const ld = head.jsonLd.business as Record<string, unknown> & {
      address: Record<string, string>;
      areaServed: { name: string }[];
    };
    expect(ld['@type']).toBe('HomeAndConstructionBusiness');
    expect(ld.name).toBe(business.name);
    expect(ld.telephone).toBe(business.phone.e164);
    expect(ld.address.addressLocality).toBe(business.address.city);
    expect(ld.address.addressRegion).toBe(business.address.region);
    // The days business.ts gives hours for, with those hours; a closed day is left out.
    expect(ld.openingHoursSpecification).toEqual(
      business.hours
        .filter((day) => day.opens !== null)
        .map(({ days, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes })),
    );
    expect(business.hours.some((day) => day.opens !== null)).toBe(true);
    expect(ld.areaServed.map((a: { name: string }) => a.name)).toEqual([...contactServiceAreas]);
  });

  test('Open Graph mirrors title, description and canonical', () => {
    const route = findEntry('/services/fences')!;
    const head = headForEntry(route);
    expect(head.openGraph['og:title']).toBe(head.title);
    expect(head.openGraph['og:description']).toBe(route.description);
    expect(head.openGraph['og:url']).toBe(head.canonical);
    expect(head.robots).toBe('index, follow');
  });

  test('a page with its own picture shows it in link previews; every other page shows the site card', () => {
    const site = headForEntry(findEntry('/services/fences')!).openGraph;
    expect(site['og:image']).toBe(`${SITE_URL}/images/og-image.png`);
    for (const entry of galleryItemEntries) {
      const og = headForEntry(entry).openGraph;
      expect(og['og:image']).toBe(`${SITE_URL}/images/og/${entry.image!.key}.png`);
      expect(og['og:image:alt']).toBe(entry.image!.alt);
      // An illustration is drawn 1200 px wide, in its own proportions.
      expect(Number(og['og:image:width'])).toBe(1200);
      expect(Number(og['og:image:height'])).toBe(Math.round((1200 * entry.image!.height) / entry.image!.width));
    }
  });

  test('a photo previews as its own JPEG variant, at most 1200 px wide', () => {
    const photo = { ...galleryItemEntries[0]!.image!, file: 'fire-pit.jpg', width: 4000, height: 3000 };
    expect(previewImage(photo)).toEqual({ path: `/images/photos/${photo.key}-1200.jpg`, width: 1200, height: 900 });
    expect(previewImage({ ...photo, width: 1300, height: 1000 })).toMatchObject({ width: 1200, height: 923 });
  });

  test('breadcrumbs follow the parent chain; home has none', () => {
    expect(breadcrumbTrail(findEntry('/services/fences/sales')!).map((c) => c.path)).toEqual([
      '/',
      '/services/fences',
      '/services/fences/sales',
    ]);
    expect(headForEntry(findEntry('/')!).jsonLd.breadcrumbs).toBeUndefined();
    const crumbs = headForEntry(findEntry('/about')!).jsonLd.breadcrumbs as Record<string, unknown> & {
      itemListElement: unknown[];
    };
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'About',
      item: `${SITE_URL}/about`,
    });
  });

  test('noindex pages and the 404 page are kept out of search results', () => {
    expect(headForEntry(findEntry('/thank-you')!).robots).toBe('noindex, follow');
    const notFound = headForNotFound();
    expect(notFound.robots).toBe('noindex, follow');
    expect(notFound.canonical).toBeNull();
  });

  test('Service JSON-LD names the provider and the areas served', () => {
    const ld = serviceJsonLd({
      name: 'Irrigation',
      description: 'Sprinklers',
      path: '/services/irrigation',
      areas: ['Dallas'],
    }) as Record<string, unknown> & { provider: { name: string } };
    expect(ld['@type']).toBe('Service');
    expect(ld.provider.name).toBe(business.name);
    expect(ld.areaServed).toEqual([{ '@type': 'City', name: 'Dallas' }]);
    expect(ld.url).toBe(`${SITE_URL}/services/irrigation`);
  });
});

/**
 * Every service page says where the business works: walks the prerendered page of each registry
 * entry that is a service page (a page describing a service with a schema.org Service block, and
 * every page below one in the registry, so a sub-page that lost its block is still checked) and
 * checks the page names the cities served under its hero's quote button, the same cities as its
 * JSON-LD areaServed. Rules: which pages count comes from the registry's parents, the cities from
 * src/content/business.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { htmlFileFor, siteDir } from '../../server/site/buildOutput';
import { designServiceAreas, serviceAreas } from '../../src/content/business';
import { findEntry, registry, subServiceEntries } from '../sitePages';

interface JsonLdBlock {
  '@type'?: string;
  areaServed?: { '@type': string; name: string }[];
}

const pages = registry.map((entry) => {
  const root = parse(readFileSync(path.join(siteDir(), htmlFileFor(entry.path)), 'utf8'));
  const blocks = root
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent) as JsonLdBlock);
  return { path: entry.path, root, services: blocks.filter((block) => block['@type'] === 'Service') };
});
const byPath = new Map(pages.map((page) => [page.path, page]));
/** A page with a Service block, or below one in the registry. */
const isServicePage = (pagePath: string): boolean => {
  const parent = findEntry(pagePath)?.parent;
  return byPath.get(pagePath)!.services.length > 0 || (parent !== undefined && isServicePage(parent));
};
const servicePages = pages.filter((page) => isServicePage(page.path));

test('the registry has service pages to check, sub-pages included', () => {
  expect(servicePages.map((page) => page.path)).toEqual(
    expect.arrayContaining([
      ...subServiceEntries.map((entry) => entry.path),
      '/services/foundation-repair',
      '/services/fences/repair',
      '/services/fences/sales',
    ]),
  );
});

describe.each(servicePages.map((page) => [page.path, page] as const))('%s', (_path, { root, services }) => {
  test('has one Service block whose areaServed names the cities served', () => {
    expect(services).toHaveLength(1);
    const names = services[0]!.areaServed!.map((area) => area.name);
    // The business's service areas, or the design pages' own list: never a list typed for one page.
    expect([[...serviceAreas], [...designServiceAreas]]).toContainEqual(names);
  });

  test('names the same cities under the hero’s quote button', () => {
    const note = root.querySelectorAll('[data-service-areas]');
    expect(note).toHaveLength(1);
    const text = note[0]!.textContent.replace(/\s+/g, ' ').trim();
    for (const area of services[0]!.areaServed!) expect(text).toContain(area.name);
    // In the hero, with the page's h1 and its quote button.
    const hero = note[0]!.closest('section')!;
    expect(hero.querySelector('h1')).not.toBeNull();
    expect(hero.querySelector('a.btn-primary, button.btn-primary')).not.toBeNull();
  });
});

/**
 * The checks that make adding a page safe: what a new page needs besides its own files is found by
 * convention or checked here, and each failure says what to do.
 * - Every entry exported by an entry file (src/content/**\/*.entry.ts, *.entries.ts) is in the registry.
 * - Every entry's page module exists (src/pages/<module>.tsx), and every page module is some entry's.
 * - Every `sources` file exists; every page file of content/pages/ is some page's source, and every page
 *   that shows reviews lists content/reviews.json (so a page's sitemap lastmod moves with what it shows).
 * - Every `parent` and `screen` is a registered page.
 * - Every internal link in the content (a string starting with "/" that is not a file) is a registered page.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- these checks load each module they find on disk, by its path */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageModuleFile, reviewsSource, type PageEntry } from './pageEntry';
import { reviewPages } from './schemas/testimonials';
import { findEntry, registry } from './registry';

const contentDir = __dirname;
const repoRoot = path.resolve(contentDir, '../..');
const relative = (file: string) => path.relative(repoRoot, file);

/** Every .ts module under src/content (tests left out), as absolute paths. */
const contentModules = readdirSync(contentDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes(`test${path.sep}`))
  .map((file) => path.join(contentDir, file));

const isEntry = (value: unknown): value is PageEntry =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as PageEntry).path === 'string' &&
  typeof (value as PageEntry).module === 'string';

/** The entries each entry file exports (an entry, or a list of them), by export name. */
function exportedEntries(file: string): { name: string; entry: PageEntry }[] {
  const exports = require(file) as Record<string, unknown>;
  return Object.entries(exports).flatMap(([name, value]) =>
    isEntry(value)
      ? [{ name, entry: value }]
      : Array.isArray(value)
        ? value.filter(isEntry).map((entry) => ({ name, entry }))
        : [],
  );
}

const entryFiles = contentModules.filter((file) => /\.entr(y|ies)\.ts$/.test(file));

describe('registration', () => {
  test('finds the entry files', () => {
    expect(entryFiles.length).toBeGreaterThan(0);
  });

  test.each(entryFiles.map((file) => [relative(file), file]))(
    '%s: every entry it exports is in the registry',
    (_name, file) => {
      const registered = new Set(registry);
      const missing = exportedEntries(file)
        .filter(({ entry }) => !registered.has(entry))
        .map(
          ({ name, entry }) =>
            `${relative(file)} exports ${name} (${entry.path}), but src/content/registry.ts does not list it: import ${name} there and add it to \`registry\`, in sitemap order.`,
        );
      expect(missing).toEqual([]);
    },
  );

  test("every entry's page module exists", () => {
    const missing = registry
      .filter((entry) => !existsSync(path.join(repoRoot, pageModuleFile(entry))))
      .map(
        (entry) =>
          `${entry.path} names the page module "${entry.module}", but ${pageModuleFile(entry)} does not exist: write it (its default export is the page's component) or fix \`module\` in the entry.`,
      );
    expect(missing).toEqual([]);
  });

  test('every page module is the module of some entry', () => {
    const used = new Set(registry.map((entry) => pageModuleFile(entry)));
    const unused = readdirSync(path.join(repoRoot, 'src/pages'))
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => `src/pages/${file}`)
      .filter((file) => !used.has(file))
      .map((file) => `${file} is no entry's module: name it in the page's entry (\`module\`), or delete it.`);
    expect(unused).toEqual([]);
  });

  test('every sources file exists', () => {
    const missing = registry.flatMap((entry) =>
      entry.sources
        .filter((source) => !existsSync(path.join(repoRoot, source)))
        .map(
          (source) =>
            `${entry.path} lists "${source}" in its sources, but there is no such file: fix the name (contentSource('<file under src/content, without .ts>')).`,
        ),
    );
    expect(missing).toEqual([]);
  });

  test('every page file of content/pages/ is a source of the pages that show it, and content/reviews.json of every page showing reviews', () => {
    const sources = new Set(registry.flatMap((entry) => entry.sources));
    const unlisted = readdirSync(path.join(repoRoot, 'content/pages'))
      .map((file) => `content/pages/${file}`)
      .filter((file) => !sources.has(file))
      .map((file) => `${file} is no page's source: add pageFileSource('<name>') to the sources of the pages that show it.`);
    // A review is ticked for a page by its key, which is its page module's name ("fenceSales": FenceSales).
    const withoutReviews = reviewPages
      .map((key) => registry.find((entry) => entry.module === key[0]!.toUpperCase() + key.slice(1)))
      .filter((entry): entry is PageEntry => entry !== undefined && !entry.sources.includes(reviewsSource))
      .map((entry) => `${entry.path} shows reviews: add reviewsSource to its sources.`);
    expect([...unlisted, ...withoutReviews]).toEqual([]);
    // Every key names a page module (the check above would pass on a key that names none).
    expect(reviewPages.filter((key) => !registry.some((entry) => entry.module === key[0]!.toUpperCase() + key.slice(1)))).toEqual([]);
  });

  test('every parent and every screen is a registered page, and a screen shares its page module', () => {
    const problems = registry.flatMap((entry) => [
      ...(entry.parent && !findEntry(entry.parent)
        ? [
            `${entry.path} has the parent ${entry.parent}, which is not registered: fix \`parent\` or register that page.`,
          ]
        : []),
      ...(entry.screen && findEntry(entry.screen)?.module !== entry.module
        ? [
            `${entry.path} shows the screen of ${entry.screen}: it must be registered and the entry must name its module.`,
          ]
        : []),
    ]);
    expect(problems).toEqual([]);
  });
});

/** Folders of static files (static/ in the repository, the build's /assets): not pages. */
const fileFolders = /^\/(images|assets)(\/|$)/;

/** Strings in a module's exports that link to a page of the site: "/…", neither a file (extension) nor under a file folder. */
function internalLinks(value: unknown, where: string, seen = new Set<unknown>()): { link: string; where: string }[] {
  if (typeof value === 'string') {
    const target = value.split(/[?#]/)[0]!;
    return /^\/(?!\/)\S*$/.test(value) && !/\.\w+$/.test(target) && !fileFolders.test(target)
      ? [{ link: target, where }]
      : [];
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) =>
    internalLinks(inner, Array.isArray(value) ? `${where}[${key}]` : `${where}.${key}`, seen),
  );
}

describe('links in the content', () => {
  test.each(contentModules.map((file) => [relative(file), file]))(
    '%s links only to registered pages',
    (_name, file) => {
      const module = require(file) as Record<string, unknown>;
      const broken = Object.entries(module)
        .flatMap(([name, value]) => internalLinks(value, name))
        .filter(({ link }) => !findEntry(link))
        .map(
          ({ link, where }) =>
            `${relative(file)} (${where}) links to ${link}, which no registry entry has: add that page's entry to src/content/registry.ts, or fix the link.`,
        );
      expect(broken).toEqual([]);
    },
  );

  test('the check sees a link to an unregistered page', () => {
    expect(internalLinks({ cta: { link: '/services/nowhere#top' }, image: '/images/a.svg' }, 'sample')).toEqual([
      { link: '/services/nowhere', where: 'sample.cta.link' },
    ]);
    expect(findEntry('/services/nowhere')).toBeUndefined();
  });
});

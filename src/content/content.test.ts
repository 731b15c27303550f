/**
 * Every content module, parsed against its schema (src/content/schemas). A page's copy can be
 * typed correctly and still be wrong: an empty title, a link that is not a site path, a rating of 7,
 * an FAQ with two questions. Each module's exports are parsed as one strict object, so an export the
 * schema does not know fails too: new content gets a schema before it lands.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- these checks load each module they find on disk, by its path */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { allImages } from './images';
import { catalogueImage } from './schemas/shapes';
import { subServiceModule } from './schemas/subService';
import * as fences from './fences';
import { fencesContent } from './schemas/fences';

/**
 * Modules under src/content that are not copy: page registry entries (*.entry.ts, *.entries.ts) and
 * the registry itself (checked by registry.test.ts and registration.test.ts), the route list made from
 * it and its lookups, navigation lists built from it, the sub-service registry plumbing, small helpers (figure parser, heading slugs) and the
 * schemas themselves. The image catalogue's entries are parsed below, one by one.
 */
const notCopy = (file: string) =>
  /\.(entry|entries|test)\.ts$/.test(file) ||
  [
    'registry',
    'routeList',
    'pageRoutes',
    'pageEntry',
    'navigation',
    'iconNames',
    'slug',
    'statReading',
    'subServices/subServiceEntry',
    'subServices/index',
  ].includes(file.replace(/\.ts$/, ''));

function contentFiles(): string[] {
  const root = __dirname;
  return ['.', 'subServices']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => path.posix.join(dir, file).replace(/^\.\//, '')),
    )
    .filter((file) => !notCopy(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/**
 * The schema of a content module, by convention: src/content/<name>.ts is described by the export
 * `<name>Content` of src/content/schemas/<name>.ts; every sub-service copy file by `subServiceModule`.
 */
function schemaOf(name: string): z.ZodType | undefined {
  if (name.startsWith('subServices/')) return subServiceModule;
  const file = path.join(__dirname, 'schemas', `${name}.ts`);
  if (!existsSync(file)) return undefined;
  return (require(file) as Record<string, z.ZodType | undefined>)[`${name}Content`];
}

const contentModules = contentFiles().map((name) => ({
  name,
  exports: require(path.join(__dirname, `${name}.ts`)) as object,
  schema: schemaOf(name),
}));

/** zod's issues as one readable line each: "hero.primaryCTA.link: a site path starting with "/"". */
const issuesOf = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(module)'}: ${issue.message}`);

test('every content module has a schema', () => {
  const missing = contentModules
    .filter((module) => !module.schema)
    .map(
      ({ name }) =>
        `src/content/${name}.ts has no schema: write src/content/schemas/${name}.ts exporting \`${name}Content\` (a strict zod object of what ${name}.ts exports).`,
    );
  expect(contentModules.length).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});

test.each(contentModules.filter((module) => module.schema).map((module) => [module.name, module] as const))(
  '%s matches its schema',
  (_name, { exports, schema }) => {
    expect(issuesOf(schema!.safeParse({ ...exports }))).toEqual([]);
  },
);

test.each(allImages.map((image) => [image.key, image] as const))(
  'image %s matches the catalogue shape',
  (_key, image) => {
    expect(issuesOf(catalogueImage.safeParse(image))).toEqual([]);
  },
);

test('a schema rejects bad content with a message that points at it', () => {
  const broken = { ...fences, hero: { ...fences.hero, primaryCTA: { text: ' ', link: 'contact' } } };
  const issues = issuesOf(fencesContent.safeParse(broken));
  expect(issues.length).toBeGreaterThan(0);
  expect(issues.join('\n')).toMatch(/^hero\.primaryCTA/m);
  expect(issuesOf(fencesContent.safeParse({ ...fences, extra: 'an export nobody checks' }))).toEqual([
    expect.stringMatching(/extra/),
  ]);
});

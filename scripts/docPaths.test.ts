/**
 * The README and docs/*.md name files to read: every such path must exist, so a renamed or deleted
 * file cannot leave the map pointing at nothing. A path is a backtick-quoted or linked name under one
 * of the repository's top-level folders, or one of the root files below; a bare file name (`routes.ts`
 * in a row about its folder) is read with its context, and patterns (`*`, `<name>`, `…`) are not
 * files. The README's examples of files an owner or developer creates (the Pergolas page, a photo)
 * are listed as such.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const folders = ['src', 'server', 'scripts', 'e2e', 'docs', 'deploy', 'static', 'photos', 'bench', 'types', '.ci'];
const rootFiles = new Set([
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'webpack.config.ts',
  'jest.config.ts',
  'README.md',
  'eslint.config.js',
  'postcss.config.js',
  '.dependency-cruiser.cjs',
  '.prettierrc.json',
]);
/** Files the README tells a reader to create, as examples. */
const examples = new Set([
  'src/content/schemas/pergolas.ts',
  'src/content/pergolas.ts',
  'src/pages/Pergolas.tsx',
  'src/content/pergolas.entry.ts',
  'photos/fire-pit-allen.jpg',
]);

/** The file paths a Markdown text names. */
export function namedPaths(markdown: string): string[] {
  const candidates = [
    ...[...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!),
    ...[...markdown.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].map((m) => m[1]!),
  ];
  return [
    ...new Set(
      candidates
        .map((candidate) => candidate.replace(/[.,;:]+$/, '').replace(/:\d+(-\d+)?$/, ''))
        .filter((candidate) => !/[*<>…{}$]|\.\.\./.test(candidate) && !/^https?:/.test(candidate))
        .filter(
          (candidate) =>
            (folders.some((folder) => candidate.startsWith(`${folder}/`)) || rootFiles.has(candidate)) &&
            !examples.has(candidate),
        ),
    ),
  ];
}

test.each(documents)('every file path %s names exists', (document) => {
  const text = readFileSync(path.join(root, document), 'utf8');
  const paths = namedPaths(text);
  expect(paths.length).toBeGreaterThan(0);
  const missing = paths.filter(
    (named) =>
      !existsSync(
        path.resolve(root, named.startsWith('docs/') || !document.startsWith('docs/') ? '' : 'docs', named),
      ) && !existsSync(path.join(root, named)),
  );
  expect(missing).toEqual([]);
});

test('the check finds a path that does not exist', () => {
  const named = namedPaths(
    'See `src/content/nowhere.ts` and [the notes](docs/missing.md), not `src/content/<page>.ts`.',
  );
  expect(named).toEqual(['src/content/nowhere.ts', 'docs/missing.md']);
  expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual(named);
});

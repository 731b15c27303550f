/**
 * The loader that lets the minifier drop what the site never uses of React Router
 * (scripts/pureReactRouter.ts), run on the package's own production build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import pureReactRouter from './pureReactRouter';

const productionDir = path.resolve('node_modules/react-router/dist/production');
const run = (source: string, resourcePath = 'chunk.mjs') =>
  pureReactRouter.call({ resourcePath } as LoaderContext<unknown>, source);

/** The file of React Router's production build that holds its components. */
const componentsFile = readdirSync(productionDir)
  .filter((file) => /^chunk-.*\.mjs$/.test(file))
  .map((file) => path.join(productionDir, file))
  .find((file) => readFileSync(file, 'utf8').includes('forwardRef('))!;

test("marks React Router's top-level contexts and components pure and leaves out their displayName lines", () => {
  const source = readFileSync(componentsFile, 'utf8');
  const result = run(source, componentsFile);
  expect(result).toMatch(/^var LocationContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
  expect(result).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  expect(result).not.toMatch(/^\w+\.displayName = /m);
  // Nothing else changes: the same code, less the displayName lines, plus the annotations.
  const plain = (code: string) =>
    code.replace(/\/\* @__PURE__ \*\/ /g, '').replace(/^\w+\.displayName = [^;\n]*;\n/gm, '');
  expect(plain(result)).toBe(plain(source));
});

test('a file without components passes through unchanged', () => {
  const source = 'export const x = 1;\nvar y = new Set([1]);\n';
  expect(run(source)).toBe(source);
});

test('fails the build when React Router changed its output and nothing matches', () => {
  const changed = 'const Link = React.forwardRef(function Link() {});\nexport { Link };\n';
  expect(() => run(changed, 'chunk-new.mjs')).toThrow(/chunk-new\.mjs: .*update scripts\/pureReactRouter\.ts/);
});

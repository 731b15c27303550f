/**
 * A webpack loader that replaces a module of plain data by its value, computed in Node when webpack
 * builds: the module runs once here and the page's script gets its exports as literals (JSON), not
 * the code and the imports that made them. webpack.config.ts applies it to src/content/routeList.ts,
 * so start-up carries the route list without the registry behind it.
 *
 * Only for modules whose every export is JSON data. The value is computed from the build's files as
 * they are when it starts, so the dev server (which rebuilds on edits) leaves the module as it is.
 */
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'webpack';

export default async function buildTimeValue(this: LoaderContext<unknown>): Promise<string> {
  // Its value depends on modules webpack does not see it import: never reuse it from the cache.
  this.cacheable(false);
  const exports = (await import(pathToFileURL(this.resourcePath).href)) as Record<string, unknown>;
  return Object.entries(exports)
    .map(([name, value]) => {
      if (typeof value === 'function') throw new Error(`${this.resourcePath}: export ${name} is not data`);
      return `export const ${name} = ${JSON.stringify(value)};\n`;
    })
    .join('');
}

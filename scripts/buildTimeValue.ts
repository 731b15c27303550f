/**
 * A webpack loader that replaces a module of plain data by its value, computed in Node when webpack
 * builds: the module runs once here and the page's script gets its exports as literals (JSON), not
 * the code and the imports that made them. webpack.config.ts applies it to src/content/routeList.ts,
 * so start-up carries the route list without the registry behind it.
 *
 * Also applied to the modules of the owner's pictures and gallery projects (src/content/images/*.ts,
 * src/content/galleryProjects.ts), which read files in Node. Only for modules whose every export is JSON data. The value is computed from the build's files as
 * they are when it starts, so the dev server (which rebuilds on edits) leaves the module as it is.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'webpack';

/** The owner's folders a data module may read: the dev server rebuilds it when one of them changes. */
const dataFolders = ['content', 'photos', 'static/images'];

export default async function buildTimeValue(this: LoaderContext<unknown>): Promise<string> {
  // Its value depends on modules and files webpack does not see it import: never reuse it from the
  // persistent cache (webpack.config.ts).
  this.cacheable(false);
  for (const folder of dataFolders) this.addContextDependency(path.resolve(folder));
  // A rebuild imports the module afresh (Node keeps a module once imported): the files it reads may have changed.
  const fresh = this.mode === 'production' ? '' : `?build=${Date.now()}`;
  const exports = (await import(pathToFileURL(this.resourcePath).href + fresh)) as Record<string, unknown>;
  return Object.entries(exports)
    .map(([name, value]) => {
      if (typeof value === 'function') throw new Error(`${this.resourcePath}: export ${name} is not data`);
      const literal = JSON.stringify(value);
      return name === 'default' ? `export default ${literal};\n` : `export const ${name} = ${literal};\n`;
    })
    .join('');
}

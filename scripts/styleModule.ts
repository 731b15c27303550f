/**
 * A webpack loader that turns a module written in TypeScript into the stylesheet it exports as its
 * default string (src/styles/*.style.ts): the module runs once here, in Node, when webpack builds, and
 * the CSS loaders after it treat its value as a .css file. For rules that follow the site's data (one
 * per service or kind of job) and so must not be typed by hand beside it.
 */
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'webpack';

export default async function styleModule(this: LoaderContext<unknown>): Promise<string> {
  // Its value depends on modules webpack does not see it import: never reuse it from the cache.
  this.cacheable(false);
  const { default: stylesheet } = (await import(pathToFileURL(this.resourcePath).href)) as { default?: unknown };
  if (typeof stylesheet !== 'string') throw new Error(`${this.resourcePath}: its default export is not a stylesheet`);
  return stylesheet;
}

/**
 * Where the build output is: its folder (OUT_DIR), the HTML file behind each registry path, and which
 * paths are pages. Light on purpose (node:path and the page registry only), so the build scripts, the webpack
 * config and the browser tests can import it as well as the server.
 */
import path from 'node:path';
import { registry } from '../../src/content/registry';

/**
 * The build folder, absolute: OUT_DIR (default dist), relative to `base` (the working directory
 * unless told). Every reader of the build asks here, so one variable moves them all.
 */
export function siteDir(base: string = process.cwd()): string {
  return path.resolve(base, process.env.OUT_DIR ?? 'dist');
}

/** Build-relative HTML file of a registry path: "/" -> index.html, "/about" -> about/index.html. */
export function htmlFileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/** Every page's path, from the registry: the only paths served as pages. */
export const registryPaths: ReadonlySet<string> = new Set(registry.map((r) => r.path));

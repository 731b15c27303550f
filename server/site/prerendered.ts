/**
 * The prerendered pages in the build, read for the lead API: the page a no-JS form was posted from,
 * for the 422 re-render and the check-and-send page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlFileFor, pagePaths } from './files';

export class PrerenderedPages {
  /** The paths that are pages (the registry's). */
  readonly routePaths: ReadonlySet<string> = pagePaths;

  constructor(private readonly distDir: string) {}

  /** The page's HTML, or null when the route is unknown or not built. */
  async html(routePath: string): Promise<string | null> {
    if (!this.routePaths.has(routePath)) return null;
    try {
      return await readFile(path.join(this.distDir, htmlFileFor(routePath)), 'utf8');
    } catch {
      return null;
    }
  }
}

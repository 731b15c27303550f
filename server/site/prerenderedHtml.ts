/**
 * A registry path's prerendered HTML as text, read from the build for the lead API to rewrite: the
 * page a no-JS form was posted from, for the 422 re-render and the check-and-send document
 * (server/leads/noScriptHtml.ts). Serving the same files to visitors is htmlFiles.ts's job.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlFileFor, registryPaths } from './buildOutput';

export class PrerenderedHtml {
  /** The registry's paths: no other path has a prerendered file. */
  readonly routePaths: ReadonlySet<string> = registryPaths;

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

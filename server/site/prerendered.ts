/**
 * The prerendered pages in the build, read for the lead features: per-response filling of the forms'
 * hidden fields (only pages that have them are kept in memory; the rest keep being streamed from
 * disk), and the page a no-JS form was posted from, for the 422 re-render.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileFormPage, type FormPageTemplate } from '../leads/pages';
import { htmlFileFor, pagePaths } from './files';

export class PrerenderedPages {
  private readonly templates = new Map<string, Promise<FormPageTemplate | null>>();

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

  /**
   * The route's form template when its HTML has hidden fields to fill, else null (serve the file
   * as it is). Read once per route and kept: the build does not change under a running server.
   */
  template(routePath: string): Promise<FormPageTemplate | null> {
    let template = this.templates.get(routePath);
    if (!template) {
      template = this.html(routePath).then((html) => {
        if (html === null) {
          // Not built (yet): ask again next time rather than remembering the absence.
          this.templates.delete(routePath);
          return null;
        }
        const compiled = compileFormPage(html);
        return compiled.hasFormFields ? compiled : null;
      });
      this.templates.set(routePath, template);
    }
    return template;
  }
}

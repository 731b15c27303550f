/**
 * Test fixtures of the owner's content: invented gallery projects, case studies and the pictures'
 * claims they need, in e2e/fixtures/content/, never shipped. The site shows only the owner's jobs
 * (content/gallery/, content/case-studies/: empty until the owner adds one), so the tests of the
 * gallery's overlay and filter and of the case study pages need jobs of their own. A build or a
 * test process reads them only when the build-time setting CONTENT_FIXTURES names their folder
 * (`npm test` sets it for its build and its test processes: scripts/pretest.mjs, jest.config.ts);
 * a production build never sets it. Node only: the modules calling this are replaced by their
 * values when webpack builds.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The build-time setting naming the fixture folder, from the project's root. */
export const CONTENT_FIXTURES = 'CONTENT_FIXTURES';

/** The fixture folder the setting names, or undefined (the shipped site). */
export const contentFixturesDir = (): string | undefined => process.env[CONTENT_FIXTURES] || undefined;

/**
 * A fixture folder's or file's path under the project's `root` ("gallery", "pictures.json"), read
 * after the owner's; undefined without the setting, or when `root` has no fixtures (a test's
 * temporary copy of content/).
 */
export function fixturePath(name: string, root = '.'): string | undefined {
  const dir = contentFixturesDir();
  if (!dir) return undefined;
  const found = path.join(root, dir, name);
  return existsSync(found) ? found : undefined;
}

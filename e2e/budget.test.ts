/** The initial-JS budget: no route may need more than 100 KB of gzipped JavaScript to start. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../src/routes';
import { htmlPathFor, initialJsOf } from '../scripts/initialJs';

const BUDGET_BYTES = 100 * 1024;
const distDir = path.resolve(process.env.E2E_DIST_DIR ?? process.env.OUT_DIR ?? 'dist');

test.each([...routes.map((r) => r.path), '404'])('%s starts with at most 100 KB of gzipped JavaScript', (routePath) => {
  const file = routePath === '404' ? path.join(distDir, '404.html') : htmlPathFor(distDir, routePath);
  const { files, gzipBytes } = initialJsOf(readFileSync(file, 'utf8'), distDir);
  expect(files.length).toBeGreaterThanOrEqual(3); // runtime, vendor, main at least
  expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('every page module the crawl saw is preloaded, so the measure includes it', () => {
  const html = readFileSync(htmlPathFor(distDir, '/about'), 'utf8');
  expect(html).toMatch(/<link[^>]+rel="preload"[^>]+as="script"[^>]+href="\/assets\/page-about\.[0-9a-f]+\.js"/);
});

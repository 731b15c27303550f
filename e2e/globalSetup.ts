/**
 * Starts the real production server on a free loopback port, serving the build in dist/ (made by
 * `npm test`'s pretest step), and tells the test workers its URL through E2E_BASE_URL.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestServer } from './testServer';

export default async function globalSetup() {
  const distDir = path.resolve(process.env.OUT_DIR ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: build the site first (npm run build), npm test does it for you`);
  }
  const server = await startTestServer(distDir);
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DIST_DIR = distDir;
  (globalThis as Record<string, unknown>).__E2E_SERVER__ = server;
}

/**
 * Starts the real production server on a free loopback port, serving the build in dist/ (made by
 * `npm test`'s pretest step), and tells the test workers (other processes) where things are:
 * - E2E_BASE_URL: the server;
 * - OUT_DIR: the build it serves, made absolute (siteDir() in a worker or a child process finds it);
 * - E2E_LEADS_DB: its lead store, a temp SQLite file (open it with openSqliteStore to check leads);
 * - E2E_MAIL_DIR: where its SMTP sink writes each received e-mail as <n>.eml (readMime parses one).
 * See e2e/testServer.ts for the settings, and for starting a server of your own in a test.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteDir } from '../server/site/buildOutput';
import { startTestServer } from './testServer';

export default async function globalSetup() {
  const distDir = siteDir();
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: build the site first (npm run build), npm test does it for you`);
  }
  const mailDir = mkdtempSync(path.join(tmpdir(), 'e2e-mail-'));
  const server = await startTestServer(distDir, { mailDir });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.OUT_DIR = distDir;
  process.env.E2E_LEADS_DB = server.dbPath;
  process.env.E2E_MAIL_DIR = mailDir;
  (globalThis as Record<string, unknown>).__E2E_SERVER__ = server;
}

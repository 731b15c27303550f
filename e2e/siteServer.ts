/**
 * The run's shared server, for the browser tests (e2e/) and the built-page checks (e2e/built-pages/):
 * the real production server on a free loopback port, serving the build in dist/ (made by `npm test`'s
 * pretest step). Both projects' globalSetups call startSiteServer(); the first starts it, the second
 * finds it running. It tells the test workers (other processes) where things are:
 * - E2E_BASE_URL: the server;
 * - OUT_DIR: the build it serves, made absolute (siteDir() in a worker or a child process finds it);
 * - E2E_LEADS_DB: its lead store, a temp SQLite file (open it with openSqliteStore to check leads);
 * - E2E_MAIL_DIR: where its SMTP sink writes each received e-mail as <n>.eml (readMime parses one).
 * See e2e/testServer.ts for the settings, and for starting a server of your own in a test.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteDir } from '../server/site/buildOutput';
import { startTestServer, type TestServer } from './testServer';

// Kept on globalThis: each project's globalSetup may load this module afresh.
const shared = globalThis as { __E2E_SERVER__?: TestServer | null };

export async function startSiteServer(): Promise<void> {
  if (shared.__E2E_SERVER__) return;
  const distDir = siteDir();
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: build the site first (npm run build), npm test does it for you`);
  }
  const mailDir = mkdtempSync(path.join(tmpdir(), 'e2e-mail-'));
  const running = await startTestServer(distDir, { mailDir });
  shared.__E2E_SERVER__ = running;
  process.env.E2E_BASE_URL = running.baseUrl;
  process.env.OUT_DIR = distDir;
  process.env.E2E_LEADS_DB = running.dbPath;
  process.env.E2E_MAIL_DIR = mailDir;
}

/** Stops the shared server (its store and SMTP sink with it) and removes its e-mails' directory. */
export async function stopSiteServer(): Promise<void> {
  const server = shared.__E2E_SERVER__;
  shared.__E2E_SERVER__ = null;
  await server?.close();
  if (process.env.E2E_MAIL_DIR) rmSync(process.env.E2E_MAIL_DIR, { recursive: true, force: true });
}

/**
 * The server the browser tests talk to: the real app (static site + lead API) on a random loopback
 * port, with its lead store on a temp SQLite file (never data/leads.db) and a real SMTP sink.
 *
 * A test file that needs a server of its own for all its tests: `const server = serverForFile();`,
 * then `server().baseUrl`. One test that needs its own (its own sink, a store that fails, other limits):
 *
 *   const server = await startTestServer(siteDir(), { failFirstCommits: 2 });   // siteDir: server/site/buildOutput.ts
 *   // … drive Chromium at server.baseUrl …
 *   await server.smtp.waitFor(1);                 // the e-mail arrived (server.smtp.messages[0].text …)
 *   expect(await server.leads()).toHaveLength(1); // what the store holds (with job statuses)
 *   await server.close();
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/buildServer';
import { freePort } from '../server/freePort';
import { siteDir } from '../server/site/buildOutput';
import { defaultLeadConfig, type LeadConfig } from '../server/leads/config';
import { openSqliteStore } from '../server/leads/sqliteStore';
import type { LeadRecord } from '../server/leads/store';
import {
  failFirstCommits as failingStore,
  readMime,
  startSmtpSink,
  type ReceivedMail,
  type SmtpSink,
} from '../server/leads/test/fixtures';

export { readMime };

export interface TestServerOptions {
  /**
   * The first N lead commits fail (the API answers 503, nothing stored), then the store works:
   * for "a server that fails twice still ends in one lead".
   */
  failFirstCommits?: number;
  /** Lead settings to change (defaults below: rate limit 1000/min, fill time 0, fast retries). */
  lead?: Partial<LeadConfig>;
  /** Also write each received e-mail to this directory as <n>.eml (for other processes). */
  mailDir?: string;
  /** False: the lead API alone (`npm run start:api`), for tests that serve the pages with nginx. */
  site?: boolean;
  /**
   * SITE_URL is this server's own origin, so the links in its e-mails (the booking's reschedule and
   * cancel links) open on it: for tests that follow them in the browser.
   */
  linksToSelf?: boolean;
}

export interface TestServer {
  baseUrl: string;
  /** The SQLite file of this server's leads. */
  dbPath: string;
  /** The real SMTP server receiving this server's lead e-mails. */
  smtp: SmtpSink;
  /** Every stored lead, newest first, with its outbox jobs. */
  leads: () => Promise<LeadRecord[]>;
  /** How many commits the failing store has refused so far (0 without failFirstCommits). */
  failedCommits: () => number;
  close: () => Promise<void>;
}

export async function startTestServer(distDir: string, options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-leads-'));
  const smtp = await startSmtpSink({ saveTo: options.mailDir });
  const store = openSqliteStore(path.join(dir, 'leads.db'));
  const failing = options.failFirstCommits ? failingStore(store, options.failFirstCommits) : null;
  // A port probed free can be taken before the server binds it (other test files run at the same time): retry.
  for (let attempt = 1; ; attempt++) {
    const port = options.linksToSelf ? await freePort() : 0;
    try {
      return await listening(distDir, options, { dir, smtp, store, failing, port });
    } catch (error) {
      if (!options.linksToSelf || (error as { code?: string }).code !== 'EADDRINUSE' || attempt >= 5) {
        await store.close();
        await smtp.close();
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

async function listening(
  distDir: string,
  options: TestServerOptions,
  parts: {
    dir: string;
    smtp: SmtpSink;
    store: ReturnType<typeof openSqliteStore>;
    failing: ReturnType<typeof failingStore> | null;
    port: number;
  },
): Promise<TestServer> {
  const { dir, smtp, store, failing, port } = parts;
  const config: LeadConfig = {
    ...defaultLeadConfig,
    sqlitePath: path.join(dir, 'leads.db'),
    smtpUrl: smtp.url,
    notifyTo: 'office@blackland.test',
    // Browser tests post many forms from one IP, quickly: documented knobs, not switched-off checks.
    rateLimitPerMinute: 1000,
    minFillMs: 0,
    retryBaseMs: 100,
    retryCapMs: 1000,
    pollIntervalMs: 100,
    ...(port ? { siteUrl: `http://127.0.0.1:${port}` } : {}),
    ...options.lead,
  };
  const app = await buildServer({ distDir, site: options.site, leads: { config, store: failing ?? store } });
  try {
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    dbPath: config.sqlitePath,
    smtp,
    leads: () => store.listLeads(),
    failedCommits: () => failing?.failedCommits() ?? 0,
    close: async () => {
      // The test is done with this server: a connection Chromium still holds to it (one it opened
      // ahead of a request it never sent) is not idle to Node, and app.close() waited for Node's
      // 30-second connection check to drop it (leads.test.ts lost 30 s in two or three of its tests).
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await store.close();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * From a test worker: the leads the shared server (globalSetup) has stored so far, newest first, with
 * their outbox jobs (an e-mail job with status "sent" has reached the SMTP sink).
 */
/**
 * The owner's e-mail of a lead the server stored (the only kind that names the lead, in X-Lead-Id):
 * the visitor's receipt goes out beside it, and may arrive first.
 */
export async function ownerMail(server: Pick<TestServer, 'smtp'>, leadId?: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = server.smtp.messages.find((m) =>
      leadId ? m.headers['x-lead-id'] === leadId : Boolean(m.headers['x-lead-id']),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no owner's e-mail among ${server.smtp.messages.length} sent`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function sharedServerLeads(): Promise<LeadRecord[]> {
  const file = process.env.E2E_LEADS_DB;
  if (!file) throw new Error('E2E_LEADS_DB is not set: run through jest (e2e/globalSetup.ts)');
  const store = openSqliteStore(file);
  try {
    return await store.listLeads();
  } finally {
    await store.close();
  }
}

/** From a test worker: the e-mails the shared server's SMTP sink has received, oldest first. */
export function sharedServerMails(): Omit<ReceivedMail, 'from' | 'to'>[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through jest (e2e/globalSetup.ts)');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(`${dir}/${name}`, 'utf8');
      return { raw, ...readMime(raw) };
    });
}

/**
 * One server of the test file's own (its own store and SMTP sink, so what a test finds there is
 * what that file sent) for the enclosing describe (or file): started before its first test, closed
 * after its last. It serves the build in dist/, or the one `distDir` returns once the tests run (a
 * build the file made in its own beforeAll). Returns a getter, since the server exists only then.
 */
export function serverForFile(options: TestServerOptions & { distDir?: () => string } = {}): () => TestServer {
  const { distDir = siteDir, ...serverOptions } = options;
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(distDir(), serverOptions);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('serverForFile: no server outside the tests');
    return server;
  };
}

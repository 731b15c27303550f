/**
 * Real parts for tests (unit tests, browser tests through e2e/testServer.ts, the lead benchmark): an SMTP server
 * that keeps what it receives, a store wrapper that fails its first N commits, a small MIME reader
 * for the e-mails we send, and the setup of the notification tests' servers. Not used by the
 * production server.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildServer } from '../../buildServer';
import { freePort } from '../../freePort';
import { defaultLeadConfig, type LeadConfig } from '../config';
import type { LeadStore } from '../store';
import { signFormToken } from '../tokens';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>: give it to SMTP_URL / LeadConfig.smtpUrl. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves when at least `count` messages have arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port, without TLS or authentication. With `saveTo`, each
 * message is also written there as <n>.eml, for tests running in other processes (readMime reads it).
 */
export async function startSmtpSink(options: { saveTo?: string } = {}): Promise<SmtpSink> {
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (options.saveTo)
          writeFileSync(path.join(options.saveTo, `${String(messages.length + 1).padStart(4, '0')}.eml`), raw);
        messages.push({
          ...readMime(raw),
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client killed mid-conversation (the benchmark's SIGKILL) resets its connection: the server
  // reports it as an 'error' event, which would end the process. A real mail server carries on too.
  server.on('error', () => {});
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP sink has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}?ignoreTLS=true`,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Wraps a store so its first `failures` inserts throw before touching the database (as a commit
 * that fails would): nothing is stored and the API must answer 503, never a false success.
 */
export function failFirstCommits(store: LeadStore, failures: number): LeadStore & { failedCommits: () => number } {
  let failed = 0;
  return Object.assign(Object.create(store) as LeadStore, {
    dialect: store.dialect,
    insertLead: async (...args: Parameters<LeadStore['insertLead']>) => {
      if (failed < failures) {
        failed += 1;
        throw new Error(`injected commit failure ${failed} of ${failures}`);
      }
      return store.insertLead(...args);
    },
    failedCommits: () => failed,
  });
}

/**
 * The setup the notification tests (outbox.test.ts, services.test.ts) share: servers without a
 * dist/, each on a SQLite file in its own temp dir, notifying an office inbox and retrying within
 * milliseconds (production: 1 s doubling to 30 s), and JSON posts that pass the fill-time check.
 * `name` tells the temp dirs and idempotency keys of one test file from another's; the test file
 * calls removeTempDirs in its afterAll.
 */
export function notifyingServers(name: string, tokenSecret: string) {
  const dirs: string[] = [];
  let posted = 0;
  return {
    /** A database path in a new temp dir. */
    tempDb(): string {
      const dir = mkdtempSync(path.join(tmpdir(), `leads-${name}-`));
      dirs.push(dir);
      return path.join(dir, 'leads.db');
    },
    removeTempDirs(): void {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
    config(sqlitePath: string, overrides: Partial<LeadConfig> = {}): LeadConfig {
      return {
        ...defaultLeadConfig,
        sqlitePath,
        tokenSecret,
        rateLimitPerMinute: 1000,
        notifyTo: 'office@blackland.test',
        mailFrom: 'Website <web@blackland.test>',
        retryBaseMs: 20,
        retryCapMs: 100,
        pollIntervalMs: 25,
        ...overrides,
      };
    },
    /** The whole server on `config` (pages answer 404: the dist/ beside the database does not exist), ready. */
    async start(config: LeadConfig): Promise<FastifyInstance> {
      const app = await buildServer({
        distDir: path.join(path.dirname(config.sqlitePath), 'no-dist'),
        leads: { config },
      });
      await app.ready();
      return app;
    },
    /**
     * Posts `fields` as JSON from the site's origin, with a fresh idempotency key and a token signed
     * 10 s ago (past the fill time, far from expiry); `fields` may replace either.
     */
    postLead(app: FastifyInstance, fields: Record<string, unknown>) {
      return app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        payload: JSON.stringify({
          idempotencyKey: `${name}-key-${++posted}-${Date.now()}`,
          formToken: signFormToken(tokenSecret, Date.now() - 10_000),
          ...fields,
        }),
      });
    },
  };
}

/** Splits a (non-nested or one-level multipart) message into headers, text and HTML bodies. */
export function readMime(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const parts: { headers: Record<string, string>; body: string }[] = [];
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const partType = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(partType)?.[1];
    if (/^multipart\//i.test(partType) && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const inner = splitHead(chunk.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
    } else {
      parts.push({ headers: partHeaders, body: decodeBody(partBody, partHeaders['content-transfer-encoding']) });
    }
  };
  collect({ ...headers, 'content-type': type }, body);
  const find = (kind: string) =>
    parts.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(kind))?.body ?? '';
  return { headers, text: find('text/plain'), html: find('text/html') };
}

/** The text/calendar part of a raw message (nodemailer writes it 7bit, base64 or quoted-printable): a booking's invite. */
export function calendarPart(raw: string): string {
  const match =
    /Content-Type: text\/calendar[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([^\r\n]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  if (!match) throw new Error('no text/calendar part');
  const [, encoding, body] = match;
  if (/base64/i.test(encoding!)) return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  // 7bit or 8bit: as it is ("RSVP=FALSE" is not an escape).
  if (!/quoted-printable/i.test(encoding!)) return body!;
  return body!
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const text = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i += 1) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(text[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/**
 * A tiny dist/ for server tests, with forms shaped like the real ones (the contract between pages
 * and the lead API: hidden kind/formId/idempotencyKey/formToken, the honeypot, control ids "<formId>-<field>"), so the tests do
 * not depend on a build.
 */
export function fixtureHtmlFiles(): Record<string, string> {
  const hidden = (kind: string, formId: string) =>
    `<input type="hidden" name="kind" value="${kind}"><input type="hidden" name="formId" value="${formId}"><input type="hidden" name="idempotencyKey" value=""><input type="hidden" name="formToken" value="">` +
    `<div class="hp" aria-hidden="true"><label for="${formId}-website">Website</label><input id="${formId}-website" name="website" tabindex="-1" autocomplete="off"></div>`;
  const option = (value: string) => `<option value="${value}">${value}</option>`;
  const quoteForm = (formId: string) =>
    `<form method="post" action="/api/leads" aria-label="Quote request">${hidden('quote', formId)}` +
    `<label for="${formId}-firstName">First name</label><input id="${formId}-firstName" name="firstName" required="" maxlength="100">` +
    `<label for="${formId}-lastName">Last name</label><input id="${formId}-lastName" name="lastName" required="">` +
    `<label for="${formId}-email">Email</label><input id="${formId}-email" name="email" type="email" aria-describedby="${formId}-email-hint"><p id="${formId}-email-hint">We reply by e-mail.</p>` +
    `<label for="${formId}-phone">Phone</label><input id="${formId}-phone" name="phone" type="tel">` +
    `<label for="${formId}-address">Address</label><input id="${formId}-address" name="address">` +
    `<label for="${formId}-fenceType">Fence type</label><select id="${formId}-fenceType" name="fenceType"><option value="" disabled="" selected="">Choose</option>${['cedar', 'ornamental', 'composite', 'chainlink', 'custom', 'unsure'].map(option).join('')}</select>` +
    `<label for="${formId}-timeline">Timeline</label><select id="${formId}-timeline" name="timeline"><option value="" selected="">Choose</option>${['immediately', '1month', '3months', 'planning'].map(option).join('')}</select>` +
    `<label for="${formId}-message">Details</label><textarea id="${formId}-message" name="message"></textarea>` +
    `<label for="${formId}-referralSource">Heard</label><select id="${formId}-referralSource" name="referralSource"><option value="" selected="">Choose</option>${['google', 'facebook', 'friend', 'neighbor', 'other'].map(option).join('')}</select>` +
    `<input id="${formId}-privacyConsent" type="checkbox" name="privacyConsent" value="yes"><label for="${formId}-privacyConsent">I agree</label>` +
    `<button type="submit">Request my free quote</button></form>`;
  const contactForm =
    `<form method="post" action="/api/leads" aria-label="Send us a message">${hidden('contact', 'contact')}` +
    `<label for="contact-name">Name</label><input id="contact-name" name="name">` +
    `<label for="contact-email">Email</label><input id="contact-email" name="email" type="email">` +
    `<label for="contact-phone">Phone</label><input id="contact-phone" name="phone" type="tel">` +
    `<label for="contact-message">Message</label><textarea id="contact-message" name="message"></textarea>` +
    `<button type="submit">Send message</button></form>`;
  const page = (title: string, main: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script type="application/ld+json">{"@type":"Organization"}</script><script defer src="/assets/main.js"></script></head>` +
    `<body><div id="root"><main><h1>${title}</h1><!-- -->${main}</main><dialog id="quote-dialog">${quoteForm('dialog')}</dialog></div></body></html>`;
  return {
    'index.html': page('Home', '<p>Welcome</p>'),
    'contact/index.html': page('Contact', contactForm),
    'services/fences/sales/index.html': page('Fence sales', quoteForm('sales-hero') + quoteForm('sales-get-quote')),
    'thank-you/index.html': page('Thank you', '<p>We reply within 24 hours.</p>'),
    'about/index.html': '<!DOCTYPE html><html><head><title>About</title></head><body><h1>About</h1></body></html>',
  };
}

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Creates a new, empty database `name` on this server and returns its URL (one per test keeps tests independent). */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway PostgreSQL server (Debian's binaries: /usr/lib/postgresql/<version>/bin) in a temp dir on a free
 * loopback port. Throws (so the test fails, never skips) when the binaries are missing.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      'PostgreSQL binaries not found under /usr/lib/postgresql: apt-get install -y postgresql (.ci/run does it)',
    );
  const bin = path.join(root, versions[0]!, 'bin');
  const dir = mkdtempSync('/tmp/leads-pg-');
  const data = path.join(dir, 'data');
  // initdb refuses to run as root: run the server as the postgres user, owning the temp dir.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, command),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args,
      { stdio: 'pipe', timeout: 60_000 },
    );
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: (name) => createDatabaseOn(url, name),
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The run's PostgreSQL server: the one the unit project's jest globalSetup
 * (server/leads/test/globalSetup.ts) started for every test file, or, outside such a run, one of
 * this file's own (stopped by stop()). Each test file or test makes its own databases on it.
 */
async function runPostgres(): Promise<TestPostgres> {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) return startPostgres();
  return { url, createDatabase: (name) => createDatabaseOn(url, name), stop: async () => undefined };
}

async function createDatabaseOn(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return url.replace(/\/postgres$/, `/${name}`);
}

/**
 * For a jest file that runs the store on both databases: the run's PostgreSQL server (see
 * runPostgres; name the databases you create after the file, since other files share the server)
 * and a temp folder for SQLite files (`prefix` names it), there from before the file's first test to
 * after its last. Read the fields inside tests and hooks, not at the file's top level (they are set
 * in beforeAll).
 */
export function testDatabases(prefix: string): { readonly postgres: TestPostgres; readonly dir: string } {
  const databases = {} as { postgres: TestPostgres; dir: string };
  beforeAll(async () => {
    databases.dir = mkdtempSync(path.join(tmpdir(), prefix));
    databases.postgres = await runPostgres();
  }, 60_000);
  afterAll(async () => {
    await databases.postgres?.stop();
    if (databases.dir) rmSync(databases.dir, { recursive: true, force: true });
  });
  return databases;
}

export interface TestRedis {
  /** redis://127.0.0.1:<port>: give it to REDIS_URL / LeadConfig.redisUrl. */
  url: string;
  /** The redis-server process. */
  pid: number;
  /** SIGSTOP: the server keeps its socket open but answers nothing (a hung Redis). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /** Stops the server (its data goes with it: it saves nothing). */
  stop(): Promise<void>;
}

/**
 * Starts a throwaway Redis (Debian's redis-server) on a free loopback port, saving nothing to disk.
 * Throws (so the test fails, never skips) when the binary is missing.
 */
export async function startRedis(): Promise<TestRedis> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));
  if (!binary) throw new Error('redis-server not found: apt-get install -y redis-server (.ci/run does it)');
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-redis-'));
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  // Ready when it accepts a connection on its port.
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGCONT');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's Redis, started once by the unit project's jest globalSetup (server/leads/test/globalSetup.ts):
 * its address, and pause()/resume() to make it hang and answer again. Only one test file uses it
 * (files run in parallel: a second one would see the first one's pauses and flushes).
 */
export function runRedis(): Pick<TestRedis, 'url' | 'pause' | 'resume'> {
  const url = process.env.TEST_REDIS_URL;
  const pid = Number(process.env.TEST_REDIS_PID);
  if (!url || !pid) throw new Error("TEST_REDIS_URL is not set: the unit project's globalSetup starts Redis");
  return { url, pause: () => process.kill(pid, 'SIGSTOP'), resume: () => process.kill(pid, 'SIGCONT') };
}

/**
 * A Redis that can stop without stopping the run's Redis: a loopback port passing every connection
 * through to `url`. stop() closes the port and cuts every connection, so a client sees what it sees
 * when the server goes away (the connection drops, reconnecting is refused).
 */
export async function redisThatStops(url: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('redisThatStops: no port');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    async stop() {
      const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/**
 * The store contract, run against both databases (one Kysely implementation): SQLite on a temp file and PostgreSQL on a
 * real server this test starts (initdb + pg_ctl in /tmp; fails, never skips, without the binaries).
 * Then the whole API once on PostgreSQL, with a real SMTP server.
 */
import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../buildServer';
import { defaultLeadConfig } from './config';
import { DatabaseSync } from 'node:sqlite';
import { migrations } from './migrations';
import { openPostgresStore } from './postgresStore';
import { openSqliteStore } from './sqliteStore';
import type { JobKind, LeadStore, NewLead } from './store';
import { startSmtpSink, testDatabases, type SmtpSink } from './test/fixtures';
import { signFormToken } from './tokens';
import { business } from '../../src/content/business';
import { requestReference } from '../bookings/visitorMail';

const scratch = testDatabases('leads-store-');

let n = 0;
function lead(overrides: Partial<NewLead> = {}): NewLead {
  n += 1;
  return {
    id: `lead-${n}-${Date.now()}`,
    idempotencyKey: `key-${n}-${Date.now()}`,
    kind: 'contact',
    formId: 'contact',
    data: { name: `Visitor ${n}`, email: 'v@example.com', message: 'Hello "world" <b>ünïcode</b>\nline 2' },
    spamReason: null,
    ip: '127.0.0.1',
    userAgent: 'jest',
    page: '/contact',
    createdAt: Date.now(),
    ...overrides,
  };
}

type Opener = () => Promise<LeadStore>;
let sqliteCount = 0;
const openers: [string, Opener][] = [
  [
    'SQLite',
    async () => {
      sqliteCount += 1;
      return openSqliteStore(path.join(scratch.dir, `nested-${sqliteCount}`, 'leads.db'));
    },
  ],
  ['PostgreSQL', async () => openPostgresStore(await freshDatabase())],
];

/** A new, empty database on the test's PostgreSQL server (a fresh one per test keeps them independent). */
function freshDatabase(): Promise<string> {
  return scratch.postgres.createDatabase(`leads_${++sqliteCount}`);
}

describe.each(openers)('%s store', (_name, open) => {
  let store: LeadStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it('stores a lead with its jobs and reads it back intact', async () => {
    const input = lead({ spamReason: null });
    expect(await store.insertLead(input, ['email', 'webhook'])).toEqual({ id: input.id, created: true });
    const [stored] = await store.listLeads();
    expect(stored).toMatchObject({
      ...input,
      jobs: [
        expect.objectContaining({ kind: 'email', status: 'pending', attempts: 0 }),
        expect.objectContaining({ kind: 'webhook', status: 'pending' }),
      ],
    });
    expect(await store.countLeads()).toBe(1);
  });

  it('creates one lead for one idempotency key, even under concurrent inserts', async () => {
    const key = 'same-key-123456';
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.insertLead(lead({ idempotencyKey: key }), ['email'])),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await store.countLeads()).toBe(1);
    expect((await store.listLeads())[0]!.jobs).toHaveLength(1);
  });

  it('lets a real lead replace a replaceable spam lead of its key, once, and counts token uses', async () => {
    const spam = lead({ spamReason: 'token-too-young', formToken: 't-1' });
    expect(await store.insertLead(spam, [])).toEqual({ id: spam.id, created: true });
    const options = { replaceableSpam: ['token-too-young'] };
    // Another spam post with the key changes nothing.
    expect(await store.insertLead({ ...spam, id: 'other-1', spamReason: 'token-too-young' }, [], options)).toEqual({
      id: spam.id,
      created: false,
    });
    const real = {
      ...lead({ formToken: 't-2', reviewReason: 'token-expired' }),
      idempotencyKey: spam.idempotencyKey,
      data: { name: 'Real', message: 'hi' },
    };
    expect(await store.insertLead(real, ['email'], options)).toEqual({
      id: spam.id,
      created: true,
      replacedSpam: 'token-too-young',
    });
    expect(await store.insertLead({ ...real, id: 'other-2' }, ['email'], options)).toEqual({
      id: spam.id,
      created: false,
    });
    const [stored] = await store.listLeads();
    expect(stored).toMatchObject({
      id: spam.id,
      spamReason: null,
      reviewReason: 'token-expired',
      data: { name: 'Real' },
      jobs: [expect.objectContaining({ kind: 'email', status: 'pending' })],
    });
    expect(await store.countLeads()).toBe(1);
    expect(await store.countFormTokenUses('t-2')).toBe(1);
    expect(await store.countFormTokenUses('t-1')).toBe(0);
  });

  it('never replaces a honeypot verdict', async () => {
    const spam = lead({ spamReason: 'honeypot' });
    await store.insertLead(spam, []);
    expect(
      await store.insertLead({ ...lead(), idempotencyKey: spam.idempotencyKey }, ['email'], {
        replaceableSpam: ['token-too-young'],
      }),
    ).toEqual({ id: spam.id, created: false });
    expect((await store.listLeads())[0]).toMatchObject({ spamReason: 'honeypot', jobs: [] });
  });

  it('keeps a setting once created', async () => {
    const first = await store.getOrCreateSetting('secret', () => 'one');
    const second = await store.getOrCreateSetting('secret', () => 'two');
    expect([first, second]).toEqual(['one', 'one']);
  });

  it('leases due jobs of the asked kinds only, once, and settles them', async () => {
    const now = Date.now();
    const { id } = await store.insertLead(lead({ createdAt: now }), ['email', 'webhook']);
    const kinds: JobKind[] = ['email'];
    const [a, b] = await Promise.all([
      store.claimJobs({ kinds, now, leaseMs: 10_000, owner: 'a', limit: 10 }),
      store.claimJobs({ kinds, now, leaseMs: 10_000, owner: 'b', limit: 10 }),
    ]);
    const claimed = [...a!, ...b!];
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ job: { kind: 'email', status: 'sending', attempts: 1 }, lead: { id } });
    const job = claimed[0]!.job;
    const owner = a!.length ? 'a' : 'b';

    await store.markRetry(job.id, owner, 'boom', now + 1000);
    expect(await store.claimJobs({ kinds, now: now + 999, leaseMs: 10_000, owner: 'c', limit: 10 })).toEqual([]);
    const again = await store.claimJobs({ kinds, now: now + 1000, leaseMs: 10_000, owner: 'c', limit: 10 });
    expect(again.map((c) => c.job.attempts)).toEqual([2]);
    await store.markFailed(job.id, 'c', 'gave up');
    expect(await store.claimJobs({ kinds, now: now + 1e9, leaseMs: 10_000, owner: 'd', limit: 10 })).toEqual([]);

    expect(await store.retryFailed(now + 5)).toBe(1);
    const revived = await store.claimJobs({ kinds, now: now + 5, leaseMs: 10_000, owner: 'e', limit: 10 });
    expect(revived.map((c) => c.job.attempts)).toEqual([1]);
    await store.markSent(job.id, 'e', now + 6);
    const [stored] = await store.listLeads();
    expect(stored!.jobs.find((j) => j.kind === 'email')).toMatchObject({
      status: 'sent',
      sentAt: now + 6,
      lastError: null,
    });
    expect(stored!.jobs.find((j) => j.kind === 'webhook')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('splits a backlog between concurrent workers without overlap', async () => {
    const now = Date.now();
    for (let i = 0; i < 25; i += 1) await store.insertLead(lead({ createdAt: now }), ['email']);
    const batches = await Promise.all(
      ['w1', 'w2', 'w3'].map((owner) => store.claimJobs({ kinds: ['email'], now, leaseMs: 10_000, owner, limit: 10 })),
    );
    const ids = batches.flat().map((c) => c.job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(20);
  });
});

describe('SQLite file permissions', () => {
  const mode = (file: string) => statSync(file).mode & 0o777;

  it('creates the directory 0700 and the database, -wal and -shm 0600', async () => {
    const file = path.join(scratch.dir, 'private', 'data', 'leads.db');
    const store = openSqliteStore(file);
    await store.insertLead(lead(), ['email']);
    expect(mode(path.dirname(file))).toBe(0o700);
    expect(mode(path.join(scratch.dir, 'private'))).toBe(0o700);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect([name, mode(name)]).toEqual([name, 0o600]);
    await store.close();
  });

  it('tightens a world-readable database and WAL left by an older install', async () => {
    const dir = path.join(scratch.dir, 'older');
    mkdirSync(dir);
    const file = path.join(dir, 'leads.db');
    const old = openSqliteStore(file);
    await old.insertLead(lead(), []);
    await old.close();
    writeFileSync(`${file}-wal`, '');
    for (const name of [file, `${file}-wal`]) chmodSync(name, 0o644);
    const store = openSqliteStore(file);
    await store.insertLead(lead(), []);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect([name, mode(name)]).toEqual([name, 0o600]);
    await store.close();
  });
});

describe('migrations', () => {
  it('are applied once and recorded (re-opening changes nothing)', async () => {
    const file = path.join(scratch.dir, 'migrate', 'leads.db');
    const first = openSqliteStore(file);
    await first.insertLead(lead(), ['email']);
    await first.close();
    const second = openSqliteStore(file);
    expect(await second.countLeads()).toBe(1);
    await second.close();

    const a = await openPostgresStore(scratch.postgres.url);
    const b = await openPostgresStore(scratch.postgres.url);
    const client = new pg.Client({ connectionString: scratch.postgres.url });
    await client.connect();
    const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version');
    await client.end();
    expect(rows).toEqual(migrations.map(({ version }) => ({ version })));
    await Promise.all([a.close(), b.close()]);
  });
});

describe('a store written before version 2', () => {
  it('migrates additively: its leads read back, without review flag, and count no token uses', async () => {
    const file = path.join(scratch.dir, 'v1', 'leads.db');
    mkdirSync(path.dirname(file));
    const db = new DatabaseSync(file);
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
    );
    db.exec(migrations[0]!.sqlite);
    db.prepare('INSERT INTO schema_migrations VALUES (1, ?, 0)').run(migrations[0]!.name);
    db.prepare(
      "INSERT INTO leads (id, idempotency_key, kind, form_id, data, created_at) VALUES ('old-1', 'old-key-1', 'contact', 'contact', ?, 1)",
    ).run(JSON.stringify({ name: 'Old' }));
    db.close();
    const store = openSqliteStore(file);
    const [old] = await store.listLeads();
    expect(old).toMatchObject({ id: 'old-1', data: { name: 'Old' }, spamReason: null, reviewReason: null });
    expect(await store.countFormTokenUses('1.x')).toBe(0);
    await store.close();
  });
});

describe('the lead API on PostgreSQL', () => {
  it('stores the lead, answers repeats with the same id, and sends the e-mail', async () => {
    const sink = await startSmtpSink();
    const secret = 'pg-secret';
    const app = await buildServer({
      distDir: path.join(scratch.dir, 'no-dist'),
      leads: {
        config: {
          ...defaultLeadConfig,
          databaseUrl: scratch.postgres.url,
          tokenSecret: secret,
          smtpUrl: sink.url,
          rateLimitPerMinute: 100,
          pollIntervalMs: 25,
        },
      },
    });
    const body = {
      kind: 'contact',
      formId: 'contact',
      idempotencyKey: 'pg-api-key-0001',
      formToken: signFormToken(secret, Date.now() - 5_000),
      website: '',
      name: 'Pat Postgres',
      email: 'pat@example.com',
      phone: '',
      message: 'Fence repair, please.',
    };
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        payload: JSON.stringify(body),
      });
    const first = await post();
    const again = await post();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // The owner's e-mail and the visitor's receipt.
    const mails = await sink.waitFor(2);
    const mail = mails.find((m) => m.to.includes(defaultLeadConfig.notifyTo));
    expect(mail!.headers.subject).toBe('New contact message: Pat Postgres');
    expect(mails.find((m) => m.to.includes('pat@example.com'))!.headers.subject).toMatch(/^We have your request/);
    expect(mail!.text).toContain('Message: Fence repair, please.');
    await app.close();
    await sink.close();

    const reader = await openPostgresStore(scratch.postgres.url);
    const stored = (await reader.listLeads()).find((l) => l.id === first.json().id);
    expect(stored).toMatchObject({
      data: { name: 'Pat Postgres' },
      jobs: [
        expect.objectContaining({ kind: 'email', status: 'sent' }),
        expect.objectContaining({ kind: 'receipt', status: 'sent' }),
      ],
    });
    await reader.close();
  });
});

describe('two server processes on one PostgreSQL', () => {
  it('share an outbox backlog: every job is claimed by exactly one worker', async () => {
    const databaseUrl = await freshDatabase();
    // Two stores, each with its own connection pool, as two processes have.
    const stores = [await openPostgresStore(databaseUrl), await openPostgresStore(databaseUrl)];
    const now = Date.now();
    const total = 300;
    for (let i = 0; i < total; i += 1) await stores[i % 2]!.insertLead(lead({ createdAt: now }), ['email']);
    // Eight workers per process, each claiming small batches as fast as it can until the backlog is gone.
    const claimed: string[] = [];
    await Promise.all(
      stores.flatMap((store, p) =>
        Array.from({ length: 8 }, async (_, w) => {
          for (;;) {
            const batch = await store.claimJobs({
              kinds: ['email'],
              now,
              leaseMs: 60_000,
              owner: `p${p}w${w}`,
              limit: 3,
            });
            if (batch.length === 0) return;
            claimed.push(...batch.map((c) => c.job.id));
          }
        }),
      ),
    );
    expect(claimed.length).toBe(total);
    expect(new Set(claimed).size).toBe(total);
    await Promise.all(stores.map((store) => store.close()));
  }, 60_000);

  it('store each lead once and send each e-mail once, whichever server took the post', async () => {
    const databaseUrl = await freshDatabase();
    const sink = await startSmtpSink();
    const secret = 'pg-two-secret';
    // Two servers, each with its own connection pool and outbox worker, as two processes would have.
    const apps = await Promise.all(
      [1, 2].map(() =>
        buildServer({
          distDir: path.join(scratch.dir, 'no-dist'),
          leads: {
            config: {
              ...defaultLeadConfig,
              databaseUrl,
              tokenSecret: secret,
              smtpUrl: sink.url,
              rateLimitPerMinute: 10_000,
              pollIntervalMs: 5,
            },
          },
        }),
      ),
    );
    await Promise.all(apps.map((app) => app.ready()));
    // Closed even when an expectation fails: otherwise both outbox workers keep polling PostgreSQL
    // after the file ends, and the jest worker cannot exit.
    try {
      await postToTwoServers(apps, sink, databaseUrl, secret);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await sink.close();
    }
  }, 60_000);
});

/** The two-server test's posts and checks, on servers and a sink its caller closes. */
async function postToTwoServers(apps: FastifyInstance[], sink: SmtpSink, databaseUrl: string, secret: string) {
  const count = 120;
  const issued = Date.now() - 5_000;
  const post = (app: FastifyInstance, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      payload: JSON.stringify({
        kind: 'contact',
        formId: 'contact',
        idempotencyKey: `two-servers-${i}`,
        // One token per lead (a token signed in the same millisecond is the same token, and reuse is capped).
        formToken: signFormToken(secret, issued - i),
        website: '',
        name: `Visitor ${i}`,
        email: 'v@example.com',
        message: 'Two servers, one database.',
      }),
    });
  // Every third lead is posted to both servers at once, as a page retrying through a balancer might.
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      i % 3 === 0 ? Promise.all(apps.map((app) => post(app, i))) : post(apps[i % 2]!, i),
    ),
  );
  expect(responses.flat().every((response) => [200, 201].includes(response.statusCode))).toBe(true);
  const ids = new Set(responses.flat().map((response) => response.json().id as string));
  const reader = await openPostgresStore(databaseUrl);
  try {
    const stored = await reader.listLeads();
    expect(ids.size).toBe(count);
    expect(stored.length).toBe(count);
    expect(new Set(stored.map((lead) => lead.id))).toEqual(ids);

    expect(stored.filter((lead) => lead.spamReason)).toEqual([]);
    // Each lead: the owner's e-mail (X-Lead-Id) and the visitor's receipt (its reference in the subject).
    await sink.waitFor(ids.size * 2, 30_000);
    // Both workers keep polling every 5 ms: give a double delivery time to show.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const owners = sink.messages.filter((mail) => mail.headers['x-lead-id']);
    const mailed = owners.map((mail) => mail.headers['x-lead-id']);
    expect(mailed.length).toBe(ids.size);
    expect(new Set(mailed)).toEqual(ids);
    const receipts = sink.messages.filter((mail) => !mail.headers['x-lead-id']).map((mail) => mail.headers.subject);
    expect(receipts.length).toBe(ids.size);
    expect(new Set(receipts)).toEqual(
      new Set([...ids].map((id) => `We have your request (${requestReference(id)}): ${business.name}`)),
    );
    const jobs = (await reader.listLeads()).flatMap((lead) => lead.jobs);
    expect(jobs.every((job) => job.status === 'sent' && job.attempts === 1)).toBe(true);
  } finally {
    await reader.close();
  }
}

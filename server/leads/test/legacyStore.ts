/**
 * A lead database as the store wrote it before it used Kysely (its own migration runner, the
 * schema_migrations record, hand-written INSERTs), for the upgrade-in-place test. The statements here
 * are that code's, kept as they were: do not "fix" them to follow the current store.
 *
 * What it writes, in SQLite or PostgreSQL: versions 1 and 2 of the schema, recorded in
 * schema_migrations; a real lead with a pending e-mail job and a sent webhook job; a lead whose
 * e-mail failed; a spam lead without jobs; and the form token secret.
 */
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { migrations } from '../migrations';

/** The legacy rows, as the test expects to read them back. */
export const legacy = {
  secret: 'legacy-form-token-secret',
  token: '1700000000000.legacy-nonce.legacy-hmac',
  leads: [
    {
      id: 'legacy-real',
      idempotencyKey: 'legacy-key-real',
      kind: 'quote',
      formId: 'sales-hero',
      data: { name: 'Old Visitor', phone: '(214) 555-0100', service: 'fences', message: 'Cedar, "6 ft" <ok>' },
      spamReason: null,
      reviewReason: 'token-expired',
      formToken: '1700000000000.legacy-nonce.legacy-hmac',
      ip: '203.0.113.7',
      userAgent: 'Legacy Browser',
      page: '/services/fences',
      createdAt: 1_700_000_000_000,
    },
    {
      id: 'legacy-failed',
      idempotencyKey: 'legacy-key-failed',
      kind: 'contact',
      formId: 'contact',
      data: { name: 'Ünïcode Visitor', email: 'old@example.com', message: 'line 1\nline 2' },
      spamReason: null,
      reviewReason: null,
      formToken: '1700000000000.legacy-nonce.legacy-hmac',
      ip: null,
      userAgent: null,
      page: null,
      createdAt: 1_700_000_001_000,
    },
    {
      id: 'legacy-spam',
      idempotencyKey: 'legacy-key-spam',
      kind: 'contact',
      formId: 'contact',
      data: { name: 'Bot', email: 'bot@example.com', message: 'buy' },
      spamReason: 'honeypot',
      reviewReason: null,
      formToken: null,
      ip: '198.51.100.1',
      userAgent: 'bot',
      page: '/contact',
      createdAt: 1_700_000_002_000,
    },
  ],
  jobs: [
    // id, lead, kind, status, attempts, next attempt, last error, created, sent
    [
      'legacy-job-1',
      'legacy-real',
      'email',
      'pending',
      3,
      1_700_000_050_000,
      'connect ECONNREFUSED',
      1_700_000_000_000,
      null,
    ],
    [
      'legacy-job-2',
      'legacy-real',
      'webhook',
      'sent',
      1,
      1_700_000_000_000,
      null,
      1_700_000_000_000,
      1_700_000_000_900,
    ],
    [
      'legacy-job-3',
      'legacy-failed',
      'email',
      'failed',
      20,
      1_700_000_400_000,
      '550 mailbox unavailable',
      1_700_000_001_000,
      null,
    ],
  ] as const,
};

/** The INSERT of the old stores, in their column order. */
const insertLead =
  'INSERT INTO leads (id, idempotency_key, kind, form_id, data, spam_reason, review_reason, form_token, ip, user_agent, page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const insertJob =
  'INSERT INTO jobs (id, lead_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';

function leadValues(lead: (typeof legacy.leads)[number]) {
  return [
    lead.id,
    lead.idempotencyKey,
    lead.kind,
    lead.formId,
    JSON.stringify(lead.data),
    lead.spamReason,
    lead.reviewReason,
    lead.formToken,
    lead.ip,
    lead.userAgent,
    lead.page,
    lead.createdAt,
  ];
}

/** Writes the legacy database into a new SQLite file, as the old SQLite store did. */
export function writeLegacySqlite(file: string): void {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  db.exec('BEGIN IMMEDIATE');
  for (const migration of migrations.filter(({ version }) => version <= 2)) {
    db.exec(migration.sqlite);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
      migration.version,
      migration.name,
      Date.now(),
    );
  }
  db.exec('COMMIT');
  for (const lead of legacy.leads) db.prepare(insertLead).run(...leadValues(lead));
  for (const job of legacy.jobs) db.prepare(insertJob).run(...job);
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('form-token-secret', legacy.secret);
  db.close();
}

/** Writes the legacy database into an empty PostgreSQL database, as the old PostgreSQL store did. */
export async function writeLegacyPostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const numbered = (statement: string) => statement.replace(/\?/g, () => `$${++numbered.count}`);
  numbered.count = 0;
  const query = (statement: string, values: unknown[] = []) => {
    numbered.count = 0;
    return client.query(numbered(statement), values);
  };
  try {
    await query('BEGIN');
    await query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
    );
    for (const migration of migrations.filter(({ version }) => version <= 2)) {
      await query(migration.postgres);
      await query('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
    }
    for (const lead of legacy.leads) await query(insertLead, leadValues(lead));
    for (const job of legacy.jobs) await query(insertJob, [...job]);
    await query('INSERT INTO settings (key, value) VALUES (?, ?)', ['form-token-secret', legacy.secret]);
    await query('COMMIT');
  } finally {
    await client.end();
  }
}

/**
 * Versioned schema migrations, one list for both databases so they cannot drift apart. Each store
 * applies, in one transaction, the versions it has not recorded in schema_migrations yet. Never edit
 * an applied migration: add the next version.
 *
 * Times are epoch milliseconds (INTEGER / BIGINT): the same arithmetic in both databases and in JS.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

/** Column types that differ between the dialects: the answers' JSON and epoch-millisecond times. */
interface Dialect {
  json: string;
  time: string;
}
const sqlite: Dialect = { json: 'TEXT', time: 'INTEGER' };
const postgres: Dialect = { json: 'JSONB', time: 'BIGINT' };

/** Version 1, written once for both dialects. */
const leadsOutboxSettings = ({ json, time }: Dialect) => `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        idempotency_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('quote', 'contact')),
        form_id TEXT NOT NULL,
        data ${json} NOT NULL,
        spam_reason TEXT,
        ip TEXT,
        user_agent TEXT,
        page TEXT,
        created_at ${time} NOT NULL
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        kind TEXT NOT NULL CHECK (kind IN ('email', 'webhook')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${time} NOT NULL,
        lease_owner TEXT,
        lease_until ${time},
        last_error TEXT,
        created_at ${time} NOT NULL,
        sent_at ${time},
        UNIQUE (lead_id, kind)
      );
      CREATE INDEX jobs_due ON jobs (status, next_attempt_at);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `;

/** Version 2: the same SQL in both dialects. */
const tokenAndReview = `
      ALTER TABLE leads ADD COLUMN form_token TEXT;
      ALTER TABLE leads ADD COLUMN review_reason TEXT;
      CREATE INDEX leads_form_token ON leads (form_token);
    `;

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'leads, outbox jobs, settings',
    sqlite: leadsOutboxSettings(sqlite),
    postgres: leadsOutboxSettings(postgres),
  },
  {
    // Additive only: leads stored before it keep reading back (both columns NULL).
    version: 2,
    name: 'form token per lead (reuse count), review flag',
    sqlite: tokenAndReview,
    postgres: tokenAndReview,
  },
];

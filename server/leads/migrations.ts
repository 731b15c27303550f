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

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'leads, outbox jobs, settings',
    sqlite: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        idempotency_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('quote', 'contact')),
        form_id TEXT NOT NULL,
        data TEXT NOT NULL,
        spam_reason TEXT,
        ip TEXT,
        user_agent TEXT,
        page TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        kind TEXT NOT NULL CHECK (kind IN ('email', 'webhook')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        sent_at INTEGER,
        UNIQUE (lead_id, kind)
      );
      CREATE INDEX jobs_due ON jobs (status, next_attempt_at);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
    postgres: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        idempotency_key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('quote', 'contact')),
        form_id TEXT NOT NULL,
        data JSONB NOT NULL,
        spam_reason TEXT,
        ip TEXT,
        user_agent TEXT,
        page TEXT,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        kind TEXT NOT NULL CHECK (kind IN ('email', 'webhook')),
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        lease_owner TEXT,
        lease_until BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        sent_at BIGINT,
        UNIQUE (lead_id, kind)
      );
      CREATE INDEX jobs_due ON jobs (status, next_attempt_at);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
];

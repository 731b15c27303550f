/**
 * The default lead store: one SQLite file through Node's built-in node:sqlite (no native addon to
 * compile). WAL lets the operator CLI read while the server writes; synchronous=FULL makes every
 * commit durable on disk before insertLead returns, so a lead answered 2xx survives a power cut.
 *
 * node:sqlite is synchronous: each call runs to completion inside the event loop, so the statements
 * of one method can never interleave with another request's.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { migrations } from './migrations';
import {
  jobFromRow,
  leadFromRow,
  leadInsertValues,
  leadReplaceValues,
  spamToReplace,
  withJobs,
  type Row,
  type ClaimOptions,
  type ClaimedJob,
  type InsertOptions,
  type InsertResult,
  type JobKind,
  type LeadRecord,
  type LeadStore,
  type NewLead,
  type StoredLead,
} from './store';

export function openSqliteStore(file: string): LeadStore {
  if (file !== ':memory:') createPrivately(file);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  // The CLI or a second process may hold the write lock for a moment: wait rather than fail.
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db);
  return new SqliteLeadStore(db);
}

/**
 * The file holds visitors' personal data and the form token secret: owner-only. A directory the store
 * creates is 0700; the database file is created (or tightened) to 0600 before SQLite opens it, and
 * SQLite gives its -wal and -shm files the database file's mode. Leftover -wal/-shm files from an
 * older install are tightened too. An existing directory keeps its mode (it may be shared), but the
 * files in it are no longer readable by others.
 */
function createPrivately(file: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(companion)) chmodSync(companion, 0o600);
  }
}

function migrate(db: DatabaseSync): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  transaction(db, () => {
    const applied = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as Row[]).map((row) => Number(row.version)),
    );
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      db.exec(migration.sqlite);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        Date.now(),
      );
    }
  });
}

/** Runs `body` in a write transaction (BEGIN IMMEDIATE takes the write lock up front: no upgrade deadlocks). */
function transaction<T>(db: DatabaseSync, body: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = body();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

class SqliteLeadStore implements LeadStore {
  readonly dialect = 'sqlite' as const;
  private closed = false;

  constructor(private readonly db: DatabaseSync) {}

  async insertLead(lead: NewLead, jobKinds: JobKind[], options: InsertOptions = {}): Promise<InsertResult> {
    return transaction(this.db, () => {
      const insertJob = this.db.prepare(
        "INSERT INTO jobs (id, lead_id, kind, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 'pending', 0, ?, ?)",
      );
      const existing = this.db
        .prepare('SELECT id, spam_reason FROM leads WHERE idempotency_key = ?')
        .get(lead.idempotencyKey) as Row | undefined;
      if (existing) {
        const id = String(existing.id);
        const spam = spamToReplace(existing, lead, options);
        if (!spam) return { id, created: false };
        this.db
          .prepare(
            'UPDATE leads SET kind = ?, form_id = ?, data = ?, spam_reason = NULL, review_reason = ?, form_token = ?, ip = ?, user_agent = ?, page = COALESCE(?, page) WHERE id = ?',
          )
          .run(...leadReplaceValues(lead, id));
        for (const kind of jobKinds) insertJob.run(randomUUID(), id, kind, lead.createdAt, lead.createdAt);
        return { id, created: true, replacedSpam: spam };
      }
      this.db
        .prepare(
          'INSERT INTO leads (id, idempotency_key, kind, form_id, data, spam_reason, review_reason, form_token, ip, user_agent, page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(...leadInsertValues(lead));
      for (const kind of jobKinds) insertJob.run(randomUUID(), lead.id, kind, lead.createdAt, lead.createdAt);
      return { id: lead.id, created: true };
    });
  }

  async countFormTokenUses(formToken: string): Promise<number> {
    return Number((this.db.prepare('SELECT COUNT(*) AS n FROM leads WHERE form_token = ?').get(formToken) as Row).n);
  }

  async getOrCreateSetting(key: string, create: () => string): Promise<string> {
    return transaction(this.db, () => {
      const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as Row | undefined;
      if (row) return String(row.value);
      const value = create();
      this.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(key, value);
      return value;
    });
  }

  async claimJobs({ kinds, now, leaseMs, owner, limit }: ClaimOptions): Promise<ClaimedJob[]> {
    if (kinds.length === 0) return [];
    const kindList = kinds.map(() => '?').join(', ');
    const rows = this.db
      .prepare(
        `UPDATE jobs SET status = 'sending', attempts = attempts + 1, lease_owner = ?, lease_until = ?
         WHERE id IN (
           SELECT id FROM jobs
           WHERE kind IN (${kindList})
             AND ((status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND lease_until <= ?))
           ORDER BY next_attempt_at LIMIT ?)
         RETURNING *`,
      )
      .all(owner, now + leaseMs, ...kinds, now, now, limit) as Row[];
    const getLead = this.db.prepare('SELECT * FROM leads WHERE id = ?');
    return rows.map((row) => ({ job: jobFromRow(row), lead: toLead(getLead.get(row.lead_id as string) as Row) }));
  }

  async markSent(jobId: string, owner: string, now: number): Promise<void> {
    this.db
      .prepare(
        "UPDATE jobs SET status = 'sent', sent_at = ?, lease_owner = NULL, lease_until = NULL, last_error = NULL WHERE id = ? AND lease_owner = ?",
      )
      .run(now, jobId, owner);
  }

  async markRetry(jobId: string, owner: string, error: string, nextAttemptAt: number): Promise<void> {
    this.db
      .prepare(
        "UPDATE jobs SET status = 'pending', next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?",
      )
      .run(nextAttemptAt, error, jobId, owner);
  }

  async markFailed(jobId: string, owner: string, error: string): Promise<void> {
    this.db
      .prepare(
        "UPDATE jobs SET status = 'failed', last_error = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND lease_owner = ?",
      )
      .run(error, jobId, owner);
  }

  async retryFailed(now: number): Promise<number> {
    const result = this.db
      .prepare("UPDATE jobs SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed'")
      .run(now);
    return Number(result.changes);
  }

  async listLeads(options: { limit?: number } = {}): Promise<LeadRecord[]> {
    const leads = (
      this.db.prepare('SELECT * FROM leads ORDER BY created_at DESC, id LIMIT ?').all(options.limit ?? -1) as Row[]
    ).map(toLead);
    return withJobs(leads, this.db.prepare('SELECT * FROM jobs ORDER BY created_at, kind').all() as Row[]);
  }

  async countLeads(): Promise<number> {
    return Number((this.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as Row).n);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}

// SQLite keeps the answers as JSON text.
const toLead = (row: Row): StoredLead => leadFromRow(row, JSON.parse(String(row.data)) as Record<string, unknown>);

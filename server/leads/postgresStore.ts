/**
 * The lead store on PostgreSQL (DATABASE_URL=postgres://…), through `pg`. Same tables and behaviour
 * as the SQLite store. Differences that matter:
 * - idempotency: INSERT … ON CONFLICT DO NOTHING; a concurrent insert of the same key waits for the
 *   first transaction and then finds its lead;
 * - claiming: FOR UPDATE SKIP LOCKED, so several server processes can share the outbox;
 * - migrations: under an advisory lock, so two servers starting together do not both migrate.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
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

/** Arbitrary constant naming "the lead store's migration lock". */
const MIGRATION_LOCK = 4_221_005;

export async function openPostgresStore(connectionString: string): Promise<LeadStore> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the server: pg re-connects on next use.
  pool.on('error', () => {});
  try {
    await withTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)',
      );
      const { rows } = await client.query('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((row: Row) => Number(row.version)));
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        await client.query(migration.postgres);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          Date.now(),
        ]);
      }
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PostgresLeadStore(pool);
}

async function withTransaction<T>(pool: pg.Pool, body: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await body(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

class PostgresLeadStore implements LeadStore {
  readonly dialect = 'postgres' as const;
  private closed = false;

  constructor(private readonly pool: pg.Pool) {}

  async insertLead(lead: NewLead, jobKinds: JobKind[], options: InsertOptions = {}): Promise<InsertResult> {
    return withTransaction(this.pool, async (client) => {
      const insertJobs = async (leadId: string) => {
        for (const kind of jobKinds) {
          await client.query(
            "INSERT INTO jobs (id, lead_id, kind, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, $3, 'pending', 0, $4, $4)",
            [randomUUID(), leadId, kind, lead.createdAt],
          );
        }
      };
      const inserted = await client.query(
        `INSERT INTO leads (id, idempotency_key, kind, form_id, data, spam_reason, review_reason, form_token, ip, user_agent, page, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        leadInsertValues(lead),
      );
      if (inserted.rowCount === 0) {
        // FOR UPDATE: two retries of one key replacing the same spam lead take turns; the second sees it replaced.
        const { rows } = await client.query('SELECT id, spam_reason FROM leads WHERE idempotency_key = $1 FOR UPDATE', [
          lead.idempotencyKey,
        ]);
        const id = String(rows[0].id);
        const spam = spamToReplace(rows[0], lead, options);
        if (!spam) return { id, created: false };
        await client.query(
          'UPDATE leads SET kind = $1, form_id = $2, data = $3, spam_reason = NULL, review_reason = $4, form_token = $5, ip = $6, user_agent = $7, page = COALESCE($8, page) WHERE id = $9',
          leadReplaceValues(lead, id),
        );
        await insertJobs(id);
        return { id, created: true, replacedSpam: spam };
      }
      await insertJobs(lead.id);
      return { id: lead.id, created: true };
    });
  }

  async countFormTokenUses(formToken: string): Promise<number> {
    const { rows } = await this.pool.query('SELECT COUNT(*) AS n FROM leads WHERE form_token = $1', [formToken]);
    return Number(rows[0].n);
  }

  async getOrCreateSetting(key: string, create: () => string): Promise<string> {
    await this.pool.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      key,
      create(),
    ]);
    const { rows } = await this.pool.query('SELECT value FROM settings WHERE key = $1', [key]);
    return String(rows[0].value);
  }

  async claimJobs({ kinds, now, leaseMs, owner, limit }: ClaimOptions): Promise<ClaimedJob[]> {
    if (kinds.length === 0) return [];
    const { rows } = await this.pool.query(
      `UPDATE jobs SET status = 'sending', attempts = attempts + 1, lease_owner = $1, lease_until = $2
       WHERE id IN (
         SELECT id FROM jobs
         WHERE kind = ANY($3::text[])
           AND ((status = 'pending' AND next_attempt_at <= $4) OR (status = 'sending' AND lease_until <= $4))
         ORDER BY next_attempt_at LIMIT $5
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [owner, now + leaseMs, kinds, now, limit],
    );
    if (rows.length === 0) return [];
    const leads = await this.pool.query('SELECT * FROM leads WHERE id = ANY($1::text[])', [
      rows.map((row: Row) => row.lead_id),
    ]);
    const byId = new Map(leads.rows.map((row: Row) => [String(row.id), toLead(row)]));
    return rows.map((row: Row) => ({ job: jobFromRow(row), lead: byId.get(String(row.lead_id))! }));
  }

  async markSent(jobId: string, owner: string, now: number): Promise<void> {
    await this.pool.query(
      "UPDATE jobs SET status = 'sent', sent_at = $1, lease_owner = NULL, lease_until = NULL, last_error = NULL WHERE id = $2 AND lease_owner = $3",
      [now, jobId, owner],
    );
  }

  async markRetry(jobId: string, owner: string, error: string, nextAttemptAt: number): Promise<void> {
    await this.pool.query(
      "UPDATE jobs SET status = 'pending', next_attempt_at = $1, last_error = $2, lease_owner = NULL, lease_until = NULL WHERE id = $3 AND lease_owner = $4",
      [nextAttemptAt, error, jobId, owner],
    );
  }

  async markFailed(jobId: string, owner: string, error: string): Promise<void> {
    await this.pool.query(
      "UPDATE jobs SET status = 'failed', last_error = $1, lease_owner = NULL, lease_until = NULL WHERE id = $2 AND lease_owner = $3",
      [error, jobId, owner],
    );
  }

  async retryFailed(now: number): Promise<number> {
    const result = await this.pool.query(
      "UPDATE jobs SET status = 'pending', attempts = 0, next_attempt_at = $1 WHERE status = 'failed'",
      [now],
    );
    return result.rowCount ?? 0;
  }

  async listLeads(options: { limit?: number } = {}): Promise<LeadRecord[]> {
    const { rows } = await this.pool.query('SELECT * FROM leads ORDER BY created_at DESC, id LIMIT $1', [
      options.limit ?? null,
    ]);
    const leads = rows.map(toLead);
    const jobs = await this.pool.query('SELECT * FROM jobs WHERE lead_id = ANY($1::text[]) ORDER BY created_at, kind', [
      leads.map((lead) => lead.id),
    ]);
    return withJobs(leads, jobs.rows);
  }

  async countLeads(): Promise<number> {
    const { rows } = await this.pool.query('SELECT COUNT(*) AS n FROM leads');
    return Number(rows[0].n);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

// JSONB comes back parsed.
const toLead = (row: Row): StoredLead => leadFromRow(row, row.data as Record<string, unknown>);

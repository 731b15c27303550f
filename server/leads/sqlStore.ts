/**
 * The lead store's queries, written once with Kysely for SQLite and PostgreSQL (sqliteStore.ts and
 * postgresStore.ts open the database and hand it here).
 *
 * Rules: insertLead commits the lead and its jobs in one transaction; a known idempotency key returns
 * the first lead (INSERT … ON CONFLICT DO NOTHING, then the stored row: FOR UPDATE on PostgreSQL, where
 * two retries of one key take turns; SQLite's IMMEDIATE transaction already holds the write lock).
 * Claiming is one UPDATE … WHERE id IN (due jobs) RETURNING, with SKIP LOCKED on PostgreSQL so several
 * server processes share the outbox. A job is settled only by the owner of its lease.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Attribution } from '../../src/lib/leadSchema';
import type { JobsTable, LeadDb, LeadsTable } from './database';
import { migrate, type DialectName } from './migrations';
import type {
  ClaimOptions,
  ClaimedJob,
  InsertOptions,
  InsertResult,
  JobKind,
  JobRecord,
  LeadRecord,
  LeadStore,
  NewLead,
  StoredLead,
} from './store';

export class SqlLeadStore implements LeadStore {
  /** Settles when the schema is migrated (every method waits for it); rejects with the migration's error. */
  readonly opened: Promise<void>;
  private closed = false;

  constructor(
    /** The database, also for the booking store (server/bookings/), whose tables live beside the leads. */
    readonly db: LeadDb,
    readonly dialect: DialectName,
  ) {
    this.opened = migrate(db, dialect);
    // Reported by the first method (or openLeadStore) that awaits it, not as an unhandled rejection.
    this.opened.catch(() => {});
  }

  /** The store once migrated; when migrating failed, its database is closed and the error thrown. */
  async whenOpen(): Promise<this> {
    try {
      await this.opened;
      return this;
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async insertLead(lead: NewLead, jobKinds: JobKind[], options: InsertOptions = {}): Promise<InsertResult> {
    await this.opened;
    return this.db.transaction().execute(async (trx) => {
      const insertJobs = async (leadId: string) => {
        if (jobKinds.length === 0) return;
        await trx
          .insertInto('jobs')
          .values(jobKinds.map((kind) => newJobRow(leadId, kind, lead.createdAt)))
          .execute();
      };
      const inserted = await trx
        .insertInto('leads')
        .values(newLeadRow(lead))
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        await insertJobs(lead.id);
        return { id: lead.id, created: true };
      }
      const existing = await trx
        .selectFrom('leads')
        .select(['id', 'spam_reason'])
        .where('idempotency_key', '=', lead.idempotencyKey)
        .$if(this.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      const spam = spamToReplace(existing.spam_reason, lead, options);
      if (!spam) return { id: existing.id, created: false };
      // The spam lead's id, key and time stay; its data, verdict and jobs become this post's.
      await trx
        .updateTable('leads')
        .set((eb) => ({
          kind: lead.kind,
          form_id: lead.formId,
          data: JSON.stringify(lead.data),
          spam_reason: null,
          review_reason: lead.reviewReason ?? null,
          form_token: lead.formToken ?? null,
          ip: lead.ip,
          user_agent: lead.userAgent,
          page: eb.fn.coalesce(eb.val(lead.page), eb.ref('page')),
          attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
        }))
        .where('id', '=', existing.id)
        .execute();
      await insertJobs(existing.id);
      return { id: existing.id, created: true, replacedSpam: spam };
    });
  }

  async countFormTokenUses(formToken: string): Promise<number> {
    await this.opened;
    const row = await this.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('form_token', '=', formToken)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async getOrCreateSetting(key: string, create: () => string): Promise<string> {
    await this.opened;
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      if (row) return row.value;
      // Another process may create it between the read and the write: its value wins, read back below.
      await trx
        .insertInto('settings')
        .values({ key, value: create() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      return (await trx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
    });
  }

  async claimJobs({ kinds, now, leaseMs, owner, limit }: ClaimOptions): Promise<ClaimedJob[]> {
    if (kinds.length === 0) return [];
    await this.opened;
    const due = this.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(limit)
      .$if(this.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
    const rows = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'sending',
        attempts: eb('attempts', '+', 1),
        lease_owner: owner,
        lease_until: now + leaseMs,
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
    if (rows.length === 0) return [];
    const leads = await this.db
      .selectFrom('leads')
      .selectAll()
      .where(
        'id',
        'in',
        rows.map((row) => row.lead_id),
      )
      .execute();
    const byId = new Map(leads.map((row) => [row.id, leadFromRow(row)]));
    return rows.map((row) => ({ job: jobFromRow(row), lead: byId.get(row.lead_id)! }));
  }

  async markSent(jobId: string, owner: string, now: number): Promise<void> {
    await this.settle(jobId, owner, { status: 'sent', sent_at: now, last_error: null });
  }

  async markRetry(jobId: string, owner: string, error: string, nextAttemptAt: number): Promise<void> {
    await this.settle(jobId, owner, { status: 'pending', next_attempt_at: nextAttemptAt, last_error: error });
  }

  async markFailed(jobId: string, owner: string, error: string): Promise<void> {
    await this.settle(jobId, owner, { status: 'failed', last_error: error });
  }

  /** Ends a lease with `changes`, if `owner` still holds it (a worker whose lease ran out settles nothing). */
  private async settle(
    jobId: string,
    owner: string,
    changes: Pick<JobsTable, 'status' | 'last_error'> &
      Partial<Pick<Insertable<JobsTable>, 'sent_at' | 'next_attempt_at'>>,
  ): Promise<void> {
    await this.opened;
    await this.db
      .updateTable('jobs')
      .set({ ...changes, lease_owner: null, lease_until: null })
      .where('id', '=', jobId)
      .where('lease_owner', '=', owner)
      .execute();
  }

  async retryFailed(now: number): Promise<number> {
    await this.opened;
    const result = await this.db
      .updateTable('jobs')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now })
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async listLeads(options: { limit?: number } = {}): Promise<LeadRecord[]> {
    await this.opened;
    const { limit } = options;
    const leads = (
      await this.db
        .selectFrom('leads')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .$if(limit !== undefined, (query) => query.limit(limit!))
        .execute()
    ).map(leadFromRow);
    if (leads.length === 0) return [];
    const jobRows = await this.db
      .selectFrom('jobs')
      .selectAll()
      // A page of leads asks for its own jobs; the whole list (the export) reads them all.
      .$if(limit !== undefined, (query) =>
        query.where(
          'lead_id',
          'in',
          leads.map((lead) => lead.id),
        ),
      )
      .orderBy('created_at')
      .orderBy('kind')
      .execute();
    return withJobs(leads, jobRows);
  }

  async countLeads(): Promise<number> {
    await this.opened;
    const row = await this.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.opened.catch(() => {});
    await this.db.destroy();
  }
}

function newLeadRow(lead: NewLead): Insertable<LeadsTable> {
  return {
    id: lead.id,
    idempotency_key: lead.idempotencyKey,
    kind: lead.kind,
    form_id: lead.formId,
    data: JSON.stringify(lead.data),
    spam_reason: lead.spamReason,
    review_reason: lead.reviewReason ?? null,
    form_token: lead.formToken ?? null,
    ip: lead.ip,
    user_agent: lead.userAgent,
    page: lead.page,
    created_at: lead.createdAt,
    attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
  };
}

export function newJobRow(leadId: string, kind: JobKind, createdAt: number, topic = ''): Insertable<JobsTable> {
  return {
    id: randomUUID(),
    lead_id: leadId,
    kind,
    topic,
    status: 'pending',
    attempts: 0,
    next_attempt_at: createdAt,
    created_at: createdAt,
  };
}

/**
 * For a lead whose idempotency key is already stored (with that row's spam verdict): the spam reason
 * this lead replaces, or null when the stored lead stands. Only a real lead replaces, and only a spam
 * verdict the caller lists as replaceable.
 */
function spamToReplace(existing: string | null, lead: NewLead, options: InsertOptions): string | null {
  if (!existing || lead.spamReason !== null || !options.replaceableSpam?.includes(existing)) return null;
  return existing;
}

/** A leads row as a StoredLead (the answers: JSON text in SQLite, parsed JSONB from PostgreSQL). */
function leadFromRow(row: Selectable<LeadsTable>): StoredLead {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    kind: row.kind,
    formId: row.form_id,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
    spamReason: row.spam_reason,
    reviewReason: row.review_reason ?? null,
    ip: row.ip,
    userAgent: row.user_agent,
    page: row.page,
    createdAt: Number(row.created_at),
    attribution:
      typeof row.attribution === 'string' ? (JSON.parse(row.attribution) as Attribution) : (row.attribution ?? null),
  };
}

/** A jobs row as a JobRecord. */
function jobFromRow(row: Selectable<JobsTable>): JobRecord {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind,
    topic: row.topic,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}

/** The leads with their jobs, each lead's in the order of `jobRows`; rows of other leads are ignored. */
function withJobs(leads: StoredLead[], jobRows: Selectable<JobsTable>[]): LeadRecord[] {
  const jobsByLead = new Map<string, JobRecord[]>();
  for (const row of jobRows) {
    const job = jobFromRow(row);
    jobsByLead.set(job.leadId, [...(jobsByLead.get(job.leadId) ?? []), job]);
  }
  return leads.map((lead) => ({ ...lead, jobs: jobsByLead.get(lead.id) ?? [] }));
}

/**
 * The lead store: where leads and their notification jobs (the outbox) live. Two implementations
 * behind one interface: SQLite through Node's built-in node:sqlite (the default, one file) and
 * PostgreSQL through `pg` (when DATABASE_URL says postgres://). The HTTP layer, the outbox worker and
 * the operator CLI only see this interface.
 *
 * The one promise that matters: when insertLead resolves, the lead and its jobs are committed
 * together (one transaction). Nothing is answered 2xx before that.
 */
import type { LeadKind } from '../../src/lib/leadSchema';

export type JobKind = 'email' | 'webhook';
export type JobStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A lead as the HTTP layer hands it to the store. */
export interface NewLead {
  id: string;
  /** Chosen by the page; unique: a repeated key returns the first lead instead of making a second. */
  idempotencyKey: string;
  kind: LeadKind;
  formId: string;
  /** The visitor's answers, validated (no meta fields). */
  data: Record<string, unknown>;
  /** Why it was judged spam ("honeypot", "token-missing", …), or null for a real lead. */
  spamReason: string | null;
  ip: string | null;
  userAgent: string | null;
  /** Page the form was on (path of the Referer), when known. */
  page: string | null;
  createdAt: number;
  /**
   * Why a real (notified) lead deserves a second look, e.g. "token-expired" (a form left open for
   * days), or null. Absent means null.
   */
  reviewReason?: string | null;
  /** The fill-time token it was posted with: counting leads per token limits its reuse. Not read back. */
  formToken?: string | null;
}

export type StoredLead = Omit<NewLead, 'formToken'>;

export interface JobRecord {
  id: string;
  leadId: string;
  kind: JobKind;
  status: JobStatus;
  /** Delivery attempts started so far. */
  attempts: number;
  /** Epoch ms when the job may be tried (again). */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

export interface LeadRecord extends StoredLead {
  jobs: JobRecord[];
}

export interface ClaimedJob {
  job: JobRecord;
  lead: StoredLead;
}

export interface InsertResult {
  id: string;
  /** false when the idempotency key was seen before: `id` is then the first lead's id. */
  created: boolean;
  /** Set when this real lead replaced a spam lead of the same key: the spam reason it replaced. */
  replacedSpam?: string;
}

export interface InsertOptions {
  /**
   * Spam reasons a real lead may replace when it arrives with the same idempotency key (a visitor
   * who was too fast and tried again). The replacing lead keeps the first one's id; its data, verdict
   * and jobs are the new post's. Ignored when the new lead is spam itself.
   */
  replaceableSpam?: readonly string[];
}

export interface ClaimOptions {
  /** Only these kinds (a kind whose transport is not configured waits). */
  kinds: JobKind[];
  now: number;
  /** How long the claim holds: a worker that dies mid-send loses its claim after this. */
  leaseMs: number;
  /** Identifies the claiming worker, so only it can settle the job. */
  owner: string;
  limit: number;
}

export interface LeadStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Inserts the lead and one pending job per kind in one transaction (or returns the earlier lead for a known key). */
  insertLead(lead: NewLead, jobKinds: JobKind[], options?: InsertOptions): Promise<InsertResult>;
  /** How many stored leads (spam included) were posted with this form token. */
  countFormTokenUses(formToken: string): Promise<number>;
  /** A persisted setting (e.g. the form token secret), created by `create` the first time. */
  getOrCreateSetting(key: string, create: () => string): Promise<string>;
  /** Leases due jobs: pending ones whose time has come, and ones whose previous lease expired. */
  claimJobs(options: ClaimOptions): Promise<ClaimedJob[]>;
  markSent(jobId: string, owner: string, now: number): Promise<void>;
  markRetry(jobId: string, owner: string, error: string, nextAttemptAt: number): Promise<void>;
  markFailed(jobId: string, owner: string, error: string): Promise<void>;
  /** Puts every failed job back in the queue with a fresh attempt count; returns how many. */
  retryFailed(now: number): Promise<number>;
  /** Leads, newest first, each with its jobs. */
  listLeads(options?: { limit?: number }): Promise<LeadRecord[]>;
  countLeads(): Promise<number>;
  close(): Promise<void>;
}

/** Where the store lives: a PostgreSQL URL, or else a SQLite file. */
export interface StoreLocation {
  databaseUrl?: string;
  sqlitePath: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens (and migrates) the store the configuration names. */
export async function openLeadStore(location: StoreLocation): Promise<LeadStore> {
  if (isPostgresUrl(location.databaseUrl)) {
    const { openPostgresStore } = await import('./postgresStore');
    return openPostgresStore(location.databaseUrl);
  }
  const { openSqliteStore } = await import('./sqliteStore');
  return openSqliteStore(location.sqlitePath);
}

/** A database row (column name -> value), as both drivers return it. */
export type Row = Record<string, unknown>;

const nullableText = (value: unknown) => (value as string | null | undefined) ?? null;

/**
 * A leads row as a StoredLead. `data` is passed in already parsed: SQLite keeps it as JSON text,
 * PostgreSQL's JSONB comes back parsed. Times are numbers in SQLite and strings for BIGINT in pg.
 */
export function leadFromRow(row: Row, data: Record<string, unknown>): StoredLead {
  return {
    id: String(row.id),
    idempotencyKey: String(row.idempotency_key),
    kind: row.kind as StoredLead['kind'],
    formId: String(row.form_id),
    data,
    spamReason: nullableText(row.spam_reason),
    reviewReason: nullableText(row.review_reason),
    ip: nullableText(row.ip),
    userAgent: nullableText(row.user_agent),
    page: nullableText(row.page),
    createdAt: Number(row.created_at),
  };
}

/*
 * What both stores write and decide the same way: the values bound, the replace-a-spam-lead rule and
 * the grouping of jobs under their leads. The SQL stays in each store, because the dialects differ
 * there: placeholders ($1 or ?), how an existing key is found (ON CONFLICT then FOR UPDATE in
 * PostgreSQL, a plain SELECT under SQLite's write lock) and how a list is matched (= ANY($n::text[])
 * or IN (?, …)).
 */

/**
 * The values of a new leads row, in the column order of both stores' INSERT: id, idempotency_key,
 * kind, form_id, data, spam_reason, review_reason, form_token, ip, user_agent, page, created_at.
 * `data` is bound as JSON text (SQLite keeps it as TEXT, PostgreSQL casts it to JSONB).
 */
export function leadInsertValues(lead: NewLead): (string | number | null)[] {
  return [
    lead.id,
    lead.idempotencyKey,
    lead.kind,
    lead.formId,
    JSON.stringify(lead.data),
    lead.spamReason,
    lead.reviewReason ?? null,
    lead.formToken ?? null,
    lead.ip,
    lead.userAgent,
    lead.page,
    lead.createdAt,
  ];
}

/**
 * The values a real lead writes over the spam lead it replaces, in the column order of both stores'
 * UPDATE (kind, form_id, data, review_reason, form_token, ip, user_agent, page), then the kept id
 * for the WHERE. The spam lead's id, key and time stay; its spam_reason is set NULL in the SQL.
 */
export function leadReplaceValues(lead: NewLead, id: string): (string | null)[] {
  return [
    lead.kind,
    lead.formId,
    JSON.stringify(lead.data),
    lead.reviewReason ?? null,
    lead.formToken ?? null,
    lead.ip,
    lead.userAgent,
    lead.page,
    id,
  ];
}

/**
 * For a lead whose idempotency key is already stored (`existing`: that row's spam_reason): the
 * spam reason this lead replaces, or null when the stored lead stands. Only a real lead replaces,
 * and only a spam verdict the caller lists as replaceable.
 */
export function spamToReplace(existing: Row, lead: NewLead, options: InsertOptions): string | null {
  const spam = existing.spam_reason === null ? null : String(existing.spam_reason);
  if (!spam || lead.spamReason !== null || !options.replaceableSpam?.includes(spam)) return null;
  return spam;
}

/** The leads with their jobs, each lead's in the order of `jobRows`; rows of other leads are ignored. */
export function withJobs(leads: StoredLead[], jobRows: Row[]): LeadRecord[] {
  const jobsByLead = new Map<string, JobRecord[]>();
  for (const row of jobRows) {
    const job = jobFromRow(row);
    jobsByLead.set(job.leadId, [...(jobsByLead.get(job.leadId) ?? []), job]);
  }
  return leads.map((lead) => ({ ...lead, jobs: jobsByLead.get(lead.id) ?? [] }));
}

/** A jobs row as a JobRecord (same columns in both databases). */
export function jobFromRow(row: Row): JobRecord {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    kind: row.kind as JobRecord['kind'],
    status: row.status as JobRecord['status'],
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: nullableText(row.last_error),
    createdAt: Number(row.created_at),
    sentAt: row.sent_at === null || row.sent_at === undefined ? null : Number(row.sent_at),
  };
}

/**
 * The lead store: where leads and their notification jobs (the outbox) live. One implementation
 * (sqlStore.ts, its queries written once with Kysely) on two databases, opened by openLeadStore.ts: SQLite through Node's built-in
 * node:sqlite (the default, one file: sqliteStore.ts) and PostgreSQL through `pg` (when DATABASE_URL
 * says postgres://: postgresStore.ts). The HTTP layer, the outbox worker and the operator CLI only see
 * this interface.
 *
 * The one promise that matters: when insertLead resolves, the lead and its jobs are committed
 * together (one transaction). Nothing is answered 2xx before that.
 */
import type { Attribution, LeadKind } from '../../src/lib/leadSchema';

/**
 * email: the owner's lead e-mail; webhook: the CRM; receipt: the visitor's receipt of a request;
 * booking: the visitor's e-mail of a booked visit's change (booked, moved, cancelled: topic
 * "<booking id>:<sequence>"); booking-owner: the owner's notice of that change.
 */
export type JobKind = 'email' | 'webhook' | 'receipt' | 'booking' | 'booking-owner';
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
  /** Where the visit came from (src/lib/attribution.ts), when the page's script sent it. Absent means null. */
  attribution?: Attribution | null;
}

export type StoredLead = Omit<NewLead, 'formToken'>;

export interface JobRecord {
  id: string;
  leadId: string;
  kind: JobKind;
  /** Tells apart the jobs of one kind on one lead ('' for the one-per-lead kinds): a booking's "<id>:<sequence>". */
  topic: string;
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

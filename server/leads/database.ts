/**
 * The lead store's tables as Kysely sees them (the types its queries are checked against), for both
 * databases. The schema itself is migrations.ts.
 *
 * Rules: times are epoch milliseconds (SQLite INTEGER, PostgreSQL BIGINT, which pg returns as a string:
 * read them through Number()); `data` is written as JSON text (SQLite keeps TEXT, PostgreSQL casts it to
 * JSONB and returns it parsed).
 */
import type { ColumnType, Kysely } from 'kysely';
import type { JobKind, JobStatus } from './store';
import type { LeadKind } from '../../src/lib/leadSchema';

/** Epoch milliseconds: a number in SQLite, a string from PostgreSQL's BIGINT; always written as a number. */
type Time = ColumnType<number | string, number, number>;

export interface LeadsTable {
  id: string;
  idempotency_key: string;
  kind: LeadKind;
  form_id: string;
  /** JSON text when written; read back as text (SQLite) or parsed (PostgreSQL JSONB). */
  data: ColumnType<string | Record<string, unknown>, string, string>;
  spam_reason: string | null;
  review_reason: string | null;
  form_token: string | null;
  ip: string | null;
  user_agent: string | null;
  page: string | null;
  created_at: Time;
  /** Migration 6: where the lead came from, JSON (text in SQLite, JSONB in PostgreSQL), or NULL. */
  attribution: ColumnType<string | Record<string, string> | null, string | null | undefined, string | null>;
}

export interface JobsTable {
  id: string;
  lead_id: string;
  kind: JobKind;
  /** Version 4: '' for the one-per-lead kinds. */
  topic: ColumnType<string, string | undefined, string>;
  status: JobStatus;
  attempts: number;
  next_attempt_at: Time;
  lease_owner: string | null;
  lease_until: Time | null;
  last_error: string | null;
  created_at: Time;
  sent_at: Time | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** The migration record the store kept before Kysely's migrator, still written (older servers read it). */
export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: number;
}

/** One arrival window's places: the row the booking transaction counts on (migrations.ts, version 3). */
export interface BookingWindowsTable {
  window_start: Time;
  capacity: number;
  booked: ColumnType<number, number | undefined, number>;
}

export type BookingStatus = 'booked' | 'cancelled';

/** An estimate visit booked on a lead (server/bookings/). */
export interface BookingsTable {
  id: string;
  /** What the visitor and the office quote: unique, unguessable. */
  reference: string;
  lead_id: string;
  window_start: Time;
  window_end: Time;
  service: string;
  job: string;
  status: BookingStatus;
  /** The calendar invite's SEQUENCE: raised on every change. */
  sequence: ColumnType<number, number | undefined, number>;
  created_at: Time;
  updated_at: Time;
}

/** A date (YYYY-MM-DD, America/Chicago) the owner closed to visits (migration 5). */
export interface BookingClosedDatesTable {
  date: string;
  created_at: Time;
}

export interface LeadDatabase {
  leads: LeadsTable;
  jobs: JobsTable;
  settings: SettingsTable;
  schema_migrations: SchemaMigrationsTable;
  booking_windows: BookingWindowsTable;
  bookings: BookingsTable;
  booking_closed_dates: BookingClosedDatesTable;
}

export type LeadDb = Kysely<LeadDatabase>;

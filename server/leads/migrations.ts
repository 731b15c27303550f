/**
 * The lead store's versioned schema, one list for both databases so they cannot drift apart, applied
 * by Kysely's Migrator (its record: kysely_migration; its lock: an advisory lock on PostgreSQL, the
 * IMMEDIATE write transaction on SQLite). Never edit an applied migration: add the next version.
 *
 * Rules: each version also stays recorded in schema_migrations, the record this store kept before it
 * used Kysely: a version found there was applied by an older server and is not run again (upgrading in
 * place), and a server rolled back to an older release still finds its schema recorded. Migration SQL
 * is split into statements at semicolons, so it holds none inside a statement.
 *
 * Times are epoch milliseconds (INTEGER / BIGINT): the same arithmetic in both databases and in JS.
 */
import { sql } from 'kysely';
import { Migrator, type Migration as KyselyMigration, type MigrationProvider } from 'kysely/migration';
import type { LeadDb } from './database';

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

/**
 * Version 3: estimate visits booked on a lead (server/bookings/). The capacity is enforced by the
 * database with a counter row per arrival window: booking runs
 *   UPDATE booking_windows SET booked = booked + 1 WHERE window_start = ? AND booked < <capacity>
 * in the transaction that inserts the booking, and books only when that changed one row. Why a counter
 * and not a unique (window, seat) index: both databases serialise writers of one row (SQLite's
 * IMMEDIATE transaction holds the write lock; PostgreSQL's UPDATE waits for the row lock and, under
 * READ COMMITTED, re-checks `booked < capacity` against the row the winner committed), so the 50th
 * racer sees the count the 49 before it left and changes nothing; a seat index would need every racer
 * to try seats one by one, and on PostgreSQL each failed INSERT aborts the transaction (savepoints
 * per seat). The CHECK is the last guard: no statement can ever leave more bookings than places.
 * A visitor's lead holds at most one booked visit (the partial unique index).
 */
const bookings = ({ time }: Dialect) => `
      CREATE TABLE booking_windows (
        window_start ${time} PRIMARY KEY,
        capacity INTEGER NOT NULL CHECK (capacity >= 1),
        booked INTEGER NOT NULL DEFAULT 0,
        CHECK (booked >= 0 AND booked <= capacity)
      );
      CREATE TABLE bookings (
        id TEXT PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        window_start ${time} NOT NULL REFERENCES booking_windows (window_start),
        window_end ${time} NOT NULL,
        service TEXT NOT NULL,
        job TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
        sequence INTEGER NOT NULL DEFAULT 0,
        created_at ${time} NOT NULL,
        updated_at ${time} NOT NULL
      );
      CREATE UNIQUE INDEX bookings_one_per_lead ON bookings (lead_id) WHERE status = 'booked';
      CREATE INDEX bookings_window ON bookings (window_start)
    `;

/** The outbox's kinds of job from version 4 on (store.ts, JobKind). */
const jobKindsV4 = `'email', 'webhook', 'receipt', 'booking', 'booking-owner'`;

/**
 * Version 4: the visitor's e-mails (the receipt of a request, each change of a booked visit) through
 * the outbox, with its retries. New kinds of job, and a `topic` telling apart the jobs of one kind on
 * one lead (a booking's e-mail per change: "<booking id>:<sequence>"; '' for the one-per-lead kinds).
 * SQLite cannot change a CHECK or a UNIQUE in place: the table is rebuilt, rows kept.
 */
const visitorMailsSqlite = `
      CREATE TABLE jobs_v4 (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        kind TEXT NOT NULL CHECK (kind IN (${jobKindsV4})),
        topic TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        sent_at INTEGER,
        UNIQUE (lead_id, kind, topic)
      );
      INSERT INTO jobs_v4 (id, lead_id, kind, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, created_at, sent_at)
        SELECT id, lead_id, kind, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, created_at, sent_at FROM jobs;
      DROP TABLE jobs;
      ALTER TABLE jobs_v4 RENAME TO jobs;
      CREATE INDEX jobs_due ON jobs (status, next_attempt_at)
    `;
const visitorMailsPostgres = `
      ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check;
      ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind IN (${jobKindsV4}));
      ALTER TABLE jobs ADD COLUMN topic TEXT NOT NULL DEFAULT '';
      ALTER TABLE jobs DROP CONSTRAINT jobs_lead_id_kind_key;
      ALTER TABLE jobs ADD CONSTRAINT jobs_lead_id_kind_topic_key UNIQUE (lead_id, kind, topic)
    `;

/** Version 5: dates the owner closed from the CLI (`npm run leads -- bookings close`); windows skip them. */
const closedDates = ({ time }: Dialect) => `
      CREATE TABLE booking_closed_dates (
        date TEXT PRIMARY KEY,
        created_at ${time} NOT NULL
      )
    `;

/** Version 6: where each lead came from (landing page, referrer, UTM, click ids), JSON; NULL when unknown. */
const attribution = ({ json }: Dialect) => `ALTER TABLE leads ADD COLUMN attribution ${json}`;

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
  {
    // Additive only: two new tables, nothing of the leads changes.
    version: 3,
    name: 'estimate visit bookings, a counter per arrival window',
    sqlite: bookings(sqlite),
    postgres: bookings(postgres),
  },
  {
    // Every job row is kept as it was (topic ''): nothing queued before is lost or sent twice.
    version: 4,
    name: 'visitor e-mails: receipt and booking jobs, a topic per job',
    sqlite: visitorMailsSqlite,
    postgres: visitorMailsPostgres,
  },
  {
    version: 5,
    name: 'dates closed to visits by the owner',
    sqlite: closedDates(sqlite),
    postgres: closedDates(postgres),
  },
  {
    // Additive only: leads stored before it read back without one.
    version: 6,
    name: 'where each lead came from',
    sqlite: attribution(sqlite),
    postgres: attribution(postgres),
  },
];

export type DialectName = 'sqlite' | 'postgres';

/** Brings the database to the latest version (run when a store opens); throws what a migration threw. */
export async function migrate(db: LeadDb, dialect: DialectName): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** Kysely's name of a version: zero-padded, so its alphabetical order is the version order. */
export function migrationName({ version, name }: Migration): string {
  return `${String(version).padStart(4, '0')} ${name}`;
}

function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(
        migrations.map((migration): [string, KyselyMigration] => [
          migrationName(migration),
          { up: (db) => applyOnce(db as LeadDb, migration, dialect) },
        ]),
      ),
  };
}

/** Runs a version's statements unless schema_migrations says an older server already did, and records it there. */
async function applyOnce(db: LeadDb, migration: Migration, dialect: DialectName): Promise<void> {
  const time = dialect === 'postgres' ? postgres.time : sqlite.time;
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at ${sql.raw(time)} NOT NULL)`.execute(
    db,
  );
  const recorded = await db
    .selectFrom('schema_migrations')
    .select('version')
    .where('version', '=', migration.version)
    .executeTakeFirst();
  if (recorded) return;
  for (const statement of migration[dialect].split(';').map((part) => part.trim())) {
    if (statement) await sql.raw(statement).execute(db);
  }
  await db
    .insertInto('schema_migrations')
    .values({ version: migration.version, name: migration.name, applied_at: Date.now() })
    .execute();
}

/**
 * The lead store's tables as Kysely sees them, and Kysely's SQLite dialect driven by Node's built-in
 * node:sqlite (DatabaseSync) instead of better-sqlite3, which Kysely's SqliteDialect was written for.
 *
 * Rules: times are epoch milliseconds (SQLite INTEGER, PostgreSQL BIGINT, which pg returns as a string:
 * read them through Number()); `data` is written as JSON text (SQLite keeps TEXT, PostgreSQL casts it to
 * JSONB and returns it parsed). SQLite transactions begin IMMEDIATE (the write lock up front: two
 * processes on one file never deadlock upgrading a read lock); Kysely gives the one connection to one
 * query or transaction at a time.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type ColumnType,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
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
}

export interface JobsTable {
  id: string;
  lead_id: string;
  kind: JobKind;
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

export interface LeadDatabase {
  leads: LeadsTable;
  jobs: JobsTable;
  settings: SettingsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type LeadDb = Kysely<LeadDatabase>;

/** Kysely's SQLite dialect on a node:sqlite database that the caller opened and configured. */
export function nodeSqliteDialect(database: DatabaseSync): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver(database),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/** Kysely's SQLite driver, with write transactions that take the lock when they begin. */
class ImmediateSqliteDriver extends SqliteDriver implements Driver {
  constructor(private readonly database: DatabaseSync) {
    super({ database: adaptStatements(database) });
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed BEGIN (the lock timed out) leaves no transaction to roll back.
    if (this.database.isTransaction) await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
}

/**
 * node:sqlite's statements in the shape Kysely's SQLite driver calls: parameters as one array (node:sqlite
 * takes them spread), and `reader` (does it return rows?) from the statement's result columns.
 * Statements are kept by their SQL text (Kysely writes the same text for the same query), so each is
 * compiled once; the few shapes that vary (IN lists of other lengths) are bounded by STATEMENT_CACHE.
 */
function adaptStatements(database: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      if (database.isOpen) database.close();
    },
    prepare(sqlText: string): SqliteStatement {
      const cached = cache.get(sqlText);
      if (cached) return cached;
      const statement = database.prepare(sqlText);
      const values = (parameters: readonly unknown[]) => parameters as SQLInputValue[];
      const adapted: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      };
      if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
      cache.set(sqlText, adapted);
      return adapted;
    },
  };
}

/** How many compiled statements a store keeps (its queries have about twenty shapes). */
const STATEMENT_CACHE = 100;

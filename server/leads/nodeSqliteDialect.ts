/**
 * Kysely's SQLite dialect on Node's built-in node:sqlite (DatabaseSync): Kysely ships the SQL side of
 * SQLite (adapter, query compiler, introspector, driver), and this module feeds its driver node:sqlite
 * statements, so the store needs no native addon.
 *
 * Rules: write transactions begin IMMEDIATE (the write lock up front: two processes on one file never
 * deadlock upgrading a read lock); Kysely gives the one connection to one query or transaction at a
 * time; each SQL text is compiled once (a bounded statement cache).
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

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

/**
 * The default lead store: one SQLite file through Node's built-in node:sqlite (no native addon to
 * compile), queried by sqlStore.ts through Kysely.
 *
 * Rules: WAL lets the operator CLI read while the server writes; synchronous=FULL makes every commit
 * durable on disk before insertLead returns, so a lead answered 2xx survives a power cut; the file and
 * its -wal/-shm companions are owner-only (0600). One process writes (the CLI may read and retry).
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import type { LeadDatabase } from './database';
import { nodeSqliteDialect } from './nodeSqliteDialect';
import { SqlLeadStore } from './sqlStore';

/** Opens the file (creating it privately) and starts migrating it: `opened` settles when that is done. */
export function openSqliteStore(file: string): SqlLeadStore {
  if (file !== ':memory:') createPrivately(file);
  const database = new DatabaseSync(file);
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = FULL');
  database.exec('PRAGMA foreign_keys = ON');
  // The CLI or a second process may hold the write lock for a moment: wait rather than fail.
  database.exec('PRAGMA busy_timeout = 5000');
  return new SqlLeadStore(new Kysely<LeadDatabase>({ dialect: nodeSqliteDialect(database) }), 'sqlite');
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

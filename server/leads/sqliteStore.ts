/**
 * The default lead store: one SQLite file through Node's built-in node:sqlite (no native addon to
 * compile), queried by sqlStore.ts through Kysely.
 *
 * Rules: WAL lets the operator CLI read while the server writes; synchronous=FULL makes every commit
 * durable on disk before insertLead returns, so a lead answered 2xx survives a power cut; the file and
 * its -wal/-shm companions are owner-only (0600), and only a file the store created or recognised as a
 * database is ever changed. One process writes (the CLI may read and retry).
 */
import { chmodSync, closeSync, constants, lstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import type { LeadDatabase } from './database';
import { nodeSqliteDialect } from './nodeSqliteDialect';
import { SqlLeadStore } from './sqlStore';
import { ConfigError } from '../configError';

/** Opens the file (creating it privately) and starts migrating it: `opened` settles when that is done. */
export function openSqliteStore(file: string): SqlLeadStore {
  if (file !== ':memory:') claimDatabaseFile(file);
  let database: DatabaseSync;
  try {
    database = new DatabaseSync(file);
    database.exec('PRAGMA journal_mode = WAL');
  } catch (error) {
    throw new StoreFileError(file, `SQLite cannot open it (${(error as Error).message})`);
  }
  database.exec('PRAGMA synchronous = FULL');
  database.exec('PRAGMA foreign_keys = ON');
  // The CLI or a second process may hold the write lock for a moment: wait rather than fail.
  database.exec('PRAGMA busy_timeout = 5000');
  return new SqlLeadStore(new Kysely<LeadDatabase>({ dialect: nodeSqliteDialect(database) }), 'sqlite');
}

/** LEADS_DB_PATH names something the store will not use: one plain message, nothing changed. */
export class StoreFileError extends ConfigError {
  override name = 'StoreFileError';
  constructor(file: string, reason: string) {
    super(`LEADS_DB_PATH "${file}" is not a lead database the store can use: ${reason}. Nothing was changed.`);
  }
}

/** The first 16 bytes of every SQLite database file. */
const sqliteHeader = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * The file holds visitors' personal data and the form token secret: owner-only. A directory the store
 * creates is 0700; a new database file is created 0600 (exclusively: never someone else's file), and
 * SQLite gives its -wal and -shm files the database file's mode. An existing path is used only when it
 * is a regular file that is empty or starts with SQLite's header (checked before anything is changed):
 * then it and its leftover -wal/-shm files are tightened to 0600. Anything else (a device such as
 * /dev/null, a folder, a text file, another program's file) is refused with nothing changed, so a typo
 * in LEADS_DB_PATH can never change a file the store does not own. An existing directory keeps its
 * mode (it may be shared).
 */
function claimDatabaseFile(file: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  let descriptor: number;
  try {
    descriptor = openSync(
      file,
      constants.O_RDONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o600,
    );
    closeSync(descriptor);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new StoreFileError(file, (error as Error).message);
  }
  const stats = lstatSync(file);
  if (!stats.isFile()) throw new StoreFileError(file, 'it is not a regular file (a device, a folder or a link)');
  if (stats.size > 0) {
    const head = Buffer.alloc(sqliteHeader.length);
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      readSync(descriptor, head, 0, head.length, 0);
    } finally {
      closeSync(descriptor);
    }
    if (!head.equals(sqliteHeader)) throw new StoreFileError(file, 'it is not an SQLite database');
  }
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) {
    if (companion === file || lstatSync(companion, { throwIfNoEntry: false })?.isFile()) chmodSync(companion, 0o600);
  }
}

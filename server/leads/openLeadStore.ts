/**
 * Opens the lead store the configuration names: PostgreSQL for a postgres:// URL, else a SQLite file.
 * Apart from the store's types (./store.ts) so that the two stores, which implement those types, and
 * the code that picks between them form no cycle; each store loads only when it is the one named.
 */
import type { LeadStore } from './store';

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
  // Opening migrates in the background; a server must not start on a store that failed to.
  return openSqliteStore(location.sqlitePath).whenOpen();
}

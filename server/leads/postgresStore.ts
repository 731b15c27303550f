/**
 * The lead store on PostgreSQL (DATABASE_URL=postgres://…), through a `pg` pool, queried by
 * sqlStore.ts through Kysely. Several server processes may share it: each lead is stored once, each
 * job is claimed by one worker at a time (FOR UPDATE SKIP LOCKED), and migrations run under Kysely's
 * advisory lock, so two servers starting together do not both migrate.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { LeadDatabase } from './database';
import { SqlLeadStore } from './sqlStore';

/** Connects and migrates; rejects (with the pool closed) when the database cannot be migrated. */
export async function openPostgresStore(connectionString: string): Promise<SqlLeadStore> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the server: pg re-connects on next use.
  pool.on('error', () => {});
  return new SqlLeadStore(new Kysely<LeadDatabase>({ dialect: new PostgresDialect({ pool }) }), 'postgres').whenOpen();
}

/**
 * Upgrading in place: a database written by the store before it used Kysely (its own migration
 * runner and schema_migrations record) opens with today's store, on SQLite and on PostgreSQL, and
 * everything in it reads back and keeps working: leads and their jobs, the token secret, token reuse
 * counts, idempotency, the outbox. Its migrations are adopted, not run again.
 */
import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { migrationName, migrations } from './migrations';
import { openPostgresStore } from './postgresStore';
import { openSqliteStore } from './sqliteStore';
import { openLeadStore } from './openLeadStore';
import type { LeadStore, NewLead } from './store';
import { testDatabases } from './test/fixtures';
import { legacy, writeLegacyPostgres, writeLegacySqlite } from './test/legacyStore';

const scratch = testDatabases('leads-upgrade-');

/** Each database: write the legacy one, open it with today's store, and read its migration records. */
interface Legacy {
  open(): Promise<LeadStore>;
  records(): Promise<{ legacyVersions: number[]; kyselyNames: string[] }>;
}

const databases: [string, () => Promise<Legacy>][] = [
  [
    'SQLite',
    async () => {
      const file = path.join(scratch.dir, `legacy-${Date.now()}.db`);
      writeLegacySqlite(file);
      return {
        open: () => openSqliteStore(file).whenOpen(),
        records: async () => {
          const db = new DatabaseSync(file, { readOnly: true });
          const legacyVersions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
          const kyselyNames = db.prepare('SELECT name FROM kysely_migration ORDER BY name').all();
          db.close();
          return {
            legacyVersions: legacyVersions.map((row) => Number(row.version)),
            kyselyNames: kyselyNames.map((row) => String(row.name)),
          };
        },
      };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const url = await scratch.postgres.createDatabase(`legacy_${Date.now()}`);
      await writeLegacyPostgres(url);
      return {
        open: () => openPostgresStore(url),
        records: async () => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          const legacyVersions = await client.query('SELECT version FROM schema_migrations ORDER BY version');
          const kyselyNames = await client.query('SELECT name FROM kysely_migration ORDER BY name');
          await client.end();
          return {
            legacyVersions: legacyVersions.rows.map((row: { version: number }) => Number(row.version)),
            kyselyNames: kyselyNames.rows.map((row: { name: string }) => row.name),
          };
        },
      };
    },
  ],
];

describe.each(databases)('a %s database written by the store before Kysely', (_name, write) => {
  let database: Legacy;
  let store: LeadStore;
  beforeEach(async () => {
    database = await write();
    store = await database.open();
  });
  afterEach(() => store.close());

  it('adopts its migrations without running them again, and re-opens', async () => {
    expect(await database.records()).toEqual({
      // The versions it had, and every later one, recorded in both records as it is applied.
      legacyVersions: migrations.map((migration) => migration.version),
      kyselyNames: migrations.map(migrationName),
    });
    await store.close();
    store = await database.open();
    expect(await store.countLeads()).toBe(legacy.leads.length);
  });

  it('reads back every lead and job as written', async () => {
    const leads = await store.listLeads();
    expect(leads.map(({ id }) => id)).toEqual(['legacy-spam', 'legacy-failed', 'legacy-real']);
    for (const written of legacy.leads) {
      const { formToken: _token, ...stored } = written;
      expect(leads.find((lead) => lead.id === written.id)).toMatchObject(stored);
    }
    const jobs = leads.flatMap((lead) => lead.jobs);
    expect(jobs).toEqual(
      legacy.jobs
        .map(([id, leadId, kind, status, attempts, nextAttemptAt, lastError, createdAt, sentAt]) => ({
          id,
          leadId,
          kind,
          // Version 4's topic: '' for every job written before it.
          topic: '',
          status,
          attempts,
          nextAttemptAt,
          lastError,
          createdAt,
          sentAt,
        }))
        .sort((a, b) => a.leadId.localeCompare(b.leadId) || a.createdAt - b.createdAt || a.kind.localeCompare(b.kind)),
    );
  });

  it('keeps its token secret, counts its token uses, and knows its idempotency keys', async () => {
    expect(await store.getOrCreateSetting('form-token-secret', () => 'a-new-secret')).toBe(legacy.secret);
    expect(await store.countFormTokenUses(legacy.token)).toBe(2);
    const repeat: NewLead = {
      ...legacy.leads[0]!,
      id: 'a-new-id',
      kind: 'quote',
      spamReason: null,
      createdAt: Date.now(),
    };
    expect(await store.insertLead(repeat, ['email'])).toEqual({ id: 'legacy-real', created: false });
    expect(await store.countLeads()).toBe(legacy.leads.length);
  });

  it('delivers its waiting job and retries its failed one', async () => {
    const now = Date.now();
    const claimed = await store.claimJobs({ kinds: ['email'], now, leaseMs: 60_000, owner: 'upgrade', limit: 10 });
    expect(claimed.map(({ job, lead }) => [job.id, job.attempts, lead.id])).toEqual([
      ['legacy-job-1', 4, 'legacy-real'],
    ]);
    await store.markSent('legacy-job-1', 'upgrade', now);
    expect(await store.retryFailed(now)).toBe(1);
    const [again] = await store.claimJobs({ kinds: ['email'], now, leaseMs: 60_000, owner: 'upgrade', limit: 10 });
    expect(again?.job).toMatchObject({ id: 'legacy-job-3', attempts: 1 });
    expect(again?.lead.data).toEqual(legacy.leads[1]!.data);
  });
});

describe('a database the store cannot migrate', () => {
  it('is refused at start-up with the error, and closed', async () => {
    // Tables of some other program, without a migration record: version 1 cannot create its own.
    const file = path.join(scratch.dir, 'foreign.db');
    const foreign = new DatabaseSync(file);
    foreign.exec('CREATE TABLE leads (id TEXT PRIMARY KEY)');
    foreign.close();
    await expect(openLeadStore({ sqlitePath: file })).rejects.toThrow(/leads already exists/);
    // Closed: this process holds no file descriptor on it any more.
    const open = readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(file);
      } catch {
        return false;
      }
    });
    expect(open).toEqual([]);
  });
});

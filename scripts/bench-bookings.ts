/**
 * `npm run bench:bookings`: visitors racing for a few arrival windows, through the real API.
 *
 * Each run starts the lead API as `npm run start:api` does (`node --import tsx server/main.ts
 * --api-only`), stores one foundation inspection request per visitor (`POST /api/leads`, as the page's
 * script sends it), then lets every visitor post `POST /api/bookings` at once for one of the first
 * WINDOWS open windows; a visitor told "full" (409) tries the first contested window the answer still
 * offers, up to three times. Run 1: one process on SQLite. Run 2: two processes on one PostgreSQL
 * (a throwaway server), the visitors split between them.
 *
 * It then reads the database and prints, per run, the bookings made against the capacity. It exits 1
 * on any double booking (a window holding more bookings than places, a lead holding two visits, or
 * the API answering "booked" more often than the database holds bookings) and writes bench/bookings.md.
 * The rate limit is raised (LEAD_RATE_LIMIT_PER_MINUTE) and the minimum fill time set to 0 so that
 * one loopback address can play every visitor; every other check stays on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { availability } from '../src/content/availability';
import { BookingStore } from '../server/bookings/bookingStore';
import { freePort } from '../server/freePort';
import { openPostgresStore } from '../server/leads/postgresStore';
import { openSqliteStore } from '../server/leads/sqliteStore';
import type { SqlLeadStore } from '../server/leads/sqlStore';
import { startPostgres } from '../server/leads/test/fixtures';
import { sampleFoundationRequest, writeFixturePages } from '../server/leads/test/leadApp';
import { benchReportFile, writeBenchReport } from './benchReport';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 60);
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 3);
const TRIES = 3;

interface RunReport {
  name: string;
  processes: number;
  visitors: number;
  windows: number;
  capacity: number;
  /** 201 answers: bookings the API said it made. */
  made: number;
  /** Bookings the database holds for the contested windows. */
  stored: number;
  /** 409 "full" answers (each visitor may get several). */
  full: number;
  /** Answers other than 201 and 409. */
  other: number;
  mostInOneWindow: number;
  leadsWithTwo: number;
  seconds: number;
  doubleBooked: boolean;
}

class ApiProcess {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`the API exited with ${code} while starting; see ${this.logFile}`)),
      ),
    );
    const ready = (async () => {
      for (;;) {
        try {
          if ((await fetch(`${this.url}/api/leads/token`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.race([ready, exited]);
    child.removeAllListeners('exit');
  }

  stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

interface Visitor {
  api: ApiProcess;
  lead: string;
  token: string;
}

/** The fields of the API's JSON answers the bench reads. */
interface Answer {
  id?: string;
  bookingToken?: string;
  days?: { windows: { start: string }[] }[];
}

async function postJson(api: ApiProcess, route: string, body: unknown): Promise<{ status: number; json: Answer }> {
  const response = await fetch(`${api.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.url },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Answer };
}

/** One stored foundation inspection request per visitor, through `POST /api/leads`. */
async function sendLeads(apis: ApiProcess[], runId: string): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let i = 0; i < VISITORS; i++) {
    const api = apis[i % apis.length]!;
    const { token: formToken } = (await (await fetch(`${api.url}/api/leads/token`)).json()) as { token: string };
    const { status, json } = await postJson(
      api,
      '/api/leads',
      sampleFoundationRequest({
        idempotencyKey: `bench-${runId}-${i}`,
        formToken,
        firstName: 'Bench',
        lastName: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
      }),
    );
    if (status !== 201) throw new Error(`lead ${i} was answered ${status}: ${JSON.stringify(json)}`);
    visitors.push({ api, lead: json.id!, token: json.bookingToken! });
  }
  return visitors;
}

/** The race: every visitor at once, each for one of the contested windows, retrying on "full". */
async function race(visitors: Visitor[], contested: string[]) {
  const statuses: number[] = [];
  await Promise.all(
    visitors.map(async (visitor, i) => {
      let window: string | undefined = contested[i % contested.length];
      for (let attempt = 0; attempt < TRIES && window; attempt++) {
        const { status, json } = await postJson(visitor.api, '/api/bookings', {
          lead: visitor.lead,
          token: visitor.token,
          window,
        });
        statuses.push(status);
        if (status !== 409) return;
        const offered = (json.days ?? []).flatMap((day) => day.windows.map((w) => w.start));
        window = offered.find((start) => contested.includes(start));
      }
    }),
  );
  return statuses;
}

async function run(name: string, apis: ApiProcess[], store: SqlLeadStore, runId: string): Promise<RunReport> {
  const visitors = await sendLeads(apis, runId);
  const offered = (await (await fetch(`${apis[0]!.url}/api/bookings/windows?service=foundation-repair`)).json()) as {
    days: { windows: { start: string }[] }[];
  };
  const contested = offered.days.flatMap((day) => day.windows.map((w) => w.start)).slice(0, WINDOWS);
  const started = performance.now();
  const statuses = await race(visitors, contested);
  const seconds = (performance.now() - started) / 1000;

  const bookings = new BookingStore(store.db, store.dialect);
  const starts = contested.map((start) => Date.parse(start));
  const held = await bookings.bookingsBetween(Math.min(...starts), Math.max(...starts) + 1);
  const perWindow = new Map<number, number>();
  const perLead = new Map<string, number>();
  for (const booking of held.filter((item) => item.status === 'booked')) {
    perWindow.set(booking.windowStart, (perWindow.get(booking.windowStart) ?? 0) + 1);
    perLead.set(booking.leadId, (perLead.get(booking.leadId) ?? 0) + 1);
  }
  const capacity = availability.visitsPerWindow * contested.length;
  const made = statuses.filter((status) => status === 201).length;
  const mostInOneWindow = Math.max(0, ...perWindow.values());
  const leadsWithTwo = [...perLead.values()].filter((count) => count > 1).length;
  return {
    name,
    processes: apis.length,
    visitors: visitors.length,
    windows: contested.length,
    capacity,
    made,
    stored: held.length,
    full: statuses.filter((status) => status === 409).length,
    other: statuses.filter((status) => status !== 201 && status !== 409).length,
    mostInOneWindow,
    leadsWithTwo,
    seconds,
    doubleBooked:
      mostInOneWindow > availability.visitsPerWindow ||
      leadsWithTwo > 0 ||
      made > held.length ||
      held.length > capacity,
  };
}

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bookings-'));
  const env = {
    OUT_DIR: writeFixturePages(dir),
    NODE_ENV: 'production',
    LEAD_RATE_LIMIT_PER_MINUTE: '100000000',
    LEAD_TOKEN_MAX_USES: '100000000',
    LEAD_MIN_FILL_MS: '0',
    LEAD_TOKEN_SECRET: 'bench-bookings-secret-of-at-least-32-chars',
    SMTP_URL: '',
    DATABASE_URL: '',
    LEAD_WEBHOOK_URL: '',
    REDIS_URL: '',
  };
  const reports: RunReport[] = [];
  const runId = String(Date.now());
  try {
    // Run 1: one process on SQLite.
    const sqlitePath = path.join(dir, 'leads.db');
    const single = new ApiProcess(
      await freePort(),
      { ...env, LEADS_DB_PATH: sqlitePath },
      path.join(dir, 'sqlite.log'),
    );
    await single.start();
    try {
      const store = await openSqliteStore(sqlitePath).whenOpen();
      try {
        reports.push(await run('SQLite, one process', [single], store, `${runId}-s`));
      } finally {
        await store.close();
      }
    } finally {
      await single.stop();
    }

    // Run 2: two processes on one PostgreSQL.
    const postgres = await startPostgres();
    try {
      const pgEnv = { ...env, DATABASE_URL: postgres.url, LEADS_DB_PATH: path.join(dir, 'unused.db') };
      const a = new ApiProcess(await freePort(), pgEnv, path.join(dir, 'pg-a.log'));
      const b = new ApiProcess(await freePort(), pgEnv, path.join(dir, 'pg-b.log'));
      await a.start();
      await b.start();
      const store = await openPostgresStore(postgres.url);
      try {
        reports.push(await run('PostgreSQL, two processes', [a, b], store, `${runId}-p`));
      } finally {
        await store.close();
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await postgres.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const failed = reports.some((report) => report.doubleBooked);
  const rows = reports.map(
    (r) =>
      `| ${r.name} | ${r.visitors} | ${r.windows} × ${availability.visitsPerWindow} = ${r.capacity} | ${r.made} | ${r.stored} | ${r.mostInOneWindow} | ${r.leadsWithTwo} | ${r.full} | ${r.other} | ${r.seconds.toFixed(2)} | ${r.doubleBooked ? '**DOUBLE BOOKED**' : 'none'} |`,
  );
  const table = [
    '| Run | Visitors | Windows × places = capacity | Booked (201) | Stored | Most in one window | Leads with two | Told full (409) | Other answers | Race (s) | Double booking |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(table);
  await writeBenchReport(
    benchReportFile('bookings'),
    `# Bookings: visitors racing for a few windows

\`npm run bench:bookings\` (scripts/bench-bookings.ts), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC,
on a shared 2-core machine. ${VISITORS} visitors each send a foundation inspection request
(\`POST /api/leads\`), then all post \`POST /api/bookings\` at once for one of the first ${WINDOWS} open
windows (${availability.visitsPerWindow} place each, from content/availability.json); a visitor told
"full" (409) tries the first contested window the answer still offers, up to ${TRIES} times. Run 2 splits
the visitors between two API processes on one PostgreSQL. The bench exits 1 on any double booking:
a window holding more bookings than places, a lead holding two visits, or more "booked" answers than
stored bookings.

${table}

"Told full" counts answers, not visitors: a visitor may be told twice before no contested window is left.
`,
  );
  if (failed) console.error('DOUBLE BOOKING: see the table above');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

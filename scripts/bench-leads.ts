/**
 * `npm run bench:leads`: load and durability benchmark of the lead API.
 *
 * Starts the production server (`node --import tsx server/main.ts`, serving dist/) on a loopback
 * port with a temp SQLite store, through documented configuration only: LEADS_DB_PATH, and
 * LEAD_RATE_LIMIT_PER_MINUTE and LEAD_TOKEN_MAX_USES raised (one IP and 50 tokens send everything). Validation, the fill-time check and
 * durable storage stay on: the bench fetches real tokens from GET /api/leads/token and waits out the
 * fill time. SMTP is not configured, so notification jobs queue in the outbox (their delivery is
 * covered by the tests); every lead still commits with its job.
 *
 * Run 1: autocannon, 50 connections for 20 s, each request a valid lead with a distinct
 *        idempotency key; records every acknowledged id; then stored must equal acknowledged.
 * Run 2: the same, but the server is killed with SIGKILL mid-run and restarted on the same file;
 *        every acknowledged lead must be present (requests cut off by the kill may or may not have
 *        committed: the page would retry them with the same key).
 * Run 3: two server processes on one PostgreSQL (a throwaway server started here, as the store tests
 *        do), each loaded by its own autocannon at once (half the connections each), each e-mailing
 *        through SMTP to a sink of its own; one is killed with SIGKILL mid-run and restarted (with a
 *        new sink). Every acknowledged lead must be stored once (cut-off posts are re-sent to the
 *        survivor with their key, which must answer with the stored id), and, once the outbox has
 *        drained (the dead process's leases end after 60 s), every lead e-mailed exactly once. A second
 *        copy is allowed only where the killed process had sent the first: the mail server took it and
 *        the kill came before the job was marked sent (the documented at-least-once window).
 *
 * Writes bench/leads.md and exits non-zero on any lost or duplicated lead or e-mail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { openLeadStore } from '../server/leads/openLeadStore';
import type { LeadStore } from '../server/leads/store';
import { startPostgres, startSmtpSink, type SmtpSink } from '../server/leads/test/fixtures';
import { freePort } from '../server/freePort';
import { siteDir } from '../server/site/buildOutput';
import { benchReportFile, writeBenchReport } from './benchReport';

/** The part of autocannon's API used here (the package ships no types). */
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
  onResponse: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = ((options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
  timeout?: number;
}) => Promise<AutocannonResult> & { stop?: () => void }) & {
  track?: unknown;
};
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const MIN_FILL_MS = 3000;
const distDir = siteDir();

interface RunReport {
  name: string;
  result: AutocannonResult;
  /** Acknowledged while the load ran. */
  acknowledged: number;
  /** Requests built but never answered: in flight at the end or at the kill, or refused while the server was down. */
  unanswered: number;
  /** Of those, the ones that had committed (re-sent with their key: 200 and the stored id). */
  unansweredButStored: number;
  /** Stored but unacknowledged leads that are not explained that way (must be 0). */
  unexplained: number;
  /** Leads of this run in the store at the end. */
  stored: number;
  /** Acknowledged ids missing from the store (must be 0). */
  lost: string[];
  /** Stored leads beyond one per acknowledged id (must be 0). */
  duplicated: number;
  spam: number;
  withoutJob: number;
  /** Percentiles of our own per-request timing (ms). */
  own: { p50: number; p99: number };
  restartMs?: number;
  killedAtS?: number;
  /** Run 3: the notifications, once the outbox has drained. */
  mail?: MailTally;
}

/** How many e-mails each stored lead got, across the processes' SMTP sinks. */
interface MailTally {
  /** Leads e-mailed exactly once. */
  once: number;
  /** Leads whose e-mail never arrived (must be 0). */
  missing: number;
  /** Second copies where the killed process had sent the first (the at-least-once window). */
  resentAfterKill: number;
  /** Second copies not explained by the kill: two live workers sent one job (must be 0). */
  doubled: number;
  /** Jobs sent on a second or later attempt: held by the killed process and taken over after its lease. */
  takenOver: number;
  /** From the kill to the last e-mail, s (the dead process's leases end after 60 s). */
  drainedAfterS: number;
  /** E-mails sent by each process (killed, survivor, restarted). */
  perProcess: number[];
}

class ProductionServer {
  private child: ChildProcess | null = null;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts `node --import tsx server/main.ts` and resolves once it answers. Returns the start time in ms. */
  async start(): Promise<number> {
    const started = Date.now();
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.pipe(log);
    this.child.stderr!.pipe(log);
    const child = this.child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`server exited with ${code} during start-up; see ${this.logFile}`)),
      ),
    );
    const ready = (async () => {
      for (;;) {
        try {
          const response = await fetch(`${this.url}/api/leads/token`);
          if (response.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await Promise.race([ready, exited]);
    child.removeAllListeners('exit');
    return Date.now() - started;
  }

  kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    // A child ended by a signal has a signalCode and no exitCode.
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

async function tokens(baseUrl: string, count: number): Promise<string[]> {
  const list: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseUrl}/api/leads/token`);
    list.push(((await response.json()) as { token: string }).token);
  }
  // Tokens younger than the minimum fill time would make every lead spam: wait it out, as a person would.
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200));
  return list;
}

/** What one run sent and what came back. */
interface Traffic {
  /** Lead ids the server acknowledged (2xx with an id). */
  acknowledged: Set<string>;
  /** Bodies sent whose answer never arrived (cut off by the end of the run or by the kill), by key. */
  unanswered: Map<string, string>;
  /** Time from building each answered request to its answer, ms (see percentile). */
  latencies: number[];
}

/** One autocannon run posting distinct valid leads; collects the acknowledged ids. */
function load(baseUrl: string, runId: string, tokenList: string[], traffic: Traffic, connections = CONNECTIONS) {
  let counter = 0;
  const request: AutocannonRequest = {
    method: 'POST',
    path: '/api/leads',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    setupRequest(req, context) {
      counter += 1;
      const key = `${runId}-${counter}-${Math.random().toString(36).slice(2, 10)}`;
      const body = JSON.stringify({
        kind: 'quote',
        formId: 'bench',
        idempotencyKey: key,
        formToken: tokenList[counter % tokenList.length],
        website: '',
        firstName: 'Bench',
        lastName: `Visitor ${counter}`,
        email: `bench${counter}@example.com`,
        phone: '(214) 555-0147',
        address: `${counter} Elm St, Dallas TX 75201`,
        fenceType: 'cedar',
        timeline: '1month',
        message: 'A six-foot cedar privacy fence along the back of the yard, about 120 feet, with one gate.',
        referralSource: 'google',
        privacyConsent: true,
      });
      // One request in flight per connection: the context pairs this request with its answer.
      context.key = key;
      context.sentAt = performance.now();
      traffic.unanswered.set(key, body);
      return { ...req, body };
    },
    onResponse(status, body, context) {
      if (typeof context.sentAt === 'number') traffic.latencies.push(performance.now() - context.sentAt);
      if (status !== 201 && status !== 200) return;
      try {
        const parsed = JSON.parse(body) as { ok?: boolean; id?: string };
        if (parsed.ok && parsed.id) {
          traffic.acknowledged.add(parsed.id);
          traffic.unanswered.delete(String(context.key));
        }
      } catch {
        // a cut-off body is not an acknowledgement
      }
    },
  };
  return autocannon({ url: baseUrl, connections, duration: DURATION_S, requests: [request], timeout: 10 });
}

/**
 * Does what the page does for a request whose answer never came but which did commit: sends it
 * again with the same idempotency key. It must answer 200 with the id already stored.
 */
async function retryWithSameKey(baseUrl: string, body: string, storedId: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body,
  });
  const parsed = (await response.json()) as { ok?: boolean; id?: string };
  return response.status === 200 && parsed.ok === true && parsed.id === storedId;
}

/** Opens the store a run wrote to (SQLite file or PostgreSQL). */
type OpenStore = () => Promise<LeadStore>;

async function runLeads(open: OpenStore, runId: string) {
  const store = await open();
  try {
    return (await store.listLeads()).filter((lead) => lead.idempotencyKey.startsWith(`${runId}-`));
  } finally {
    await store.close();
  }
}

async function check(open: OpenStore, runId: string, acknowledged: Set<string>) {
  const leads = await runLeads(open, runId);
  const storedIds = new Set(leads.map((lead) => lead.id));
  return {
    stored: leads.length,
    lost: [...acknowledged].filter((id) => !storedIds.has(id)),
    unacknowledged: leads
      .filter((lead) => !acknowledged.has(lead.id))
      .map((lead) => ({ key: lead.idempotencyKey, id: lead.id })),
    spam: leads.filter((lead) => lead.spamReason).length,
    withoutJob: leads.filter((lead) => lead.jobs.length !== 1).length,
  };
}

/**
 * Checks one run. Every acknowledged id must be stored. A stored lead nobody acknowledged must be
 * one whose answer was cut off (end of run, or the kill); re-sent with its key it must answer 200
 * with the same id, and then counts as acknowledged. After that, stored = acknowledged exactly.
 */
async function settle(
  name: string,
  baseUrl: string,
  open: OpenStore,
  runId: string,
  traffic: Traffic,
  result: AutocannonResult,
): Promise<RunReport> {
  const acknowledged = traffic.acknowledged.size;
  // autocannon resolves without waiting for the requests still in flight: let the server finish them.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const found = await check(open, runId, traffic.acknowledged);
  let unexplained = 0;
  let cutOffCommitted = 0;
  for (const { key, id } of found.unacknowledged) {
    const body = traffic.unanswered.get(key);
    if (body && (await retryWithSameKey(baseUrl, body, id))) {
      cutOffCommitted += 1;
      traffic.acknowledged.add(id);
    } else {
      unexplained += 1;
    }
  }
  const after = await check(open, runId, traffic.acknowledged);
  return {
    name,
    result,
    acknowledged,
    unanswered: traffic.unanswered.size,
    unansweredButStored: cutOffCommitted,
    unexplained,
    stored: after.stored,
    lost: found.lost,
    duplicated: after.unacknowledged.length,
    spam: after.spam,
    withoutJob: after.withoutJob,
    own: { p50: percentile(traffic.latencies, 50), p99: percentile(traffic.latencies, 99) },
  };
}

/**
 * Run 3: two server processes on one PostgreSQL, loaded at once, one killed with SIGKILL mid-run and
 * restarted. Each process instance e-mails through its own SMTP sink, so every e-mail's sender is known.
 */
async function twoProcesses(baseEnv: Record<string, string>, dir: string): Promise<RunReport> {
  const postgres = await startPostgres();
  const sinks: SmtpSink[] = [];
  const servers: ProductionServer[] = [];
  const sinkFor = async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    return sink.url;
  };
  const env = async () => ({ ...baseEnv, DATABASE_URL: postgres.url, SMTP_URL: await sinkFor() });
  const openPostgres = () => openLeadStore({ databaseUrl: postgres.url, sqlitePath: '' });
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = new ProductionServer(portA, await env(), path.join(dir, 'server-a.log'));
    const b = new ProductionServer(portB, await env(), path.join(dir, 'server-b.log'));
    servers.push(a, b);
    // One after the other: the first creates the tables and the token secret the second then reads.
    await a.start();
    await b.start();
    const half = Math.max(1, Math.round(CONNECTIONS / 2));
    console.log(`run 3: two processes on one PostgreSQL (${a.url}, ${b.url}), ${half} connections each`);
    const traffic: Traffic = { acknowledged: new Set(), unanswered: new Map(), latencies: [] };
    // The token secret lives in the shared store, so a token from one process is good at the other.
    const [tokensA, tokensB] = [await tokens(a.url, half), await tokens(b.url, half)];
    const killAfterMs = (DURATION_S * 1000) / 2.5;
    let restartMs = 0;
    let killedAt = 0;
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await a.kill('SIGKILL');
      killedAt = Date.now();
      console.log(`  process A killed at ${(killAfterMs / 1000).toFixed(1)} s; restarting it with a new SMTP sink`);
      const restarted = new ProductionServer(portA, await env(), path.join(dir, 'server-a2.log'));
      servers.push(restarted);
      restartMs = await restarted.start();
      console.log(`  back after ${restartMs} ms`);
    })();
    const [resultA, resultB] = await Promise.all([
      load(a.url, 'run3-a', tokensA, traffic, half),
      load(b.url, 'run3-b', tokensB, traffic, half),
    ]);
    await chaos;
    // Cut-off posts are re-sent to the survivor: the other process must know the key.
    const report = await settle(
      'Two processes, one PostgreSQL, one killed',
      b.url,
      openPostgres,
      'run3',
      traffic,
      combine(resultA, resultB),
    );
    return {
      ...report,
      restartMs,
      killedAtS: killAfterMs / 1000,
      mail: await tallyMail(openPostgres, sinks, killedAt),
    };
  } finally {
    for (const server of servers) await server.kill('SIGTERM');
    for (const sink of sinks) await sink.close();
    await postgres.stop();
  }
}

/** The two autocannon runs of run 3 as one: requests and errors added, latency the worse of the two. */
function combine(a: AutocannonResult, b: AutocannonResult): AutocannonResult {
  return {
    requests: { average: a.requests.average + b.requests.average, total: a.requests.total + b.requests.total },
    latency: {
      p50: Math.max(a.latency.p50, b.latency.p50),
      p99: Math.max(a.latency.p99, b.latency.p99),
      average: Math.max(a.latency.average, b.latency.average),
      max: Math.max(a.latency.max, b.latency.max),
    },
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    non2xx: a.non2xx + b.non2xx,
    '2xx': a['2xx'] + b['2xx'],
  };
}

/**
 * Waits for the outbox to drain (every run-3 lead's e-mail job sent; the killed process's leases end
 * after 60 s), then counts each lead's e-mails in the sinks: sinks[0] is the killed process's.
 */
async function tallyMail(open: OpenStore, sinks: SmtpSink[], killedAt: number): Promise<MailTally> {
  const deadline = Date.now() + 180_000;
  let polls = 0;
  for (;;) {
    const leads = await runLeads(open, 'run3');
    const waiting = leads.filter((lead) => lead.jobs.some((job) => job.status !== 'sent')).length;
    if (waiting === 0) break;
    if (Date.now() > deadline) {
      console.error(`  ${waiting} e-mails still unsent after 180 s`);
      break;
    }
    if (++polls % 10 === 1) console.log(`  outbox: ${waiting} e-mails waiting`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  // Sent is marked after the mail server answered: give the last answers a moment to be recorded.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const copies = new Map<string, number[]>();
  sinks.forEach((sink, index) => {
    for (const mail of sink.messages) {
      const id = mail.headers['x-lead-id'] ?? '';
      copies.set(id, [...(copies.get(id) ?? []), index]);
    }
  });
  const tally: MailTally = {
    once: 0,
    missing: 0,
    resentAfterKill: 0,
    doubled: 0,
    drainedAfterS: Math.round((Date.now() - killedAt) / 1000),
    perProcess: sinks.map((sink) => sink.messages.length),
    takenOver: 0,
  };
  for (const lead of await runLeads(open, 'run3')) {
    // No delivery failed here (the sinks take everything), so a later attempt means a lease ran out.
    tally.takenOver += lead.jobs.filter((job) => job.attempts > 1).length;
    const senders = copies.get(lead.id) ?? [];
    if (senders.length === 0) tally.missing += 1;
    else if (senders.length === 1) tally.once += 1;
    // The killed process sent the first copy, and one other process sent it again after its lease.
    else if (senders.length === 2 && senders.filter((sender) => sender === 0).length === 1) tally.resentAfterKill += 1;
    else tally.doubled += 1;
  }
  return tally;
}

/**
 * autocannon's own latency histogram is wrong after its connections reconnect (run 2 showed a p50 of
 * seconds at full throughput, which 50 connections cannot do), so latency is also timed here: from
 * building a request (autocannon builds the next one when it sends it) to its answer.
 */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

function fmt(result: AutocannonResult) {
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function main(): Promise<number> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(
      `${distDir}/index.html is missing: run \`npm run build\` first (the benchmark serves the production build).`,
    );
    return 1;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  const dbPath = path.join(dir, 'leads.db');
  const openSqlite = () => openLeadStore({ sqlitePath: dbPath });
  const env = {
    LEADS_DB_PATH: dbPath,
    LEAD_RATE_LIMIT_PER_MINUTE: '100000000',
    // 50 tokens carry every lead of a run (one per connection), so their reuse limit is raised too.
    LEAD_TOKEN_MAX_USES: '100000000',
    NODE_ENV: 'production',
    OUT_DIR: distDir,
    SMTP_URL: '',
    DATABASE_URL: '',
    LEAD_WEBHOOK_URL: '',
    LEAD_TOKEN_SECRET: '',
  };
  const server = new ProductionServer(await freePort(), env, path.join(dir, 'server.log'));
  const reports: RunReport[] = [];
  let failed = false;
  try {
    // Run 1: steady load.
    await server.start();
    console.log(`server up at ${server.url}; run 1: ${CONNECTIONS} connections x ${DURATION_S} s`);
    const traffic1: Traffic = { acknowledged: new Set(), unanswered: new Map(), latencies: [] };
    const result1 = await load(server.url, 'run1', await tokens(server.url, CONNECTIONS), traffic1);
    reports.push(await settle('Steady load', server.url, openSqlite, 'run1', traffic1, result1));

    // Run 2: SIGKILL mid-run, restart on the same file, keep the load on.
    console.log('run 2: the same, with SIGKILL and restart mid-run');
    const traffic2: Traffic = { acknowledged: new Set(), unanswered: new Map(), latencies: [] };
    const tokenList = await tokens(server.url, CONNECTIONS);
    const killAfterMs = (DURATION_S * 1000) / 2.5;
    let restartMs = 0;
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await server.kill('SIGKILL');
      console.log(
        `  killed at ${(killAfterMs / 1000).toFixed(1)} s (${traffic2.acknowledged.size} acknowledged so far); restarting`,
      );
      restartMs = await server.start();
      console.log(`  back after ${restartMs} ms`);
    })();
    const result2 = await load(server.url, 'run2', tokenList, traffic2);
    await chaos;
    reports.push({
      ...(await settle('SIGKILL mid-run, restart', server.url, openSqlite, 'run2', traffic2, result2)),
      restartMs,
      killedAtS: killAfterMs / 1000,
    });
  } finally {
    await server.kill('SIGTERM');
  }
  reports.push(await twoProcesses(env, dir));

  for (const report of reports) {
    const { rps, p50, p99 } = fmt(report.result);
    const ok =
      report.lost.length === 0 &&
      report.duplicated === 0 &&
      report.unexplained === 0 &&
      report.spam === 0 &&
      report.withoutJob === 0 &&
      report.stored === report.acknowledged + report.unansweredButStored &&
      (!report.mail || (report.mail.missing === 0 && report.mail.doubled === 0));
    if (!ok) failed = true;
    console.log(
      `${report.name}: ${rps} req/s, p50 ${report.own.p50} ms, p99 ${report.own.p99} ms (autocannon's: ${p50} / ${p99}); acknowledged ${report.acknowledged}, unanswered ${report.unanswered} (${report.unansweredButStored} of them committed), stored ${report.stored}, lost ${report.lost.length}, duplicated ${report.duplicated}, unexplained ${report.unexplained}, spam ${report.spam} -> ${ok ? 'OK' : 'FAIL'}`,
    );
    if (report.lost.length) console.error(`  lost ids: ${report.lost.slice(0, 20).join(', ')}`);
    if (report.mail)
      console.log(
        `  e-mails: ${report.mail.once} leads once, ${report.mail.missing} missing, ${report.mail.resentAfterKill} re-sent after the kill, ${report.mail.doubled} doubled by live workers, ${report.mail.takenOver} taken over after a lease; per process ${report.mail.perProcess.join(' / ')}; drained ${report.mail.drainedAfterS} s after the kill`,
      );
  }
  await writeReport(reports, failed);
  rmSync(dir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

async function writeReport(reports: RunReport[], failed: boolean): Promise<void> {
  const cpu = cpus();
  const rows = reports.map((r) => {
    const { rps, p50, p99 } = fmt(r.result);
    return `| ${r.name} | ${rps} | ${r.own.p50} | ${r.own.p99} | ${p50} / ${p99} | ${r.acknowledged} | ${r.unanswered} | ${r.unansweredButStored} | ${r.stored} | ${r.lost.length} | ${r.duplicated} | ${r.result.errors + r.result.timeouts} | ${r.result.non2xx} |`;
  });
  const [, killed, pair] = reports;
  const restart = killed?.restartMs
    ? `\nIn run 2 the server was killed with SIGKILL at ${killed.killedAtS?.toFixed(1)} s and was answering again ${killed.restartMs} ms later (a new \`node --import tsx server/main.ts\` on the same file). Connection errors in that row are the requests that met the dead server. Requests/s counts the whole ${DURATION_S} s, downtime included.\n`
    : '';
  const mail = pair?.mail;
  const twoProcesses = mail
    ? `
## Two processes on one PostgreSQL

Run 3 starts a throwaway PostgreSQL (Debian's binaries, \`initdb\` in a temp dir, as the store tests do; it
runs with \`fsync=off\`: the bench kills the API process, never the database, so what it checks does not depend
on PostgreSQL's own durability, but its throughput is flattered) and two server processes on it
(\`DATABASE_URL\`), each with \`SMTP_URL\` pointing at an SMTP server of its own in the bench, so every e-mail's
sender is known. Two autocannons load them at once, ${Math.max(1, Math.round(CONNECTIONS / 2))} connections each, for ${DURATION_S} s; tokens come from
either process (the token secret is kept in the shared store). Both outbox workers e-mail while the load runs.
At ${pair.killedAtS?.toFixed(1)} s process A is killed with SIGKILL and restarted on its port (answering again ${pair.restartMs} ms later),
with a new SMTP server. Posts cut off by the kill are re-sent with their key to process B, which must answer
with the id A stored. The row above counts both processes together (autocannon's latency: the worse of the two).

Then the bench waits for the outbox to drain: every lead's e-mail job \`sent\`. Jobs the killed process had
claimed stay leased to it for 60 s, then the others take them over ("Taken over": sent on a second attempt), so
when it held any, draining takes at least that long after the kill (here: ${mail.drainedAfterS} s, checked every second). Each lead's e-mails are counted across the three SMTP servers:

| E-mailed once | Missing | Re-sent after the kill | Sent twice by live workers | Taken over after the killed process's lease | E-mails by process A (killed) / B / A restarted |
|---|---|---|---|---|---|
| ${mail.once} | ${mail.missing} | ${mail.resentAfterKill} | ${mail.doubled} | ${mail.takenOver} | ${mail.perProcess.join(' / ')} |

"Missing" and "Sent twice by live workers" must be 0: the outbox claims a job with a row lock (\`FOR UPDATE SKIP
LOCKED\`), so two workers sharing the table never send one job. "Re-sent after the kill" counts the one
duplicate the design allows: process A's SMTP server had taken the e-mail, and A was killed before it marked the
job sent; after the lease another process sent it again, with the same \`Message-ID\` (docs/leads.md, "Threat
model").
`
    : '';
  const text = `# Lead API benchmark

\`npm run bench:leads\` (scripts/bench-leads.ts): the production server (\`node --import tsx server/main.ts\`,
SQLite store in WAL mode with synchronous=FULL, on a temp file) under autocannon, ${CONNECTIONS} connections for
${DURATION_S} s, each request a valid quote lead (JSON) with a distinct idempotency key and a real fill-time
token from \`GET /api/leads/token\`. The rate limit and the token reuse limit are raised through \`LEAD_RATE_LIMIT_PER_MINUTE\` and \`LEAD_TOKEN_MAX_USES\`; nothing
else is switched off. In runs 1 and 2 SMTP is not configured, so every lead commits with its e-mail job, which
waits in the outbox; run 3 (below) sends them. Then every acknowledged id is looked up in the store.

Latency is timed by the script, from building each request (autocannon builds the next request of a
connection when it sends it) to its answer; autocannon's own figures are shown beside it. They agree in
run 1; after a kill, autocannon's histogram is wrong (it reports seconds while its connections deliver full
throughput, which Little's law rules out), so the script's timing is the one to read.

Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}; autocannon and the servers share it.
Measured ${new Date().toISOString().slice(0, 10)}.

| Run | Requests/s | p50 (ms) | p99 (ms) | autocannon's p50 / p99 (ms) | Acknowledged | Unanswered | Unanswered but committed | Stored | Lost | Duplicated | Connection errors | Non-2xx |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
${restart}
Result: ${failed ? '**FAILED** (see the Lost / Duplicated columns and the e-mail table)' : `zero acknowledged leads lost, zero duplicated${mail ? ', every lead e-mailed, none twice by live workers' : ''}.`}

How it is counted: every id the server acknowledged (2xx with an id) during the load must be in the store
("Lost" counts those missing). "Unanswered" requests got no answer: in flight when autocannon stopped or when
the server was killed, or refused while it was down. Those that had committed are sent again with the same
idempotency key, as the page would: each must answer 200 with the id already stored ("Unanswered but
committed"). After that, stored must equal acknowledged plus those exactly: "Duplicated" counts stored leads
that are neither. Every stored lead also has its e-mail job, and none was judged spam (the tokens were real).
${twoProcesses}`;
  await writeBenchReport(benchReportFile('leads'), text);
}

process.exitCode = await main();

/**
 * `npm run bench:flood`: the unknown-fields flood of issue 37, on loopback only. A lead API
 * (server/main.ts --api-only, the tree in SERVER_ROOT or this one) gets form posts under the body
 * limit that carry a real contact plus 4,000 made-up field names, from 100 loopback addresses
 * (127.0.1.1-100), each within its 5 posts a minute, 20 at a time; first, as a control, the same
 * posts from another site (127.0.3.1-100), which the API refuses (403) before reading them. Meanwhile another client
 * (127.0.2.1) fetches a form token every 20 ms, and the server's resident memory is sampled every
 * 50 ms. Printed: that client's latency before and during the flood, the flood's answers, their
 * sizes and the server's peak memory. Bounded: 500 posts, a few seconds.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureHtmlFiles } from '../server/leads/test/fixtures';

const ADDRESSES = 100;
const POSTS_PER_ADDRESS = 5;
const CONCURRENCY = 20;
const UNKNOWN_FIELDS = 4_000;
const PROBE_EVERY_MS = 20;

const serverRoot = path.resolve(process.env.SERVER_ROOT ?? process.cwd());
const dir = mkdtempSync(path.join(tmpdir(), 'bench-flood-'));
const distDir = path.join(dir, 'dist');
const pages = fixtureHtmlFiles();
// As heavy as the built contact page (about 52 KB): the no-JS error answer is made from it.
pages['contact/index.html'] = pages['contact/index.html']!.replace(
  '</main>',
  `<p>${'Fences, gates and landscaping across Dallas-Fort Worth. '.repeat(900)}</p></main>`,
);
for (const [file, content] of Object.entries(pages)) {
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  writeFileSync(path.join(distDir, file), content);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
  cwd: serverRoot,
  env: {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    HOST: '0.0.0.0',
    OUT_DIR: distDir,
    LEADS_DB_PATH: path.join(dir, 'leads.db'),
    LEAD_TOKEN_SECRET: 'bench-flood-secret-of-at-least-32-characters',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const listening = /Server listening at http:\/\/[^:]+:(\d+)/.exec(out);
    if (listening) resolve(Number(listening[1]));
  });
  server.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
});
server.stdout!.resume();

function send(
  localAddress: string,
  method: string,
  target: string,
  body?: string,
  origin = `http://127.0.0.1:${port}`,
): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        localAddress,
        agent: false,
        headers: body
          ? {
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
              origin,
              accept: 'text/html',
            }
          : {},
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Another visitor's latency while `during` runs (or for `ms` milliseconds). */
async function probe(during: Promise<unknown> | number): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  const until = typeof during === 'number' ? new Promise((r) => setTimeout(r, during)) : during;
  void until.then(() => (done = true));
  while (!done) {
    latencies.push((await send('127.0.2.1', 'GET', '/api/leads/token')).ms);
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  return latencies;
}

const contact = new URLSearchParams({
  kind: 'contact',
  formId: 'contact',
  idempotencyKey: '',
  formToken: '',
  website: '',
  name: 'Flood Test',
  email: 'flood@example.com',
  phone: '',
  message: 'Hello',
}).toString();
const flood = `${contact}&${Array.from({ length: UNKNOWN_FIELDS }, (_, i) => `f${i}=x`).join('&')}`;

try {
  // Warm up: the first requests compile code paths.
  for (let i = 0; i < 20; i++) await send('127.0.2.1', 'GET', '/api/leads/token');
  const rssBefore = rssMb();
  const quiet = await probe(2_000);

  /** `posts` posts from the flood's addresses, CONCURRENCY at a time, with another client probing meanwhile. */
  async function round(network: string, body: string, origin?: string) {
    let peakRss = rssMb();
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb())), 50);
    const answers: { status: number; bytes: number; ms: number }[] = [];
    const queue = Array.from({ length: ADDRESSES * POSTS_PER_ADDRESS }, (_, i) => `${network}.${(i % ADDRESSES) + 1}`);
    const started = performance.now();
    const flooding = Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let address = queue.shift(); address; address = queue.shift())
          answers.push(await send(address, 'POST', '/api/leads', body, origin));
      }),
    );
    const during = await probe(flooding);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const statuses = Object.entries(
      answers.reduce<Record<number, number>>(
        (counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    const bytes = percentile(
      answers.map((a) => a.bytes),
      50,
    );
    return { during, seconds, statuses, bytes, peakRss };
  }

  // The control: the same posts from another site, refused (403) before their body is read.
  const control = await round('127.0.3', flood, 'https://elsewhere.example');
  const result = await round('127.0.1', flood);

  console.log(`Server: ${serverRoot}`);
  console.log(
    `${ADDRESSES * POSTS_PER_ADDRESS} posts of ${(Buffer.byteLength(flood) / 1024).toFixed(1)} KB (a contact and ${UNKNOWN_FIELDS} unknown fields), ${CONCURRENCY} at a time, from ${ADDRESSES} addresses`,
  );
  console.log(
    '\n| Round | answers | answer bytes (median) | seconds | other client p50 ms | p99 ms | max ms | server RSS peak MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const line = (name: string, r: Awaited<ReturnType<typeof round>>) =>
    console.log(
      `| ${name} | ${r.statuses} | ${r.bytes} | ${r.seconds.toFixed(2)} | ${percentile(r.during, 50).toFixed(1)} | ${percentile(r.during, 99).toFixed(1)} | ${Math.max(...r.during).toFixed(1)} | ${r.peakRss.toFixed(0)} |`,
    );
  console.log(
    `| no flood (2 s) | - | - | 2.00 | ${percentile(quiet, 50).toFixed(1)} | ${percentile(quiet, 99).toFixed(1)} | ${Math.max(...quiet).toFixed(1)} | ${rssBefore.toFixed(0)} |`,
  );
  line('control: the same posts, cross-site (403 before parsing)', control);
  line('the flood', result);
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

/**
 * `npm run bench:pages`: how many pages per second the Node server serves, against Debian's nginx
 * with the shipped deploy/nginx.conf over the same dist/, on the same page, interleaved in one run
 * (Node, nginx, Node, nginx …) so both meet the same machine load. autocannon, keep-alive, Brotli
 * accepted as a browser does. Writes bench/pages.md and exits 1 when the Node server serves less
 * than half of nginx's pages per second: the median, over the rounds, of Node's pages/s divided by
 * nginx's in the round right after it (on a shared machine the load drifts between rounds; each pair
 * ran under nearly the same load).
 *
 * Both answer with the build's file as it is (the test first checks the bytes): the Node server
 * from memory, nginx from disk with brotli_static.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { htmlFileFor, siteDir } from '../server/site/buildOutput';
import { freePort } from '../server/freePort';
import { startNginx } from './startNginx';

interface AutocannonResult {
  requests: { average: number; total: number };
  '2xx': number;
  duration: number;
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  reconnectRate?: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const PAGE = process.env.BENCH_PAGE ?? '/services/fences/sales';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MIN_RATIO = 0.5;
const headers = { 'accept-encoding': 'br, gzip' };
/**
 * Each connection starts afresh after this many requests, below both servers' keep-alive request cap
 * (1,000 for each). autocannon sends the next request on a connection the server has just said it will
 * close, and Node's server answers such requests 503: that would be counted as fast "pages".
 */
const RECONNECT_EVERY = 500;
const distDir = siteDir();

/** The all-in-one Node server as `npm start` runs it (own process, lead API on a throwaway store). */
async function startNodeServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LEADS_DB_PATH: path.join(dir, 'leads.db') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`the Node server exited (${child.exitCode})`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (Date.now() - started > 30_000) throw new Error('the Node server did not start within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Both hosts send the build's Brotli file for the page, byte for byte. */
async function checkSameBytes(urls: string[]): Promise<void> {
  const file = readFileSync(path.join(distDir, `${htmlFileFor(PAGE)}.br`));
  for (const url of urls) {
    const response = await fetch(url + PAGE, { headers });
    const raw = Buffer.from(await response.clone().arrayBuffer());
    if (response.status !== 200 || response.headers.get('content-encoding') !== 'br')
      throw new Error(`${url}${PAGE}: ${response.status}, ${response.headers.get('content-encoding')}`);
    // fetch decodes the body: compare the decoded text with the file's source instead.
    const source = readFileSync(path.join(distDir, htmlFileFor(PAGE)), 'utf8');
    if (raw.toString('utf8') !== source || file.length === 0) throw new Error(`${url}${PAGE} is not the build's file`);
  }
}

interface Round {
  host: 'node' | 'nginx';
  pagesPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(host: Round['host'], url: string): Promise<Round> {
  const result = await autocannon({
    url: url + PAGE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    reconnectRate: RECONNECT_EVERY,
  });
  return {
    host,
    // Pages actually served (200), per second of the run.
    pagesPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

if (!existsSync(path.join(distDir, htmlFileFor(PAGE)))) {
  console.error(`bench:pages: ${path.join(distDir, htmlFileFor(PAGE))} is missing: run npm run build first`);
  process.exit(1);
}

const node = await startNodeServer();
const nginx = await startNginx({ root: distDir, api: new URL(node.url).host });
const rounds: Round[] = [];
try {
  await checkSameBytes([node.url, nginx.baseUrl]);
  // A short warm-up of each (JIT, file cache), not recorded.
  for (const url of [node.url, nginx.baseUrl])
    await autocannon({
      url: url + PAGE,
      connections: CONNECTIONS,
      duration: 1,
      headers,
      reconnectRate: RECONNECT_EVERY,
    });
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push(await measure('node', node.url));
    rounds.push(await measure('nginx', nginx.baseUrl));
    console.log(
      rounds
        .slice(-2)
        .map((r) => `${r.host} ${r.pagesPerSecond.toFixed(0)} pages/s p99 ${r.p99} ms`)
        .join(', '),
    );
  }
} finally {
  await nginx.stop();
  await node.stop();
}

const of = (host: Round['host']) => rounds.filter((r) => r.host === host);
const nodeMedian = median(of('node').map((r) => r.pagesPerSecond));
const nginxMedian = median(of('nginx').map((r) => r.pagesPerSecond));
const roundRatios = of('node').map((r, i) => r.pagesPerSecond / of('nginx')[i]!.pagesPerSecond);
const ratio = median(roundRatios);
const passed = ratio >= MIN_RATIO && rounds.every((r) => r.errors === 0);

const report = `# Page-serving benchmark

\`npm run bench:pages\` (scripts/bench-pages.ts), run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on
${cpus().length} cores (load average ${loadavg()
  .map((l) => l.toFixed(2))
  .join(', ')} at the end; other work may share the machine, which is why the hosts are interleaved).

The same page, \`${PAGE}\`, from the same \`dist/\`: the Node server (\`npm start\`: the all-in-one server,
its own process) and Debian's nginx with the shipped \`deploy/nginx.conf\` (one worker, \`brotli_static\`).
autocannon, ${CONNECTIONS} connections (each reopened every ${RECONNECT_EVERY} requests), ${DURATION_S} s per round,
\`accept-encoding: br, gzip\`, keep-alive; pages/s counts 200 answers only;
${ROUNDS} rounds each, interleaved (Node, nginx, Node, nginx …) after a 1 s warm-up of each. Both sent
the build's Brotli file, byte for byte (checked before the rounds).

| Round | Host | Pages/s | p50 (ms) | p99 (ms) | Errors | Node / nginx |
|---|---|---|---|---|---|---|
${rounds.map((r, i) => `| ${Math.floor(i / 2) + 1} | ${r.host} | ${r.pagesPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.host === 'nginx' ? roundRatios[Math.floor(i / 2)]!.toFixed(2) : ''} |`).join('\n')}

**Node serves ${ratio.toFixed(2)} × nginx's pages per second** (median of the rounds' ratios; required: at
least ${MIN_RATIO} ×, no errors): **${passed ? 'pass' : 'FAIL'}**. Median pages/s over the rounds: Node
${nodeMedian.toFixed(0)}, nginx ${nginxMedian.toFixed(0)}. p99 median: Node ${median(of('node').map((r) => r.p99))} ms, nginx ${median(of('nginx').map((r) => r.p99))} ms.
`;
writeFileSync(path.join('bench', 'pages.md'), report);
console.log(report);
if (!passed) process.exit(1);

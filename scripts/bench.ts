/**
 * `npm run bench [-- /path ...]`: Lighthouse (mobile, default simulated throttling, system Chromium)
 * on every manifest route, or the routes given, 3 runs each, median by performance score. Updates
 * bench/lighthouse.md (rows of routes not measured this time are kept). Serves dist/ (OUT_DIR) with the
 * real server; build first (`npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildServer } from '../server/app';
import { routes } from '../src/routes';
import { chromiumFlags, chromiumPath } from './chromium';
import { htmlPathFor, initialJsOf } from './initialJs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const distDir = path.resolve(process.env.OUT_DIR ?? 'dist');
const reportFile = path.resolve('bench/lighthouse.md');

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  initialJsGzip: number;
}

const HEADER = '| Route | Performance | Accessibility | Best practices | SEO | LCP (ms) | TBT (ms) | CLS | Initial JS (gzip bytes) |\n|---|---|---|---|---|---|---|---|---|';

function formatRow(r: Row): string {
  return `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.initialJsGzip} |`;
}

/** Rows already in the report, keyed by route, so a partial run updates only what it measured. */
function existingRows(): Map<string, string> {
  if (!existsSync(reportFile)) return new Map();
  const rows = readFileSync(reportFile, 'utf8').split('\n').filter((line) => /^\| \/\S*/.test(line));
  return new Map(rows.map((line) => [line.split('|')[1]!.trim(), line]));
}

async function measure(url: string): Promise<Omit<Row, 'route' | 'initialJsGzip'>> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const paths = requested.length ? requested : routes.map((r) => r.path);
  const unknown = paths.filter((p) => !routes.some((r) => r.path === p));
  if (unknown.length) throw new Error(`not in the route manifest: ${unknown.join(', ')}`);

  const app = await buildServer({ distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;

  const rows = existingRows();
  try {
    for (const route of paths) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(origin + route));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      const initialJsGzip = initialJsOf(readFileSync(htmlPathFor(distDir, route), 'utf8'), distDir).gzipBytes;
      const row: Row = { route, ...median, initialJsGzip };
      rows.set(route, formatRow(row));
      console.log(`${formatRow(row)}   (performance runs: ${runs.map((r) => r.performance).join(', ')})`);
    }
  } finally {
    await app.close();
  }

  const ordered = routes.map((r) => rows.get(r.path)).filter((row): row is string => !!row);
  const body = [
    '# Lighthouse (mobile)',
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile form factor, default simulated throttling, system Chromium, median of ${RUNS} runs by performance score, on the production build served by the project's server on this 2-core machine. Updated ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`.`,
    'Initial JS = entry scripts plus the preloaded page chunk, gzip level 9 (budget: 100 KB = 102400 bytes, enforced by e2e/budget.test.ts).',
    '',
    HEADER,
    ...ordered,
    '',
  ].join('\n');
  await mkdir(path.dirname(reportFile), { recursive: true });
  await writeFile(reportFile, body);
  console.log(`wrote ${reportFile}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

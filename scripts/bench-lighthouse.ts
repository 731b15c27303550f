/**
 * `npm run bench [-- /path ...]`: Lighthouse (mobile, default simulated throttling, system Chromium)
 * on every registry page, or the paths given, 3 runs each, interleaved with 3 runs of the same page
 * without its scripts (the baseline: scripts/noJsBaseline.ts). Updates bench/lighthouse.md (rows of
 * pages not measured this time are kept, in the current format only). Serves dist/ (OUT_DIR) and
 * its script-free copy with the real server; build first (`npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { siteDir } from '../server/site/buildOutput';
import { registry } from '../src/content/registry';
import { STARTUP_BUDGET_BYTES, STARTUP_BUDGET_KB } from './startupBudget';
import { benchReportFile, writeBenchReport } from './benchReport';
import { chromiumFlags, chromiumPath } from './chromium';
import { makeNoJsCopy } from './noJsBaseline';
import { serveSite } from './serveSite';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const distDir = siteDir();
const reportFile = benchReportFile('lighthouse');

/** One Lighthouse run's figures. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Same-origin scripts the page loaded during the run (paths), for the initial-JS column. */
  scripts: string[];
}

interface Row {
  route: string;
  /** The page as visitors get it. */
  page: Figures;
  /** The same HTML with its scripts and script preloads removed (scripts/noJsBaseline.ts). */
  noJs: Figures;
  initialJsGzip: number;
}

const HEADER = [
  '| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | no-JS perf | no-JS FCP | no-JS LCP | no-JS TBT | LCP ratio | TBT ratio | Initial JS (gzip B) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
].join('\n');

const ms = (value: number) => String(Math.round(value));
/** A ratio against the baseline; TBT can be 0 without scripts, so its ratio counts from 1 ms. */
const ratio = (value: number, baseline: number) => (value / Math.max(baseline, 1)).toFixed(2);

function formatRow({ route, page, noJs, initialJsGzip }: Row): string {
  return `| ${route} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${ms(page.fcpMs)} | ${ms(page.lcpMs)} | ${ms(page.tbtMs)} | ${page.cls.toFixed(3)} | ${noJs.performance} | ${ms(noJs.fcpMs)} | ${ms(noJs.lcpMs)} | ${ms(noJs.tbtMs)} | ${ratio(page.lcpMs, noJs.lcpMs)} | ${ratio(page.tbtMs, noJs.tbtMs)} | ${initialJsGzip} |`;
}

/** Rows already in the report, keyed by route, so a partial run updates only what it measured. */
function existingRows(): Map<string, string> {
  if (!existsSync(reportFile)) return new Map();
  const rows = readFileSync(reportFile, 'utf8')
    .split('\n')
    .filter((line) => /^\| \/\S*/.test(line));
  return new Map(rows.map((line) => [line.split('|')[1]!.trim(), line]));
}

async function measure(url: string): Promise<Figures> {
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
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      scripts: scriptsLoaded(url, audits['network-requests']?.details),
    };
  } finally {
    await chrome.kill();
  }
}

/** The same-origin scripts in Lighthouse's network log of the run (everything fetched until idle). */
function scriptsLoaded(url: string, details: unknown): string[] {
  const origin = new URL(url).origin;
  const items = (details as { items?: { url?: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(origin))
    .map((item) => new URL(item.url!).pathname);
}

/** Gzip level 9 bytes of the given built files, as the server sends them. */
const gzipBytesOf = (files: string[]) =>
  files.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(distDir, src)), { level: 9 }).length, 0);

/**
 * A run whose trace Lighthouse could not read (it then reports no metrics and a score of 0) says
 * nothing about the page: measure again, a few times at most.
 */
async function measureValid(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const figures = await measure(url);
    if ([figures.fcpMs, figures.lcpMs, figures.tbtMs, figures.cls].every(Number.isFinite)) return figures;
    if (attempt === 3) throw new Error(`Lighthouse gave no metrics for ${url} three times in a row`);
    console.warn(`no metrics for ${url} (attempt ${attempt}): measuring again`);
  }
}

/** The median of each figure on its own (a single noisy run then moves no figure). */
function medianFigures(runs: Figures[]): Figures {
  const median = (pick: (f: Figures) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return {
    performance: median((f) => f.performance),
    accessibility: median((f) => f.accessibility),
    bestPractices: median((f) => f.bestPractices),
    seo: median((f) => f.seo),
    fcpMs: median((f) => f.fcpMs),
    lcpMs: median((f) => f.lcpMs),
    tbtMs: median((f) => f.tbtMs),
    cls: median((f) => f.cls),
    // The largest set any run loaded (a run never loads less than start-up needs).
    scripts: runs.map((f) => f.scripts).sort((a, b) => gzipBytesOf(b) - gzipBytesOf(a))[0] ?? [],
  };
}

/**
 * The machine's own floor: a page with one heading and one paragraph, no stylesheet, no image and no
 * script. What Lighthouse reports for it (Chromium's start-up and first paint under the simulated
 * 4x slower CPU) no page can go below on this machine at that moment.
 */
const floorPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="The smallest page, for the bench."></head><body><h1>Floor</h1><p>One heading and one paragraph.</p></body></html>';

async function serveFloorPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(floorPage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function describeFloor(runs: Figures[]): string {
  const floor = medianFigures(runs);
  return `Machine floor in this run (the smallest page: one heading and one paragraph, no stylesheet, image or script; median of ${runs.length}): performance ${floor.performance}, FCP ${ms(floor.fcpMs)} ms, LCP ${ms(floor.lcpMs)} ms, TBT ${ms(floor.tbtMs)} ms (TBT of each run: ${runs.map((run) => ms(run.tbtMs)).join(', ')}). No page scores better than this here and now.`;
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const paths = requested.length ? requested : registry.map((r) => r.path);
  const unknown = paths.filter((p) => !registry.some((r) => r.path === p));
  if (unknown.length) throw new Error(`not in the page registry: ${unknown.join(', ')}`);

  const noJsCopy = await makeNoJsCopy(distDir);
  const site = await serveSite(distDir);
  const baseline = await serveSite(noJsCopy.dir);

  const rows = existingRows();
  const floorRuns: Figures[] = [];
  try {
    const floor = await serveFloorPage();
    try {
      for (let i = 0; i < RUNS; i++) floorRuns.push(await measureValid(floor.url));
    } finally {
      await floor.close();
    }
    console.log(describeFloor(floorRuns));

    for (const route of paths) {
      // Interleaved, so a slow spell of this shared machine hits both sides alike.
      const pageRuns: Figures[] = [];
      const noJsRuns: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        pageRuns.push(await measureValid(site.origin + route));
        noJsRuns.push(await measureValid(baseline.origin + route));
      }
      const page = medianFigures(pageRuns);
      const row: Row = { route, page, noJs: medianFigures(noJsRuns), initialJsGzip: gzipBytesOf(page.scripts) };
      rows.set(route, formatRow(row));
      console.log(
        `${formatRow(row)}   (performance runs: ${pageRuns.map((r) => r.performance).join(', ')}; no-JS: ${noJsRuns.map((r) => r.performance).join(', ')})`,
      );
    }
  } finally {
    await site.close();
    await baseline.close();
    await noJsCopy.remove();
  }

  const ordered = registry.map((r) => rows.get(r.path)).filter((row): row is string => !!row);
  const body = [
    '# Lighthouse (mobile)',
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile form factor, default simulated throttling, system Chromium, on the production build served by the project's server on this 2-core machine. Each figure is the median of ${RUNS} runs, taken on its own. Updated ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`.`,
    '',
    "The **no-JS** columns measure the same prerendered HTML with its scripts and script preloads removed, served by the same server and measured interleaved with the page in the same run: the floor that the page's HTML, CSS and images allow on this machine at that moment. The ratios (page / no-JS) are what the scripts cost the first view; the targets are performance >= 98, LCP ratio <= 1.25, TBT <= 150 ms and CLS 0.",
    '',
    describeFloor(floorRuns),
    '',
    `FCP, LCP and TBT in milliseconds. Initial JS = every same-origin script the page loaded during the Lighthouse run (until idle, with no interaction), gzip level 9 (budget: ${STARTUP_BUDGET_KB} KB = ${STARTUP_BUDGET_BYTES} bytes, enforced by e2e/script-budget.test.ts).`,
    '',
    HEADER,
    ...ordered.filter((row) => row.split('|').length === HEADER.split('\n')[0]!.split('|').length),
    '',
  ].join('\n');
  await writeBenchReport(reportFile, body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

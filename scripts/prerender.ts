/**
 * Build step, the prerender crawl: serves the fresh webpack build with the real server in shell mode,
 * snapshots every registry page (and a path no route matches, for dist/404.html) in headless
 * Chromium, a few at a time (scripts/snapshot.ts), draws the Open Graph images, then writes each
 * snapshot as dist/<route>/index.html and the root files (sitemap.xml, robots.txt, _headers,
 * _redirects: scripts/rootFiles.ts).
 *
 * Rules: one failed route fails the build, naming every failed route and why; nothing is written
 * until every route succeeded, so a failed build never leaves a half-prerendered dist/.
 *
 * With PRERENDER_REUSE_FROM=<the build being replaced> (`npm run edit`'s rebuilds), a page that
 * nothing changed for is kept from that build instead of snapshotted again (scripts/prerenderReuse.ts);
 * with PRERENDER_BROWSER=<a running Chromium's DevTools address> (`npm run edit` again), the crawl
 * draws in it instead of starting one.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { htmlFileFor, siteDir } from '../server/site/buildOutput';
import { registry } from '../src/content/registry';
import { chromiumFlags, chromiumPath } from './chromium';
import { writeOgImage, writePreviewImages } from './ogImage';
import { keepRecord, reusablePages, type PrerenderRecord } from './prerenderReuse';
import { writeRootFiles } from './rootFiles';
import { serveSite } from './serveSite';
import { openSnapshotTab, type SnapshotJob, type SnapshotTab } from './snapshot';

const distDir = siteDir();
const CONCURRENCY = 3;
/** A path no route matches: its snapshot becomes dist/404.html. */
const NOT_FOUND_PROBE = '/__prerender-404__';
/** What each build's pages were drawn from, for the next edit build (scripts/prerenderReuse.ts). */
const RECORD_DIR = path.resolve('node_modules/.cache/prerender');

async function main() {
  const started = Date.now();
  const shell = await readFile(path.join(distDir, 'shell.html'), 'utf8').catch(() => {
    throw new Error(`${distDir}/shell.html is missing: run the webpack build first (npm run build:client)`);
  });
  if (!/<div id="?root"?><\/div>/.test(shell)) throw new Error('shell.html has no empty #root');

  // Old snapshots from an earlier build must not be served instead of the shell.
  await rm(path.join(distDir, 'index.html'), { force: true });
  await rm(path.join(distDir, '404.html'), { force: true });

  const server = await serveSite(distDir, { shellFallback: true });
  const { origin } = server;

  // `npm run edit` keeps one Chromium for all its rebuilds (PRERENDER_BROWSER, its address): a start saved per
  // save. Each crawl draws in a browser context of its own, so nothing of an earlier one (storage, cache) is left.
  const keptBrowser = process.env.PRERENDER_BROWSER;
  const browser = keptBrowser
    ? await puppeteer.connect({ browserWSEndpoint: keptBrowser })
    : await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
  const context = await browser.createBrowserContext();
  const jobs: SnapshotJob[] = [
    ...registry.map((entry) => ({ path: entry.path, output: htmlFileFor(entry.path), expectNotFound: false })),
    { path: NOT_FOUND_PROBE, output: '404.html', expectNotFound: true },
  ];
  const results = new Map<string, string>();
  const record: PrerenderRecord = { shell, pages: {} };
  const previousDir = process.env.PRERENDER_REUSE_FROM;
  if (previousDir) {
    const kept = await reusablePages({
      previousDir,
      buildDir: distDir,
      shell,
      outputs: jobs.map((job) => job.output),
      cacheDir: RECORD_DIR,
    });
    for (const [output, { html, assets }] of kept) {
      results.set(output, html);
      record.pages[output] = assets;
    }
    console.log(`prerender: ${kept.size} of ${jobs.length} pages kept from ${previousDir}: nothing they show changed`);
  }
  const failures: string[] = [];
  let done = 0;

  try {
    const queue = jobs.filter((job) => !results.has(job.output));
    const total = queue.length;
    // Each worker draws its routes in one tab, and opens another after a route failed (which closed it).
    const worker = async () => {
      let tab: SnapshotTab | null = null;
      for (let job = queue.shift(); job; job = queue.shift()) {
        const t0 = Date.now();
        try {
          tab ??= await openSnapshotTab(context, origin);
          const assets: string[] = [];
          results.set(job.output, await tab.snapshot(job, assets));
          record.pages[job.output] = [...new Set(assets)].sort();
          done++;
          console.log(`prerender [${done}/${total}] ${job.path} -> ${job.output} (${Date.now() - t0} ms)`);
        } catch (error) {
          tab = null;
          failures.push(`${job.path}: ${error instanceof Error ? error.message : String(error)}`);
          console.error(`prerender FAILED ${job.path}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await tab?.close();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (!failures.length) {
      await writeOgImage(browser, path.resolve('static'), path.join(distDir, 'images/og-image.png'));
      await writePreviewImages(registry, path.resolve('static'), distDir);
    }
  } finally {
    await context.close();
    await (keptBrowser ? browser.disconnect() : browser.close());
    await server.close();
  }

  if (failures.length) {
    console.error(`\nPrerender failed for ${failures.length} route(s):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }

  // Write only after every route succeeded, so a failed build never leaves a half-prerendered dist/.
  for (const [output, html] of results) {
    const file = path.join(distDir, output);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await rm(path.join(distDir, 'shell.html'));
  await writeRootFiles(distDir);
  await keepRecord(RECORD_DIR, distDir, record);
  console.log(
    `prerender: ${results.size} pages, sitemap.xml, robots.txt, _headers and the Open Graph images written in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});

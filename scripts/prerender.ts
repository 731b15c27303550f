/**
 * The prerender crawl (replaces react-snap, which is unmaintained and pins puppeteer 1.x). Serves
 * the fresh webpack build with the real server in shell mode, visits every registry page in
 * headless Chromium, waits for the app's explicit ready signal and saves the rendered document as
 * dist/<route>/index.html, plus dist/404.html. Any console error, page error, failed same-origin
 * request, missing h1 or timeout fails the build, naming the route and the reason. Then
 * sitemap.xml, robots.txt and _headers.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildServer } from '../server/buildServer';
import { htmlFileFor, siteDir } from '../server/site/buildOutput';
import { routes } from '../src/routes';
import { chromiumFlags, chromiumPath } from './chromium';
import { writeOgImage, writePreviewImages } from './ogImage';
import { writeRootFiles } from './rootFiles';

const distDir = siteDir();
const READY_TIMEOUT_MS = 30_000;
const CONCURRENCY = 3;
/** A path no route matches: its snapshot becomes dist/404.html. */
const NOT_FOUND_PROBE = '/__prerender-404__';

interface Job {
  path: string;
  output: string;
  expectNotFound: boolean;
}

async function snapshot(browser: Browser, origin: string, job: Job): Promise<string> {
  const page = await browser.newPage();
  const problems: string[] = [];
  try {
    await page.setViewport({ width: 1280, height: 900 });
    await page.evaluateOnNewDocument(() => {
      window.__PRERENDER__ = true;
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The 404 page's own document answers 404 on purpose; Chromium logs that as a console error.
      if (job.expectNotFound && message.location()?.url === origin + job.path) return;
      problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
    );
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin))
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      const url = response.url();
      const isDocument = response.request().resourceType() === 'document';
      if (url.startsWith(origin) && response.status() >= 400 && !(isDocument && job.expectNotFound)) {
        problems.push(`HTTP ${response.status()} for ${url}`);
      }
    });

    const response = await page.goto(origin + job.path, { waitUntil: 'domcontentloaded', timeout: READY_TIMEOUT_MS });
    if (!response) throw new Error('no response');
    if (!job.expectNotFound && response.status() !== 200) throw new Error(`HTTP ${response.status()}`);
    await page
      .waitForFunction(() => window.__APP_READY__ === true, { timeout: READY_TIMEOUT_MS, polling: 50 })
      .catch(() => {
        throw new Error(`timed out after ${READY_TIMEOUT_MS} ms waiting for the app's ready signal`);
      });
    // Let images and late effects settle so errors surface before we save.
    await page.waitForNetworkIdle({ idleTime: 200, timeout: READY_TIMEOUT_MS }).catch(() => undefined);
    const h1 = await page.$eval('h1', (el) => el.textContent?.trim() ?? '').catch(() => '');
    if (!h1) problems.push('the page has no h1');
    if (problems.length) throw new Error(problems.join('; '));
    const html = await page.evaluate(() => {
      // React renders "since {year}" as two adjacent text nodes; serialised, they would merge into
      // one and no longer hydrate. React's own server renderer separates them with <!-- -->, which
      // hydration skips: do the same.
      const root = document.getElementById('root');
      if (root) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const texts: Text[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
        for (const text of texts) {
          if (text.previousSibling?.nodeType === Node.TEXT_NODE) text.before(document.createComment(' '));
        }
        // Style attributes in the form React's server renderer writes ("max-height:50px"), so
        // development builds hydrate without attribute warnings.
        for (const element of root.querySelectorAll<HTMLElement>('[style]')) {
          const declarations = element.style.cssText
            .split(';')
            .map((d) => d.trim())
            .filter(Boolean);
          element.setAttribute('style', declarations.map((d) => d.replace(/:\s+/, ':')).join(';'));
        }
      }
      // The page content is a Suspense boundary in the app (Layout): mark it as React's server
      // renderer would, so start-up can hydrate the shell and leave the page as served HTML until
      // the visitor reaches for it. The page's chunk is therefore not preloaded either.
      const main = document.getElementById('main');
      if (main) {
        main.prepend(document.createComment('$'));
        main.append(document.createComment('/$'));
      }
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    return html;
  } finally {
    await page.close();
  }
}

async function main() {
  const started = Date.now();
  const shell = await readFile(path.join(distDir, 'shell.html'), 'utf8').catch(() => {
    throw new Error(`${distDir}/shell.html is missing: run the webpack build first (npm run build:client)`);
  });
  if (!/<div id="?root"?><\/div>/.test(shell)) throw new Error('shell.html has no empty #root');

  // Old snapshots from an earlier build must not be served instead of the shell.
  await rm(path.join(distDir, 'index.html'), { force: true });
  await rm(path.join(distDir, '404.html'), { force: true });

  const server = await buildServer({ distDir, shellFallback: true });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const origin = `http://127.0.0.1:${address.port}`;

  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
  const jobs: Job[] = [
    ...routes.map((route) => ({ path: route.path, output: htmlFileFor(route.path), expectNotFound: false })),
    { path: NOT_FOUND_PROBE, output: '404.html', expectNotFound: true },
  ];
  const results = new Map<string, string>();
  const failures: string[] = [];
  let done = 0;

  try {
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const t0 = Date.now();
        try {
          results.set(job.output, await snapshot(browser, origin, job));
          done++;
          console.log(`prerender [${done}/${jobs.length}] ${job.path} -> ${job.output} (${Date.now() - t0} ms)`);
        } catch (error) {
          failures.push(`${job.path}: ${error instanceof Error ? error.message : String(error)}`);
          console.error(`prerender FAILED ${job.path}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (!failures.length) {
      await writeOgImage(browser, path.resolve('static'), path.join(distDir, 'images/og-image.png'));
      await writePreviewImages(routes, path.resolve('static'), distDir);
    }
  } finally {
    await browser.close();
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
  console.log(
    `prerender: ${results.size} pages, sitemap.xml, robots.txt, _headers and the Open Graph images written in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});

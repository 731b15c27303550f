/**
 * One route's snapshot for the prerender crawl (scripts/prerender.ts): opens it in headless Chromium
 * with `window.__PRERENDER__` set, waits for the app's explicit ready signal and returns the rendered
 * document as HTML that React can hydrate (written the way React's own server renderer would).
 *
 * Rules: any console error, page error, failed same-origin request, 4xx/5xx same-origin answer,
 * missing h1 or timeout rejects, naming what went wrong; only the 404 probe may answer 404.
 */
import type { Browser } from 'puppeteer-core';

const READY_TIMEOUT_MS = 30_000;

export interface SnapshotJob {
  path: string;
  output: string;
  expectNotFound: boolean;
}

/**
 * `assets`, when given, receives the path of every file of the build's assets/ the page loaded (its
 * scripts, styles and icons): what its snapshot was made from (scripts/prerenderReuse.ts).
 */
export async function snapshot(browser: Browser, origin: string, job: SnapshotJob, assets?: string[]): Promise<string> {
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
      if (assets && url.startsWith(`${origin}/assets/`)) assets.push(new URL(url).pathname.slice(1));
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

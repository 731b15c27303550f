/**
 * One route's snapshot for the prerender crawl (scripts/prerender.ts): opens it in headless Chromium
 * with `window.__PRERENDER__` set, waits for the app's explicit ready signal and returns the rendered
 * document as HTML that React can hydrate (written the way React's own server renderer would).
 *
 * Rules: any console error, page error, failed same-origin request, 4xx/5xx same-origin answer,
 * missing h1 or timeout rejects, naming what went wrong; only the 404 probe may answer 404.
 *
 * A tab draws one route after another (openSnapshotTab): a new tab per route cost about twice the
 * processor time of the whole crawl (a renderer started and the app's scripts compiled again each
 * time; measured in docs/decisions.md 19). Each route is a new document in it, with the
 * prerender flag set and the tab's session storage emptied before any app code runs, as in a new
 * tab; the network has been idle 200 ms before a route is saved, so no request of one route is
 * still running when the next starts. A tab whose route failed is closed, never reused.
 */
import type { Browser, Page } from 'puppeteer-core';

/** Where tabs open: a browser, or one of its contexts. */
export type TabOpener = Pick<Browser, 'newPage'>;

const READY_TIMEOUT_MS = 30_000;

export interface SnapshotJob {
  path: string;
  output: string;
  expectNotFound: boolean;
}

/** One tab of the crawl, drawing routes one after another. */
export interface SnapshotTab {
  /**
   * The route's snapshot; `assets`, when given, receives the path of every file of the build's
   * assets/ the page loaded (its scripts, styles and icons): what its snapshot was made from
   * (scripts/prerenderReuse.ts). After a rejection the tab is closed.
   */
  snapshot: (job: SnapshotJob, assets?: string[]) => Promise<string>;
  close: () => Promise<void>;
}

/** What the tab's listeners report to: the route being drawn (none between routes). */
interface Drawing {
  job: SnapshotJob;
  problems: string[];
  assets?: string[];
}

export async function openSnapshotTab(browser: TabOpener, origin: string): Promise<SnapshotTab> {
  const page = await browser.newPage();
  let drawing: Drawing | null = null;
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(() => {
    window.__PRERENDER__ = true;
    sessionStorage.clear();
  });
  page.on('console', (message) => {
    if (!drawing || message.type() !== 'error') return;
    const { job, problems } = drawing;
    // The 404 page's own document answers 404 on purpose; Chromium logs that as a console error.
    if (job.expectNotFound && message.location()?.url === origin + job.path) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    drawing?.problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('requestfailed', (request) => {
    if (drawing && request.url().startsWith(origin))
      drawing.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (!drawing) return;
    const { job, problems, assets } = drawing;
    const url = response.url();
    if (assets && url.startsWith(`${origin}/assets/`)) assets.push(new URL(url).pathname.slice(1));
    const isDocument = response.request().resourceType() === 'document';
    if (url.startsWith(origin) && response.status() >= 400 && !(isDocument && job.expectNotFound)) {
      problems.push(`HTTP ${response.status()} for ${url}`);
    }
  });

  return {
    snapshot: async (job, assets) => {
      drawing = { job, problems: [], assets };
      try {
        return await draw(page, origin, job, drawing.problems);
      } catch (error) {
        await page.close().catch(() => undefined);
        throw error;
      } finally {
        drawing = null;
      }
    },
    close: () => page.close(),
  };
}

async function draw(page: Page, origin: string, job: SnapshotJob, problems: string[]): Promise<string> {
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
}

/** One route's snapshot in a tab of its own (for a single page; the crawl reuses its tabs). */
export async function snapshot(browser: Browser, origin: string, job: SnapshotJob, assets?: string[]): Promise<string> {
  const tab = await openSnapshotTab(browser, origin);
  const html = await tab.snapshot(job, assets);
  await tab.close();
  return html;
}

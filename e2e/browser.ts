/**
 * Browser helpers for the e2e tests: the system Chromium through puppeteer-core (one browser for the
 * whole run, launched by e2e/globalSetup.ts; each test file works in a browser context of its own),
 * pages that record every console error, page error and failed same-origin request, and what
 * tests do with a page (open and hydrate, wait for frames or observers, record changes, run axe, send
 * a form without script). Rule: a test's page comes from watchEachTest (or watchedPage /
 * openRecorded when a test manages it), so every page is watched the same way.
 */
import { readFileSync } from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { checkAndSendCopy } from '../server/leads/noScriptHtml';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';

import { baseUrl } from './baseUrl';

export { baseUrl };

/**
 * How the test browser shares renderer processes. Chromium gives each new tab a renderer process of
 * its own, and with site isolation a second one when the tab leaves about:blank for the site: about
 * 600 ms of CPU per page before it draws anything, measured on the home page at 375 px (950 ms of
 * Chromium CPU per new page against 356 ms for a reload in the same page). The tests open a new page
 * for nearly every test, so that start-up was most of what Chromium spent in a run.
 * - Without site isolation a tab's first process can host the site's page (no swap on navigation).
 * - With a limit of one renderer, a new tab joins a live process of its browser context (contexts
 *   never share one, so each test file still has processes of its own); browserForFile keeps one
 *   page open per context so that process outlives the test that closes its page.
 * Together: 573 ms of Chromium CPU per new page instead of 892 ms. Pages of one file then share a
 * main thread; the tests of a file run one after another, so they do not wait on each other. Only
 * the test browser does this: the prerender and the benchmarks keep Chromium's usual process model.
 */
export const testBrowserFlags = [
  '--disable-site-isolation-trials',
  '--disable-features=site-per-process,IsolateOrigins',
  '--renderer-process-limit=1',
];

/** Launches the run's one Chromium (e2e/globalSetup.ts); test files connect to it by its endpoint. */
export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    args: [...chromiumFlags, ...testBrowserFlags],
    headless: true,
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors, page errors and failed same-origin requests seen so far. */
  problems: string[];
  /** Console warnings (the 404 page logs the missing path as one). */
  warnings: string[];
}

/**
 * Third-party requests cannot succeed here (no internet): a lazily loaded map or provider frame
 * failing to connect is the sandbox, not the site. Same-origin failures always count.
 */
const isOffsiteNetworkNoise = (text: string) =>
  /net::ERR_|Failed to load resource/.test(text) && !text.includes('127.0.0.1');

/** How a test's page is set up before it loads anything. */
export interface PageOptions {
  /** Viewport width in CSS px (1280 unless given). */
  width?: number;
  /** Viewport height in CSS px (900 unless given). */
  height?: number;
  /** False: the page runs without JavaScript (what the served HTML alone does). */
  javaScript?: boolean;
  /** Emulate prefers-reduced-motion: reduce (moves jump, so a test can read the state at once). */
  reducedMotion?: boolean;
  /**
   * Bypass the site's CSP. axeViolations does not need it (it evaluates axe through the DevTools
   * protocol, which the CSP does not govern); a page without it also shows a CSP violation as a
   * console error. Must be set before the page loads.
   */
  forAxe?: boolean;
  /** Console errors a test causes on purpose. */
  ignore?: (text: string) => boolean;
}

/** Applies the viewport, script, motion and CSP settings to a page, before it navigates. */
async function setUp(page: Page, { width = 1280, height = 900, javaScript, reducedMotion, forAxe }: PageOptions) {
  if (forAxe) await page.setBypassCSP(true);
  await page.setViewport({ width, height });
  if (javaScript !== undefined) await page.setJavaScriptEnabled(javaScript);
  if (reducedMotion !== undefined)
    await page.emulateMediaFeatures([
      { name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' },
    ]);
}

/**
 * A new page that records every console error, page error and failed request to the shared server
 * (see WatchedPage), set up as `options` says. The caller closes it and checks its problems; inside
 * a test file, watchEachTest does both.
 */
export async function watchedPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const page = await browser.newPage();
  await setUp(page, options);
  const problems: string[] = [];
  const warnings: string[] = [];
  const origin = baseUrl();
  page.on('console', (message) => {
    const text = message.text();
    const location = message.location()?.url ?? '';
    if (message.type() === 'error') {
      if (options.ignore?.(text)) return;
      if (isOffsiteNetworkNoise(text) && !location.startsWith('http://127.0.0.1')) return;
      problems.push(`console error: ${text} ${location}`);
    }
    if (message.type() === 'warn') warnings.push(text);
  });
  page.on('pageerror', (error) =>
    problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin))
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return { page, problems, warnings };
}

/** A WatchedPage whose fields read, at each access, the watched page `now` returns. */
const liveView = (now: () => WatchedPage): WatchedPage => ({
  get page() {
    return now().page;
  },
  get problems() {
    return now().problems;
  },
  get warnings() {
    return now().warnings;
  },
});

/**
 * Turns on request interception, for a test that holds back, aborts or answers requests itself.
 * The page's renderer keeps what it has loaded in a memory cache, shared with every page of the
 * test file (testBrowserFlags), and serves from it without a request interception can catch: a
 * script "held back" would already have run. Disabling the page's cache empties that memory cache
 * and keeps every later request on the network, where interception sees it.
 */
export async function interceptRequests(page: Page): Promise<void> {
  await page.setCacheEnabled(false);
  await page.setRequestInterception(true);
}

/** The page of the current test (see watchEachTest), and how to open a path in it. */
export interface TestPage extends WatchedPage {
  /**
   * Loads `url` (a path on the shared server, or a full URL) in this test's page, set up as
   * `options` says first (1280 x 900 unless given), and with JavaScript waits until the page has
   * hydrated. Call it again to load another page (or the same at another width) in the same test.
   */
  open(url: string, width?: number, options?: Omit<PageOptions, 'width' | 'ignore' | 'forAxe'>): Promise<Page>;
}

/**
 * A fresh watched page for each test of the enclosing describe (or file), closed after it, and a
 * test that saw a console error, page error or failed same-origin request fails. The returned
 * object always reads the current test's page. `options` set up every test's page (forAxe and
 * ignore can only be set here: they must hold from the page's first request).
 */
export function watchEachTest(browser: () => Browser, options: PageOptions = {}): TestPage {
  let current: WatchedPage | null = null;
  beforeEach(async () => {
    current = await watchedPage(browser(), options);
  });
  afterEach(async () => {
    expect(current!.problems).toEqual([]);
    await current!.page.close();
  });
  const now = () => {
    if (!current) throw new Error('watchEachTest: no page outside a test');
    return current;
  };
  const open: TestPage['open'] = async (url, width = options.width, settings = {}) => {
    const { page } = now();
    // Every setting is applied each time, so one open() does not inherit what an earlier one changed.
    const javaScript = settings.javaScript ?? options.javaScript ?? true;
    const reducedMotion = settings.reducedMotion ?? options.reducedMotion ?? false;
    await setUp(page, { height: settings.height ?? options.height, width, javaScript, reducedMotion });
    await page.goto(url.startsWith('/') ? baseUrl() + url : url, { waitUntil: 'load' });
    if (javaScript) await hydratePage(page);
    return page;
  };
  return Object.assign(liveView(now), { open });
}

/**
 * One watched page shared by the tests of the enclosing describe (for tests that walk many routes
 * or one form step by step in the same page): opened before the first, closed after the last, and
 * each test fails on a console error, page error or failed same-origin request seen during it.
 */
export function watchAcrossTests(browser: () => Browser, options: PageOptions = {}): WatchedPage {
  let shared: WatchedPage | null = null;
  beforeAll(async () => {
    shared = await watchedPage(browser(), options);
  });
  afterEach(() => {
    // Emptied after each test, so one test's problem is reported by that test only.
    const seen = shared!.problems.splice(0);
    expect(seen).toEqual([]);
  });
  afterAll(async () => {
    // At file level, browserForFile's afterAll (declared first, so run first) has closed the page already.
    if (shared?.page.browser().connected && !shared.page.isClosed()) await shared.page.close();
  });
  const now = () => {
    if (!shared) throw new Error('watchAcrossTests: no page outside the tests');
    return shared;
  };
  return liveView(now);
}

/**
 * Waits for the shell to hydrate, then reaches for the page as a visitor would (focus entering
 * <main>), which hydrates the served page content, and waits until it is live.
 */
export async function hydratePage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__SHELL_READY__ === true, { timeout: 20_000 });
  await page.evaluate(() =>
    document.getElementById('main')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
  );
  await page.waitForFunction(() => window.__APP_READY__ === true, { timeout: 20_000 });
}

/** Opens a path and waits until React has hydrated all of it (shell and page). */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  await hydratePage(page);
}

/**
 * A new watched page on `url` (any server's): at a width, with JavaScript (hydrated before it
 * returns) or without, always with reduced motion (a click must not land while the page still glides
 * to its target), and for axe the CSP bypassed. For a test that opens pages on a server of its own;
 * the caller checks `problems` and closes the page.
 */
export async function openRecorded(
  browser: Browser,
  url: string,
  { javaScript = true, ...options }: PageOptions = {},
): Promise<WatchedPage> {
  const watched = await watchedPage(browser, { ...options, javaScript, reducedMotion: true });
  await watched.page.goto(url, { waitUntil: 'load' });
  if (javaScript) await hydratePage(watched.page);
  return watched;
}

/**
 * The browser for the whole test file: the run's one Chromium (E2E_BROWSER_WS, set by
 * e2e/globalSetup.ts), reached through a browser context of the file's own (its own cookies and
 * storage, as a browser of its own would have), opened before the file's first test and closed after
 * its last. Starting Chromium once per run instead of once per file saves a launch per file.
 * Returns a getter, since the browser exists only once the tests run; its newPage() opens pages in
 * the file's context.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let view: Browser | undefined;
  beforeAll(async () => {
    const endpoint = process.env.E2E_BROWSER_WS;
    if (!endpoint) throw new Error('E2E_BROWSER_WS is not set (the jest globalSetup launches Chromium)');
    browser = await puppeteer.connect({ browserWSEndpoint: endpoint });
    context = await browser.createBrowserContext();
    const inContext = context;
    // The context's renderer process lives while one of its pages does (see testBrowserFlags): this
    // page holds it between one test's page closing and the next one's opening. It is never watched
    // and shows a plain-text file of the shared server.
    const keeper = await context.newPage();
    await keeper.goto(`${baseUrl()}/robots.txt`);
    // The connected browser, except that its new pages open in this file's context.
    view = new Proxy(browser, {
      get: (target, key) => {
        if (key === 'newPage') return () => inContext.newPage();
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.disconnect();
  });
  return () => {
    if (!view) throw new Error('browserForFile: no browser outside the tests');
    return view;
  };
}

/**
 * What a disclosure button opens and closes: the element its aria-controls names (the mobile menu
 * for the menu button), for a test that found the button by its role and name.
 */
export async function controlledBy(button: ElementHandle<Element>): Promise<ElementHandle<HTMLElement>> {
  const controlled = (
    await button.evaluateHandle((element) => document.getElementById(element.getAttribute('aria-controls') ?? ''))
  ).asElement();
  if (!controlled) throw new Error('controlledBy: the button controls no element');
  return controlled as ElementHandle<HTMLElement>;
}

/** A field's error as a screen reader gives it: the text of what the control's aria-describedby names. */
export const fieldError = (control: ElementHandle<Element>): Promise<string> =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** What a reader sees in <main>: its rendered text, as innerText lays it out. */
export const mainText = (page: Page): Promise<string> => page.$eval('main', (main) => (main as HTMLElement).innerText);

/**
 * Waits until the page has rendered `count` more frames. Two frames after an event has been handled,
 * whatever it changed (a React render included) is on screen.
 */
export async function animationFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const tick = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => tick(left - 1)));
        tick(frames);
      }),
    count,
  );
}

/**
 * Waits until an IntersectionObserver created now has made its first report on the element. The
 * browser updates all of a page's observers in the same rendering step and calls them back in the
 * same task, so by then every observer the page itself had has seen the current scroll position and
 * run its callback. Then two frames, for what those callbacks changed to be rendered. Returns
 * whether the element is in the viewport (with `threshold` of it showing).
 */
export async function intersectionsSettled(page: Page, selector: string, threshold = 0): Promise<boolean> {
  const intersecting = await page.$eval(
    selector,
    (element, ratio) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect();
            resolve(entries.some((entry) => entry.isIntersecting));
          },
          { threshold: ratio },
        );
        observer.observe(element);
      }),
    threshold,
  );
  await animationFrames(page);
  return intersecting;
}

/** Waits until `ms` have passed on the page's own clock (performance.now()) since `since` on that clock. */
export async function pageTimePassed(page: Page, since: number, ms: number): Promise<void> {
  await page.waitForFunction(
    (until) => performance.now() >= until,
    { polling: 'raf', timeout: ms + 10_000 },
    since + ms,
  );
}

/** The page's clock (performance.now()) now. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

export interface ChangeLog {
  /** Waits `frames` animation frames, stops recording and returns every change seen since the start. */
  settle(frames?: number): Promise<string[]>;
}

let changeLogs = 0;

/**
 * For tests that show something does NOT happen: records every real change under the element
 * (an attribute taking a new value, text changing, a node added or removed) from now on, with a
 * MutationObserver in the page. Do the action, wait for whatever later event or period makes the
 * absence meaningful, then `settle()` and expect an empty list.
 */
export async function recordChanges(page: Page, selector: string): Promise<ChangeLog> {
  const key = `__changes${++changeLogs}`;
  await page.$eval(
    selector,
    (root, name) => {
      const seen: string[] = [];
      const describe = (node: Node) =>
        node instanceof Element
          ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}>`
          : `text in <${node.parentElement?.tagName.toLowerCase()}>`;
      const handle = (records: MutationRecord[]) => {
        for (const record of records) {
          if (record.type === 'attributes') {
            const now = (record.target as Element).getAttribute(record.attributeName!);
            // Setting an attribute to the value it had is not a change anyone can see.
            if (now !== record.oldValue)
              seen.push(`${describe(record.target)} ${record.attributeName}: ${record.oldValue} -> ${now}`);
          } else if (record.type === 'characterData') {
            if (record.target.textContent !== record.oldValue)
              seen.push(`${describe(record.target)}: ${record.oldValue} -> ${record.target.textContent}`);
          } else {
            for (const node of record.addedNodes) seen.push(`added ${describe(node)}`);
            for (const node of record.removedNodes) seen.push(`removed ${describe(node)}`);
          }
        }
      };
      const observer = new MutationObserver(handle);
      observer.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeOldValue: true,
        characterData: true,
        characterDataOldValue: true,
      });
      (window as unknown as Record<string, unknown>)[name] = { seen, observer, handle };
    },
    key,
  );
  return {
    async settle(frames = 2) {
      await animationFrames(page, frames);
      return page.evaluate((name) => {
        const log = (
          window as unknown as Record<
            string,
            { seen: string[]; observer: MutationObserver; handle: (records: MutationRecord[]) => void }
          >
        )[name]!;
        log.handle(log.observer.takeRecords());
        log.observer.disconnect();
        return [...log.seen];
      }, key);
    },
  };
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const wcagAandAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the page as it is now, or only inside the element
 * `within` selects: one line per violation, empty when there is none. axe is evaluated through the
 * DevTools protocol, which the site's CSP does not govern (an inline script tag it would rightly
 * refuse), so the page keeps its CSP and a violation of it still shows as a console error.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async (selector, tags) => {
      type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };
      const axe = (
        window as unknown as {
          axe: { run: (context: Element | Document, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe;
      const context = selector ? document.querySelector(selector)! : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
    },
    within ?? null,
    wcagAandAA,
  );
}

/**
 * A visitor without script sends a form: presses its submit button and, when the check-and-send page
 * follows (a page is the build's file, so its form carries no token or key), that page's one button.
 * Resolves on the page after that, with how many presses it took and the check page's values.
 */
/**
 * Without script, a request whose visit can be booked lands on the lead API's choice of arrival
 * windows (server/bookings/); its "Call me instead" link leads to the request's thank-you page on the
 * site's origin (SITE_URL), followed here on the page's own origin. Returns that page's path.
 */
export async function callMeInstead(page: Page): Promise<string> {
  const here = new URL(page.url());
  if (here.pathname !== '/api/bookings/windows') throw new Error(`not the choice of windows: ${here.pathname}`);
  const href = await page.$eval('a::-p-text(Call me instead)', (link) => link.getAttribute('href')!);
  const target = new URL(new URL(href, here).pathname, here.origin);
  await page.goto(target.href, { waitUntil: 'load' });
  return target.pathname;
}

export async function sendWithoutScript(
  page: Page,
  submit: string,
): Promise<{ presses: number; checked: Record<string, string> | null }> {
  await Promise.all([page.waitForNavigation(), page.click(submit)]);
  const heading = await page.$eval('h1', (h1) => h1.textContent ?? '').catch(() => '');
  if (heading !== checkAndSendCopy.title) return { presses: 1, checked: null };
  const checked = await page.$eval('main form', (form) =>
    Object.fromEntries(
      [...new FormData(form as HTMLFormElement)].map(([name, value]) => [name, String(value)] as [string, string]),
    ),
  );
  await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
  return { presses: 2, checked };
}

/**
 * Browser helpers for the e2e tests: the system Chromium through puppeteer-core, pages that record
 * every console error, page error and failed same-origin request, and the routes under test.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the jest globalSetup starts the server)');
  return url;
};

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
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
const isOffsiteNetworkNoise = (text: string) => /net::ERR_|Failed to load resource/.test(text) && !text.includes('127.0.0.1');

export async function watchedPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<WatchedPage> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const problems: string[] = [];
  const warnings: string[] = [];
  const origin = baseUrl();
  page.on('console', (message) => {
    const text = message.text();
    const location = message.location()?.url ?? '';
    if (message.type() === 'error') {
      if (isOffsiteNetworkNoise(text) && !location.startsWith(origin)) return;
      problems.push(`console error: ${text} ${location}`);
    }
    if (message.type() === 'warn') warnings.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return { page, problems, warnings };
}

/**
 * A fresh watched page for each test of the enclosing describe (or file), closed after it, and a
 * test that saw a console error, page error or failed same-origin request fails. The returned
 * object always reads the current test's page.
 */
export function watchEachTest(browser: () => Browser): WatchedPage {
  let current: WatchedPage | null = null;
  beforeEach(async () => {
    current = await watchedPage(browser());
  });
  afterEach(async () => {
    expect(current!.problems).toEqual([]);
    await current!.page.close();
  });
  const now = () => {
    if (!current) throw new Error('watchEachTest: no page outside a test');
    return current;
  };
  return {
    get page() {
      return now().page;
    },
    get problems() {
      return now().problems;
    },
    get warnings() {
      return now().warnings;
    },
  };
}

/**
 * Waits for the shell to hydrate, then reaches for the page as a visitor would (focus entering
 * <main>), which hydrates the served page content, and waits until it is live.
 */
export async function hydratePage(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__SHELL_READY__ === true, { timeout: 20_000 });
  await page.evaluate(() => document.getElementById('main')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await page.waitForFunction(() => window.__APP_READY__ === true, { timeout: 20_000 });
}

/** Opens a path and waits until React has hydrated all of it (shell and page). */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  await hydratePage(page);
}

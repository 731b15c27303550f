/**
 * The initial-JS budget: no route may load more than 93.5 KB of gzipped JavaScript before it is
 * idle. Measured in a browser at Lighthouse's mobile viewport, counting every script the page
 * fetches until the network is quiet (the entry scripts, the app they start after the first view,
 * and any chunk start-up asks for), not only what its HTML names. Sizes are gzip level 9, as served.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { siteDir } from '../server/site/buildOutput';
import { registry } from './sitePages';
import { baseUrl, browserForFile } from './browser';

const BUDGET_KB = 93.5;
const BUDGET_BYTES = BUDGET_KB * 1024;
const distDir = siteDir();
const mobileViewport = { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

const browser = browserForFile();
let page: Page;
beforeAll(async () => {
  page = await browser().newPage();
  await page.setViewport(mobileViewport);
});

const gzipSize = (src: string) => gzipSync(readFileSync(path.join(distDir, src)), { level: 9 }).length;

/** Same-origin scripts the page fetched from navigation until the network was quiet. */
async function scriptsLoadedUntilIdle(routePath: string): Promise<string[]> {
  const scripts = new Set<string>();
  const origin = baseUrl();
  const onResponse = (response: { url: () => string; request: () => { resourceType: () => string } }) => {
    if (response.url().startsWith(origin) && response.request().resourceType() === 'script')
      scripts.add(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  try {
    await page.goto(origin + (routePath === '404' ? '/no/such/page' : routePath), { waitUntil: 'load' });
    await page.waitForFunction(() => window.__SHELL_READY__ === true);
    await page.waitForNetworkIdle({ idleTime: 500 });
  } finally {
    page.off('response', onResponse);
  }
  return [...scripts];
}

test.each([...registry.map((r) => r.path), '404'])(
  `%s loads at most ${BUDGET_KB} KB of gzipped JavaScript before it is idle`,
  async (routePath) => {
    const scripts = await scriptsLoadedUntilIdle(routePath);
    expect(scripts.length).toBeGreaterThanOrEqual(3); // main (with webpack's runtime), vendor and app at least
    const gzipBytes = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
    expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
  },
);

test("start-up carries the route list, not the registry: no page's description is in its scripts", async () => {
  const scripts = await scriptsLoadedUntilIdle('/');
  const startup = scripts.map((src) => readFileSync(path.join(distDir, src), 'utf8')).join('\n');
  // Written as they are in the source (a minifier may escape quotes and backslashes differently).
  const plain = (text: string) => !/["'\\`]/.test(text);
  const texts = registry.map((entry) => entry.description).filter(plain);
  expect(texts.length).toBeGreaterThan(registry.length / 2);
  expect(texts.filter((text) => startup.includes(text))).toEqual([]);
  // … while the labels the shell shows are there.
  expect(startup).toContain(JSON.stringify(registry.find((entry) => entry.path === '/services/fences')!.label));
});

test("a page's own chunk loads when the visitor reaches for the page, not before", async () => {
  const before = await scriptsLoadedUntilIdle('/about');
  expect(before.some((src) => /\/page-About-tsx\./.test(src))).toBe(false);
  const chunk = page.waitForResponse((response) => /\/assets\/page-About-tsx\.[0-9a-f]+\.js$/.test(response.url()));
  await page.evaluate(() =>
    document.querySelector('main h1')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })),
  );
  await chunk;
  await page.waitForFunction(() => window.__APP_READY__ === true);
});

test("the framework file opens with V8's compile hint, so its functions compile while it downloads, off the main thread", () => {
  const vendor = readdirSync(path.join(distDir, 'assets')).find((file) => /^vendor\.[0-9a-f]{10}\.js$/.test(file))!;
  expect(readFileSync(path.join(distDir, 'assets', vendor), 'utf8').split('\n', 1)[0]).toBe(
    '//# allFunctionsCalledOnLoad',
  );
});

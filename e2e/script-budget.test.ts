/**
 * The initial-JS budget (scripts/startupBudget.ts): no page may load more gzipped JavaScript before it is idle.
 * Every built page is counted without a browser: the scripts its HTML starts (the entry scripts the
 * inline loader adds, src/lib/entryLoader.ts, and any script tag with a src), read from dist/ and
 * gzipped at level 9, as served. A browser, at Lighthouse's mobile viewport, keeps that count true:
 * on one page of every page module and the 404 page, every script the page fetches from navigation
 * until the network is quiet is one its HTML names (start-up asks for no other chunk), and all of
 * them are fetched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { htmlFileFor, siteDir } from '../server/site/buildOutput';
import { onePagePerModule, registry } from './sitePages';
import { entryScriptsId } from '../src/lib/entryLoader';
import { STARTUP_BUDGET_BYTES as BUDGET_BYTES, STARTUP_BUDGET_KB as BUDGET_KB } from '../scripts/startupBudget';
import { baseUrl, browserForFile } from './browser';

const distDir = siteDir();
const mobileViewport = { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

const browser = browserForFile();
let page: Page;
beforeAll(async () => {
  page = await browser().newPage();
  await page.setViewport(mobileViewport);
});

const gzipSize = (src: string) => gzipSync(readFileSync(path.join(distDir, src)), { level: 9 }).length;

/** Every page of the build: each registry page and the 404 page, as [what the tests call it, its HTML file]. */
const builtPages: (readonly [string, string])[] = [
  ...registry.map((entry) => [entry.path, htmlFileFor(entry.path)] as const),
  ['404', '404.html'] as const,
];

/**
 * The scripts a built page starts with, as the HTML names them: the entry scripts its inline loader
 * adds (the JSON list in #entry-scripts) and any script element with a src.
 */
function startupScriptsOf(htmlFile: string): string[] {
  const root = parse(readFileSync(path.join(distDir, htmlFile), 'utf8'));
  const list = root.querySelector(`script#${entryScriptsId}`);
  const entries = list ? (JSON.parse(list.textContent) as string[]) : [];
  const tags = root.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!);
  return [...new Set([...entries, ...tags])];
}

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

test.each(builtPages)(`%s starts at most ${BUDGET_KB} KB of gzipped JavaScript (its HTML's scripts)`, (_, htmlFile) => {
  const scripts = startupScriptsOf(htmlFile);
  expect(scripts.length).toBeGreaterThanOrEqual(3); // main (with webpack's runtime), vendor and app at least
  const gzipBytes = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
  expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
});

/** One page of every page module and the 404 page: where the browser checks what start-up fetches. */
const browserChecked: (readonly [string, string])[] = [
  ...onePagePerModule.map((entry) => [entry.path, htmlFileFor(entry.path)] as const),
  ['404', '404.html'] as const,
];

test.each(browserChecked)(
  '%s fetches before it is idle exactly the scripts its HTML names, no other chunk',
  async (routePath, htmlFile) => {
    const loaded = await scriptsLoadedUntilIdle(routePath);
    expect(loaded.sort()).toEqual(startupScriptsOf(htmlFile).sort());
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

test("start-up carries React Router's declarative router, not its forms, fetchers or view transitions", () => {
  // What the site's router never reaches, named by strings the minifier keeps: the data router's form
  // submission (useSubmit, formenctype) and the view transitions its NavLink follows. They stay out
  // only while React Router's top-level calls are marked pure (scripts/pureReactRouter.ts) and the
  // site's own Link and NavLink stand in for React Router's (src/app/siteLinks.tsx).
  const startup = startupScriptsOf('index.html')
    .map((src) => readFileSync(path.join(distDir, src), 'utf8'))
    .join('\n');
  expect(startup).toContain('popstate'); // React Router's history is there …
  expect(startup.match(/useSubmit|formenctype|useViewTransitionState/g) ?? []).toEqual([]); // … its data router is not
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

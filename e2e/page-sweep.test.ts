/**
 * The browser sweep: one page of every page module (onePagePerModule: pages of one module share their
 * markup; the built-page checks in e2e/built-pages/ read every page's HTML and head), loaded once at
 * each width where the layout changes, and on that one load every check a browser is needed for:
 * - it fits (e2e/reflow.ts: no sideways scroll, no clipped or covered control, no wrapping header
 *   item), at every layout width;
 * - axe-core finds no violation (WCAG 2.0/2.1/2.2 A and AA), at the narrowest width (320 px, the
 *   phone layout: the menu button, the contact row) and at 1280 px (the desktop layout: the links in
 *   the bar), the two layouts whose markup differs in what shows;
 * - it hydrates with no console error and no hydration warning, keeps its served h1 and has exactly
 *   one title, description, canonical and business JSON-LD, at 1280 px (hydration does not depend on
 *   the width; the console is watched at every width).
 * Every load is watched: a console error, page error or failed same-origin request fails the test
 * that saw it. The page keeps the site's Content-Security-Policy (axe is evaluated through the
 * DevTools protocol, which the policy does not govern), so a policy violation shows as a console error.
 *
 * One page per width, navigating from route to route with a real load each time (the prerendered
 * HTML, then hydration), so each route is checked as a visitor arriving on it at that width sees it.
 */
import type { Page } from 'puppeteer-core';
import { onePagePerModule, registry } from './sitePages';
import {
  animationFrames,
  axeViolations,
  baseUrl,
  browserForFile,
  controlledBy,
  openRoute,
  watchAcrossTests,
  watchEachTest,
} from './browser';
import { findDefects } from './reflow';
import { shellWords } from '../src/content/shellWords';

// Where the layout changes: the smallest phone, then the first width of each breakpoint the styles use
// (xs 30rem, sm, md, lg, xl: src/styles/main.css and Tailwind's defaults). Within a layout, the
// narrowest width is the tightest: a page that fits there fits up to the next breakpoint.
const widths = [320, 480, 640, 768, 1024, 1280] as const;
/** The phone layout and the desktop layout: what shows differs (menu button or bar links, contact row). */
const axeWidths: readonly number[] = [320, 1280];
const hydrationWidth = 1280;
const heightAt = (width: number) => (width < 768 ? 740 : 900);

const browser = browserForFile();

/** Fonts and two frames after the app's ready signal: then layout is final. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const headCounts = (page: Page) =>
  page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    businesses: [...document.querySelectorAll('script[type="application/ld+json"]')].filter((s) =>
      s.textContent?.includes('HomeAndConstructionBusiness'),
    ).length,
  }));

/** The served page's h1 as text (tags dropped, the entities React writes decoded). */
async function servedH1(path: string): Promise<string> {
  const html = await (await fetch(baseUrl() + path)).text();
  return html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

describe.each(widths)('at %i px', (width) => {
  const watched = watchAcrossTests(browser, { width, height: heightAt(width) });
  /** The route the page holds, loaded and settled, so the checks of one route share its one load. */
  let loaded: string | null = null;
  /** Where this route's console warnings start in watched.warnings. */
  let warningsFrom = 0;
  const load = async (path: string): Promise<Page> => {
    if (loaded === path) return watched.page;
    loaded = null;
    warningsFrom = watched.warnings.length;
    await openRoute(watched.page, path);
    await settle(watched.page);
    loaded = path;
    return watched.page;
  };

  describe.each(onePagePerModule.map((entry) => entry.path))('%s', (path) => {
    if (width === hydrationWidth)
      test('hydrates with zero console errors and keeps its content', async () => {
        const page = await load(path);
        // What loads after hydration (keen-slider, images, fonts) has loaded or failed, and two frames
        // have passed, so a late error or hydration warning would have been logged by now.
        await page.waitForNetworkIdle({ idleTime: 100, timeout: 10_000 });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await animationFrames(page);
        expect(watched.problems).toEqual([]);
        expect(watched.warnings.slice(warningsFrom).filter((w) => /hydrat/i.test(w))).toEqual([]);
        expect(await page.$eval('h1', (el) => el.textContent)).toBe(await servedH1(path));
        expect(await headCounts(page)).toEqual({ titles: 1, descriptions: 1, canonicals: 1, businesses: 1 });
      });

    test('fits without horizontal scroll, clipped controls or a wrapping header', async () => {
      const page = await load(path);
      expect(await page.evaluate(findDefects)).toEqual([]);
      expect(watched.problems).toEqual([]);
    });

    // After the fit: axe scrolls the page to measure colour contrast.
    if (axeWidths.includes(width))
      test('has no axe violations', async () => {
        expect(await axeViolations(await load(path))).toEqual([]);
      });
  });

  test('the open mobile menu fits too, wherever the menu button shows', async () => {
    loaded = null;
    const { page } = watched;
    await openRoute(page, '/');
    await settle(page);
    // A hidden button is not in the accessibility tree, so not found: not shown either.
    const toggle = await page.$(`header ::-p-aria([name="${shellWords.menu}"][role="button"])`);
    const shown = (await toggle?.evaluate((button) => button.checkVisibility())) ?? false;
    // From xl the links are in the bar (checked above) and the button is not shown.
    expect(shown).toBe(width < 1280);
    if (!toggle || !shown) return;
    const menu = await controlledBy(toggle);
    await toggle.click();
    await page.waitForFunction((element) => element.checkVisibility(), {}, menu);
    await settle(page);
    expect(await page.evaluate(findDefects)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});

describe('an unknown path', () => {
  // The browser logs the page's own 404 status as a console error: that is the point of the page.
  const watched = watchEachTest(browser, { ignore: (text) => text.includes('404') });

  const load404 = async (path: string, width: number) => {
    const { page } = watched;
    await page.setViewport({ width, height: heightAt(width) });
    const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__APP_READY__ === true);
    return { page, status: response!.status() };
  };

  test('shows the 404 page and logs the missing path to the console; no axe violations at 1280 px', async () => {
    const { page, status } = await load404('/this/page/does-not-exist', 1280);
    expect(status).toBe(404);
    expect(await page.$eval('h1', (el) => el.textContent)).toBe('404');
    expect(await page.evaluate(() => document.body.innerText)).toContain(shellWords.notFound.title);
    expect(await page.$eval('main a[href="/"]', (el) => el.textContent)).toBeTruthy();
    expect(watched.warnings.some((w) => w.includes('/this/page/does-not-exist'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('has no axe violations at 320 px', async () => {
    const { page, status } = await load404('/no-such-page', 320);
    expect(status).toBe(404);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('client-side navigation', () => {
  const watched = watchEachTest(browser);

  test('updates the head in place: one title, description and canonical', async () => {
    const { page } = watched;
    await openRoute(page, '/');
    await page.click('footer a[href="/about"]');
    await page.waitForFunction(() => location.pathname === '/about' && document.title.startsWith('About'));
    expect(await headCounts(page)).toEqual({ titles: 1, descriptions: 1, canonicals: 1, businesses: 1 });
    expect(await page.$eval('link[rel="canonical"]', (el) => el.getAttribute('href'))).toMatch(/\/about$/);
    await page.click('footer a[href="/privacy"]');
    await page.waitForFunction(() => location.pathname === '/privacy' && document.title.startsWith('Privacy'));
    expect(await headCounts(page)).toEqual({ titles: 1, descriptions: 1, canonicals: 1, businesses: 1 });
    expect(await page.$eval('meta[name="description"]', (el) => el.getAttribute('content'))).toBe(
      registry.find((r) => r.path === '/privacy')!.description,
    );
  });
});

/**
 * The browser sweep: one page of every page module (onePagePerModule: pages of one module share their
 * markup; the built-page checks in e2e/built-pages/ read every page's HTML and head), loaded twice,
 * at the phone's width and at the desktop's, and on those loads every check a browser is needed for:
 * - it fits (e2e/reflow.ts: no sideways scroll, no clipped or covered control, no wrapping header
 *   item), at every width where the layout changes: on the phone load at 320 px, then resized to
 *   480, 640 and 768 px; on the desktop load at 1280 px, then resized to 1024 px;
 * - axe-core finds no violation (WCAG 2.0/2.1/2.2 A and AA), at 320 px (the phone layout: the menu
 *   button, the contact row) and at 1280 px (the desktop layout: the links in the bar), the two
 *   layouts whose markup differs in what shows, each on its own load;
 * - it hydrates with no console error and no hydration warning, keeps its served h1 and has exactly
 *   one title, description, canonical and business JSON-LD, on the 1280 px load (hydration does not
 *   depend on the width; the console is watched on both loads and through every resize).
 * Every load is watched: a console error, page error or failed same-origin request fails the test
 * that saw it. The page keeps the site's Content-Security-Policy (axe is evaluated through the
 * DevTools protocol, which the policy does not govern), so a policy violation shows as a console error.
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
/**
 * Each page is loaded twice, as a visitor arrives: at the phone's width and at the desktop's, the two
 * layouts whose markup differs in what shows (the menu button and the contact row, or the links in
 * the bar), where axe runs. The widths between are checked on those loads, the window resized, as a
 * browser window or a turned tablet does: the styles' media queries and the page's resize handlers
 * (the carousel's slides per view) answer a resize as they answer a load, and the fit is a property
 * of the layout at a width, not of how the page got there.
 */
const phoneWidth = 320;
const desktopWidth = 1280;
/** The load a width is checked on: the desktop load from 1024 px up (lg and xl), the phone load below. */
const loadWidthFor = (width: number) => (width >= 1024 ? desktopWidth : phoneWidth);
/** The widths checked on the load at `loadWidth`, nearest first (the load's own width first). */
const widthsOnLoad = (loadWidth: number) =>
  widths
    .filter((width) => loadWidthFor(width) === loadWidth)
    .sort((a, b) => Math.abs(a - loadWidth) - Math.abs(b - loadWidth));
const heightAt = (width: number) => (width < 768 ? 740 : 900);

const browser = browserForFile();

/** Fonts and two frames after the app's ready signal or a resize: then layout is final. */
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

describe.each(onePagePerModule.map((entry) => entry.path))('%s', (path) => {
  const watched = watchAcrossTests(browser, { width: desktopWidth, height: heightAt(desktopWidth) });
  /** The width the page was last loaded at (null: not loaded yet). */
  let loadedAt: number | null = null;
  /** Where the last load's console warnings start in watched.warnings. */
  let warningsFrom = 0;

  /**
   * The page as loaded at `loadWidth` (a real load, the prerendered HTML then hydration, unless this
   * describe's earlier test made it), the window at `width`, settled.
   */
  const at = async (loadWidth: number, width: number): Promise<Page> => {
    const { page } = watched;
    if (loadedAt !== loadWidth) {
      loadedAt = null;
      await page.setViewport({ width: loadWidth, height: heightAt(loadWidth) });
      warningsFrom = watched.warnings.length;
      await openRoute(page, path);
      loadedAt = loadWidth;
    }
    if (page.viewport()?.width !== width) await page.setViewport({ width, height: heightAt(width) });
    await settle(page);
    return page;
  };

  describe.each([desktopWidth, phoneWidth])('loaded at %i px', (loadWidth) => {
    if (loadWidth === desktopWidth)
      test('hydrates with zero console errors and keeps its content', async () => {
        const page = await at(loadWidth, loadWidth);
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

    test.each(widthsOnLoad(loadWidth))(
      'at %i px fits without horizontal scroll, clipped controls or a wrapping header',
      async (width) => {
        const page = await at(loadWidth, width);
        expect(await page.evaluate(findDefects)).toEqual([]);
        expect(watched.problems).toEqual([]);
      },
    );

    // After the fits, back at the width it loaded at: axe scrolls the page to measure colour contrast.
    test(`has no axe violations at ${loadWidth} px`, async () => {
      expect(await axeViolations(await at(loadWidth, loadWidth))).toEqual([]);
    });
  });
});

describe.each(widths)('at %i px', (width) => {
  const watched = watchAcrossTests(browser, { width, height: heightAt(width) });

  test('the open mobile menu fits too, wherever the menu button shows', async () => {
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

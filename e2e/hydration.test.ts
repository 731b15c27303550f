/**
 * Hydration on one page of every page module: no console errors, no hydration warnings, the
 * prerendered content stays, and the head keeps exactly one title, description and canonical, also
 * after client-side navigation. (Every page's served head and h1: e2e/built-pages/prerendered-pages.)
 */
import type { Page } from 'puppeteer-core';
import { onePagePerModule, registry } from './sitePages';
import { animationFrames, baseUrl, openRoute, browserForFile, watchEachTest } from './browser';

const browser = browserForFile();

const headCounts = (page: Page) =>
  page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    businesses: [...document.querySelectorAll('script[type="application/ld+json"]')].filter((s) =>
      s.textContent?.includes('HomeAndConstructionBusiness'),
    ).length,
  }));

describe('one page of every page module', () => {
  const watched = watchEachTest(browser);

  test.each(onePagePerModule.map((r) => r.path))(
    '%s hydrates with zero console errors and keeps its content',
    async (path) => {
      const { page } = watched;
      const snapshotH1 = (await (await fetch(baseUrl() + path)).text())
        .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!
        .replace(/<[^>]+>/g, '');
      await openRoute(page, path);
      // What loads after hydration (keen-slider, images, fonts) has loaded or failed, and two frames have
      // passed, so a late error or hydration warning would have been logged by now.
      await page.waitForNetworkIdle({ idleTime: 100, timeout: 10_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await animationFrames(page);
      expect(watched.problems).toEqual([]);
      expect(watched.warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
      expect(await page.$eval('h1', (el) => el.textContent)).toBe(
        snapshotH1
          .replace(/&amp;/g, '&')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"'),
      );
      expect(await headCounts(page)).toEqual({ titles: 1, descriptions: 1, canonicals: 1, businesses: 1 });
    },
  );

  test('client-side navigation updates the head in place: one title, description and canonical', async () => {
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

describe('an unknown path', () => {
  // The browser logs the page's own 404 status as a console error: that is the point of the page.
  const watched = watchEachTest(browser, { ignore: (text) => text.includes('404') });

  test('shows the 404 page and logs the missing path to the console', async () => {
    const { page } = watched;
    const response = await page.goto(`${baseUrl()}/this/page/does-not-exist`, { waitUntil: 'load' });
    expect(response!.status()).toBe(404);
    await page.waitForFunction(() => window.__APP_READY__ === true);
    expect(await page.$eval('h1', (el) => el.textContent)).toBe('404');
    expect(await page.evaluate(() => document.body.innerText)).toContain('Oops! Page not found');
    expect(await page.$eval('main a[href="/"]', (el) => el.textContent)).toBeTruthy();
    expect(watched.warnings.some((w) => w.includes('/this/page/does-not-exist'))).toBe(true);
  });
});

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on one page of every page module and on the 404 page,
 * at 375 and 1280 px: zero violations. Rules: the pages come from the registry (onePagePerModule:
 * pages of one module share their markup; the W3C validator and the built-page checks read every
 * page's HTML); each test's page is watched (no console error, page error or failed request; the
 * 404 page's own 404 response aside).
 */
import { axeViolations, baseUrl, browserForFile, watchEachTest } from './browser';
import { onePagePerModule } from './sitePages';

const browser = browserForFile();
const widths = [375, 1280];

describe('one page of every page module', () => {
  const { open } = watchEachTest(browser, { forAxe: true });

  test.each(onePagePerModule.flatMap((r) => widths.map((width) => [r.path, width] as const)))(
    '%s at %i px has no axe violations',
    async (path, width) => {
      expect(await axeViolations(await open(path, width))).toEqual([]);
    },
  );
});

describe('the 404 page', () => {
  // The browser logs the page's own 404 status as a console error: that is the point of the page.
  const watched = watchEachTest(browser, { forAxe: true, ignore: (text) => text.includes('404') });

  test.each(widths.map((width) => ['/no-such-page', width] as const))(
    '%s at %i px has no axe violations',
    async (path, width) => {
      const { page } = watched;
      await page.setViewport({ width, height: 900 });
      await page.goto(baseUrl() + path, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__APP_READY__ === true);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

/** axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every route at 375 and 1280 px: zero violations. */
import { routes } from './sitePages';
import { axeViolations, browserForFile, openRoute, watchedPage } from './browser';

const browser = browserForFile();

const cases = routes.flatMap((r) => [375, 1280].map((width) => [r.path, width] as const));

test.each([...cases, ['/no-such-page', 375] as const, ['/no-such-page', 1280] as const])(
  '%s at %i px has no axe violations',
  async (path, width) => {
    const { page } = await watchedPage(browser(), { width, height: 900 });
    // axe is injected as an inline script, which the site's CSP (rightly) forbids.
    await page.setBypassCSP(true);
    if (path === '/no-such-page') {
      await page.goto(`${process.env.E2E_BASE_URL}${path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__APP_READY__ === true);
    } else {
      await openRoute(page, path);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  },
);

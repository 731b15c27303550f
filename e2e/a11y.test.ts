/** axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every route at 375 and 1280 px: zero violations. */
import { readFileSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';
import { routes } from '../src/routes';
import { launchBrowser, openRoute, watchedPage } from './browser';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const cases = routes.flatMap((r) => [375, 1280].map((width) => [r.path, width] as const));

test.each([...cases, ['/no-such-page', 375] as const, ['/no-such-page', 1280] as const])('%s at %i px has no axe violations', async (path, width) => {
  const { page } = await watchedPage(browser, { width, height: 900 });
  // axe is injected as an inline script, which the site's CSP (rightly) forbids.
  await page.setBypassCSP(true);
  if (path === '/no-such-page') {
    await page.goto(`${process.env.E2E_BASE_URL}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__APP_READY__ === true);
  } else {
    await openRoute(page, path);
  }
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  expect(violations).toEqual([]);
  await page.close();
});

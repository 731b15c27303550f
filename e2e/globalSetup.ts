/**
 * The browser tests' jest globalSetup: the run's shared server (e2e/siteServer.ts) and the run's one
 * Chromium, which every test file connects to through a browser context of its own
 * (browserForFile in e2e/browser.ts finds it by E2E_BROWSER_WS).
 */
import { siteDir } from '../server/site/buildOutput';
import { assertBuiltWithFixtures } from './fixtures/builtWithFixtures';
import { launchBrowser } from './browser';
import { startSiteServer } from './siteServer';

export default async function globalSetup() {
  assertBuiltWithFixtures(siteDir());
  await startSiteServer();
  const browser = await launchBrowser();
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
  Object.assign(globalThis, { __E2E_BROWSER__: browser });
}

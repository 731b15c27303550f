/** Closes what the globalSetups started, once every test file has run: the run's Chromium and the shared server. */
import { stopSiteServer } from './siteServer';

export default async function globalTeardown() {
  const browser = (globalThis as { __E2E_BROWSER__?: { close: () => Promise<void> } }).__E2E_BROWSER__;
  Object.assign(globalThis, { __E2E_BROWSER__: undefined });
  await browser?.close();
  await stopSiteServer();
}

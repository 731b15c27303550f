/** The built-page checks' jest globalSetup: the run's shared server alone (e2e/siteServer.ts), no browser. */
import { startSiteServer } from '../siteServer';

export default async function globalSetup() {
  await startSiteServer();
}

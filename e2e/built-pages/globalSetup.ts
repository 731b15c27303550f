/** The built-page checks' jest globalSetup: the run's shared server alone (e2e/siteServer.ts), no browser. */
import { siteDir } from '../../server/site/buildOutput';
import { assertBuiltWithFixtures } from '../fixtures/builtWithFixtures';
import { startSiteServer } from '../siteServer';

export default async function globalSetup() {
  assertBuiltWithFixtures(siteDir());
  await startSiteServer();
}

/**
 * `npm run build`: the whole production build, into a new folder beside the build folder (OUT_DIR,
 * default dist/), which replaces it only when every step succeeded (scripts/stagedBuild.ts). A
 * failed build says what failed and leaves the last good build where it was, still served.
 *
 *   node --import tsx scripts/build.ts
 */
import path from 'node:path';
import { siteDir } from '../server/site/buildOutput';
import { buildSteps } from './buildSteps';
import { buildStaged, BuildStepError } from './stagedBuild';

const outDir = siteDir();
const shown = path.relative(process.cwd(), outDir) || '.';
const started = Date.now();
try {
  await buildStaged(outDir, buildSteps);
  console.log(`build: ${shown}/ replaced by the new build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!(error instanceof BuildStepError)) throw error;
  console.error(
    `\nThe build stopped: ${error.message}\n\n${shown}/ was not changed: it still holds the last good build.`,
  );
  process.exit(1);
}

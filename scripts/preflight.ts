/**
 * `npm run preflight`: what a real launch still lacks, in plain words, each line saying what to set
 * and where (scripts/launchGaps.ts). Exits 1 while something a launch needs is missing, so a deploy
 * script can run it first. Reads .env when present, as the server does.
 *
 *   node --import tsx scripts/preflight.ts
 */
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');

try {
  // Loaded after .env is read: business.ts reads the build settings as it loads, and refuses bad ones.
  const { SITE_URL, business, credentialSettings } = await import('../src/content/business');
  const { reviews } = await import('../src/content/testimonials');
  // The owner's own jobs, from their folders alone: the test fixtures are never the site's.
  const { galleryProjectNames, caseStudyNames } = await import('./contentCheck');
  const { launchGaps, launchReport } = await import('./launchGaps');
  const gaps = launchGaps(
    {
      ...business,
      siteUrl: SITE_URL,
      credentialSettings,
      reviews: reviews.length,
      galleryProjects: galleryProjectNames().length,
      caseStudies: caseStudyNames().length,
    },
    process.env,
  );
  console.log(launchReport(gaps));
  process.exitCode = gaps.some((gap) => gap.need === 'needed') ? 1 : 0;
} catch (error) {
  console.log(
    `Not ready for launch: a build setting is wrong, and the build would stop on it.\n\n  ✗ ${error instanceof Error ? error.message : String(error)} (README, "Configuration")`,
  );
  process.exitCode = 1;
}

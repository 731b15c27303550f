/**
 * A build that never empties the last good one: every step writes into a new folder beside the
 * build folder (dist.next/ for dist/), and only when every step succeeded does that folder become
 * dist/ (dist/ is renamed dist.previous/, dist.next/ renamed dist/, then dist.previous/ removed).
 * A step that fails leaves dist/ as it was, byte for byte, so whatever serves it (the Node server,
 * nginx) keeps serving the last good site while the owner fixes the mistake.
 *
 * The switch is two renames on one disk: there is no moment when dist/ holds half of each build.
 * A build killed between them leaves dist.previous/ and no dist/; the next build puts it back first.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';

/** One step of the build, writing into `outDir` (the new folder, never the published one). */
export interface BuildStep {
  name: string;
  run: (outDir: string) => Promise<void>;
}

/** A step that failed, with what the owner should read (the step printed its own details before). */
export class BuildStepError extends Error {
  override name = 'BuildStepError';
}

/** The folders of a build of `siteDir`: where it is built, and where the one it replaces waits. */
export const stagingDirs = (siteDir: string) => ({ next: `${siteDir}.next`, previous: `${siteDir}.previous` });

/**
 * Runs `steps` in order into `<siteDir>.next`, then switches it in as `siteDir`. Throws the first
 * step's error (a BuildStepError names the step), with `siteDir` untouched.
 */
export async function buildStaged(siteDir: string, steps: BuildStep[], log: (line: string) => void = console.log) {
  const { next, previous } = stagingDirs(siteDir);
  // A build killed during the switch: the last good build is the previous one.
  if (!existsSync(siteDir) && existsSync(previous)) await rename(previous, siteDir);
  await rm(previous, { recursive: true, force: true });
  await rm(next, { recursive: true, force: true });
  await mkdir(next, { recursive: true });

  for (const step of steps) {
    const started = Date.now();
    try {
      await step.run(next);
    } catch (error) {
      await rm(next, { recursive: true, force: true });
      throw error instanceof BuildStepError
        ? error
        : new BuildStepError(`the ${step.name} step failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    log(`build: ${step.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const hadBuild = existsSync(siteDir);
  if (hadBuild) await rename(siteDir, previous);
  try {
    await rename(next, siteDir);
  } catch (error) {
    if (hadBuild) await rename(previous, siteDir);
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}

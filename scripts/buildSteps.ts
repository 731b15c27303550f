/**
 * The steps of `npm run build`, in order (scripts/build.ts runs them with scripts/stagedBuild.ts):
 * the content check, webpack, the photo variants, the prerender crawl (with sitemap.xml, robots.txt,
 * _headers, _redirects) and the .br/.gz files. Each step but the first is its own npm script
 * (`npm run build:<name>`), run with OUT_DIR set to the new folder, so every script, and webpack,
 * writes there through siteDir().
 */
import { spawn } from 'node:child_process';
import { checkAllContent, contentReport, type ContentProblem } from './contentCheck';
import { BuildStepError, type BuildStep } from './stagedBuild';

/** The content check: nothing is built from content that does not match its schema. */
export const contentStep = (check: () => Promise<ContentProblem[]> = checkAllContent): BuildStep => ({
  name: 'content',
  run: async () => {
    const problems = await check();
    if (problems.length) throw new BuildStepError(contentReport(problems));
  },
});

/** `npm run build:<name>` into `outDir`; its output (and any failure's reason) goes to the terminal as it runs. */
export const npmStep = (name: string): BuildStep => ({
  name,
  run: (outDir) =>
    new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', `build:${name}`], {
        env: { ...process.env, OUT_DIR: outDir },
        stdio: 'inherit',
      });
      child.on('error', reject);
      child.on('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(
              new BuildStepError(`the ${name} step failed (${signal ?? `exit code ${code}`}): its reason is above`),
            ),
      );
    }),
});

export const buildSteps: BuildStep[] = [
  contentStep(),
  npmStep('client'),
  npmStep('photos'),
  npmStep('prerender'),
  npmStep('compress'),
];

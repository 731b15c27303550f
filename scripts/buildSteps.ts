/**
 * The steps of `npm run build`, in order (scripts/build.ts runs them with scripts/stagedBuild.ts):
 * the content check, webpack, the photo variants, the prerender crawl (with sitemap.xml, robots.txt,
 * _headers, _redirects), the owner's editor at /admin and the .br/.gz files. Each step but the first is its own npm script
 * (`npm run build:<name>`), run with OUT_DIR set to the new folder, so every script, and webpack,
 * writes there through siteDir().
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { writeAdmin } from './cms/adminBuild';
import { cmsSettingsFromEnv, type CmsSettings } from './cms/cmsConfig';
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

/**
 * `npm run build:<name>` into `outDir`, in the project at `cwd` (this one by default), with `env`
 * added to the environment; its output (and any failure's reason) goes to the terminal as it runs,
 * or line by line to `log` when given.
 */
export const npmStep = (
  name: string,
  cwd?: string,
  env: Record<string, string> = {},
  log?: (line: string) => void,
): BuildStep => ({
  name,
  run: (outDir) =>
    new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', `build:${name}`], {
        cwd,
        env: { ...process.env, ...env, OUT_DIR: outDir },
        stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      });
      if (log)
        for (const stream of [child.stdout, child.stderr])
          createInterface({ input: stream!, crlfDelay: Infinity }).on('line', log);
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

/** The editor's settings from the build's environment, or a BuildStepError naming the bad variable. */
function cmsSettings(env: Record<string, string | undefined>): CmsSettings | null {
  try {
    return cmsSettingsFromEnv(env);
  } catch (error) {
    throw new BuildStepError(
      `the editor's settings are invalid (README, "Editing the site"):\n${(error as Error).message}`,
    );
  }
}

/** The editor's settings, checked first: a bad one stops the build before minutes are spent on the rest. */
export const editorSettingsStep = (env = process.env): BuildStep => ({
  name: 'editor settings',
  run: async () => void cmsSettings(env),
});

/**
 * The owner's editor at /admin (scripts/cms/adminBuild.ts), when the build's environment names the
 * repository it saves to (CMS_GITHUB_REPO); without it the build has no editor and says so.
 */
export const adminStep = (env = process.env, log: (line: string) => void = console.log): BuildStep => ({
  name: 'admin',
  run: async (outDir) => {
    const settings = cmsSettings(env);
    if (!settings) {
      log('admin: CMS_GITHUB_REPO is unset, so this build has no editor at /admin (README, "Editing the site")');
      return;
    }
    const files = await writeAdmin(outDir, settings);
    log(`admin: the editor for ${settings.repo} (${settings.branch}) written: ${files.join(', ')}`);
  },
});

export const buildSteps: BuildStep[] = [
  editorSettingsStep(),
  contentStep(),
  npmStep('client'),
  npmStep('photos'),
  npmStep('prerender'),
  adminStep(),
  npmStep('compress'),
];

/**
 * `npm run edit`'s rebuild: when the owner saves in the editor (a file under content/ or photos/
 * changes), the site is built again as `npm run build` builds it: the content is checked first, the
 * build goes into a new folder that replaces the served one only when complete (scripts/stagedBuild.ts),
 * so a save the check refuses leaves the last good pages served and says why. Saves that arrive while a
 * build runs are gathered into the next one.
 *
 * Differences from `npm run build`, for speed on the owner's computer (a one-field change is on the
 * pages within a minute: docs/decisions.md 19): no .br/.gz files (this computer's server sends the
 * pages as they are), and the editor is written for this address; webpack reuses its persistent
 * cache (webpack.config.ts); the photo step runs only when a save reaches a photo (a photo, the
 * pictures or a gallery project), otherwise the served build's photo files are copied; and the
 * prerender crawl keeps the served build's pages that nothing changed for (scripts/prerenderReuse.ts),
 * drawing the others in a Chromium the edit server keeps between rebuilds.
 */
import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_URL_DIR } from '../src/content/images/photoVariants';
import { writeAdmin } from './cms/adminBuild';
import type { CmsSettings } from './cms/cmsConfig';
import { npmStep } from './buildSteps';
import { buildStaged, BuildStepError, type BuildStep } from './stagedBuild';

/**
 * The content check of the project at `cwd` (`npm run build:content`, in its own process: the files
 * are read as they are now), whose report becomes the step's error: what the owner must correct,
 * file and field, in the edit server's own words rather than lost in the build's output.
 */
const contentCheckStep = (cwd: string): BuildStep => ({
  name: 'content',
  run: () =>
    new Promise((resolve, reject) => {
      let report = '';
      const child = spawn('npm', ['run', '--silent', 'build:content'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk: Buffer) => void (report += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => void (report += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new BuildStepError(report.trim() || `the content check failed (exit code ${code})`)),
      );
    }),
});

/** Whether a saved file (a path under the project, like "content/pricing.json") can change a photo's files. */
export const reachesPhotos = (file: string): boolean =>
  file.startsWith('photos/') || file === 'content/pictures.json' || file.startsWith('content/gallery/');

/**
 * The photo variants: encoded (from the cache when unchanged) when the saves reach a photo, or
 * `changed` is unknown; otherwise the served build's, copied, which is what encoding would write.
 */
const photosStep = (
  cwd: string,
  siteDir: string,
  changed: ReadonlySet<string> | null,
  log: (line: string) => void,
): BuildStep => {
  const served = path.join(siteDir, PHOTO_URL_DIR);
  if (!changed || [...changed].some(reachesPhotos) || !existsSync(served)) return npmStep('photos', cwd, {}, log);
  return {
    name: 'photos (copied: no photo changed)',
    run: (outDir) => cp(served, path.join(outDir, PHOTO_URL_DIR), { recursive: true }),
  };
};

/**
 * The prerender crawl, keeping the served build's pages nothing changed for, and drawing in the
 * Chromium at `browser()`'s address when given (one kept for every rebuild: no start per save).
 */
const prerenderStep = (
  cwd: string,
  siteDir: string,
  log: (line: string) => void,
  browser?: () => Promise<string>,
): BuildStep => ({
  name: 'prerender',
  run: async (outDir) =>
    npmStep(
      'prerender',
      cwd,
      { PRERENDER_REUSE_FROM: siteDir, ...(browser && { PRERENDER_BROWSER: await browser() }) },
      log,
    ).run(outDir),
});

/**
 * The steps of a rebuild of the project at `cwd` into a new folder beside `siteDir` (the served
 * build), for the saved files `changed` (null: unknown), with the editor for `admin`'s address; the
 * steps' output goes to `log`; `browser`, when given, is the address of the Chromium to draw in.
 */
export const editBuildSteps =
  (admin: CmsSettings, cwd: string, siteDir: string, log: (line: string) => void, browser?: () => Promise<string>) =>
  (changed: ReadonlySet<string> | null): BuildStep[] => [
    contentCheckStep(cwd),
    npmStep('client', cwd, {}, log),
    photosStep(cwd, siteDir, changed, log),
    prerenderStep(cwd, siteDir, log, browser),
    { name: 'admin', run: async (outDir) => void (await writeAdmin(outDir, admin)) },
  ];

export interface RebuildOutcome {
  ok: boolean;
  /** From the save that started it to the new pages served, in seconds. */
  seconds: number;
}

export interface RebuilderOptions {
  siteDir: string;
  /** The build's steps, or the steps for the files saved since the last build (null: unknown). */
  steps: BuildStep[] | ((changed: ReadonlySet<string> | null) => BuildStep[]);
  /** Runs once the new build is in place (the edit server restarts on it). */
  afterBuild: () => Promise<void>;
  log: (line: string) => void;
}

/** One rebuild at a time; a save during a build asks for one more after it. */
export class Rebuilder {
  private running: Promise<void> | null = null;
  private again = false;
  private savedAt = 0;
  /** The files saved since the last build began (null: unknown, so everything is rebuilt). */
  private changed: Set<string> | null = new Set();
  /** Every finished rebuild, oldest first. */
  readonly outcomes: RebuildOutcome[] = [];

  constructor(private readonly options: RebuilderOptions) {}

  /** A save happened (of `files`, paths under the project; none given: unknown): rebuild now, or after the build under way. */
  request(files?: Iterable<string>): void {
    if (!files) this.changed = null;
    else if (this.changed) for (const file of files) this.changed.add(file);
    if (!this.again && !this.running) this.savedAt = Date.now();
    if (this.running) {
      if (!this.again) this.savedAt = Date.now();
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => (this.running = null));
  }

  /** Resolves when no rebuild runs and none waits. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    const { siteDir, steps, afterBuild, log } = this.options;
    do {
      this.again = false;
      const savedAt = this.savedAt;
      const changed = this.changed;
      this.changed = new Set();
      const buildSteps = typeof steps === 'function' ? steps(changed) : steps;
      const seconds = () => Number(((Date.now() - savedAt) / 1000).toFixed(1));
      try {
        await buildStaged(siteDir, buildSteps, log);
        await afterBuild();
        this.outcomes.push({ ok: true, seconds: seconds() });
        log(`edit: your change is on the pages (${seconds()} s after you saved).`);
      } catch (error) {
        if (!(error instanceof BuildStepError)) throw error;
        this.outcomes.push({ ok: false, seconds: seconds() });
        log(`edit: your change is not on the pages: ${error.message}\nThe site still shows the last good version.`);
      }
    } while (this.again);
  }
}

/** Waits this long after a file changes for the rest of the save (an editor writes several files). */
const SETTLE_MS = 300;

/**
 * Calls `onSave` with the files saved (paths from `root`, like "content/pricing.json") once the files
 * under `folders` stop changing, skipping the browser's temporary files (Chrome writes
 * `<file>.crswap`, then renames it) and hidden ones.
 */
export function watchSaves(
  root: string,
  folders: readonly string[],
  onSave: (files: string[]) => void,
): { close: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let saved = new Set<string>();
  const watchers: FSWatcher[] = folders
    .map((folder) => path.join(root, folder))
    .filter((folder) => existsSync(folder))
    .map((folder) =>
      watch(folder, { recursive: true }, (_event, file) => {
        const name = String(file ?? '');
        if (name.endsWith('.crswap') || name.split('/').some((part) => part.startsWith('.'))) return;
        saved.add(path.relative(root, path.join(folder, name)).split(path.sep).join('/'));
        clearTimeout(timer);
        timer = setTimeout(() => {
          const files = [...saved];
          saved = new Set();
          onSave(files);
        }, SETTLE_MS);
      }),
    );
  return {
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}

/**
 * `npm run edit`'s rebuild: when the owner saves in the editor (a file under content/ or photos/
 * changes), the site is built again as `npm run build` builds it: the content is checked first, the
 * build goes into a new folder that replaces the served one only when complete (scripts/stagedBuild.ts),
 * so a save the check refuses leaves the last good pages served and says why. Saves that arrive while a
 * build runs are gathered into the next one.
 *
 * Differences from `npm run build`, for speed on the owner's computer: no .br/.gz files (this
 * computer's server sends the pages as they are), and the editor is written for this address. webpack
 * reuses its persistent cache (webpack.config.ts), so a one-field change rebuilds in seconds.
 */
import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { existsSync } from 'node:fs';
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

/** The steps of a rebuild of the project at `cwd`, with the editor for `admin`'s address. */
export const editBuildSteps = (admin: CmsSettings, cwd: string): BuildStep[] => [
  contentCheckStep(cwd),
  npmStep('client', cwd),
  npmStep('photos', cwd),
  npmStep('prerender', cwd),
  { name: 'admin', run: async (outDir) => void (await writeAdmin(outDir, admin)) },
];

export interface RebuildOutcome {
  ok: boolean;
  /** From the save that started it to the new pages served, in seconds. */
  seconds: number;
}

export interface RebuilderOptions {
  siteDir: string;
  steps: BuildStep[];
  /** Runs once the new build is in place (the edit server restarts on it). */
  afterBuild: () => Promise<void>;
  log: (line: string) => void;
}

/** One rebuild at a time; a save during a build asks for one more after it. */
export class Rebuilder {
  private running: Promise<void> | null = null;
  private again = false;
  private savedAt = 0;
  /** Every finished rebuild, oldest first. */
  readonly outcomes: RebuildOutcome[] = [];

  constructor(private readonly options: RebuilderOptions) {}

  /** A save happened: rebuild now, or after the build under way. */
  request(): void {
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
      const seconds = () => Number(((Date.now() - savedAt) / 1000).toFixed(1));
      try {
        await buildStaged(siteDir, steps, log);
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
 * Calls `onSave` once the files under `folders` stop changing, skipping the browser's temporary
 * files (Chrome writes `<file>.crswap`, then renames it) and hidden ones.
 */
export function watchSaves(folders: readonly string[], onSave: () => void): { close: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = folders
    .filter((folder) => existsSync(folder))
    .map((folder) =>
      watch(folder, { recursive: true }, (_event, file) => {
        const name = String(file ?? '');
        if (name.endsWith('.crswap') || name.split('/').some((part) => part.startsWith('.'))) return;
        clearTimeout(timer);
        timer = setTimeout(onSave, SETTLE_MS);
      }),
    );
  return {
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}

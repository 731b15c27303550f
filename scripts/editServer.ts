/**
 * `npm run edit`: the site and its editor on this computer, for editing the working tree itself. The
 * editor's "Work with Local Repository" (the browser's File System Access API: Chrome or Edge) reads
 * and writes the files of the folder the owner picks, so saving changes content/ here, with no
 * GitHub account and no commit; each save rebuilds the site (scripts/editRebuild.ts) and the pages
 * show it.
 *
 * It writes the editor into the build folder (as the build does, for this machine's address) and
 * serves both on localhost only, from a process restarted after each rebuild (scripts/editSite.ts):
 * the editor is nobody else's on this network.
 */
import { fork, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer-core';
import { once } from 'node:events';
import path from 'node:path';
import { freePort } from '../server/freePort';
import { ADMIN_PATH } from '../server/cms/paths';
import { writeAdmin } from './cms/adminBuild';
import { cmsSettingsFromEnv, type CmsSettings } from './cms/cmsConfig';
import { chromiumFlags, chromiumPath } from './chromium';
import { editBuildSteps, Rebuilder, watchSaves } from './editRebuild';

export interface EditServer {
  /** The editor's address, e.g. http://localhost:8080/admin. */
  editorUrl: string;
  /** The site's origin, e.g. http://localhost:8080. */
  origin: string;
  /** The rebuilds after saves (their outcomes; `idle()` waits for the one under way). */
  rebuilds: Rebuilder;
  close: () => Promise<void>;
}

/** The site's server process for the build in `distDir`, on `port`. */
class SiteProcess {
  private child: ChildProcess | null = null;

  constructor(private readonly options: { cwd: string; distDir: string; port: number }) {}

  async start(): Promise<void> {
    const { cwd, distDir, port } = this.options;
    const child = fork(path.join(cwd, 'scripts/editSite.ts'), [], {
      cwd,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, OUT_DIR: distDir, PORT: String(port) },
      stdio: 'inherit',
    });
    this.child = child;
    const [message] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`the site's server stopped as it started (exit code ${String(code)})`);
      }),
    ])) as [unknown];
    if (message !== 'listening') throw new Error(`the site's server said ${String(message)}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The Chromium the rebuilds' prerender crawls draw in: started at the first rebuild (a server that
 * never rebuilds starts none) and kept for the next ones, about a second saved per save on a quiet
 * machine and several on a busy one; started again if it went away.
 */
class KeptBrowser {
  private browser: Promise<Browser> | null = null;

  /** Its DevTools address, for scripts/prerender.ts (PRERENDER_BROWSER). */
  async address(): Promise<string> {
    const running = await this.browser?.catch(() => null);
    if (!running?.connected)
      this.browser = puppeteer.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
    return (await this.browser!).wsEndpoint();
  }

  async close(): Promise<void> {
    const running = await this.browser?.catch(() => null);
    this.browser = null;
    await running?.close();
  }
}

/**
 * Writes the editor into `distDir` and serves the site and it on localhost:`port` (0: any free port),
 * rebuilding after each save under `cwd`'s content/ and photos/ (`watch: false` leaves that to the
 * caller: `rebuilds.request()`). The repository named in the editor is CMS_GITHUB_REPO's, or this
 * folder's name: in local mode the editor only uses it to say which folder to pick.
 */
export async function startEditServer({
  distDir,
  port,
  env = process.env,
  cwd = process.cwd(),
  watch = true,
  log = console.log,
}: {
  distDir: string;
  port: number;
  env?: Record<string, string | undefined>;
  cwd?: string;
  watch?: boolean;
  log?: (line: string) => void;
}): Promise<EditServer> {
  const settings = cmsSettingsFromEnv(env);
  const listenPort = port || (await freePort());
  const origin = `http://localhost:${listenPort}`;
  const admin: CmsSettings = {
    repo: settings?.repo ?? `local/${path.basename(cwd)}`,
    branch: settings?.branch ?? 'main',
    siteUrl: origin,
  };
  await writeAdmin(distDir, admin);
  const site = new SiteProcess({ cwd, distDir, port: listenPort });
  await site.start();

  const browser = new KeptBrowser();
  const rebuilds = new Rebuilder({
    siteDir: distDir,
    steps: editBuildSteps(admin, cwd, distDir, log, () => browser.address()),
    afterBuild: async () => {
      await site.stop();
      await site.start();
    },
    log,
  });
  const saves = watch ? watchSaves(cwd, ['content', 'photos'], (files) => rebuilds.request(files)) : null;
  return {
    editorUrl: `${origin}${ADMIN_PATH}`,
    origin,
    rebuilds,
    close: async () => {
      saves?.close();
      await rebuilds.idle();
      await Promise.all([site.stop(), browser.close()]);
    },
  };
}

/**
 * `npm run edit`: the site and its editor on this computer, for editing the working tree itself. The
 * editor's "Work with Local Repository" (the browser's File System Access API: Chrome or Edge) reads
 * and writes the files of the folder the owner picks, so saving changes content/ here, with no
 * GitHub account and no commit; `npm run build` (or `npm start`) then shows the change on the pages.
 *
 * It writes the editor into the build folder (as the build does, for this machine's address) and
 * serves both on localhost only: the editor is nobody else's on this network.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/buildServer';
import { ADMIN_PATH } from '../server/cms/paths';
import { writeAdmin } from './cms/adminBuild';
import { cmsSettingsFromEnv } from './cms/cmsConfig';

export interface EditServer {
  app: FastifyInstance;
  /** The editor's address, e.g. http://localhost:8080/admin. */
  editorUrl: string;
}

/**
 * Writes the editor into `distDir` and serves the site and it on localhost:`port` (0: any free port).
 * The repository named in the editor is CMS_GITHUB_REPO's, or this folder's name: in local mode the
 * editor only uses it to say which folder to pick.
 */
export async function startEditServer({
  distDir,
  port,
  env = process.env,
  cwd = process.cwd(),
}: {
  distDir: string;
  port: number;
  env?: Record<string, string | undefined>;
  cwd?: string;
}): Promise<EditServer> {
  const settings = cmsSettingsFromEnv(env);
  const app = await buildServer({ distDir });
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://localhost:${(app.server.address() as { port: number }).port}`;
  await writeAdmin(distDir, {
    repo: settings?.repo ?? `local/${path.basename(cwd)}`,
    branch: settings?.branch ?? 'main',
    siteUrl: origin,
  });
  return { app, editorUrl: `${origin}${ADMIN_PATH}` };
}

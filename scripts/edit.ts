/**
 * `npm run edit`: the site and the owner's editor on this computer (scripts/editServer.ts); the npm
 * script builds first when needed, as `npm start` does.
 *
 *   node --import tsx scripts/edit.ts
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteDir } from '../server/site/buildOutput';
import { startEditServer } from './editServer';

const distDir = siteDir();
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`edit: there is no build in ${distDir}: run npm run build first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
try {
  const { close, editorUrl, origin } = await startEditServer({ distDir, port });
  console.log(`The site editor is at ${editorUrl} (open it in Chrome or Edge), the site at ${origin}.
Press "Work with Local Repository" and choose this folder, ${process.cwd()}.
What you save is written to content/ here, and the site is rebuilt: the pages show it about a minute
later (the terminal says when, or why not). Ctrl+C stops.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void close().then(() => process.exit(0)));
} catch (error) {
  console.error(`edit: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * A throwaway copy of this repository, for what must edit files without touching the working tree
 * (the editor's e2e test, `npm run bench:edit`): every file git tracks and every new one it does not
 * ignore, as they are in the working tree, with this node_modules' packages linked and a built site
 * copied in.
 *
 * node_modules is a folder of its own linking each package and each of node_modules/.cache's
 * folders (the photo variants, the prerender record) but webpack's: the copy's webpack starts a
 * persistent cache of its own. Sharing this one's, it would overwrite it with a cache whose build
 * dependencies (the copy's webpack.config.ts) are deleted with the copy, so this repository's next
 * build (a developer's, or e2e/credentials' in the same test run) would find it invalid and start
 * cold: about 20 s on a quiet 2-core machine instead of 3.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A new folder `to` holding a link to each entry of `from` that `keep` accepts (none if `from` is missing). */
function linkEach(from: string, to: string, keep: (name: string) => boolean) {
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) if (keep(name)) symlinkSync(path.resolve(from, name), path.join(to, name));
}

/** Copies the repository into a new temporary folder, with `distDir` as its dist/. */
export function repositoryCopy(prefix: string, distDir = 'dist'): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    cpSync(file, path.join(root, file));
  }
  linkEach('node_modules', path.join(root, 'node_modules'), (name) => name !== '.cache');
  linkEach('node_modules/.cache', path.join(root, 'node_modules/.cache'), (name) => name !== 'webpack');
  cpSync(path.resolve(distDir), path.join(root, 'dist'), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

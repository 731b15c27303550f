/**
 * A throwaway copy of this repository, for what must edit files without touching the working tree
 * (the editor's e2e test, `npm run bench:edit`): every file git tracks and every new one it does not
 * ignore, as they are in the working tree, with this node_modules linked and a built site copied in.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  cpSync(path.resolve(distDir), path.join(root, 'dist'), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

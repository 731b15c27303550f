/**
 * sitemap lastmod per page: the date of the last commit touching that page's module or content (the
 * entry's `module` and `sources`), or the build date when git is unavailable or the files are
 * uncommitted. Used by webpack (for the /sitemap page) and scripts/rootFiles.ts (for sitemap.xml),
 * so both show the same dates.
 */
import { execFileSync } from 'node:child_process';
import { pageModuleFile, type PageEntry } from '../src/content/pageEntry';

export function buildDate(): string {
  return new Date().toISOString().slice(0, 10);
}

function lastCommitDate(files: string[], cwd: string): string | null {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

export function lastmodByPath(entries: PageEntry[], cwd = process.cwd()): Record<string, string> {
  const fallback = buildDate();
  return Object.fromEntries(
    entries.map((entry) => [entry.path, lastCommitDate([pageModuleFile(entry), ...entry.sources], cwd) ?? fallback]),
  );
}

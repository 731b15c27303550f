/**
 * The bench's yardstick: the same prerendered site with its JavaScript taken out. A prerendered page
 * already draws everything from its HTML and CSS, so this copy shows the floor that the page's markup,
 * styles and images allow; the difference to the real page is what its scripts cost the first view.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';

/** Scripts a browser runs: no type, a JavaScript MIME type or a module. JSON-LD and other data blocks stay. */
function isExecutableScript(type: string | undefined): boolean {
  const normalized = (type ?? '').trim().toLowerCase();
  return normalized === '' || normalized === 'module' || /^(text|application)\/(java|ecma)script$/.test(normalized);
}

/** True for hints that fetch script: `<link rel=preload as=script>` and `<link rel=modulepreload>`. */
function isScriptHint(rel: string | undefined, as: string | undefined): boolean {
  const rels = (rel ?? '').toLowerCase().split(/\s+/);
  return rels.includes('modulepreload') || (rels.includes('preload') && (as ?? '').toLowerCase() === 'script');
}

/** The page's HTML with every executable script and every script preload removed; nothing else changes. */
export function withoutScripts(html: string): string {
  const root = parse(html, {
    comment: true,
    blockTextElements: { script: true, style: true, pre: true, textarea: true },
  });
  for (const script of root.querySelectorAll('script')) {
    if (isExecutableScript(script.getAttribute('type'))) script.remove();
  }
  for (const link of root.querySelectorAll('link')) {
    if (isScriptHint(link.getAttribute('rel'), link.getAttribute('as'))) link.remove();
  }
  return root.toString();
}

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Copies a build to a temporary folder and strips the scripts from every HTML file in it, so the
 * copy can be served by the same server, with the same headers and compression, as the real build.
 */
export async function makeNoJsCopy(distDir: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-nojs-'));
  await cp(distDir, dir, { recursive: true });
  for (const file of await htmlFilesUnder(dir)) {
    await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The prerender crawl's shortcut for `npm run edit`'s rebuilds (scripts/prerender.ts, with
 * PRERENDER_REUSE_FROM): a page of the build being replaced is kept, rather than snapshotted again,
 * when nothing it was drawn from changed. A page is drawn in Chromium from the app shell and the
 * files of assets/ it loaded (its scripts, styles and icons; every word and number of the content is
 * in them, bundled by webpack), so when the new shell and each of those files are the same as before
 * but for the content hashes in file names, the page would be drawn the same: its old HTML is kept
 * with the file names of the new build put in.
 *
 * What a page loaded is recorded when it is snapshotted, in a record kept outside the build (in
 * node_modules/.cache/prerender, named after the start-up files the build's home page names), with
 * the shell it was drawn from. Without a record for the build being replaced, every page is
 * snapshotted. A price changes the chunks that show it (the sales page, the home page), so only
 * their pages are drawn again (the lowest prices also reach the registry every page loads:
 * src/content/startingPrices.ts); a change of the business details reaches the start-up script every
 * page loads, so every page is. `npm run compare:builds` showed an edit build and a full build of the
 * same change equal (docs/decisions.md 19).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a build's pages were drawn from: the shell, and each page's files of assets/, by its output file. */
export interface PrerenderRecord {
  shell: string;
  pages: Record<string, string[]>;
}

/** "assets/main.0123456789.js" → its hash and its name without it ("assets/main.js"). */
const HASHED_ASSET = /^(assets\/.+)\.([0-9a-f]{10})(\.[a-z0-9]+)$/;

/** Every file of a build's assets/, by path ("assets/…"), with its name without the hash. */
async function hashedAssets(buildDir: string): Promise<Map<string, { stem: string; hash: string }>> {
  const names = await readdir(path.join(buildDir, 'assets')).catch(() => [] as string[]);
  return new Map(
    names.flatMap((name) => {
      const match = HASHED_ASSET.exec(`assets/${name}`);
      return match ? [[`assets/${name}`, { stem: `${match[1]}${match[3]}`, hash: match[2]! }] as const] : [];
    }),
  );
}

/** The text with every content hash of either build put as "#": two files that differ only there are the same. */
const withoutHashes = (text: string, hashes: Set<string>) =>
  text.replace(/[0-9a-f]{10}/g, (hex) => (hashes.has(hex) ? '#' : hex));

/** The start-up files a build's home page names: which build a record belongs to. */
async function recordKey(buildDir: string): Promise<string | null> {
  const home = await readFile(path.join(buildDir, 'index.html'), 'utf8').catch(() => null);
  if (home === null) return null;
  const named = [...new Set(home.match(/assets\/[^"'\s)]+\.[0-9a-f]{10}\.[a-z0-9]+/g) ?? [])].sort();
  return createHash('sha256').update(named.join('\n')).digest('hex').slice(0, 24);
}

const recordFile = (cacheDir: string, key: string) => path.join(cacheDir, `${key}.json`);

/** Keeps what the build in `buildDir` (its pages now written) was drawn from, for the next edit build. */
export async function keepRecord(cacheDir: string, buildDir: string, record: PrerenderRecord): Promise<void> {
  const key = await recordKey(buildDir);
  if (!key) return;
  await mkdir(cacheDir, { recursive: true });
  await writeFile(recordFile(cacheDir, key), JSON.stringify(record));
}

/**
 * The pages of the build in `previousDir` that the new build in `buildDir` (its assets and `shell`
 * written, no page yet) can keep, by output file, with the new build's file names in them; and
 * each kept page's files, for the new record.
 */
export async function reusablePages({
  previousDir,
  buildDir,
  shell,
  outputs,
  cacheDir,
}: {
  previousDir: string;
  buildDir: string;
  shell: string;
  outputs: string[];
  cacheDir: string;
}): Promise<Map<string, { html: string; assets: string[] }>> {
  const kept = new Map<string, { html: string; assets: string[] }>();
  const key = await recordKey(previousDir);
  if (!key || !existsSync(recordFile(cacheDir, key))) return kept;
  const record = JSON.parse(await readFile(recordFile(cacheDir, key), 'utf8')) as PrerenderRecord;

  const [before, after] = await Promise.all([hashedAssets(previousDir), hashedAssets(buildDir)]);
  const hashes = new Set([...before.values(), ...after.values()].map(({ hash }) => hash));
  if (withoutHashes(record.shell, hashes) !== withoutHashes(shell, hashes)) return kept;

  // The new build's file for an old one (same name but for the hash), and whether it is the same.
  const newByStem = new Map([...after].map(([file, { stem }]) => [stem, file]));
  const renamed = new Map<string, string>();
  for (const [file, { stem }] of before) {
    const counterpart = newByStem.get(stem);
    if (counterpart) renamed.set(file, counterpart);
  }
  const sameness = new Map<string, Promise<boolean>>();
  const unchanged = (file: string) => {
    if (!sameness.has(file))
      sameness.set(
        file,
        (async () => {
          const counterpart = renamed.get(file);
          if (!counterpart) return false;
          const [old, fresh] = await Promise.all([
            readFile(path.join(previousDir, file), 'utf8').catch(() => null),
            readFile(path.join(buildDir, counterpart), 'utf8').catch(() => null),
          ]);
          return old !== null && fresh !== null && withoutHashes(old, hashes) === withoutHashes(fresh, hashes);
        })(),
      );
    return sameness.get(file)!;
  };

  for (const output of outputs) {
    const files = record.pages[output];
    if (!files) continue;
    const oldHtml = await readFile(path.join(previousDir, output), 'utf8').catch(() => null);
    if (oldHtml === null) continue;
    if (!(await Promise.all(files.map(unchanged))).every(Boolean)) continue;
    const html = oldHtml.replace(/assets\/[^"'\s)]+\.[0-9a-f]{10}\.[a-z0-9]+/g, (file) => renamed.get(file) ?? file);
    // Every file the kept page names must be the new build's: otherwise it is drawn again.
    const named = html.match(/assets\/[^"'\s)]+\.[0-9a-f]{10}\.[a-z0-9]+/g) ?? [];
    if (!named.every((file) => after.has(file))) continue;
    kept.set(output, { html, assets: files.map((file) => renamed.get(file)!) });
  }
  return kept;
}

/**
 * Build step: compress every text file of the build once, at build time, into "<file>.br" (Brotli,
 * quality 11) and "<file>.gz" (gzip, level 9) next to it, so no host compresses per request: the Node
 * server, nginx (gzip_static, brotli_static) and static hosts send these files as they are. A variant
 * that would not be smaller is not written. Files for static hosts' own use (_headers, _redirects)
 * are left alone.
 */
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compressibleExtensions } from '../server/site/cachePolicy';
import { siteDir } from '../server/site/buildOutput';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * How many files are compressed at once: Node runs each compression on its thread pool (4 threads by
 * default), so a few files at a time keep every core busy, where one at a time used about one.
 */
const CONCURRENCY = 4;

/** Writes the .br and .gz of one file next to it (or removes a stale variant that would not be smaller). */
async function compressFile(file: string): Promise<{ bytes: number; brotliBytes: number }> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  // An old variant of a file that no longer compresses would be served in its place: remove it.
  for (const [suffix, data] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (data.length < source.length) await writeFile(file + suffix, data);
    else await rm(file + suffix, { force: true });
  }
  // The variants share the source's modification time, so Last-Modified agrees whichever is sent.
  const { mtime } = await stat(file);
  for (const suffix of ['.br', '.gz']) await utimes(file + suffix, mtime, mtime).catch(() => undefined);
  return { bytes: source.length, brotliBytes: Math.min(br.length, source.length) };
}

/** Writes the .br and .gz of every compressible file under `outDir`; returns how many files it compressed. */
export async function compressBuild(outDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const queue: string[] = [];
  for await (const file of files(outDir))
    if (compressibleExtensions.includes(path.extname(file).toLowerCase())) queue.push(file);
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { bytes, brotliBytes } = await compressFile(file);
      totals.files += 1;
      totals.bytes += bytes;
      totals.brotliBytes += brotliBytes;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const outDir = siteDir();
  const { files: count, bytes, brotliBytes } = await compressBuild(outDir);
  console.log(
    `compress: ${count} text files in ${path.relative(process.cwd(), outDir) || '.'} -> .br and .gz (${bytes} B, ${brotliBytes} B as Brotli) in ${Date.now() - started} ms`,
  );
}

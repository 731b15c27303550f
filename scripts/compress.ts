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

/** Writes the .br and .gz of every compressible file under `outDir`; returns how many files it compressed. */
export async function compressBuild(outDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const file of files(outDir)) {
    if (!compressibleExtensions.includes(path.extname(file).toLowerCase())) continue;
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
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotliBytes += Math.min(br.length, source.length);
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
  }
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

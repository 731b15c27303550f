/**
 * The build's HTML files, sent to visitors as they are: the bytes of dist/<route>/index.html (or the .br / .gz the build
 * wrote next to it, whichever the request accepts), with an ETag and Last-Modified, 304 for a
 * conditional request that still matches, and the pages' cache policy. Nothing is filled in per
 * response, so every host (nginx, a CDN, a static host, this server) sends the same bytes.
 *
 * A page's three variants are read once and kept in memory (the build does not change under a running
 * server; restart after a deploy): a page is a few tens of kilobytes and there are a few dozen.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControl } from './cachePolicy';
import { negotiateCoding, type ContentCoding } from './contentEncoding';

type Encoding = ContentCoding;

interface Variant {
  body: Buffer;
  etag: string;
}

interface PageFile {
  variants: Partial<Record<Encoding, Variant>>;
  lastModified: string;
  /** Whole seconds, as Last-Modified and If-Modified-Since carry them. */
  modifiedSeconds: number;
}

const suffixes: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

export class HtmlFiles {
  private readonly files = new Map<string, Promise<PageFile | null>>();

  constructor(private readonly distDir: string) {}

  /** Sends the build file `relativePath` ("about/index.html") with `status`; false when it is not built. */
  async send(request: FastifyRequest, reply: FastifyReply, relativePath: string, status = 200): Promise<boolean> {
    const file = await this.load(relativePath);
    if (!file) return false;
    const accepted = negotiateCoding(request.headers['accept-encoding']);
    const encoding: Encoding = file.variants[accepted] ? accepted : 'identity';
    const variant = file.variants[encoding]!;
    reply
      .code(status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', cacheControl.html)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', variant.etag)
      .header('Last-Modified', file.lastModified);
    if (status === 200 && notModified(request, variant.etag, file.modifiedSeconds)) {
      reply.code(304).send();
      return true;
    }
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    reply.send(variant.body);
    return true;
  }

  private load(relativePath: string): Promise<PageFile | null> {
    let file = this.files.get(relativePath);
    if (!file) {
      file = readPage(path.join(this.distDir, relativePath)).then((page) => {
        // Not built (yet): look again next time rather than remembering the absence.
        if (!page) this.files.delete(relativePath);
        return page;
      });
      this.files.set(relativePath, file);
    }
    return file;
  }
}

async function readPage(file: string): Promise<PageFile | null> {
  let body: Buffer;
  let mtime: Date;
  try {
    [body, { mtime }] = await Promise.all([readFile(file), stat(file)]);
  } catch {
    return null;
  }
  // One strong tag per representation: the content's hash, and the encoding for the compressed ones.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const variants: PageFile['variants'] = { identity: { body, etag: `"${hash}"` } };
  for (const [encoding, suffix] of Object.entries(suffixes) as [keyof typeof suffixes, string][]) {
    const compressed = await readFile(file + suffix).catch(() => null);
    if (compressed) variants[encoding] = { body: compressed, etag: `"${hash}-${suffix.slice(1)}"` };
  }
  const modifiedSeconds = Math.floor(mtime.getTime() / 1000);
  return { variants, lastModified: new Date(modifiedSeconds * 1000).toUTCString(), modifiedSeconds };
}

/**
 * A conditional GET that still matches: If-None-Match (weak comparison, as for GET) wins over
 * If-Modified-Since, which is only looked at without it.
 */
function notModified(request: FastifyRequest, etag: string, modifiedSeconds: number): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && modifiedSeconds <= Math.floor(since / 1000);
}

/**
 * Serving the site: the build's files as they are (with the .br / .gz the build wrote, validators and
 * the cache policy of server/site/cachePolicy.ts), one route per page (its prerendered file, byte for
 * byte), one URL per page (trailing slashes and ".../index.html" redirect), and the 404 page for
 * everything else.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { registry } from '../../src/content/registry';
import { ADMIN_PATH } from '../cms/paths';
import { replyPlainError } from '../plainReplies';
import { cacheControl, cacheControlFor } from './cachePolicy';
import { htmlFileFor, registryPaths } from './buildOutput';
import { negotiateCoding } from './contentEncoding';
import type { HtmlFiles } from './htmlFiles';

export interface Site {
  /** The build folder, absolute. */
  distDir: string;
  /** The pages' files, served from memory with their validators. */
  files: HtmlFiles;
  /**
   * Serve the empty app shell (shell.html) for registry pages that have no prerendered file yet.
   * Only the prerender crawl uses this: it is how the snapshots get made.
   */
  shellFallback: boolean;
}

/**
 * The build's files, served as they are: the .br or .gz the build wrote when the request accepts it,
 * with ETag and Last-Modified, and the cache policy of cachePolicy.ts (hashed assets for a year,
 * HTML revalidated, the rest for an hour).
 */
export async function serveFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(path.relative(distDir, filePath).split(path.sep).join('/')));
    },
  });
}

/** The canonical-URL checks (before routing) and one route per registry page. */
export function servePages(app: FastifyInstance, site: Site): void {
  // One URL per page, and nothing but the site: odd request targets and build internals get the 404
  // page before routing or the static plugin see them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // One decision on the encoding for every file sent below (contentEncoding.ts).
    const coding = negotiateCoding(request.headers['accept-encoding']);
    if (coding === 'identity') delete request.headers['accept-encoding'];
    else request.headers['accept-encoding'] = coding;

    const [pathname, query] = splitUrl(request.url);
    if (!isPlainPath(pathname)) return sendNotFound(site, request, reply);
    // "/%63ontact" is "/contact" written otherwise (RFC 3986 §6.2.2.2): one address per page.
    const normal = normalizePercentEncoding(pathname);
    if (normal !== pathname) return reply.redirect(normal + query, 301);
    // The .br and .gz next to each file are how it is sent, never addresses of their own.
    if (/\.(br|gz)$/i.test(pathname)) return sendNotFound(site, request, reply);
    // "/about/" -> 301 "/about" (canonical links carry no trailing slash).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      if (registryPaths.has(trimmed)) return reply.redirect(trimmed + query, 301);
    }
    // "/contact/index.html" is the file behind "/contact": redirect to the page itself (one URL per
    // page); the editor's page (/admin) the same, as deploy/nginx.conf does.
    if (pathname.endsWith('/index.html')) {
      const clean = pathname.slice(0, -'/index.html'.length) || '/';
      if (registryPaths.has(clean) || clean === ADMIN_PATH) return reply.redirect(clean + query, 301);
    }
    // Every page is served through its route; other HTML files (404.html, shell.html) and the
    // static hosts' _headers/_redirects are build internals.
    if (pathname.toLowerCase().endsWith('.html') || buildInternals.has(pathname))
      return sendNotFound(site, request, reply);
  });

  const { files, shellFallback } = site;
  for (const route of registry) {
    app.get(route.path, async (request, reply) => {
      // The build's file as it is: the same bytes whichever host serves it (no per-response values).
      if (await files.send(request, reply, htmlFileFor(route.path))) return reply;
      if (shellFallback) return reply.type('text/html').header('Cache-Control', 'no-store').sendFile('shell.html');
      return sendNotFound(site, request, reply);
    });
  }
}

/** The 404 page for every path no route or file answers, and for paths the static plugin refuses. */
export function serveNotFound(app: FastifyInstance, site: Site): void {
  app.setNotFoundHandler(async (request, reply) => sendNotFound(site, request, reply));

  // The static plugin refuses paths it will not resolve (FST_STATIC_FORBIDDEN_PATH and friends, a
  // folder such as "/assets/" with a 403) with a JSON error: to a visitor that is simply a page that
  // does not exist. Anything else gets a plain answer of the site's, never the framework's JSON.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const refusedFile = error.code?.startsWith('FST_STATIC') || error.statusCode === 403 || error.statusCode === 404;
    if (((request.method === 'GET' || request.method === 'HEAD') && refusedFile) || request.is404)
      return sendNotFound(site, request, reply);
    return replyPlainError(error, request, reply);
  });
}

function sendNotFound(site: Site, request: FastifyRequest, reply: FastifyReply) {
  const accept = request.headers.accept ?? '';
  const wantsPage = request.method === 'GET' || request.method === 'HEAD';
  if (wantsPage && (accept.includes('text/html') || accept.includes('*/*') || accept === '')) {
    const file = existsSync(path.join(site.distDir, '404.html'))
      ? '404.html'
      : site.shellFallback
        ? 'shell.html'
        : null;
    if (file) return reply.code(404).type('text/html').header('Cache-Control', cacheControl.html).sendFile(file);
  }
  return reply.code(404).type('text/plain').send('Not found');
}

/** Files the build writes for static hosts, never pages. */
const buildInternals = new Set(['/_headers', '/_redirects']);

/** Longest request path served; no page or asset comes near it. */
const MAX_PATH_LENGTH = 1024;

/**
 * An origin-form path the site could have: it starts with one "/" (not "*", not "http://…", not
 * "//host"), is not over-long, and, decoded, has no empty, "." or ".." segment, no dotfile, no
 * backslash or NUL, and no segment longer than a file name can be. A trailing "/" is allowed (it
 * redirects).
 */
function isPlainPath(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.length > MAX_PATH_LENGTH) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded === '/') return true;
  if (/[\\\u0000]/.test(decoded)) return false;
  const segments = decoded.slice(1).replace(/\/$/, '').split('/');
  return segments.every((segment) => segment !== '' && !segment.startsWith('.') && segment.length <= 255);
}

/**
 * The path with its percent-encoding normalised: an unreserved character (letter, digit, "-", ".",
 * "_", "~") written as an escape is written as itself, and other escapes in upper case ("%2f" -> "%2F").
 */
function normalizePercentEncoding(pathname: string): string {
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
  });
}

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

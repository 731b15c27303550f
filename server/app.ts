/**
 * The production server: serves the prerendered site from dist/ with the right status codes and
 * headers, and receives leads (server/leads). Fastify and its official plugins only.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { routes } from '../src/routes';
import { capConnections, defaultConnectionLimits, fastifyTimeoutOptions, type ConnectionLimits } from './connectionLimits';
import { registerLeadApi, type LeadApi, type LeadApiOptions } from './leads/plugin';
import { PrerenderedPages } from './leads/prerendered';
import type { TrustProxySetting } from './trustProxy';
import { cspDirectives, staticSecurityHeaders } from './security';

export interface ServerOptions {
  /** The build output to serve (default: dist/ in the working directory). */
  distDir?: string;
  /**
   * Serve the empty app shell (shell.html) for registry pages that have no prerendered file yet.
   * Only the prerender crawl uses this: it is how the snapshots get made.
   */
  shellFallback?: boolean;
  /**
   * Fastify's trustProxy: set it when running behind a reverse proxy, so rate limits see client IPs.
   * Prefer a hop count or the proxy's addresses (server/trustProxy.ts): `true` believes any X-Forwarded-For.
   */
  trustProxy?: TrustProxySetting;
  /** Timeouts and socket caps against slow or greedy clients (defaults: connectionLimits.ts). */
  connectionLimits?: Partial<ConnectionLimits>;
  logger?: boolean;
  /**
   * The lead API (POST /api/leads, its store and outbox worker; see server/leads). Off when absent, so
   * the build's prerender crawl, screenshots and Lighthouse runs never open the lead store.
   */
  leads?: LeadApiOptions;
  /** Extra plugins (the lead API registers here; see server/main.ts). */
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
}

/** dist-relative HTML file of a registry path: "/" -> index.html, "/about" -> about/index.html. */
export function htmlFileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const distDir = path.resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist');
  const limits = { ...defaultConnectionLimits, ...options.connectionLimits };
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Lead posts are small; anything bigger is not a lead (the lead API also enforces 32 KB).
    bodyLimit: 32 * 1024,
    ...fastifyTimeoutOptions(limits),
  });
  capConnections(app.server, limits, !!options.trustProxy);

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  });
  // Headers helmet does not name the same way: keep them identical to dist/_headers.
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(staticSecurityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      if (relative.startsWith('assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (relative.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });

  const knownPaths = new Set(routes.map((r) => r.path));
  const pages = new PrerenderedPages(distDir, htmlFileFor, knownPaths);
  const leadApi: LeadApi | null = options.leads ? await registerLeadApi(app, { ...options.leads, pages }) : null;

  // One URL per page, and nothing but the site: odd request targets and build internals get the 404
  // page before routing or the static plugin see them.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, query] = splitUrl(request.url);
    if (!isPlainPath(pathname)) return sendNotFound(request, reply);
    // "/about/" -> 301 "/about" (canonical links carry no trailing slash).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      if (knownPaths.has(trimmed)) return reply.redirect(trimmed + query, 301);
    }
    // "/contact/index.html" is the file behind "/contact": redirect to the page itself. Served as a
    // file it would be a copy with empty hidden form fields (the per-response values are filled
    // only on the route), so a visitor without script would get a 422 on the first submit.
    if (pathname.endsWith('/index.html')) {
      const clean = pathname.slice(0, -'/index.html'.length) || '/';
      if (knownPaths.has(clean)) return reply.redirect(clean + query, 301);
    }
    // Every page is served through its route; other HTML files (404.html, shell.html) and the
    // static hosts' _headers/_redirects are build internals.
    if (pathname.toLowerCase().endsWith('.html') || buildInternals.has(pathname)) return sendNotFound(request, reply);
  });

  for (const route of routes) {
    app.get(route.path, async (_request, reply) => {
      // Pages with lead forms get their hidden formToken / idempotencyKey filled per response, so
      // the forms work without JavaScript; such a response must not be cached or shared.
      const template = leadApi ? await pages.template(route.path) : null;
      if (template) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(template.render(leadApi!.fresh));
      const file = htmlFileFor(route.path);
      if (options.shellFallback && !existsSync(path.join(distDir, file))) return reply.type('text/html').sendFile('shell.html');
      return reply.type('text/html').sendFile(file);
    });
  }

  for (const plugin of options.plugins ?? []) await plugin(app);

  function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const accept = request.headers.accept ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && (accept.includes('text/html') || accept.includes('*/*') || accept === '')) {
      const file = existsSync(path.join(distDir, '404.html')) ? '404.html' : options.shellFallback ? 'shell.html' : null;
      if (file) return reply.code(404).type('text/html').header('Cache-Control', 'no-cache').sendFile(file);
    }
    return reply.code(404).type('text/plain').send('Not found');
  }

  app.setNotFoundHandler(async (request, reply) => sendNotFound(request, reply));

  // The static plugin refuses paths it will not resolve (FST_STATIC_FORBIDDEN_PATH and friends) with a
  // JSON error: to a visitor that is simply a page that does not exist.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && error.code?.startsWith('FST_STATIC')) return sendNotFound(request, reply);
    throw error;
  });

  return app;
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

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

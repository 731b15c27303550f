/**
 * The production server: serves the prerendered site from dist/ with the right status codes and
 * headers, and receives leads (server/leads). Fastify and its official plugins only.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { routes } from '../src/routes';
import { registerLeadApi, type LeadApi, type LeadApiOptions } from './leads/plugin';
import { PrerenderedPages } from './leads/prerendered';
import { cspDirectives, staticSecurityHeaders } from './security';

export interface ServerOptions {
  /** The build output to serve (default: dist/ in the working directory). */
  distDir?: string;
  /**
   * Serve the empty app shell (shell.html) for manifest routes that have no prerendered file yet.
   * Only the prerender crawl uses this: it is how the snapshots get made.
   */
  shellFallback?: boolean;
  /** Fastify's trustProxy: set it when running behind a reverse proxy, so rate limits see client IPs. */
  trustProxy?: boolean | string;
  logger?: boolean;
  /**
   * The lead API (POST /api/leads, its store and outbox worker; see server/leads). Off when absent, so
   * the build's prerender crawl, screenshots and Lighthouse runs never open the lead store.
   */
  leads?: LeadApiOptions;
  /** Extra plugins (the lead API registers here; see server/main.ts). */
  plugins?: ((app: FastifyInstance) => Promise<void>)[];
}

/** dist-relative HTML file of a manifest path: "/" -> index.html, "/about" -> about/index.html. */
export function htmlFileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const distDir = path.resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist');
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Lead posts are small; anything bigger is not a lead (the lead API also enforces 32 KB).
    bodyLimit: 32 * 1024,
  });

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

  // "/about/" -> 301 "/about": one URL per page (canonical links carry no trailing slash).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, query] = splitUrl(request.url);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      if (knownPaths.has(trimmed)) return reply.redirect(trimmed + query, 301);
    }
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

  app.setNotFoundHandler(async (request, reply) => {
    const accept = request.headers.accept ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && (accept.includes('text/html') || accept.includes('*/*') || accept === '')) {
      const file = existsSync(path.join(distDir, '404.html')) ? '404.html' : options.shellFallback ? 'shell.html' : null;
      if (file) return reply.code(404).type('text/html').header('Cache-Control', 'no-cache').sendFile(file);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

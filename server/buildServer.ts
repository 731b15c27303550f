/**
 * The production server, assembled: connection limits, security headers, the site
 * (server/site: the build's files, its pages, the 404 page), the owner's editor page and its sign-in
 * relay (server/cms) and the lead API (server/leads).
 * Fastify and its official plugins only.
 */
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  capConnections,
  defaultConnectionLimits,
  fastifyTimeoutOptions,
  limitPipelining,
  type ConnectionLimits,
} from './connectionLimits';
import { answerNodesOwnRequests, refuseBadHost, replyClientError, replyFrameworkError } from './plainReplies';
import { serveAdmin } from './cms/adminRoutes';
import { registerCmsRelay, type CmsAuthOptions } from './cms/relay';
import { registerLeadApi, type LeadApiOptions } from './leads/api';
import { LEAD_BODY_LIMIT } from './leads/replies';
import type { TrustProxySetting } from './trustProxy';
import { securityHeaders } from './security';
import { siteDir } from './site/buildOutput';
import { HtmlFiles } from './site/htmlFiles';
import { PrerenderedHtml } from './site/prerenderedHtml';
import { serveFiles, serveNotFound, servePages, type Site } from './site/routes';

export interface ServerOptions {
  /** The build output to serve (default: siteDir(), that is OUT_DIR or dist/ in the working directory). */
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
   * Log every request and its answer (Fastify's default). Off by default: in front of the server a
   * proxy or CDN keeps the access log, and two log lines per page cost more than serving it.
   */
  logRequests?: boolean;
  /**
   * The lead API (POST /api/leads, its store and outbox worker; see server/leads). Off when absent, so
   * the build's prerender crawl, screenshots and Lighthouse runs never open the lead store.
   */
  leads?: LeadApiOptions;
  /**
   * Serve the site's files and pages (default). False: the lead API alone, for a deployment where a
   * static host or CDN serves dist/ and proxies /api/ here. The API still reads the built pages
   * (distDir) for its no-JS answers: the check-and-send and error pages are made from them.
   */
  site?: boolean;
  /**
   * The editor's sign-in relay (server/cms/relay.ts): the GitHub OAuth app's id and secret and the
   * site's origin. Absent: the relay's routes tell the editor that signing in is not set up.
   */
  cmsAuth?: CmsAuthOptions;
}

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const distDir = path.resolve(options.distDir ?? siteDir());
  const limits = { ...defaultConnectionLimits, ...options.connectionLimits };
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    trustProxy: options.trustProxy ?? false,
    // Lead posts are small; anything bigger is not a lead (the lead API's own limit, for every route).
    bodyLimit: LEAD_BODY_LIMIT,
    ...fastifyTimeoutOptions(limits),
    // The site's own plain replies, with its security headers, where Fastify would answer JSON alone.
    frameworkErrors: replyFrameworkError,
    clientErrorHandler: replyClientError,
  });
  capConnections(app.server, limits, options.trustProxy ?? false);
  limitPipelining(app, limits.maxPipelinedRequests);
  answerNodesOwnRequests(app.server);

  // The security headers are the same on every answer: helmet computes them once (securityHeaders in
  // security.ts), and one hook sets them, before any handler that might need to change one.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook('onRequest', refuseBadHost);

  const serveSite = options.site ?? true;
  if (serveSite) await serveFiles(app, distDir);

  const prerendered = new PrerenderedHtml(distDir);
  if (options.leads) await registerLeadApi(app, { ...options.leads, prerendered });
  registerCmsRelay(app, options.cmsAuth);
  const site: Site = { distDir, files: new HtmlFiles(distDir), shellFallback: options.shellFallback ?? false };
  if (serveSite) servePages(app, site);
  if (serveSite) serveAdmin(app, site.files);

  if (serveSite) serveNotFound(app, site);
  else app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ ok: false, message: 'Not found' }));

  return app;
}

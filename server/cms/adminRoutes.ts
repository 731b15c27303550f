/**
 * The editor's page on the Node server: /admin sends the build's admin/index.html (when the build has
 * an editor) with the editor's own security headers (server/security.ts); /admin/ redirects to it,
 * as a page's trailing slash does (and /admin/index.html, as a page's file does: server/site/routes.ts). Its bundle and configuration are build assets, served as any other.
 */
import type { FastifyInstance } from 'fastify';
import { adminSecurityHeaders, securityHeaders } from '../security';
import type { HtmlFiles } from '../site/htmlFiles';
import { ADMIN_HTML_FILE, ADMIN_PATH } from './paths';

export function serveAdmin(app: FastifyInstance, files: HtmlFiles): void {
  app.get(ADMIN_PATH, async (request, reply) => {
    reply.headers(adminSecurityHeaders);
    if (await files.send(request, reply, ADMIN_HTML_FILE)) return reply;
    // No editor in this build: the site's 404 page, with the site's own headers.
    reply.removeHeader('X-Robots-Tag');
    reply.headers(securityHeaders);
    return reply.callNotFound();
  });
  app.get(`${ADMIN_PATH}/`, async (request, reply) => reply.redirect(ADMIN_PATH + queryOf(request.url), 301));
}

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

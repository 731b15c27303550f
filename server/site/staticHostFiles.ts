/**
 * The files a static host (Netlify, Cloudflare Pages) reads from the build's root: _headers, with the
 * same security headers (server/security.ts) and cache lifetimes (cachePolicy.ts) as the Node server,
 * and _redirects, proxying /api/ to the lead API. The build writes them (scripts/rootFiles.ts).
 */
import { ADMIN_PATH } from '../cms/paths';
import { adminSecurityHeaders, cspHeaderValue, staticSecurityHeaders } from '../security';
import { cacheControl } from './cachePolicy';

/** The pages' security headers, as the Node server sends them. */
const pageHeaders: Record<string, string> = {
  'Content-Security-Policy': cspHeaderValue(),
  ...staticSecurityHeaders,
};

/** The editor's (/admin), where they differ from the pages': its own policy, its sign-in window, noindex. */
const adminOnly = Object.entries(adminSecurityHeaders).filter(([name, value]) => pageHeaders[name] !== value);

/** The headers every address shares, and those only a page or only the editor carries. */
const shared = Object.entries(pageHeaders).filter(([name]) => !adminOnly.some(([admin]) => admin === name));
const pageOnly = Object.entries(pageHeaders).filter(([name]) => adminOnly.some(([admin]) => admin === name));

/**
 * dist/_headers (Netlify / Cloudflare Pages format): the same security headers and cache policy as
 * the server. Cloudflare joins the values of every rule that matches a path (Netlify takes the last),
 * so each header comes from exactly one matching rule: the shared security headers from /*; the
 * pages' Content-Security-Policy and opener policy from each rule of the site's own files, and the
 * editor's from /admin (were the pages' on /*, a host would join the two policies and the editor could
 * not run); each path's Cache-Control from one rule: the pages by name (from the registry), /assets/
 * and the rest of the build's files by folder or name. (An address no file answers gets the host's
 * 404 page with the shared headers only.)
 */
export function staticHostHeadersFile(registryPaths: readonly string[]): string {
  const lines = (headers: readonly (readonly [string, string])[]) =>
    headers.map(([name, value]) => `  ${name}: ${value}`);
  const rule = (pattern: string, cache: string, headers = pageOnly) => [
    pattern,
    ...lines(headers),
    `  Cache-Control: ${cache}`,
    '',
  ];
  return [
    '/*',
    ...lines(shared),
    '',
    ...[...registryPaths, '/404.html'].flatMap((page) => rule(page, cacheControl.html)),
    ...rule('/assets/*', cacheControl.immutable),
    ...['/images/*', '/sitemap.xml', '/robots.txt'].flatMap((other) => rule(other, cacheControl.other)),
    ...[ADMIN_PATH, `${ADMIN_PATH}/*`].flatMap((admin) => rule(admin, cacheControl.html, adminOnly)),
  ].join('\n');
}

/**
 * dist/_redirects (Netlify format) for a static host in front of the lead API: every /api/ request
 * proxied (status 200, not a redirect) to the API's origin, e.g. https://api.example.com. Only the
 * host proxies: the visitor's browser still posts to the site's own /api/leads.
 */
export function staticHostRedirectsFile(apiOrigin: string): string {
  const origin = new URL(apiOrigin).origin;
  return `/api/*  ${origin}/api/:splat  200!\n`;
}

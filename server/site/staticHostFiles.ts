/**
 * The files a static host (Netlify, Cloudflare Pages) reads from the build's root: _headers, with the
 * same security headers (server/security.ts) and cache lifetimes (cachePolicy.ts) as the Node server,
 * and _redirects, proxying /api/ to the lead API. The build writes them (scripts/rootFiles.ts).
 */
import { cspHeaderValue, staticSecurityHeaders } from '../security';
import { cacheControl } from './cachePolicy';

/**
 * dist/_headers (Netlify / Cloudflare Pages format): the same security headers and cache policy as
 * the server. Both hosts join the values of every rule that matches a path, so each path gets its
 * Cache-Control from exactly one rule: the pages by name (from the registry), /assets/ and the rest
 * of the build's files by folder or name; the security headers apply to everything.
 */
export function staticHostHeadersFile(registryPaths: readonly string[]): string {
  const common = [
    `Content-Security-Policy: ${cspHeaderValue()}`,
    ...Object.entries(staticSecurityHeaders).map(([k, v]) => `${k}: ${v}`),
  ];
  const rule = (pattern: string, cache: string) => [pattern, `  Cache-Control: ${cache}`, ''];
  return [
    '/*',
    ...common.map((line) => `  ${line}`),
    '',
    ...[...registryPaths, '/404.html'].flatMap((page) => rule(page, cacheControl.html)),
    ...rule('/assets/*', cacheControl.immutable),
    ...['/images/*', '/sitemap.xml', '/robots.txt'].flatMap((other) => rule(other, cacheControl.other)),
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

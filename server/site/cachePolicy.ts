/**
 * How long browsers and shared caches (CDNs, proxies) keep each kind of file the build writes, and
 * which of them are compressed at build time. One table for every host: the Node server, dist/_headers
 * (Netlify, Cloudflare Pages) and deploy/nginx.conf send the same values (a test compares them).
 * The reasoning is in docs/decisions.md ("Cache lifetimes").
 */

export const cacheControl = {
  /**
   * Pages and the 404 page: browsers revalidate on every visit (a 304 costs a round trip, no bytes);
   * a CDN may answer for 60 s before it revalidates, so a deploy is everywhere within a minute.
   */
  html: 'public, max-age=0, s-maxage=60, must-revalidate',
  /** /assets/: webpack puts the content hash in the name, so a file under a name never changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else (illustrations, photos, favicon, sitemap.xml, robots.txt): unhashed names. */
  other: 'public, max-age=3600',
} as const;

/** The Cache-Control of a build file, by its path relative to the build folder ("assets/app.1a2b.js"). */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.replace(/^\/+/, '').replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return cacheControl.immutable;
  if (file.endsWith('.html')) return cacheControl.html;
  return cacheControl.other;
}

/**
 * Text files worth compressing: the build writes "<file>.br" and "<file>.gz" next to each (when
 * smaller), and every host serves those as they are instead of compressing per request.
 */
export const compressibleExtensions: readonly string[] = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
  '.map',
];

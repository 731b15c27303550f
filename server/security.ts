/**
 * Security headers, defined once: the Fastify server sends them (computed once with helmet), the build
 * writes the same values into dist/_headers for static hosts (server/site/staticHostFiles.ts), and
 * deploy/nginx.conf carries them (scripts/deployConfig.test.ts compares it with these).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { leadProvider, mapEmbed } from '../src/content/business';
import { entryLoaderScript } from '../src/lib/entryLoader';

/** The page's one inline script (the loader of the app's scripts), allowed by its hash and nothing else inline. */
const entryLoaderHash = `'sha256-${createHash('sha256').update(entryLoaderScript).digest('base64')}'`;

/**
 * CSP directives. Scripts: our own files, the entry loader by its hash, and the lead provider's embed
 * script; never other inline script, never eval.
 */
export const cspDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", entryLoaderHash, leadProvider.scriptOrigin],
  // React style attributes and notistack's injected styles need inline styles; scripts never get 'unsafe-inline'.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", leadProvider.frameOrigin],
  'frame-src': [leadProvider.frameOrigin, mapEmbed.origin],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

export function cspHeaderValue(): string {
  return Object.entries(cspDirectives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The other headers every response carries (helmet sets these on the server). */
export const staticSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Every header the Node server adds to every answer: helmet's (with the policy above), computed once
 * by running helmet against a response that only records them (they are the same on every answer, and
 * per request they cost a measurable share of serving a page: docs/performance.md), then the ones
 * helmet does not name the same way.
 */
export const securityHeaders: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  for (const [name, value] of Object.entries(staticSecurityHeaders))
    if (!named.has(name.toLowerCase())) headers[name] = value;
  return Object.freeze(headers);
})();

/**
 * The owner's editor at /admin (Sveltia CMS) gets a policy of its own: it is a different program from
 * the pages, and the pages' policy would stop it. What it needs, found by loading it under this policy
 * in Chromium (e2e/admin.test.ts fails on any violation), and still never eval nor inline script:
 * - its bundle is our own file (script-src 'self'); it makes workers and its web app manifest from
 *   blob: URLs (worker-src, manifest-src);
 * - Svelte and its editor components set inline styles (style-src 'unsafe-inline', as the pages);
 *   its fonts are the site's own files (scripts/cms/adminBuild.ts), no other site's;
 * - photos the owner picks are previewed from blob: URLs before upload, and the GitHub account's
 *   avatar comes from GitHub's image host (img-src, media-src);
 * - it reads and commits through GitHub's API, reads GitHub's status page (to warn of an outage),
 *   asks unpkg for its latest version number (a console hint to upgrade the pinned one: data, never
 *   script), and signs in through the site's own relay (connect-src 'self': /api/cms/);
 * - nothing may frame it (frame-ancestors 'none'): an editor inside another site's frame could be
 *   clicked into a commit.
 */
export const adminCspDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'", 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': [
    "'self'",
    'blob:',
    'data:',
    'https://api.github.com',
    'https://www.githubstatus.com',
    'https://unpkg.com',
  ],
  'frame-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export const adminCspHeaderValue = (): string => policy(adminCspDirectives);

/**
 * Every header of the editor's page: the site's, with its own policy, never indexed, and a window it
 * opens (the sign-in with GitHub) keeps its link back to it (same-origin-allow-popups: with the pages'
 * same-origin, the sign-in window could never hand the editor its token).
 */
export const adminSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...securityHeaders,
  'Content-Security-Policy': adminCspHeaderValue(),
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
});

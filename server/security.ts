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

/**
 * Security headers, defined once: the Fastify server sends them through @fastify/helmet and the
 * build writes the same values into dist/_headers for static hosts.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
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

/** The helmet configuration of every response (the server registers @fastify/helmet with it). */
export const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'sameorigin' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
} satisfies FastifyHelmetOptions;

let allHeaders: Record<string, string> | null = null;

/**
 * Every security header a response carries, as name -> value: what helmet sets with helmetOptions,
 * plus staticSecurityHeaders. For answers written outside Fastify's hooks (a request line Node cannot
 * parse, a path that cannot be decoded), which must look like every other response. Helmet's values
 * are fixed by its options (no nonces), so they are taken once from helmet itself.
 */
export function securityHeaders(): Record<string, string> {
  if (!allHeaders) {
    const headers: Record<string, string> = {};
    const collector = {
      setHeader: (name: string, value: string) => void (headers[name] = String(value)),
      removeHeader: () => {},
    };
    helmet(helmetOptions)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
    allHeaders = { ...headers, ...staticSecurityHeaders };
  }
  return allHeaders;
}

/** dist/_headers (Netlify / Cloudflare Pages format) with the same policy and cache rules as the server. */
export function staticHostHeadersFile(): string {
  const common = [
    `Content-Security-Policy: ${cspHeaderValue()}`,
    ...Object.entries(staticSecurityHeaders).map(([k, v]) => `${k}: ${v}`),
  ];
  return [
    '/*',
    ...common.map((line) => `  ${line}`),
    '  Cache-Control: no-cache',
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/**
 * The lead API's Origin check: a post must come from a page of this site. Checked before the body is
 * read, so a cross-site post is refused without parsing it.
 *
 * Rules: the Origin header (or, when absent or "null", the Referer) must be exactly an allowed origin
 * (scheme, host and port); the Host header is never trusted, except that a loopback host may be
 * posted to from its own loopback origin (local development).
 */
import type { FastifyRequest } from 'fastify';

/**
 * The Origin header (or, when absent or "null", the Referer) must be one of the allowed origins:
 * SITE_URL's and LEAD_ALLOWED_ORIGINS. Scheme, host and port must all match, and the header must be
 * a plain origin: "https://user@site" or an Origin with a path never names the site. The Host header
 * is not trusted (DNS rebinding points an attacker's name at this server), except in development: a
 * request to a loopback host (localhost, 127.x, ::1) may come from that same loopback origin, which
 * only a page on this machine can have. Browsers send Origin on every cross- and same-origin POST, so
 * a request with neither header is refused.
 */
export function isAllowedOrigin(
  request: FastifyRequest,
  config: { siteUrl: string; extraAllowedOrigins: readonly string[] },
): boolean {
  const origin = request.headers.origin;
  const claimed = origin && origin !== 'null' ? strictOrigin(origin) : refererOrigin(request.headers.referer);
  if (!claimed) return false;
  const allowed = new Set([originOf(config.siteUrl), ...config.extraAllowedOrigins]);
  if (allowed.has(claimed)) return true;
  return isLoopbackHost(request.hostname) && claimed === originOf(`${request.protocol}://${request.host}`);
}

/** An Origin header's value when it is exactly a serialized origin (scheme://host[:port]), else null. */
function strictOrigin(value: string): string | null {
  const origin = originOf(value);
  return origin && origin === value.toLowerCase() ? origin : null;
}

/** The origin of a Referer, unless it carries credentials (never sent by a browser). */
function refererOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.username || url.password ? null : originOf(value);
  } catch {
    return null;
  }
}

/** The origin of a URL ("https://example.com:8443"), or null when it has none (not a URL, "data:", …). */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    name === '[::1]' ||
    name === '::1'
  );
}

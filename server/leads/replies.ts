/**
 * How the lead API replies to a post (the HTTP side: status, format, headers): the visitor-facing
 * messages, refusals (JSON for the page's script, a small HTML document from noScriptHtml.ts for a
 * browser posting without script), the thank-you redirect, and the error handler for what Fastify
 * refuses before a route runs (rate limit, body size, media type, parsing).
 *
 * Rules: every reply is `Cache-Control: no-store`; a refusal never echoes the Referer as a link (only
 * a path of the page registry); a 5xx says "try again or call" and never shows the error itself.
 */
import { thankYouPath, type SentLead } from '../../src/lib/thankYouPath';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { findEntry } from '../../src/content/registry';
import { fillOwn, words } from '../words';
import { messageHtml } from './noScriptHtml';

export const LEAD_BODY_LIMIT = 32 * 1024;

/** Where a no-JS post goes back to when its page cannot be told from the Referer. */
export const fallbackPage = { quote: '/services/fences/sales', contact: '/contact' } as const;

const refused = words.requestRefused;

/** What the lead API says to a visitor when it cannot take a request (the owner's words). */
export const messages = {
  invalid: refused.invalid,
  forbidden: refused.forbidden,
  tooLarge: fillOwn(refused.tooLarge, { limit: `${LEAD_BODY_LIMIT / 1024} KB` }),
  mediaType: refused.mediaType,
  malformed: refused.malformed,
  empty: refused.empty,
  rateLimited: refused.rateLimited,
  unavailable: refused.unavailable,
  server: refused.server,
} as const;

/** A post from a form without script: it is urlencoded, and the browser will show whatever we reply. */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/**
 * The reply to a no-JS post whose lead is stored: the thank-you page of its service and kind of job
 * (303, so a reload does not re-post).
 */
export function thankYou(reply: FastifyReply, lead: SentLead) {
  return reply.code(303).header('Cache-Control', 'no-store').redirect(thankYouPath(lead), 303);
}

/** Answers a refusal: JSON for script, a small page for a browser navigating without script. */
export function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  reply.code(status).header('Cache-Control', 'no-store');
  const wantsPage = isFormPost(request) && (request.headers.accept ?? '').includes('text/html');
  if (wantsPage) {
    const back = backLinkPath(request, '/');
    return reply
      .type('text/html; charset=utf-8')
      .send(messageHtml(status === 429 ? refused.waitTitle : refused.notSentTitle, message, back));
  }
  return reply.type('application/json; charset=utf-8').send({ ok: false, message });
}

/** The visitor's message for an error Fastify raised before the route ran, by its HTTP status. */
export function errorMessage(status: number, error: Pick<FastifyError, 'code' | 'message'>): string {
  if (status >= 500) return messages.server;
  switch (status) {
    case 429:
      return messages.rateLimited;
    case 413:
      return messages.tooLarge;
    case 415:
      return messages.mediaType;
    case 400:
      return error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? messages.empty : messages.malformed;
    default:
      // Other 4xx (e.g. 404 of a method Fastify does not route) carry Fastify's own short message.
      return error.message;
  }
}

/** The lead routes' error handler: a status in 400-599 (else 500), logged when 5xx, refused in the visitor's form. */
export async function replyToError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'lead API error');
  return refuse(request, reply, status, errorMessage(status, error));
}

/**
 * Where a refusal page's "go back" link points: the Referer's path when it is a page of the site's
 * route registry, else `fallback`. Never the Referer as it came: "https://evil.example//evil.example/x"
 * has the path "//evil.example/x", which a browser follows off-site.
 */
export function backLinkPath(request: FastifyRequest, fallback: string): string {
  const from = refererPath(request);
  return from && findEntry(from)?.path === from ? from : fallback;
}

/** The path of the Referer ("/contact"), without trailing slash, or null. */
export function refererPath(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const pathname = new URL(referer).pathname.replace(/\/+$/, '');
    return pathname === '' ? '/' : pathname;
  } catch {
    return null;
  }
}

/**
 * The lead API's routes, registered in an encapsulated Fastify scope (the form parser, rate limiter
 * and error handler apply to these routes only):
 *
 *   GET  /api/leads/token  -> 200 { token }                       (fill-time token, no-store)
 *   POST /api/leads        -> JSON: 201 { ok, id, bookingToken } | 200 (repeat) | 422 { ok, message, errors } | 4xx { ok, message }
 *                             urlencoded (no JS): 303 to the request's thank-you page | 200 check and send (no usable token)
 *                                                 | 422 the form page with errors | 4xx small HTML page
 *
 * Order of checks for a post: rate limit (per IP) -> Origin/Referer allow-list -> body parsing
 * (32 KB, JSON or urlencoded only) -> schema -> spam verdict (honeypot, fill-time token, its reuse) ->
 * store (lead + outbox jobs in one transaction) -> answer. Spam is answered like success, stored
 * flagged, and gets no jobs. A store failure is a 503 (the page's script retries): never a lost "success".
 *
 * The booking routes (server/bookings/routes.ts: /api/bookings/windows, /api/bookings) are registered
 * here too, in the same scope: they take the same parsers, rate limit and error answers. A JSON reply's
 * `bookingToken` proves to them that the visitor booking a visit on the lead is the one who sent it.
 */
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  contactFieldNames,
  exceedsLeadFieldBound,
  maxLeadFieldValues,
  idempotencyKeyPattern,
  quoteFieldNames,
  validateLead,
} from '../../src/lib/leadSchema';
import type { PrerenderedHtml } from '../site/prerenderedHtml';
import {
  replyToError,
  backLinkPath,
  fallbackPage,
  isFormPost,
  LEAD_BODY_LIMIT,
  messages,
  refererPath,
  refuse,
  thankYou,
} from './replies';
import type { LeadConfig } from './config';
import { isAllowedOrigin } from './origin';
import { checkAndSendHtml, formErrorHtml, messageHtml, type FreshValues } from './noScriptHtml';
import { rateLimitStoreOptions } from './rateLimitStore';
import { judgeSpam, needsCheck, replaceableSpam } from './spam';
import { SqlLeadStore } from './sqlStore';
import type { JobKind, LeadStore } from './store';
import { availability, bookingTimeZone } from '../../src/content/availability';
import { BookingStore } from '../bookings/bookingStore';
import { signLeadToken } from '../bookings/leadToken';
import { registerBookingRoutes, windowsFormPath } from '../bookings/routes';
import { words } from '../words';

export interface LeadRoutesOptions {
  config: LeadConfig;
  store: LeadStore;
  /** Fresh per-response values for the forms' hidden fields. */
  fresh: FreshValues;
  /** The fill-time tokens' HMAC key. */
  secret: string;
  /** The built pages' HTML, which the no-JS replies are made from. */
  prerendered: PrerenderedHtml;
  /** Called after a real lead's jobs are committed: the outbox worker delivers them now, not at its next poll. */
  wake: () => void;
  /** The server's logger (the Redis rate-limit store reports its state there). */
  log: FastifyBaseLogger;
}

/** Registers the lead routes in `scope` (call it inside `app.register`, so the parsers stay local). */
export async function registerLeadRoutes(scope: FastifyInstance, options: LeadRoutesOptions): Promise<void> {
  const { config, store, fresh, prerendered } = options;

  await scope.register(formbody, { bodyLimit: LEAD_BODY_LIMIT, parser: parseFormBody });
  // Fastify parses text/plain by default; a lead is never plain text (415).
  scope.removeContentTypeParser('text/plain');
  // Counted in Redis when REDIS_URL is set (shared by every process), else in this process.
  await scope.register(rateLimit, {
    global: false,
    ...(await rateLimitStoreOptions(scope, config.redisUrl, options.log)),
  });
  scope.setErrorHandler(replyToError);

  scope.get('/api/leads/token', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { token: fresh.token() };
  });

  // Bookings live in the lead store's database; a store of another kind (a test's wrapper) has none.
  const bookingStore = store instanceof SqlLeadStore ? new BookingStore(store.db, store.dialect) : null;
  if (bookingStore)
    await registerBookingRoutes(scope, {
      config,
      bookings: bookingStore,
      availability,
      timeZone: bookingTimeZone,
      secret: options.secret,
      wake: options.wake,
    });

  scope.post(
    '/api/leads',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } },
      // After the rate limit (an onRequest hook: refused posts count too) and before the body is
      // read: a cross-site post is refused without parsing it.
      preParsing: async (request, reply) => {
        if (!isAllowedOrigin(request, config)) return refuse(request, reply, 403, messages.forbidden);
      },
    },
    async (request, reply) => handlePost(request, reply),
  );

  async function handlePost(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    if (body === undefined || body === null || body === '') return refuse(request, reply, 400, messages.empty);
    if (typeof body !== 'object' || Array.isArray(body)) return refuse(request, reply, 400, messages.malformed);
    // More fields than any form sends is not a form's post: refused before anything is checked or
    // listed, so a body of thousands of made-up names costs what any refused post costs.
    if (exceedsLeadFieldBound(body as Record<string, unknown>)) return refuse(request, reply, 400, messages.malformed);
    const input = { ...(body as Record<string, unknown>) };
    if (Object.keys(input).length === 0) return refuse(request, reply, 400, messages.empty);
    // A page from a static host carries no key (a page is a file): the server gives the lead one, and
    // the check-and-send page (or the 422 page) carries it, so the next press is the same lead.
    if (isFormPost(request) && (input.idempotencyKey === undefined || input.idempotencyKey === ''))
      input.idempotencyKey = fresh.key();

    const result = validateLead(input);
    if (!result.ok) return invalid(request, reply, input, result.errors);
    const lead = result.lead;

    const { kind, formId, idempotencyKey, formToken: _token, website: _website, attribution, ...data } = lead;
    const page = refererPath(request);
    let outcome;
    let spamReason: string | null;
    try {
      // Judging reads the store (token reuse), so it fails like a commit: 503, the page retries.
      const verdict = await judgeSpam(lead, options);
      spamReason = verdict.spamReason;
      const { reviewReason, formToken } = verdict;
      outcome = await store.insertLead(
        {
          id: randomUUID(),
          idempotencyKey,
          kind,
          formId,
          data,
          spamReason,
          reviewReason,
          formToken,
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          page: page && prerendered.routePaths.has(page) ? page : null,
          createdAt: Date.now(),
          // Sent by the page's script; a post without script has only the Referer (`page`).
          attribution: attribution && Object.keys(attribution).length > 0 ? attribution : null,
        },
        spamReason ? [] : jobKindsFor(config, data),
        { replaceableSpam },
      );
    } catch (error) {
      request.log.error({ err: error }, 'lead could not be stored');
      reply.header('Retry-After', '1');
      return refuse(request, reply, 503, messages.unavailable);
    }
    if (outcome.created && !spamReason) options.wake();
    if (spamReason && outcome.created) request.log.warn(`lead ${outcome.id} stored as spam (${spamReason})`);
    if (outcome.replacedSpam)
      request.log.info(
        `lead ${outcome.id}: a retry with a valid token replaced its earlier spam verdict (${outcome.replacedSpam})`,
      );

    // A visitor without script whose post had no usable token (a page from a static host has none) is
    // asked to check and send: the lead is stored (flagged), and the press on that page, with a fresh
    // token and the same key, clears the flag once the token is old enough (docs/leads.md).
    if (isFormPost(request) && needsCheck(spamReason)) return checkAndSend(request, reply, input, idempotencyKey);
    if (isFormPost(request)) {
      // A real request whose visit can be booked goes on to the choice of windows (served by this API);
      // the rest, and every request when the store holds no bookings, to their thank-you page.
      const windows =
        !spamReason && bookingStore ? windowsFormPath(availability, outcome.id, lead, options.secret) : null;
      return windows
        ? reply.code(303).header('Cache-Control', 'no-store').redirect(windows, 303)
        : thankYou(reply, lead);
    }
    return (
      reply
        .code(outcome.created ? 201 : 200)
        .header('Cache-Control', 'no-store')
        // Spam gets a token too (answered like success); booking refuses a spam lead.
        .send({ ok: true, id: outcome.id, bookingToken: signLeadToken(options.secret, outcome.id) })
    );
  }

  async function checkAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    input: Record<string, unknown>,
    idempotencyKey: string,
  ) {
    const html = await renderOnFormPage(request, input, (page, kind, formId) =>
      checkAndSendHtml({ html: page, kind, formId, values: input, token: fresh.token(), idempotencyKey }),
    );
    if (html) return reply.code(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    // No built page has this form (dist/ missing?): the lead is stored; thank the visitor rather than lose them.
    return thankYou(reply, input);
  }

  /**
   * A no-JS answer made from the page the post came from (a registry route), else from the form's
   * usual page: the first that `render` can make a page of, or null.
   */
  async function renderOnFormPage(
    request: FastifyRequest,
    input: Record<string, unknown>,
    render: (page: string | null, kind: 'quote' | 'contact', formId: string) => string | null,
  ): Promise<string | null> {
    const kind = input.kind === 'contact' ? 'contact' : 'quote';
    const formId = typeof input.formId === 'string' ? input.formId : '';
    const from = refererPath(request);
    const candidates = new Set([from && prerendered.routePaths.has(from) ? from : null, fallbackPage[kind]]);
    for (const routePath of candidates) {
      if (!routePath) continue;
      const html = render(await prerendered.html(routePath), kind, formId);
      if (html) return html;
    }
    return null;
  }

  async function invalid(
    request: FastifyRequest,
    reply: FastifyReply,
    input: Record<string, unknown>,
    errors: Record<string, string>,
  ) {
    reply.header('Cache-Control', 'no-store');
    if (!isFormPost(request)) return reply.code(422).send({ ok: false, message: messages.invalid, errors });

    const kind = input.kind === 'contact' ? 'contact' : 'quote';
    const postedKey =
      typeof input.idempotencyKey === 'string' && idempotencyKeyPattern.test(input.idempotencyKey)
        ? input.idempotencyKey
        : fresh.key();
    const html = await renderOnFormPage(request, input, (page, pageKind, formId) =>
      formErrorHtml({
        html: page,
        kind: pageKind,
        formId,
        values: input,
        errors,
        fieldOrder: pageKind === 'quote' ? quoteFieldNames : contactFieldNames,
        token: fresh.token(),
        idempotencyKey: postedKey,
        fresh,
      }),
    );
    if (html) return reply.code(422).type('text/html; charset=utf-8').send(html);
    // No built page has this form (dist/ missing?): still tell the visitor what to fix.
    const list = Object.values(errors).join(' ');
    return reply
      .code(422)
      .type('text/html; charset=utf-8')
      .send(
        messageHtml(
          words.requestRefused.checkTitle,
          `${messages.invalid} ${list}`,
          backLinkPath(request, fallbackPage[kind]),
        ),
      );
  }
}

/**
 * A urlencoded body as the WHATWG URL standard decodes it (a 400 over maxLeadFieldValues pairs): escapes that are not UTF-8 ("%FF") become
 * U+FFFD, which the schema refuses, instead of staying as literal "%FF" text. A repeated field
 * becomes an array (which the schema refuses too: every field is posted once).
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  // A body of more pairs than any form sends is refused before it is parsed (a scan for "&" costs
  // what reading it costs; building thousands of fields would cost ten times more).
  let pairs = 1;
  for (let at = body.indexOf('&'); at !== -1; at = body.indexOf('&', at + 1))
    if (++pairs > maxLeadFieldValues)
      throw Object.assign(new Error('more fields than a lead form sends'), { statusCode: 400 });
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[name] = [previous, value];
  }
  return fields;
}

function jobKindsFor(config: LeadConfig, data: Record<string, unknown>): JobKind[] {
  // The e-mail jobs are always written: without SMTP they wait in the store until SMTP_URL is set.
  return [
    'email',
    ...(config.webhookUrl ? (['webhook'] as const) : []),
    // The visitor's receipt, when they gave an address (a contact message may carry a phone number only).
    ...(typeof data.email === 'string' && data.email !== '' ? (['receipt'] as const) : []),
  ];
}

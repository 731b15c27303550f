/**
 * The lead API on the Fastify server:
 *
 *   GET  /api/leads/token  -> 200 { token }                       (fill-time token, no-store)
 *   POST /api/leads        -> JSON: 201 { ok, id } | 200 (repeat) | 422 { ok, message, errors } | 4xx { ok, message }
 *                             urlencoded (no JS): 303 /thank-you | 200 check and send (no usable token)
 *                                                 | 422 the form page with errors | 4xx small HTML page
 *
 * Order of checks for a post: rate limit (per IP) -> Origin/Referer allow-list -> body parsing
 * (32 KB, JSON or urlencoded only) -> schema -> spam guards (honeypot, fill-time token, its reuse) -> store
 * (lead + outbox jobs in one transaction) -> answer. Spam is answered like success, stored flagged,
 * and gets no jobs. A store failure is a 503 (the page's script retries): never a lost "success".
 */
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { business } from '../../src/content/business';
import { findRoute } from '../../src/routes';
import {
  contactFieldNames,
  idempotencyKeyPattern,
  quoteFieldNames,
  validateLead,
  type Lead,
} from '../../src/lib/leadSchema';
import { thankYouPath } from '../../src/lib/thankYouPath';
import type { PrerenderedPages } from '../site/prerendered';
import type { LeadConfig } from './config';
import { createMailer, type Mailer } from './mailer';
import { OutboxWorker, type Deliver } from './outbox';
import {
  errorSummaryIntro,
  newIdempotencyKey,
  renderFormErrorPage,
  renderCheckPage,
  renderMessagePage,
  type FreshValues,
} from './pages';
import { rateLimitStoreOptions } from './rateLimitStore';
import { openLeadStore, type JobKind, type LeadStore } from './store';
import { checkFormToken, generateTokenSecret, signFormToken } from './tokens';
import { postWebhook } from './webhook';

export const LEAD_BODY_LIMIT = 32 * 1024;

/** Where a no-JS post goes back to when its page cannot be told from the Referer. */
const fallbackPage = { quote: '/services/fences/sales', contact: '/contact' } as const;

const messages = {
  invalid: errorSummaryIntro,
  forbidden: 'This form can only be sent from our own website. Please reload the page and try again.',
  tooLarge: `That is more than the form can take (${LEAD_BODY_LIMIT / 1024} KB at most). Please shorten your message.`,
  mediaType: 'Send the form as JSON or as a regular form post.',
  malformed: 'The request could not be read. Please reload the page and try again.',
  empty: 'The request was empty. Please fill in the form and send it again.',
  rateLimited: 'You have sent several requests in a short time. Please wait a minute and try again.',
  unavailable: `We could not save your request just now. Please try again in a moment, or call us at ${business.phone.display}.`,
  server: `Something went wrong on our side. Please try again, or call us at ${business.phone.display}.`,
} as const;

export interface LeadApiOptions {
  config: LeadConfig;
  /** Use this store instead of opening the configured one (tests: e.g. one that fails on purpose). The caller closes it. */
  store?: LeadStore;
  /** Replace the e-mail transport (tests that need no SMTP server still use the real mailer elsewhere). */
  deliverers?: Partial<Record<JobKind, Deliver>>;
}

export interface LeadApi {
  store: LeadStore;
  worker: OutboxWorker;
  /** Fresh per-response values for the forms' hidden fields. */
  fresh: FreshValues;
}

/**
 * Opens the store, prepares tokens and the outbox, and registers the routes. The worker starts when
 * the server is ready and stops (waiting for deliveries in flight) when it closes.
 */
export async function registerLeadApi(
  app: FastifyInstance,
  options: LeadApiOptions & { pages: PrerenderedPages },
): Promise<LeadApi> {
  const { config, pages } = options;
  const store =
    options.store ?? (await openLeadStore({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath }));
  const ownsStore = !options.store;

  // A secret kept in the store survives restarts: tokens in pages visitors already hold stay valid.
  const secret = config.tokenSecret ?? (await store.getOrCreateSetting('form-token-secret', generateTokenSecret));
  const fresh: FreshValues = { token: () => signFormToken(secret), key: newIdempotencyKey };

  let mailer: Mailer | null = null;
  const deliverers: Partial<Record<JobKind, Deliver>> = { ...options.deliverers };
  if (!deliverers.email && config.smtpUrl) {
    mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      to: config.notifyTo,
      serviceTo: config.serviceNotifyTo,
      timeoutMs: config.deliveryTimeoutMs,
    });
    const activeMailer = mailer;
    deliverers.email = (lead, job) => activeMailer.send(lead, job.id);
  }
  if (!deliverers.webhook && config.webhookUrl) {
    const url = config.webhookUrl;
    deliverers.webhook = (lead) => postWebhook(url, lead, config.deliveryTimeoutMs);
  }
  const worker = new OutboxWorker(store, deliverers, config, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
    error: (message) => app.log.error(message),
  });

  logStartup(app, config, store, !!deliverers.email);

  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer?.close();
    if (ownsStore) await store.close();
  });

  // Encapsulated: the form parser, rate limiter and error format apply to these routes only.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: LEAD_BODY_LIMIT, parser: parseFormBody });
    // Fastify parses text/plain by default; a lead is never plain text (415).
    scope.removeContentTypeParser('text/plain');
    // Counted in Redis when REDIS_URL is set (shared by every process), else in this process.
    await scope.register(rateLimit, {
      global: false,
      ...(await rateLimitStoreOptions(scope, config.redisUrl, app.log)),
    });

    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'lead API error');
      const message =
        status === 429
          ? messages.rateLimited
          : status === 413
            ? messages.tooLarge
            : status === 415
              ? messages.mediaType
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? messages.empty
                : status === 400
                  ? messages.malformed
                  : status >= 500
                    ? messages.server
                    : error.message;
      return refuse(request, reply, status, message);
    });

    scope.get('/api/leads/token', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { token: fresh.token() };
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
  });

  async function handlePost(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    if (body === undefined || body === null || body === '') return refuse(request, reply, 400, messages.empty);
    if (typeof body !== 'object' || Array.isArray(body)) return refuse(request, reply, 400, messages.malformed);
    const input = { ...(body as Record<string, unknown>) };
    if (Object.keys(input).length === 0) return refuse(request, reply, 400, messages.empty);
    // A page from a static host carries no key (a page is a file): the server gives the lead one, and
    // the check-and-send page (or the 422 page) carries it, so the next press is the same lead.
    if (isFormPost(request) && (input.idempotencyKey === undefined || input.idempotencyKey === ''))
      input.idempotencyKey = fresh.key();

    const result = validateLead(input);
    if (!result.ok) return invalid(request, reply, input, result.errors);
    const lead = result.lead;

    const { kind, formId, idempotencyKey, formToken: _token, website: _website, ...data } = lead;
    const page = refererPath(request);
    let outcome;
    let spamReason: string | null;
    try {
      // Judging reads the store (token reuse), so it fails like a commit: 503, the page retries.
      const verdict = await judgeSpam(lead);
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
          page: page && pages.routePaths.has(page) ? page : null,
          createdAt: Date.now(),
        },
        spamReason ? [] : jobKindsFor(config),
        { replaceableSpam },
      );
    } catch (error) {
      request.log.error({ err: error }, 'lead could not be stored');
      reply.header('Retry-After', '1');
      return refuse(request, reply, 503, messages.unavailable);
    }
    if (outcome.created && !spamReason) worker.wake();
    if (spamReason && outcome.created) request.log.warn(`lead ${outcome.id} stored as spam (${spamReason})`);
    if (outcome.replacedSpam)
      request.log.info(
        `lead ${outcome.id}: a retry with a valid token replaced its earlier spam verdict (${outcome.replacedSpam})`,
      );

    // A visitor without script whose post had no usable token (a page from a static host has none) is
    // asked to check and send: the lead is stored (flagged), and the press on that page, with a fresh
    // token and the same key, clears the flag once the token is old enough (docs/leads.md).
    if (isFormPost(request) && needsCheck(spamReason)) return checkAndSend(request, reply, input, idempotencyKey);
    if (isFormPost(request))
      return reply.code(303).header('Cache-Control', 'no-store').redirect(thankYouPath(lead), 303);
    return reply
      .code(outcome.created ? 201 : 200)
      .header('Cache-Control', 'no-store')
      .send({ ok: true, id: outcome.id });
  }

  /**
   * Spam (stored, answered like success, never notified) or not; a real lead may still be flagged
   * for review. A token past its age is a tab left open, not a bot: the lead is notified, flagged.
   * A genuine token that already carried LEAD_TOKEN_MAX_USES leads is being replayed: spam.
   */
  async function judgeSpam(
    lead: Lead,
  ): Promise<{ spamReason: string | null; reviewReason: string | null; formToken: string | null }> {
    const token = lead.formToken?.trim() || null;
    if (lead.website && lead.website.trim() !== '')
      return { spamReason: 'honeypot', reviewReason: null, formToken: token };
    const verdict = checkFormToken(secret, token ?? undefined, config.minFillMs, Date.now(), config.tokenMaxAgeMs);
    if (!verdict.ok && verdict.reason !== 'token-expired')
      return { spamReason: verdict.reason, reviewReason: null, formToken: null };
    // Only genuine tokens are recorded and counted (a forged one is spam already).
    if ((await store.countFormTokenUses(token!)) >= config.tokenMaxUses)
      return { spamReason: 'token-reused', reviewReason: null, formToken: token };
    return { spamReason: null, reviewReason: verdict.ok ? null : verdict.reason, formToken: token };
  }

  async function checkAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    input: Record<string, unknown>,
    idempotencyKey: string,
  ) {
    const html = await renderOnFormPage(request, input, (page, kind, formId) =>
      renderCheckPage({ html: page, kind, formId, values: input, token: fresh.token(), idempotencyKey }),
    );
    if (html) return reply.code(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    // No built page has this form (dist/ missing?): the lead is stored; thank the visitor rather than lose them.
    return reply.code(303).header('Cache-Control', 'no-store').redirect(thankYouPath(input), 303);
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
    const candidates = new Set([from && pages.routePaths.has(from) ? from : null, fallbackPage[kind]]);
    for (const routePath of candidates) {
      if (!routePath) continue;
      const html = render(await pages.html(routePath), kind, formId);
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
      renderFormErrorPage({
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
        renderMessagePage(
          'Please check the form',
          `${messages.invalid} ${list}`,
          backLinkPath(request, fallbackPage[kind]),
        ),
      );
  }

  return { store, worker, fresh };
}

/**
 * A urlencoded body as the WHATWG URL standard decodes it: escapes that are not UTF-8 ("%FF") become
 * U+FFFD, which the schema refuses, instead of staying as literal "%FF" text. A repeated field
 * becomes an array (which the schema refuses too: every field is posted once).
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}

/**
 * Spam verdicts a visitor can outgrow by trying again with the same idempotency key: posting too soon
 * (a fast typist, autofill), or with no or an unreadable token (the token fetch failed, or the secret
 * changed while the page was open). The retry must pass every guard itself, so a bot gains nothing it
 * could not get with a fresh key. A filled honeypot or a replayed token is never forgiven.
 */
const replaceableSpam = ['token-too-young', 'token-missing', 'token-invalid'] as const;

/** No-JS posts with these verdicts get the check-and-send page instead of the thank-you page. */
function needsCheck(spamReason: string | null): boolean {
  return (replaceableSpam as readonly (string | null)[]).includes(spamReason);
}

function jobKindsFor(config: LeadConfig): JobKind[] {
  // The e-mail job is always written: without SMTP it waits in the store until SMTP_URL is set.
  return config.webhookUrl ? ['email', 'webhook'] : ['email'];
}

/** A post from a form without script: it is urlencoded, and the browser will show whatever we answer. */
function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** Answers a refusal: JSON for script, a small page for a browser navigating without script. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  reply.code(status).header('Cache-Control', 'no-store');
  const wantsPage = isFormPost(request) && (request.headers.accept ?? '').includes('text/html');
  if (wantsPage) {
    const back = backLinkPath(request, '/');
    return reply
      .type('text/html; charset=utf-8')
      .send(renderMessagePage(status === 429 ? 'Please wait a moment' : 'Your request was not sent', message, back));
  }
  return reply.type('application/json; charset=utf-8').send({ ok: false, message });
}

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
  config: Pick<LeadConfig, 'siteUrl' | 'extraAllowedOrigins'>,
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

function originOf(url: string): string | null {
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

/**
 * Where a refusal page's "go back" link points: the Referer's path when it is a page of the site's
 * route registry, else `fallback`. Never the Referer as it came: "https://evil.example//evil.example/x"
 * has the path "//evil.example/x", which a browser follows off-site.
 */
function backLinkPath(request: FastifyRequest, fallback: string): string {
  const from = refererPath(request);
  return from && findRoute(from)?.path === from ? from : fallback;
}

/** The path of the Referer ("/contact"), without trailing slash, or null. */
function refererPath(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const pathname = new URL(referer).pathname.replace(/\/+$/, '');
    return pathname === '' ? '/' : pathname;
  } catch {
    return null;
  }
}

function logStartup(app: FastifyInstance, config: LeadConfig, store: LeadStore, emailReady: boolean): void {
  const where = store.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite file ${config.sqlitePath}`;
  app.log.info(`leads: stored in ${where}`);
  if (emailReady) app.log.info(`leads: notification e-mails go to ${config.notifyTo}`);
  else
    app.log.warn(
      'leads: SMTP_URL is not set, so lead notification e-mails are NOT being sent. Every lead is still stored, and its e-mail waits in the outbox: set SMTP_URL and restart to send them (see docs/leads.md; "npm run leads -- list" shows them).',
    );
  for (const [service, to] of Object.entries(config.serviceNotifyTo))
    app.log.info(`leads: ${service} quote requests go to ${to}`);
  if (config.webhookUrl) app.log.info(`leads: webhook ${new URL(config.webhookUrl).origin}`);
  if (!config.tokenSecret)
    app.log.info('leads: LEAD_TOKEN_SECRET not set; using the form token secret kept in the store');
}

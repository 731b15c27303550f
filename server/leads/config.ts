/**
 * The lead API's configuration, read once from the environment (documented in .env.example and
 * docs/leads.md). Tests and the benchmark build a LeadConfig directly or override a few fields.
 *
 * Rules: one zod schema reads every variable; a blank variable is the same as an unset one; a bad value
 * stops the server at start-up with one message naming every bad variable (never a default in its
 * place: a typo must not silently change how leads are guarded or where they go).
 */
import { SITE_URL, business } from '../../src/content/business';
import { serviceOptions, type ServiceValue } from '../../src/content/quoteOptions';
import { z } from 'zod';
import { backoffDelayMs } from '../../src/lib/backoff';
import { originOf } from './origin';
import { ConfigError, maskCredentials, problemLine } from '../configError';
import { isEmailAddress } from '../../src/lib/emailAddress';
import { isSiteOrigin, siteUrlRule } from '../../src/content/schemas/business';

export interface LeadConfig {
  /** SQLite file (LEADS_DB_PATH, default data/leads.db); its directory is created on start. */
  sqlitePath: string;
  /** DATABASE_URL: a postgres:// URL switches the store to PostgreSQL. */
  databaseUrl?: string;
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 (smtps:// for implicit TLS). Unset: e-mail jobs wait. */
  smtpUrl?: string;
  /** LEAD_NOTIFY_TO: who receives the lead e-mails (default: the business address in src/content/business.ts). */
  notifyTo: string;
  /** LEAD_NOTIFY_TO_<SERVICE>: a service's own inbox for its quote requests (see serviceNotifyVariable). */
  serviceNotifyTo: Partial<Record<ServiceValue, string>>;
  /** LEAD_MAIL_FROM: the From of lead e-mails (the visitor goes in Reply-To). */
  mailFrom: string;
  /** LEAD_WEBHOOK_URL: when set, every lead is also POSTed there as JSON (e.g. a CRM). */
  webhookUrl?: string;
  /** LEAD_TOKEN_SECRET: HMAC key of the fill-time tokens. Unset: generated once and kept in the store. */
  tokenSecret?: string;
  /** LEAD_MIN_FILL_MS: a post made sooner than this after the form was served is spam (default 3000). */
  minFillMs: number;
  /** LEAD_RATE_LIMIT_PER_MINUTE: posts per IP per minute (default 5). */
  rateLimitPerMinute: number;
  /**
   * REDIS_URL (redis://…, rediss://… or a socket path): the rate limit counts in this Redis, shared by
   * every server process using it. Unset: each process counts alone (server/leads/rateLimitStore.ts).
   */
  redisUrl?: string;
  /** LEAD_MAX_ATTEMPTS: delivery attempts per job before it is marked failed (default 20, about 8 minutes). */
  maxAttempts: number;
  /** First retry delay; doubles each attempt (default 1 s). */
  retryBaseMs: number;
  /** Longest retry delay (default 30 s). */
  retryCapMs: number;
  /** How often the worker looks for due jobs when nothing wakes it earlier. */
  pollIntervalMs: number;
  /** How long a claimed job stays reserved for the worker that claimed it. */
  leaseMs: number;
  /** Timeout of one SMTP or webhook delivery. */
  deliveryTimeoutMs: number;
  /** SITE_URL: the public origin, accepted by the Origin/Referer check besides the request's own host. */
  siteUrl: string;

  // Abuse limits: token lifetime and reuse, and which origins may post.
  /** LEAD_TOKEN_MAX_AGE_HOURS (default 24): an older token still delivers its lead, flagged for review. */
  tokenMaxAgeMs: number;
  /** LEAD_TOKEN_MAX_USES (default 5): leads one form token may carry; later ones are stored as spam. */
  tokenMaxUses: number;
  /**
   * LEAD_ALLOWED_ORIGINS (comma-separated, e.g. "https://blacklandfence.com"): origins accepted besides
   * SITE_URL's. A request from a loopback host (localhost development) may also come from its own origin.
   */
  extraAllowedOrigins: string[];
}

export const defaultLeadConfig: LeadConfig = {
  sqlitePath: 'data/leads.db',
  notifyTo: business.email,
  serviceNotifyTo: {},
  mailFrom: `${business.name} website <${business.email}>`,
  minFillMs: 3000,
  rateLimitPerMinute: 5,
  maxAttempts: 20,
  retryBaseMs: 1000,
  retryCapMs: 30_000,
  pollIntervalMs: 1000,
  leaseMs: 60_000,
  deliveryTimeoutMs: 15_000,
  siteUrl: SITE_URL,

  tokenMaxAgeMs: 24 * 60 * 60 * 1000,
  tokenMaxUses: 5,
  extraAllowedOrigins: [],
};

type Env = Record<string, string | undefined>;

/** A variable as the environment gives it: surrounding space trimmed, blank the same as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A text variable, or `fallback` when unset or blank. */
const textOr = (fallback: string) => optionalText.transform((value) => value ?? fallback);

/**
 * A whole number from `min` to `max` written in decimal digits, or `fallback` when unset. "1e9",
 * "0x10", "5.0" and "+5" are refused: a number the operator did not mean must not become a limit.
 */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const error = `must be a whole number from ${min} to ${max.toLocaleString('en-US')}, in digits`;
  return optionalText
    .refine((raw) => raw === undefined || (/^\d{1,16}$/.test(raw) && Number(raw) >= min && Number(raw) <= max), {
      error,
    })
    .transform((raw) => (raw === undefined ? fallback : Number(raw)));
};

/** A URL with one of `protocols` ("smtp:") and a host, or undefined when unset. */
const urlWith = (protocols: readonly string[], error: string) =>
  optionalText.refine((raw) => raw === undefined || isUrlWith(raw, protocols), { error });

/** REDIS_URL: a typo must not silently leave every process counting the rate limit alone. */
const redisUrl = optionalText.refine(
  (raw) => raw === undefined || /^\/\S*$/.test(raw) || isUrlWith(raw, ['redis:', 'rediss:']),
  { error: 'must be redis://host:port, rediss://host:port or a socket path' },
);

/**
 * SITE_URL: the site's origin exactly ("https://www.example.com"): a trailing slash is dropped; a
 * missing scheme, a path, a query or credentials are refused (every lead from the site would get 403).
 */
const siteUrl = textOr(defaultLeadConfig.siteUrl)
  .transform((raw) => raw.replace(/\/+$/, ''))
  .refine((value) => isSiteOrigin(value), { error: siteUrlRule });

/** One address ("quotes@example.com") or several, comma-separated, each as the lead schema accepts it. */
const addressList = (fallback: string) =>
  textOr(fallback).refine((raw) => raw.split(',').every((item) => isEmailAddress(item.trim())), {
    error: 'must be an e-mail address like quotes@example.com (several: comma-separated)',
  });

/** "Name <address>" or a bare address. */
const mailbox = (fallback: string) =>
  textOr(fallback).refine((raw) => isEmailAddress(/<([^<>]*)>\s*$/.exec(raw)?.[1] ?? raw), {
    error: 'must be an address like "Blackland website <website@example.com>" or website@example.com',
  });

/** The shortest LEAD_TOKEN_SECRET accepted: a short key can be guessed from the tokens pages carry. */
export const MIN_TOKEN_SECRET_LENGTH = 32;

/** A comma-separated list of origins ("https://example.com, https://www.example.com"), each checked. */
const originList = optionalText.transform((raw, context) => {
  const origins: string[] = [];
  for (const item of (raw ?? '').split(',').map((part) => part.trim())) {
    if (!item) continue;
    const origin = originOf(item);
    // Only a bare scheme://host[:port] is an origin; a path, credentials or typo would never match.
    if (origin && origin === item.replace(/\/$/, '').toLowerCase()) origins.push(origin);
    else
      context.addIssue({
        code: 'custom',
        message: `must list origins like https://www.example.com ("${maskCredentials(item)}" is not one)`,
      });
  }
  return origins;
});

/** The services' own inboxes: LEAD_NOTIFY_TO_FENCES, LEAD_NOTIFY_TO_FOUNDATION_REPAIR, … */
const serviceInboxes = Object.fromEntries(
  serviceOptions.map(({ value }) => [
    serviceNotifyVariable(value),
    optionalText.refine((raw) => raw === undefined || raw.split(',').every((item) => isEmailAddress(item.trim())), {
      error: 'must be an e-mail address like fences@example.com (several: comma-separated)',
    }),
  ]),
);

/** Every variable the lead API reads, and how. */
const leadEnvSchema = z.object({
  LEADS_DB_PATH: textOr(defaultLeadConfig.sqlitePath),
  // A typo ("postgress://", "mysql://") must not quietly store leads in the local SQLite file.
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'must be postgres://user:password@host:5432/database'),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'must be smtp://user:password@host:587 or smtps://user:password@host:465'),
  LEAD_NOTIFY_TO: addressList(defaultLeadConfig.notifyTo),
  LEAD_MAIL_FROM: mailbox(defaultLeadConfig.mailFrom),
  LEAD_WEBHOOK_URL: urlWith(['https:', 'http:'], 'must be an https:// URL'),
  LEAD_TOKEN_SECRET: optionalText.refine((raw) => raw === undefined || raw.length >= MIN_TOKEN_SECRET_LENGTH, {
    error: `must be at least ${MIN_TOKEN_SECRET_LENGTH} characters (e.g. openssl rand -base64 32), or unset`,
  }),
  LEAD_MIN_FILL_MS: wholeNumber(0, 600_000, defaultLeadConfig.minFillMs),
  LEAD_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000_000, defaultLeadConfig.rateLimitPerMinute),
  REDIS_URL: redisUrl,
  LEAD_MAX_ATTEMPTS: wholeNumber(1, 10_000, defaultLeadConfig.maxAttempts),
  SITE_URL: siteUrl,
  LEAD_TOKEN_MAX_AGE_HOURS: wholeNumber(1, 8_760, defaultLeadConfig.tokenMaxAgeMs / 3_600_000),
  LEAD_TOKEN_MAX_USES: wholeNumber(1, 1_000_000_000, defaultLeadConfig.tokenMaxUses),
  LEAD_ALLOWED_ORIGINS: originList,
  ...serviceInboxes,
});

/** Variables whose value a message never shows, not even masked. */
const secretVariables = new Set(['LEAD_TOKEN_SECRET']);

/** A bad lead configuration: its message names every bad variable, one a line. */
export class LeadConfigError extends ConfigError {
  override name = 'LeadConfigError';
}

/** The problems with the lead API's variables, one line each with the value masked (empty when all are good). */
export function leadConfigProblems(env: Env = process.env): string[] {
  const parsed = leadEnvSchema.safeParse(env);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return problemLine(name, issue.message, env[name]?.trim(), secretVariables.has(name));
  });
}

export function leadConfigFromEnv(env: Env = process.env): LeadConfig {
  const parsed = leadEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new LeadConfigError(
      `The lead configuration is invalid (see docs/leads.md):\n${leadConfigProblems(env).join('\n')}`,
    );
  const vars = parsed.data;
  const inboxes: Record<string, unknown> = vars;
  const serviceNotifyTo: Partial<Record<ServiceValue, string>> = {};
  for (const { value } of serviceOptions) {
    const address = inboxes[serviceNotifyVariable(value)];
    if (typeof address === 'string') serviceNotifyTo[value] = address;
  }
  return {
    ...defaultLeadConfig,
    sqlitePath: vars.LEADS_DB_PATH,
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    notifyTo: vars.LEAD_NOTIFY_TO,
    serviceNotifyTo,
    mailFrom: vars.LEAD_MAIL_FROM,
    webhookUrl: vars.LEAD_WEBHOOK_URL,
    tokenSecret: vars.LEAD_TOKEN_SECRET,
    minFillMs: vars.LEAD_MIN_FILL_MS,
    rateLimitPerMinute: vars.LEAD_RATE_LIMIT_PER_MINUTE,
    redisUrl: vars.REDIS_URL,
    maxAttempts: vars.LEAD_MAX_ATTEMPTS,
    siteUrl: vars.SITE_URL,

    tokenMaxAgeMs: vars.LEAD_TOKEN_MAX_AGE_HOURS * 3_600_000,
    tokenMaxUses: vars.LEAD_TOKEN_MAX_USES,
    extraAllowedOrigins: vars.LEAD_ALLOWED_ORIGINS,
  };
}

/** A URL with one of these protocols and a host name. */
function isUrlWith(raw: string, protocols: readonly string[]): boolean {
  if (!URL.canParse(raw)) return false;
  const url = new URL(raw);
  return protocols.includes(url.protocol) && url.hostname !== '';
}

/** The environment variable of a service's own lead inbox: "foundation-repair" -> LEAD_NOTIFY_TO_FOUNDATION_REPAIR. */
export function serviceNotifyVariable(service: ServiceValue): string {
  return `LEAD_NOTIFY_TO_${service.toUpperCase().replace(/-/g, '_')}`;
}

/** Retry delay after the given number of failed attempts: base, 2×base, 4×base, … capped (src/lib/backoff.ts). */
export function retryDelayMs(failedAttempts: number, config: Pick<LeadConfig, 'retryBaseMs' | 'retryCapMs'>): number {
  return backoffDelayMs(failedAttempts, { baseMs: config.retryBaseMs, capMs: config.retryCapMs });
}

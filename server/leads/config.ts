/**
 * The lead API's configuration, read once from the environment (documented in .env.example and
 * docs/leads.md). Tests and the benchmark build a LeadConfig directly or override a few fields.
 */
import { SITE_URL, business } from '../../src/content/business';
import { serviceOptions, type ServiceValue } from '../../src/content/quoteOptions';
import { backoffDelayMs } from '../../src/lib/backoff';

export interface LeadConfig {
  /** SQLite file (LEADS_DB_PATH, default data/leads.db); its directory is created on start. */
  sqlitePath: string;
  /** DATABASE_URL: a postgres:// URL switches the store to PostgreSQL. */
  databaseUrl?: string;
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 (smtps:// for implicit TLS). Unset: e-mail jobs wait. */
  smtpUrl?: string;
  /** LEAD_NOTIFY_TO: who receives the lead e-mails (default: the business address in src/content/business.ts). */
  notifyTo: string;
  /** LEAD_NOTIFY_TO_<SERVICE>: a service's own inbox for its quote requests (see serviceNotifyFromEnv). */
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

export function leadConfigFromEnv(env: Env = process.env): LeadConfig {
  const text = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  return {
    ...defaultLeadConfig,
    sqlitePath: text('LEADS_DB_PATH') ?? defaultLeadConfig.sqlitePath,
    databaseUrl: text('DATABASE_URL'),
    smtpUrl: text('SMTP_URL'),
    notifyTo: text('LEAD_NOTIFY_TO') ?? defaultLeadConfig.notifyTo,
    serviceNotifyTo: serviceNotifyFromEnv(env),
    mailFrom: text('LEAD_MAIL_FROM') ?? defaultLeadConfig.mailFrom,
    webhookUrl: text('LEAD_WEBHOOK_URL'),
    tokenSecret: text('LEAD_TOKEN_SECRET'),
    minFillMs: integer(env, 'LEAD_MIN_FILL_MS', defaultLeadConfig.minFillMs, 0),
    rateLimitPerMinute: integer(env, 'LEAD_RATE_LIMIT_PER_MINUTE', defaultLeadConfig.rateLimitPerMinute, 1),
    redisUrl: redisUrl(text('REDIS_URL')),
    maxAttempts: integer(env, 'LEAD_MAX_ATTEMPTS', defaultLeadConfig.maxAttempts, 1),
    siteUrl: (text('SITE_URL') ?? defaultLeadConfig.siteUrl).replace(/\/+$/, ''),

    tokenMaxAgeMs: integer(env, 'LEAD_TOKEN_MAX_AGE_HOURS', defaultLeadConfig.tokenMaxAgeMs / 3_600_000, 1) * 3_600_000,
    tokenMaxUses: integer(env, 'LEAD_TOKEN_MAX_USES', defaultLeadConfig.tokenMaxUses, 1),
    extraAllowedOrigins: originList(env, 'LEAD_ALLOWED_ORIGINS'),
  };
}

/** A comma-separated list of origins ("https://example.com, https://www.example.com"), each checked. */
function originList(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let origin: string;
      try {
        origin = new URL(item).origin;
      } catch {
        origin = 'null';
      }
      // Only a bare scheme://host[:port] is an origin; a path, credentials or typo would never match.
      if (origin === 'null' || origin !== item.replace(/\/$/, '').toLowerCase())
        throw new Error(`${name} must list origins like https://www.example.com, got "${item}"`);
      return origin;
    });
}

/** REDIS_URL, checked at start-up: a typo must not silently leave every process counting alone. */
function redisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.startsWith('/')) return raw;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new Error(`REDIS_URL must be redis://host:port, rediss://host:port or a socket path, got "${raw}"`);
  return raw;
}

/** The environment variable of a service's own lead inbox: "foundation-repair" -> LEAD_NOTIFY_TO_FOUNDATION_REPAIR. */
export function serviceNotifyVariable(service: ServiceValue): string {
  return `LEAD_NOTIFY_TO_${service.toUpperCase().replace(/-/g, '_')}`;
}

/** The services that have their own inbox set; the others' quote requests go to LEAD_NOTIFY_TO. */
export function serviceNotifyFromEnv(env: Env): Partial<Record<ServiceValue, string>> {
  const addresses: Partial<Record<ServiceValue, string>> = {};
  for (const { value } of serviceOptions) {
    const address = env[serviceNotifyVariable(value)]?.trim();
    if (address) addresses[value] = address;
  }
  return addresses;
}

/** Reads a whole number, refusing nonsense loudly at start-up rather than misbehaving later. */
function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

/** Retry delay after the given number of failed attempts: base, 2×base, 4×base, … capped (src/lib/backoff.ts). */
export function retryDelayMs(failedAttempts: number, config: Pick<LeadConfig, 'retryBaseMs' | 'retryCapMs'>): number {
  return backoffDelayMs(failedAttempts, { baseMs: config.retryBaseMs, capMs: config.retryCapMs });
}

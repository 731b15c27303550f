/**
 * The lead API, wired into the server: opens the store (SQLite or PostgreSQL), keeps the fill-time
 * token secret, sets up the outbox worker with its transports (SMTP, webhook), logs what is and is not
 * configured, and registers the routes (routes.ts) in their own scope.
 *
 * Rules: the worker starts when the server is ready and stops (waiting for deliveries in flight) when it
 * closes; a store this module opened is closed with the server, one passed in stays the caller's.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PrerenderedHtml } from '../site/prerenderedHtml';
import type { LeadConfig } from './config';
import { createMailer, smtpTransport, type Mailer } from './mailer';
import { SqlLeadStore } from './sqlStore';
import { BookingStore } from '../bookings/bookingStore';
import { visitorDeliverers } from '../bookings/visitorMailer';
import { OutboxWorker, type Deliver } from './outbox';
import type { FreshValues } from './noScriptHtml';
import { registerLeadRoutes } from './routes';
import { openLeadStore } from './openLeadStore';
import type { JobKind, LeadStore } from './store';
import { generateTokenSecret, signFormToken } from './tokens';
import { postWebhook } from './webhook';

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
  options: LeadApiOptions & { prerendered: PrerenderedHtml },
): Promise<LeadApi> {
  const { config, prerendered } = options;
  const store =
    options.store ?? (await openLeadStore({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath }));
  const ownsStore = !options.store;

  // A secret kept in the store survives restarts: tokens in pages visitors already hold stay valid.
  const secret = config.tokenSecret ?? (await store.getOrCreateSetting('form-token-secret', generateTokenSecret));
  const fresh: FreshValues = { token: () => signFormToken(secret), key: randomUUID };

  // Bookings live in the lead store's database; a store of another kind (a test's wrapper) has none.
  const bookings = store instanceof SqlLeadStore ? new BookingStore(store.db, store.dialect) : null;
  const bookingOf = (leadId: string) => bookings?.latestOf(leadId) ?? Promise.resolve(null);
  let mailer: Mailer | null = null;
  const closers: (() => void)[] = [];
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
    deliverers.email = async (lead, job) => activeMailer.send(lead, job.id, await bookingOf(lead.id));
  }
  if (!deliverers.receipt && config.smtpUrl) {
    // The visitor's receipt and booking e-mails, and the owner's booking notices, on a transport of their own.
    const transport = smtpTransport(config.smtpUrl, config.deliveryTimeoutMs);
    closers.push(() => transport.close());
    Object.assign(
      deliverers,
      visitorDeliverers({
        transport,
        from: config.mailFrom,
        notifyTo: config.notifyTo,
        serviceNotifyTo: config.serviceNotifyTo,
        siteUrl: config.siteUrl,
        secret,
        bookings,
      }),
    );
  }
  if (!deliverers.webhook && config.webhookUrl) {
    const url = config.webhookUrl;
    deliverers.webhook = async (lead, job) =>
      postWebhook(url, lead, config.deliveryTimeoutMs, await bookingOf(lead.id), job.topic);
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
    for (const close of closers) close();
    if (ownsStore) await store.close();
  });

  // Encapsulated: the form parser, rate limiter and error format apply to these routes only.
  await app.register(async (scope) =>
    registerLeadRoutes(scope, { config, store, fresh, secret, prerendered, wake: () => worker.wake(), log: app.log }),
  );

  return { store, worker, fresh };
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

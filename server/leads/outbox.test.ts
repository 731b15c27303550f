/**
 * Notifications end to end with real parts: a real SMTP server (smtp-server) receiving the e-mail, a
 * real local HTTP webhook, a real SQLite file that outlives the server instances. Retry delays are
 * shortened through the config (production: 1 s doubling to 30 s).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { referralSourceOptions, timelineOptions } from '../../src/content/quoteOptions';
import { defaultLeadConfig, retryDelayMs } from './config';
import { openSqliteStore } from './sqliteStore';
import type { JobRecord, LeadStore } from './store';
import { notifyingServers, startSmtpSink, type SmtpSink } from './test/fixtures';

/** What the quote form says for a stored choice: the owner's words (content/forms.json). */
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)!.label;

const { tempDb, removeTempDirs, config, start, postLead } = notifyingServers('outbox', 'outbox-secret');
afterAll(removeTempDirs);

async function postQuote(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await postLead(app, {
    kind: 'quote',
    formId: 'sales-hero',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '2145550147',
    address: '1 Elm St, Dallas TX',
    fenceType: 'ornamental',
    timeline: 'immediately',
    privacyConsent: true,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function waitUntil<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

async function jobOf(store: LeadStore, leadId: string, kind: JobRecord['kind']): Promise<JobRecord | undefined> {
  const lead = (await store.listLeads()).find((l) => l.id === leadId);
  return lead?.jobs.find((job) => job.kind === kind);
}

interface Webhook {
  url: string;
  calls: { headers: IncomingHttpHeaders; body: Record<string, unknown>; status: number }[];
  /** Answer 500 to the first `n` calls (Infinity: always). */
  failFirst: number;
  close: () => Promise<void>;
}

async function startWebhook(failFirst: number): Promise<Webhook> {
  const hook: Webhook = { url: '', calls: [], failFirst, close: async () => {} };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const status = hook.calls.length < hook.failFirst ? 500 : 204;
      hook.calls.push({ headers: request.headers, body: JSON.parse(text), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  hook.url = `http://127.0.0.1:${address.port}/crm/leads`;
  hook.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return hook;
}

describe('retry schedule', () => {
  it('is 1 s, 2 s, 4 s … capped at 30 s by default', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelayMs(n, defaultLeadConfig))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('e-mail through SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends every field, Reply-To the visitor, and escapes markup in the HTML body', async () => {
    const file = tempDb();
    const app = await start(config(file, { smtpUrl: sink.url }));
    const reader = openSqliteStore(file);
    const evil = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const id = await postQuote(app, {
      firstName: '<b>Ada</b>',
      message: `Line one\n${evil}`,
      referralSource: 'neighbor',
    });
    // The owner's e-mail, and the visitor's receipt.
    const mail = (await sink.waitFor(2)).find((m) => m.headers['x-lead-id'] === id);

    expect(mail!.to).toEqual(['office@blackland.test']);
    expect(mail!.headers['reply-to']).toContain('<ada@example.com>');
    expect(mail!.headers.subject).toBe(
      `New quote request (Fences, new): <b>Ada</b> Lovelace (Ornamental iron / steel, ${labelOf(timelineOptions, 'immediately').toLowerCase()})`,
    );
    expect(mail!.headers['x-lead-id']).toBe(id);
    for (const expected of [
      'First name: <b>Ada</b>',
      'Last name: Lovelace',
      'Email: ada@example.com',
      'Phone: (214) 555-0147',
      'Project address: 1 Elm St, Dallas TX',
      'Service: Fences',
      'Fence type: Ornamental iron / steel (ornamental)',
      `Timeline: ${labelOf(timelineOptions, 'immediately')} (immediately)`,
      `Heard about us: ${labelOf(referralSourceOptions, 'neighbor')} (neighbor)`,
      'Privacy consent: Yes',
      evil,
      `Lead id: ${id}`,
    ]) {
      expect(mail!.text).toContain(expected);
    }
    expect(mail!.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail!.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(mail!.html).not.toContain('<script');
    expect(mail!.html).not.toContain('<b>Ada');

    const job = await waitUntil(async () => {
      const j = await jobOf(reader, id, 'email');
      return j?.status === 'sent' && j;
    }, 'e-mail job marked sent');
    expect(job.attempts).toBe(1);
    await app.close();
    await reader.close();
    expect(sink.messages).toHaveLength(2);
    expect(sink.messages.find((m) => m !== mail)!.to).toEqual(['ada@example.com']);
  });

  it('keeps e-mails waiting while SMTP is not configured, and sends them once it is', async () => {
    const file = tempDb();
    const first = await start(config(file));
    const id = await postQuote(first, { lastName: 'Waiting' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const reader = openSqliteStore(file);
    expect(await jobOf(reader, id, 'email')).toMatchObject({ status: 'pending', attempts: 0 });
    await first.close();

    const before = sink.messages.length;
    const second = await start(config(file, { smtpUrl: sink.url }));
    // The owner's e-mail and the visitor's receipt both waited, and both go out.
    await sink.waitFor(before + 2);
    expect(sink.messages.slice(before).find((m) => m.headers['x-lead-id'] === id)!.text).toContain(
      'Last name: Waiting',
    );
    expect(sink.messages.slice(before).find((m) => m.to.includes('ada@example.com'))!.text).toContain(
      'Reference: REQ-',
    );
    await waitUntil(async () => (await jobOf(reader, id, 'email'))?.status === 'sent', 'sent');
    await second.close();
    await reader.close();
  });
});

describe('webhook', () => {
  it('retries a webhook that fails twice and delivers it exactly once', async () => {
    const hook = await startWebhook(2);
    const file = tempDb();
    const app = await start(config(file, { webhookUrl: hook.url }));
    const reader = openSqliteStore(file);
    const id = await postQuote(app);
    const job = await waitUntil(async () => {
      const j = await jobOf(reader, id, 'webhook');
      return j?.status === 'sent' && j;
    }, 'webhook delivered');
    await new Promise((resolve) => setTimeout(resolve, 150)); // nothing more may arrive
    expect(hook.calls.map((c) => c.status)).toEqual([500, 500, 204]);
    expect(job.attempts).toBe(3);
    expect(hook.calls.every((c) => c.headers['idempotency-key'] === id)).toBe(true);
    expect(hook.calls[2]!.body).toMatchObject({
      id,
      kind: 'quote',
      fields: { firstName: 'Ada', phone: '(214) 555-0147' },
    });
    // No SMTP here: the e-mail job of the same lead still waits.
    expect(await jobOf(reader, id, 'email')).toMatchObject({ status: 'pending' });
    await app.close();
    await reader.close();
    await hook.close();
  });

  it('marks a job failed after LEAD_MAX_ATTEMPTS, and retry-failed sends it again', async () => {
    const hook = await startWebhook(Infinity);
    const file = tempDb();
    const app = await start(config(file, { webhookUrl: hook.url, maxAttempts: 3 }));
    const reader = openSqliteStore(file);
    const id = await postQuote(app);
    const failed = await waitUntil(async () => {
      const j = await jobOf(reader, id, 'webhook');
      return j?.status === 'failed' && j;
    }, 'job failed');
    expect(failed).toMatchObject({ attempts: 3, lastError: 'webhook answered HTTP 500' });
    expect(hook.calls).toHaveLength(3);

    hook.failFirst = 0;
    expect(await reader.retryFailed(Date.now())).toBe(1);
    await waitUntil(async () => (await jobOf(reader, id, 'webhook'))?.status === 'sent', 'sent after retry-failed');
    expect(hook.calls.map((c) => c.status)).toEqual([500, 500, 500, 204]);
    await app.close();
    await reader.close();
    await hook.close();
  });

  it('survives a restart during a retry: the new server delivers it, once', async () => {
    const hook = await startWebhook(1);
    const file = tempDb();
    const cfg = config(file, { webhookUrl: hook.url, retryBaseMs: 400, retryCapMs: 400 });
    const first = await start(cfg);
    const reader = openSqliteStore(file);
    const id = await postQuote(first);
    await waitUntil(
      async () =>
        (await jobOf(reader, id, 'webhook'))?.lastError !== null &&
        (await jobOf(reader, id, 'webhook'))?.status === 'pending',
      'first attempt failed',
    );
    // Mid-backoff: the server goes away.
    await first.close();
    expect(await jobOf(reader, id, 'webhook')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(hook.calls).toHaveLength(1);

    const second = await start(cfg);
    await waitUntil(async () => (await jobOf(reader, id, 'webhook'))?.status === 'sent', 'delivered after restart');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.calls.map((c) => c.status)).toEqual([500, 204]);
    await second.close();
    await reader.close();
    await hook.close();
  });

  it('takes over a job whose worker died mid-send once its lease runs out', async () => {
    const hook = await startWebhook(0);
    const file = tempDb();
    const store = openSqliteStore(file);
    const { id } = await store.insertLead(
      {
        id: 'lead-lease-1',
        idempotencyKey: 'lease-key-0001',
        kind: 'contact',
        formId: 'contact',
        data: { name: 'Lee', phone: '(214) 555-0147', message: 'Hi' },
        spamReason: null,
        ip: null,
        userAgent: null,
        page: null,
        createdAt: Date.now(),
      },
      ['webhook'],
    );
    // A worker claims the job and dies before settling it: the job stays "sending" under its lease.
    const claimed = await store.claimJobs({
      kinds: ['webhook'],
      now: Date.now(),
      // Long enough that starting the survivor on a loaded machine cannot outlast it before the check below.
      leaseMs: 2_000,
      owner: 'dead-worker',
      limit: 10,
    });
    expect(claimed).toHaveLength(1);
    const survivor = await start(config(file, { webhookUrl: hook.url }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.calls).toHaveLength(0); // still leased
    await waitUntil(
      async () => (await jobOf(store, id, 'webhook'))?.status === 'sent',
      'taken over after lease',
      10_000,
    );
    expect(hook.calls).toHaveLength(1);
    expect(await jobOf(store, id, 'webhook')).toMatchObject({ attempts: 2 });
    // The dead worker's late settlement cannot undo it.
    await store.markRetry(claimed[0]!.job.id, 'dead-worker', 'late', Date.now());
    expect(await jobOf(store, id, 'webhook')).toMatchObject({ status: 'sent' });
    await survivor.close();
    await store.close();
    await hook.close();
  });
});

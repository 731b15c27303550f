/**
 * The lead API through Fastify's inject, on a real SQLite file in a temp dir (read back through a
 * second connection, as the operator CLI does). No SMTP here: e-mail jobs wait (outbox.test.ts sends).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { parse } from 'node-html-parser';
import { buildServer } from '../buildServer';
import { leadMessages } from '../../src/lib/leadSchema';
import { defaultLeadConfig, type LeadConfig } from './config';
import type { LeadApiOptions } from './api';
import { openSqliteStore } from './sqliteStore';
import type { LeadStore } from './store';
import { failFirstCommits, fixtureHtmlFiles } from './test/fixtures';
import { sampleVisitor, writeFixturePages } from './test/leadApp';
import { signFormToken } from './tokens';
import { toCsv } from './export';
import { buildLeadEmail } from './mailer';
import { webhookPayload } from './webhook';
import { fillOwn, words } from '../words';

const SECRET = 'test-secret';
let tokenCounter = 0;
/** A genuine token old enough to pass, distinct per call (token reuse is limited). */
const oldToken = () => signFormToken(SECRET, Date.now() - 5_000 - (++tokenCounter % 100_000));

interface TestApp {
  app: FastifyInstance;
  /** A second connection to the same file, like the CLI's. */
  reader: LeadStore;
  close: () => Promise<void>;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** One app shared by the tests of a describe block: made before its first test, closed after its last. */
function appForDescribe(): TestApp {
  const shared = {} as TestApp;
  beforeAll(async () => {
    Object.assign(shared, await makeApp());
  });
  afterAll(() => shared.close());
  return shared;
}

async function makeApp(overrides: Partial<LeadConfig> = {}, extra: Partial<LeadApiOptions> = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-api-'));
  dirs.push(dir);
  const distDir = writeFixturePages(dir);
  const config: LeadConfig = {
    ...defaultLeadConfig,
    sqlitePath: path.join(dir, 'data', 'leads.db'),
    tokenSecret: SECRET,
    rateLimitPerMinute: 1000,
    siteUrl: 'https://www.example.test',
    ...overrides,
  };
  const app = await buildServer({ distDir, leads: { config, ...extra } });
  await app.ready();
  const reader = openSqliteStore(config.sqlitePath);
  return {
    app,
    reader,
    close: async () => {
      await app.close();
      await reader.close();
    },
  };
}

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

function quote(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'quote',
    formId: 'sales-hero',
    idempotencyKey: newKey(),
    formToken: oldToken(),
    website: '',
    ...sampleVisitor,
    fenceType: 'cedar',
    timeline: '1month',
    message: 'Six foot privacy fence, about 120 ft.',
    referralSource: 'google',
    privacyConsent: true,
    ...overrides,
  };
}

/** A contact lead whose name holds bytes that are not UTF-8 (0xFF 0xFE), as a raw body. */
function invalidUtf8Json(): Buffer {
  const [before, after] = JSON.stringify(contact()).split('Bo Diddley') as [string, string];
  return Buffer.concat([Buffer.from(`${before}Bo`), Buffer.from([0xff, 0xfe]), Buffer.from(after)]);
}

function contact(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'contact',
    formId: 'contact',
    idempotencyKey: newKey(),
    formToken: oldToken(),
    website: '',
    name: 'Bo Diddley',
    email: 'bo@example.com',
    phone: '',
    message: 'Do you repair gates?',
    ...overrides,
  };
}

const jsonHeaders = { 'content-type': 'application/json', origin: 'http://localhost' };

function postJson(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { ...jsonHeaders, ...headers },
    payload: JSON.stringify(body),
  });
}

function postForm(app: FastifyInstance, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      accept: 'text/html,*/*',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('GET /api/leads/token', () => {
  it('hands out a signed timestamp with a random nonce, never cached', async () => {
    const t = await makeApp();
    const response = await t.app.inject('/api/leads/token');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().token).toMatch(/^\d{13}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    await t.close();
  });

  it('gives 1,000 concurrent page loads 1,000 distinct tokens', async () => {
    const t = await makeApp();
    const responses = await Promise.all(Array.from({ length: 1000 }, () => t.app.inject('/api/leads/token')));
    const tokens = responses.map((response) => response.json().token as string);
    expect(new Set(tokens).size).toBe(1000);
    // Most were signed within a few milliseconds of each other: the time alone could not tell them apart.
    expect(new Set(tokens.map((token) => token.split('.')[0])).size).toBeLessThan(1000);
    await t.close();
  });

  it('stores no lead of a 30-visitor burst as token-reused (each fetches its token, then posts)', async () => {
    const t = await makeApp({ minFillMs: 0 });
    const visitors = Array.from({ length: 30 }, (_, i) => i);
    const tokens = await Promise.all(
      visitors.map(async () => (await t.app.inject('/api/leads/token')).json().token as string),
    );
    const answers = await Promise.all(
      visitors.map((i) => postJson(t.app, contact({ formToken: tokens[i], name: `Burst visitor ${i}` }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(visitors.map(() => 201));
    const leads = (await t.reader.listLeads()).filter((lead) => String(lead.data.name).startsWith('Burst visitor'));
    expect(leads).toHaveLength(30);
    expect(leads.filter((lead) => lead.spamReason !== null)).toEqual([]);
    await t.close();
  });
});

describe('POST /api/leads (JSON)', () => {
  const t = appForDescribe();

  it('stores a quote with its e-mail job before answering 201 with the id', async () => {
    const response = await postJson(t.app, quote({ idempotencyKey: 'quote-key-0001' }));
    expect(response.statusCode).toBe(201);
    const { ok, id } = response.json();
    expect(ok).toBe(true);
    const [lead] = (await t.reader.listLeads()).filter((l) => l.id === id);
    expect(lead).toMatchObject({
      kind: 'quote',
      formId: 'sales-hero',
      spamReason: null,
      data: { firstName: 'Ada', phone: '(214) 555-0147', privacyConsent: true },
    });
    // No SMTP configured: the e-mail job and the visitor's receipt wait, untouched.
    expect(lead!.jobs).toEqual([
      expect.objectContaining({ kind: 'email', status: 'pending', attempts: 0 }),
      expect.objectContaining({ kind: 'receipt', status: 'pending', attempts: 0 }),
    ]);
  });

  it('answers a repeated idempotency key with the first id and stores nothing new', async () => {
    const before = await t.reader.countLeads();
    const first = await postJson(t.app, contact({ idempotencyKey: 'repeat-key-0001' }));
    const again = await postJson(t.app, contact({ idempotencyKey: 'repeat-key-0001', message: 'changed my mind' }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, id: first.json().id, bookingToken: expect.any(String) });
    expect(await t.reader.countLeads()).toBe(before + 1);
  });

  it('keeps script and HTML verbatim', async () => {
    const evil = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await postJson(t.app, contact({ name: '<b>Bo</b> & co', message: evil }));
    expect(response.statusCode).toBe(201);
    const lead = (await t.reader.listLeads()).find((l) => l.id === response.json().id);
    expect(lead!.data).toMatchObject({ name: '<b>Bo</b> & co', message: evil });
  });

  it('answers spam like success, stores it flagged, and queues no notification', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ website: 'http://spam.example' }, 'honeypot'],
      [{ formToken: '' }, 'token-missing'],
      [{ formToken: `${Date.now() - 10_000}.${'A'.repeat(43)}` }, 'token-invalid'],
      [{ formToken: signFormToken('another-secret', Date.now() - 10_000) }, 'token-invalid'],
      [{ formToken: signFormToken(SECRET, Date.now() - 500) }, 'token-too-young'],
    ];
    for (const [overrides, reason] of cases) {
      const response = await postJson(t.app, quote(overrides));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ ok: true, id: expect.any(String), bookingToken: expect.any(String) });
      const lead = (await t.reader.listLeads()).find((l) => l.id === response.json().id);
      expect(lead).toMatchObject({ spamReason: reason, jobs: [] });
    }
  });

  it('accepts a token once the minimum fill time has passed', async () => {
    const response = await postJson(t.app, quote({ formToken: signFormToken(SECRET, Date.now() - 3_100) }));
    const lead = (await t.reader.listLeads()).find((l) => l.id === response.json().id);
    expect(lead!.spamReason).toBeNull();
  });

  it('answers 422 with one message per field', async () => {
    const response = await postJson(t.app, quote({ firstName: '', email: 'not-an-email', privacyConsent: false }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      errors: {
        firstName: leadMessages.firstName,
        email: leadMessages.email,
        privacyConsent: leadMessages.privacyConsent,
      },
    });
  });

  it('refuses posts from other sites (403) and accepts a same-site Referer or SITE_URL', async () => {
    const cross = await postJson(t.app, contact(), { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ ok: false, message: expect.stringContaining('our own website') });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(contact()),
    });
    expect(none.statusCode).toBe(403);
    const crossReferer = await postJson(t.app, contact(), { origin: 'null', referer: 'https://evil.example/contact' });
    expect(crossReferer.statusCode).toBe(403);
    const referer = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json', referer: 'http://localhost/contact' },
      payload: JSON.stringify(contact()),
    });
    expect(referer.statusCode).toBe(201);
    const site = await postJson(t.app, contact(), { origin: 'https://www.example.test' });
    expect(site.statusCode).toBe(201);
  });

  it('answers 503 (never a false success) when the store cannot commit, then works', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-fail-'));
    dirs.push(dir);
    const inner = openSqliteStore(path.join(dir, 'leads.db'));
    const store = failFirstCommits(inner, 2);
    const local = await buildServer({
      distDir: path.join(dir, 'none'),
      leads: { config: { ...defaultLeadConfig, sqlitePath: '', tokenSecret: SECRET, rateLimitPerMinute: 100 }, store },
    });
    const body = contact();
    const first = await postJson(local, body);
    const second = await postJson(local, body);
    const third = await postJson(local, body);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([503, 503, 201]);
    expect(first.json().message).toContain('could not save');
    expect(await inner.countLeads()).toBe(1);
    await local.close();
    await inner.close();
  });
});

describe('origin allow-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ extraAllowedOrigins: ['https://blackland.example'] });
  });
  afterAll(() => t.close());
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(contact()),
    });

  it.each([
    ['DNS rebinding: Host and Origin both name the attacker', { host: 'evil.example', origin: 'http://evil.example' }],
    ['DNS rebinding with a port', { host: 'evil.example:8080', origin: 'http://evil.example:8080' }],
    ['Referer naming the rebound host', { host: 'evil.example', referer: 'http://evil.example/contact' }],
    ['https Origin on an http request', { origin: 'https://localhost' }],
    ['http Origin for the https SITE_URL', { host: 'www.example.test', origin: 'http://www.example.test' }],
    ['SITE_URL host on another port', { origin: 'https://www.example.test:8443' }],
    ['credentials in the Origin', { origin: 'http://user@localhost' }],
    ['credentials before an allowed host', { origin: 'https://evil.example@www.example.test' }],
    ['an Origin with a path', { origin: 'https://www.example.test/contact' }],
    ['credentials in the Referer', { referer: 'http://user:pw@localhost/contact' }],
    ['a lookalike subdomain', { origin: 'https://www.example.test.evil.example' }],
    ['a loopback Origin on a public Host', { host: 'www.example.test', origin: 'http://localhost' }],
  ])('refuses %s (403, nothing stored)', async (_name, headers) => {
    const before = await t.reader.countLeads();
    expect((await post(headers)).statusCode).toBe(403);
    expect(await t.reader.countLeads()).toBe(before);
  });

  it.each([
    ['SITE_URL, whatever the Host', { host: '10.0.0.5:8080', origin: 'https://www.example.test' }],
    ['an origin from LEAD_ALLOWED_ORIGINS', { host: 'internal:8080', origin: 'https://blackland.example' }],
    ['a Referer on SITE_URL', { host: 'internal:8080', referer: 'https://www.example.test/contact' }],
    ['development: a loopback page posting to itself', { host: 'localhost:3000', origin: 'http://localhost:3000' }],
    ['development on 127.0.0.1', { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' }],
  ])('accepts %s', async (_name, headers) => {
    expect((await post(headers)).statusCode).toBe(201);
  });
});

describe('form token lifetime and reuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ tokenMaxUses: 3 });
  });
  afterAll(() => t.close());
  const stored = async (id: string) => (await t.reader.listLeads()).find((l) => l.id === id)!;

  it('a token older than the maximum age still delivers the lead, flagged for review, answered as usual', async () => {
    const response = await postJson(t.app, quote({ formToken: signFormToken(SECRET, Date.now() - 25 * 3_600_000) }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, id: expect.any(String), bookingToken: expect.any(String) });
    expect(await stored(response.json().id)).toMatchObject({
      spamReason: null,
      reviewReason: 'token-expired',
      jobs: [expect.objectContaining({ kind: 'email' }), expect.objectContaining({ kind: 'receipt' })],
    });
  });

  it('a token younger than a day is not flagged', async () => {
    const response = await postJson(t.app, quote({ formToken: signFormToken(SECRET, Date.now() - 23 * 3_600_000) }));
    expect(await stored(response.json().id)).toMatchObject({ spamReason: null, reviewReason: null });
  });

  it('an expired no-JS post is answered with the usual 303', async () => {
    const fields = Object.fromEntries(
      Object.entries(contact({ formToken: signFormToken(SECRET, Date.now() - 48 * 3_600_000) })).map(([k, v]) => [
        k,
        String(v),
      ]),
    );
    const response = await postForm(t.app, fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thank-you');
  });

  it('a token carries LEAD_TOKEN_MAX_USES leads; later ones are stored as spam and answered like success', async () => {
    const token = oldToken();
    const responses = [];
    for (let i = 0; i < 6; i += 1) responses.push(await postJson(t.app, contact({ formToken: token })));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const leads = await Promise.all(responses.map((r) => stored(r.json().id)));
    expect(leads.map((l) => l.spamReason)).toEqual([null, null, null, 'token-reused', 'token-reused', 'token-reused']);
    expect(leads.slice(3).every((l) => l.jobs.length === 0)).toBe(true);
  });

  it('a replayed expired token is spam too once past the count', async () => {
    const token = signFormToken(SECRET, Date.now() - 72 * 3_600_000);
    const reasons = [];
    for (let i = 0; i < 4; i += 1)
      reasons.push((await stored((await postJson(t.app, contact({ formToken: token }))).json().id)).spamReason);
    expect(reasons).toEqual([null, null, null, 'token-reused']);
  });

  it('a retry of an acknowledged lead with the same key and token is not counted as reuse', async () => {
    const body = contact({ formToken: oldToken() });
    const first = await postJson(t.app, body);
    for (let i = 0; i < 4; i += 1)
      expect((await postJson(t.app, body)).json()).toEqual({
        ok: true,
        id: first.json().id,
        bookingToken: expect.any(String),
      });
    expect((await stored(first.json().id)).spamReason).toBeNull();
  });
});

describe('a retry after a spam verdict', () => {
  const t = appForDescribe();
  const stored = async (id: string) => (await t.reader.listLeads()).find((l) => l.id === id)!;

  it('a visitor who was too fast and retries with the same key after the fill time gets the lead accepted and e-mailed', async () => {
    const key = newKey();
    const tooFast = await postJson(
      t.app,
      quote({ idempotencyKey: key, formToken: signFormToken(SECRET, Date.now() - 500) }),
    );
    expect(tooFast.statusCode).toBe(201);
    expect(await stored(tooFast.json().id)).toMatchObject({ spamReason: 'token-too-young', jobs: [] });
    const retry = await postJson(
      t.app,
      quote({ idempotencyKey: key, formToken: signFormToken(SECRET, Date.now() - 3_500), lastName: 'Byron' }),
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ ok: true, id: tooFast.json().id, bookingToken: expect.any(String) });
    expect(await stored(tooFast.json().id)).toMatchObject({
      spamReason: null,
      data: { lastName: 'Byron' },
      jobs: [
        expect.objectContaining({ kind: 'email', status: 'pending' }),
        expect.objectContaining({ kind: 'receipt', status: 'pending' }),
      ],
    });
    // From then on the key is an ordinary repeat.
    const again = await postJson(t.app, quote({ idempotencyKey: key, formToken: oldToken() }));
    expect(again.statusCode).toBe(200);
    expect(await t.reader.countLeads()).toBe(1);
  });

  it('a retry that is still too fast keeps the spam verdict', async () => {
    const key = newKey();
    const first = await postJson(
      t.app,
      contact({ idempotencyKey: key, formToken: signFormToken(SECRET, Date.now() - 100) }),
    );
    const second = await postJson(
      t.app,
      contact({ idempotencyKey: key, formToken: signFormToken(SECRET, Date.now() - 200) }),
    );
    expect(second.json().id).toBe(first.json().id);
    expect(await stored(first.json().id)).toMatchObject({ spamReason: 'token-too-young', jobs: [] });
  });

  it('a filled honeypot is never laundered by a clean retry of its key', async () => {
    const key = newKey();
    const bot = await postJson(t.app, contact({ idempotencyKey: key, website: 'http://spam.example' }));
    const retry = await postJson(t.app, contact({ idempotencyKey: key }));
    expect(retry.statusCode).toBe(200);
    expect(await stored(bot.json().id)).toMatchObject({ spamReason: 'honeypot', jobs: [] });
  });

  it('a retry with a filled honeypot or a forged token does not replace a too-fast lead', async () => {
    const key = newKey();
    const first = await postJson(
      t.app,
      contact({ idempotencyKey: key, formToken: signFormToken(SECRET, Date.now() - 100) }),
    );
    await postJson(t.app, contact({ idempotencyKey: key, website: 'x' }));
    await postJson(t.app, contact({ idempotencyKey: key, formToken: signFormToken('forged', Date.now() - 10_000) }));
    expect(await stored(first.json().id)).toMatchObject({ spamReason: 'token-too-young', jobs: [] });
  });
});

describe('bad input: 4xx, nothing stored, never 5xx', () => {
  const t = appForDescribe();

  const without = (field: string) => {
    const body: Record<string, unknown> = quote();
    delete body[field];
    return body;
  };
  const json = (body: unknown): InjectOptions => ({ headers: jsonHeaders, payload: JSON.stringify(body) });
  const cases: [string, InjectOptions, number][] = [
    ['missing firstName', json(without('firstName')), 422],
    ['missing lastName', json(without('lastName')), 422],
    ['missing email', json(without('email')), 422],
    ['missing phone', json(without('phone')), 422],
    ['missing address', json(without('address')), 422],
    ['missing fenceType', json(without('fenceType')), 422],
    ['missing timeline', json(without('timeline')), 422],
    ['missing privacy consent', json(without('privacyConsent')), 422],
    ['missing kind', json(without('kind')), 422],
    ['missing idempotency key', json(without('idempotencyKey')), 422],
    ['missing formId', json(without('formId')), 422],
    ['contact without email or phone', json(contact({ email: '', phone: '' })), 422],
    ['contact without message', json(contact({ message: '  ' })), 422],
    ['firstName as a number', json(quote({ firstName: 42 })), 422],
    ['email as an array', json(quote({ email: ['a@example.com'] })), 422],
    ['phone as an object', json(quote({ phone: { n: 1 } })), 422],
    ['consent "no"', json(quote({ privacyConsent: 'no' })), 422],
    ['consent as 1', json(quote({ privacyConsent: 1 })), 422],
    ['firstName of 101 characters', json(quote({ firstName: 'a'.repeat(101) })), 422],
    ['address of 201 characters', json(quote({ address: 'a'.repeat(201) })), 422],
    ['message of 5001 characters', json(quote({ message: 'a'.repeat(5001) })), 422],
    ['email of 255 characters', json(quote({ email: `${'a'.repeat(243)}@example.com` })), 422],
    ['bad fence type', json(quote({ fenceType: 'bamboo' })), 422],
    ['bad timeline', json(quote({ timeline: 'yesterday' })), 422],
    ['bad referral source', json(quote({ referralSource: 'tv' })), 422],
    ['enum in another case', json(quote({ fenceType: 'Cedar' })), 422],
    ['bad kind', json(quote({ kind: 'job-application' })), 422],
    ['bad email syntax', json(quote({ email: 'ada@' })), 422],
    ['7-digit phone', json(quote({ phone: '555-0147' })), 422],
    ['phone with letters', json(quote({ phone: '214-555-CALL' })), 422],
    ['CR/LF header injection in the name', json(contact({ name: 'Bo\r\nBcc: victim@example.com' })), 422],
    ['LF header injection in the last name', json(quote({ lastName: 'L\nSubject: hi' })), 422],
    ['CR/LF header injection in the email', json(quote({ email: 'ada@example.com\r\nBcc: victim@example.com' })), 422],
    ['unknown field', json(quote({ isAdmin: true })), 422],
    // Names of Object.prototype's members must still be named in the error list.
    ['a field named constructor', json(contact({ constructor: 'x' })), 422],
    ['a field named toString', json(contact({ toString: 'x' })), 422],
    ['a field named valueOf', json(quote({ valueOf: 'x' })), 422],
    ['a field named hasOwnProperty', json(quote({ hasOwnProperty: 'x' })), 422],
    [
      'a field named __proto__ in JSON',
      { headers: jsonHeaders, payload: JSON.stringify(contact()).replace('{', '{"__proto__":{"x":1},') },
      400,
    ],
    [
      'a field named __proto__ in a form post',
      {
        headers: { ...jsonHeaders, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${new URLSearchParams(contact() as unknown as Record<string, string>).toString()}&__proto__=x`,
      },
      422,
    ],
    ['quote fields on a contact', json(contact({ fenceType: 'cedar' })), 422],
    ['bad formId', json(quote({ formId: '../etc/passwd' })), 422],
    ['short idempotency key', json(quote({ idempotencyKey: 'abc' })), 422],
    ['JSON array', json([quote()]), 400],
    ['JSON string', json('quote'), 400],
    ['JSON null', json(null), 400],
    ['empty JSON object', json({}), 400],
    ['malformed JSON', { headers: jsonHeaders, payload: '{"kind":"quote",' }, 400],
    ['empty JSON body', { headers: jsonHeaders, payload: '' }, 400],
    [
      'empty urlencoded body',
      { headers: { ...jsonHeaders, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
      400,
    ],
    [
      'repeated urlencoded field',
      {
        headers: { ...jsonHeaders, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${new URLSearchParams(quote({ privacyConsent: 'yes' }) as unknown as Record<string, string>).toString()}&firstName=Eve`,
      },
      422,
    ],
    [
      'text/plain',
      { headers: { ...jsonHeaders, 'content-type': 'text/plain' }, payload: JSON.stringify(quote()) },
      415,
    ],
    [
      'multipart',
      {
        headers: { ...jsonHeaders, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nquote\r\n--x--',
      },
      415,
    ],
    ['application/xml', { headers: { ...jsonHeaders, 'content-type': 'application/xml' }, payload: '<lead/>' }, 415],
    ['over 32 KB', json(quote({ message: 'a'.repeat(40_000) })), 413],
    [
      'cross-site origin',
      { headers: { ...jsonHeaders, origin: 'https://evil.example' }, payload: JSON.stringify(quote()) },
      403,
    ],
    // Characters no person types, which would reach the operator's terminal and e-mail headers.
    [
      'ESC sequence (clear screen, set title) in the name',
      json(contact({ name: 'Bo\u001b[2J\u001b]0;pwned\u0007' })),
      422,
    ],
    ['NUL in the first name', json(quote({ firstName: 'Ada\u0000' })), 422],
    ['vertical tab in the last name', json(quote({ lastName: 'Love\u000blace' })), 422],
    ['form feed in the address', json(quote({ address: '1 Elm St\u000cDallas' })), 422],
    ['tab in a single-line field', json(quote({ firstName: 'A\tda' })), 422],
    ['DEL in the name', json(contact({ name: 'Bo\u007f' })), 422],
    ['NEL (U+0085) in the name', json(contact({ name: 'Bo\u0085Bcc: x' })), 422],
    ['8-bit CSI (U+009B) in the name', json(contact({ name: 'Bo\u009b2J' })), 422],
    ['line separator U+2028 in the name', json(contact({ name: 'Bo\u2028Diddley' })), 422],
    ['ESC in the message', json(contact({ message: 'Hi\u001b[31m there' })), 422],
    ['NUL in the message', json(contact({ message: 'Hi\u0000' })), 422],
    ['C1 control in the message', json(quote({ message: 'Fence\u0090please' })), 422],
    ['ESC in the email', json(quote({ email: 'ada\u001b@example.com' })), 422],
    ['zero-width-only first name', json(quote({ firstName: '\u200b\u200b' })), 422],
    ['BOM and word joiner as the name', json(contact({ name: '\ufeff\u2060 ' })), 422],
    ['Hangul filler as the last name', json(quote({ lastName: '\u3164' })), 422],
    ['zero-width-only contact message', json(contact({ message: '\u200b \u200d' })), 422],
    ['bidi override in the name', json(contact({ name: 'Bo\u202eyelddiD' })), 422],
    [
      'lone surrogate (broken UTF-16) in the name',
      { headers: jsonHeaders, payload: JSON.stringify(contact()).replace('Bo Diddley', 'Bo\\ud800 Diddley') },
      422,
    ],
    ['invalid UTF-8 bytes in a JSON name', { headers: jsonHeaders, payload: invalidUtf8Json() }, 422],
    [
      'invalid UTF-8 bytes in a form post',
      {
        headers: { ...jsonHeaders, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${new URLSearchParams(contact() as unknown as Record<string, string>).toString().replace('name=Bo+Diddley', 'name=Bo%FF%FE')}`,
      },
      422,
    ],
  ];

  it.each(cases)('%s', async (_name, request, status) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/leads', ...request });
    expect(response.statusCode).toBe(status);
    if (response.headers['content-type']?.startsWith('text/html')) {
      // A urlencoded post (no JS) with field errors gets its form page back, naming at least one field.
      expect(response.body).toContain('class="form-errors"');
      expect(parse(response.body).querySelectorAll('.form-errors li').length).toBeGreaterThan(0);
    } else {
      const body = response.json();
      expect(body.ok).toBe(false);
      expect(typeof body.message).toBe('string');
      if (status === 422) expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
    expect(await t.reader.countLeads()).toBe(0);
  });

  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));
});

describe('rate limit', () => {
  it('allows LEAD_RATE_LIMIT_PER_MINUTE posts per IP, then answers 429', async () => {
    const t = await makeApp({ rateLimitPerMinute: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await postJson(t.app, contact())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await postJson(t.app, contact());
    expect(limited.json()).toEqual({ ok: false, message: expect.stringContaining('wait a minute') });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: '10.0.0.9',
      headers: jsonHeaders,
      payload: JSON.stringify(contact()),
    });
    expect(other.statusCode).toBe(201);
    expect(await t.reader.countLeads()).toBe(6);
    await t.close();
  });

  it('counts refused posts too: it runs before the Origin check', async () => {
    const t = await makeApp({ rateLimitPerMinute: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await postJson(t.app, contact(), { origin: 'https://evil.example' })).statusCode);
    for (let i = 0; i < 5; i += 1) statuses.push((await postJson(t.app, contact())).statusCode);
    expect(statuses).toEqual([...Array<number>(5).fill(403), ...Array<number>(10).fill(429)]);
    expect(await t.reader.countLeads()).toBe(0);
    await t.close();
  });
});

describe('without JavaScript', () => {
  const t = appForDescribe();

  const asForm = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === true ? 'yes' : String(v)]));

  it('serves a form page as the build wrote it: no per-response values, the same bytes every time', async () => {
    const first = await t.app.inject('/contact');
    const second = await t.app.inject('/contact');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(fixtureHtmlFiles()['contact/index.html']);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).not.toContain('no-store');
  });

  /** The fields a browser would post from the first form of `html` (what the visitor sees and the hidden ones). */
  const formFields = (html: string): Record<string, string> => {
    const form = parse(html).querySelector('form')!;
    const fields: Record<string, string> = {};
    for (const control of form.querySelectorAll('input, select, textarea')) {
      const name = control.getAttribute('name');
      if (!name) continue;
      const type = control.getAttribute('type');
      if (type === 'checkbox' && !control.hasAttribute('checked')) continue;
      fields[name] =
        control.tagName === 'TEXTAREA'
          ? control.text
          : control.tagName === 'SELECT'
            ? (control.querySelector('option[selected]')?.getAttribute('value') ?? '')
            : (control.getAttribute('value') ?? '');
    }
    return fields;
  };

  it('asks a visitor whose page had no token or key to check and send, keeps every answer, and stores the lead once', async () => {
    const typed = { name: 'Bo "<b>" Diddley', email: 'bo@example.com', phone: '', message: 'Gate </textarea><i>x</i>' };
    // As a page from a static host posts it: hidden token and key empty.
    const first = await postForm(
      t.app,
      { kind: 'contact', formId: 'contact', idempotencyKey: '', formToken: '', website: '', ...typed },
      { referer: 'http://localhost/contact' },
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain('<h1 class="heading-2">Check and send your request</h1>');
    expect(first.body).not.toMatch(/reload/i);
    expect(first.body).not.toContain('<script');
    expect(first.body).not.toContain('<b>');
    expect(first.body).not.toContain('<i>');
    const check = formFields(first.body);
    expect(check).toMatchObject({ ...typed, kind: 'contact', formId: 'contact' });
    expect(check.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(check.formToken).toMatch(/^\d{13}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    // Committed already, flagged: nothing is lost if the visitor goes no further, nothing is e-mailed yet.
    const [held] = (await t.reader.listLeads()).filter((lead) => lead.idempotencyKey === check.idempotencyKey);
    expect(held).toMatchObject({ spamReason: 'token-missing', jobs: [] });

    // A bot that presses at once is still caught: the token is too young, the lead stays flagged.
    const tooSoon = await postForm(t.app, check, { referer: 'http://localhost/contact' });
    expect(tooSoon.statusCode).toBe(200);
    expect(formFields(tooSoon.body).idempotencyKey).toBe(check.idempotencyKey);
    expect((await t.reader.listLeads()).find((lead) => lead.id === held!.id)).toMatchObject({
      spamReason: 'token-missing',
      jobs: [],
    });

    // A person reads it for a few seconds first (the page's token, signed 5 s ago), then presses once.
    const sent = await postForm(t.app, { ...check, formToken: signFormToken(SECRET, Date.now() - 5_000) });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/thank-you');
    const stored = (await t.reader.listLeads()).filter((lead) => lead.idempotencyKey === check.idempotencyKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: held!.id,
      spamReason: null,
      data: { name: typed.name, message: typed.message },
    });
    expect(stored[0]!.jobs.map((job) => job.kind)).toEqual(['email', 'receipt']);
  });

  it('answers a quote from the dialog of a static page with its own form alone, the answers chosen again', async () => {
    const body = asForm(quote({ formId: 'dialog', idempotencyKey: '', formToken: '' }));
    const response = await postForm(t.app, body, { referer: 'http://localhost/about' });
    expect(response.statusCode).toBe(200);
    const fields = formFields(response.body);
    expect(fields).toMatchObject({ formId: 'dialog', fenceType: 'cedar', timeline: '1month', privacyConsent: 'yes' });
    expect(parse(response.body).querySelectorAll('form')).toHaveLength(1);
    expect(parse(response.body).querySelector('dialog')).toBeNull();
  });

  it('still answers a honeypot post without a token like success', async () => {
    const response = await postForm(t.app, asForm(contact({ formToken: '', idempotencyKey: '', website: 'x.com' })));
    expect(response.statusCode).toBe(303);
  });

  it('stores a valid post and answers 303 to /thank-you', async () => {
    const body = contact({ phone: '(214) 555-0147', email: '' });
    const response = await postForm(t.app, asForm(body), { referer: 'http://localhost/contact' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thank-you');
    const lead = (await t.reader.listLeads()).find((l) => l.idempotencyKey === body.idempotencyKey);
    expect(lead).toMatchObject({
      kind: 'contact',
      page: '/contact',
      data: { name: 'Bo Diddley', phone: '(214) 555-0147' },
    });
    expect(lead!.data).not.toHaveProperty('email');
  });

  it('answers a quote with the thank-you page of its service and kind of job', async () => {
    const location = async (overrides: Record<string, unknown>) =>
      (await postForm(t.app, asForm(quote(overrides)), { referer: 'http://localhost/services/foundation-repair' }))
        .headers.location;
    const foundation = { service: 'foundation-repair', foundationSymptoms: 'cracks', fenceType: '' };
    // A request that books no visit: its thank-you page.
    expect(await location({ ...foundation, job: 'repair' })).toBe('/thank-you/foundation-repair/repair');
    expect(await location({ service: 'other', fenceType: '' })).toBe('/thank-you');
  });

  it('answers a request that books a visit with the choice of windows, whose "call me instead" is its thank-you page', async () => {
    const post = async (overrides: Record<string, unknown>) =>
      postForm(t.app, asForm(quote(overrides)), { referer: 'http://localhost/services/foundation-repair' });
    const foundation = { service: 'foundation-repair', foundationSymptoms: 'cracks', fenceType: '', job: 'inspection' };
    for (const [overrides, service, job, thanks] of [
      [foundation, 'foundation-repair', 'inspection', '/thank-you/foundation-repair/inspection'],
      // The fence sales page's form asks no service: a fence request, a new fence.
      [{}, 'fences', 'new', '/thank-you/fences/new'],
    ] as const) {
      const response = await post(overrides);
      expect(response.statusCode).toBe(303);
      const location = new URL(response.headers.location as string, 'http://localhost');
      expect(location.pathname).toBe('/api/bookings/windows');
      expect(Object.fromEntries(location.searchParams)).toMatchObject({ service, job });
      const stored = (await t.reader.listLeads()).find((lead) => lead.id === location.searchParams.get('lead'));
      expect(stored).toMatchObject({ kind: 'quote', spamReason: null, data: { email: 'ada@example.com' } });
      const page = await t.app.inject({ url: location.pathname + location.search, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      const callMeInstead = parse(page.body)
        .querySelectorAll('a')
        .find((link) => link.text === 'Call me instead');
      expect(callMeInstead!.getAttribute('href')).toBe(`https://www.example.test${thanks}`);
    }
  });

  it('answers an invalid post with the form page again: values kept, errors marked and listed', async () => {
    const body = asForm(
      quote({
        formId: 'sales-get-quote',
        firstName: '',
        email: 'ada@',
        fenceType: 'ornamental',
        message: 'Gate <b>too</b> & more',
        privacyConsent: '',
      }),
    );
    delete body.privacyConsent; // an unticked checkbox is not posted
    const before = await t.reader.countLeads();
    const response = await postForm(t.app, body, { referer: 'http://localhost/services/fences/sales' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(await t.reader.countLeads()).toBe(before);

    const root = parse(response.body);
    expect(root.querySelectorAll('script')).toHaveLength(0);
    expect(root.querySelector('title')!.text).toBe(fillOwn(words.requestRefused.errorTitle, { title: 'Fence sales' }));
    const form = root.querySelector('input[name="formId"][value="sales-get-quote"]')!.closest('form')!;
    const summary = form.firstElementChild!;
    expect(summary.getAttribute('id')).toBe('sales-get-quote-errors');
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.getAttribute('tabindex')).toBe('-1');
    expect(summary.querySelectorAll('li a').map((a) => [a.getAttribute('href'), a.text])).toEqual([
      ['#sales-get-quote-firstName', leadMessages.firstName],
      ['#sales-get-quote-email', leadMessages.email],
      ['#sales-get-quote-privacyConsent', leadMessages.privacyConsent],
    ]);

    const firstName = form.querySelector('#sales-get-quote-firstName')!;
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe('sales-get-quote-firstName-error');
    expect(firstName.nextElementSibling!.outerHTML).toBe(
      `<p id="sales-get-quote-firstName-error" class="field-error">${leadMessages.firstName}</p>`,
    );
    const email = form.querySelector('#sales-get-quote-email')!;
    expect(email.getAttribute('value')).toBe('ada@');
    expect(email.getAttribute('aria-describedby')).toBe('sales-get-quote-email-error sales-get-quote-email-hint');
    expect(form.querySelector('#sales-get-quote-privacyConsent')!.getAttribute('aria-describedby')).toBe(
      'sales-get-quote-privacyConsent-error',
    );

    // Values kept, and valid fields not marked.
    expect(form.querySelector('#sales-get-quote-lastName')!.getAttribute('value')).toBe('Lovelace');
    expect(form.querySelector('#sales-get-quote-lastName')!.getAttribute('aria-invalid')).toBeUndefined();
    expect(form.querySelector('#sales-get-quote-fenceType option[selected]')!.getAttribute('value')).toBe('ornamental');
    expect(form.querySelector('#sales-get-quote-timeline option[selected]')!.getAttribute('value')).toBe('1month');
    expect(form.querySelector('#sales-get-quote-message')!.text).toBe('Gate <b>too</b> & more');
    expect(form.querySelector('#sales-get-quote-message')!.innerHTML).toBe('Gate &lt;b&gt;too&lt;/b&gt; &amp; more');
    expect(form.querySelector('#sales-get-quote-privacyConsent')!.getAttribute('checked')).toBeUndefined();

    // Same key (a resubmission is still the same lead), fresh token; the other forms are filled too.
    expect(form.querySelector('input[name="idempotencyKey"]')!.getAttribute('value')).toBe(body.idempotencyKey);
    expect(form.querySelector('input[name="formToken"]')!.getAttribute('value')).toMatch(/^\d{13}\./);
    const heroKey = root
      .querySelector('input[name="formId"][value="sales-hero"]')!
      .closest('form')!
      .querySelector('input[name="idempotencyKey"]')!;
    expect(heroKey.getAttribute('value')).toMatch(/^[0-9a-f-]{36}$/);
    // The other form on the page is not marked.
    expect(root.querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);
  });

  it('falls back to the contact page for a contact form posted from elsewhere, and keeps the values', async () => {
    const body = asForm(contact({ email: '', phone: '', message: 'Call me' }));
    const response = await postForm(t.app, body, { referer: 'http://localhost/not-a-route' });
    expect(response.statusCode).toBe(422);
    const root = parse(response.body);
    expect(root.querySelector('#contact-errors li a')!.getAttribute('href')).toBe('#contact-email');
    expect(root.querySelector('#contact-email')!.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#contact-name')!.getAttribute('value')).toBe('Bo Diddley');
    expect(root.querySelector('#contact-message')!.text).toBe('Call me');
  });

  it('answers a refused no-JS post with a small HTML page, not JSON', async () => {
    const response = await postForm(t.app, asForm(contact()), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('our own website');
  });

  const links = (html: string) =>
    parse(html)
      .querySelectorAll('a')
      .map((a) => a.getAttribute('href') ?? '');

  it.each([
    ['a protocol-relative path in the Referer', 'https://evil.example//evil.example/page'],
    ['a backslash path', 'https://evil.example/\\evil.example/page'],
    ['an unknown path on the site', 'http://localhost/not-a-route'],
    ['a javascript: Referer', 'javascript:alert(1)//'],
  ])('links a refusal page only to the site, whatever the Referer: %s', async (_name, referer) => {
    const response = await postForm(t.app, asForm(contact()), { origin: 'https://evil.example', referer });
    expect(response.statusCode).toBe(403);
    const hrefs = links(response.body);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(\/(?![/\\])|\/$|tel:|mailto:)/);
    expect(hrefs).toContain('/');
  });

  it('links a refusal page back to the route the form was on', async () => {
    const response = await postForm(t.app, asForm(contact()), {
      origin: 'https://evil.example',
      referer: 'https://www.example.test/contact',
    });
    expect(links(response.body)).toContain('/contact');
  });
});

describe('a post with more fields than any form sends', () => {
  const t = appForDescribe();
  const unknownFields = (count: number) => Array.from({ length: count }, (_, i) => `f${i}=x`).join('&');

  it('is refused (400) with a short answer before any field is checked, and stores nothing', async () => {
    const before = await t.reader.countLeads();
    const flood = `${new URLSearchParams(contact() as unknown as Record<string, string>).toString()}&${unknownFields(4_000)}`;
    expect(flood.length).toBeLessThan(32 * 1024);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        accept: 'text/html,*/*',
      },
      payload: flood,
    });
    expect(form.statusCode).toBe(400);
    // The size of any refusal page, not a form page listing 4,000 fields.
    expect(form.body.length).toBeLessThan(8_000);
    expect(form.body).not.toContain('f3999');

    const fields = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`f${i}`, 'x']));
    const json = await postJson(t.app, { ...contact(), ...fields });
    expect(json.statusCode).toBe(400);
    expect(json.body.length).toBeLessThan(500);
    expect(await t.reader.countLeads()).toBe(before);
  });

  it('is refused when one field is repeated thousands of times', async () => {
    const flood = `${new URLSearchParams(contact() as unknown as Record<string, string>).toString()}${'&message=x'.repeat(3_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: flood,
    });
    expect(response.statusCode).toBe(400);
  });

  it('still lists each unknown field of a post within the bound', async () => {
    const response = await postJson(t.app, quote({ isAdmin: true, role: 'owner' }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['isAdmin', 'role']));
  });
});

describe('where a lead came from (attribution)', () => {
  const t = appForDescribe();
  const attribution = {
    landingPage: 'https://www.example.test/services/foundation-repair?utm_source=google&gclid=abc123',
    referrer: 'https://www.google.com/',
    utmSource: '  google ',
    utmMedium: 'cpc',
    utmCampaign: 'slab-fall-2026',
    gclid: 'abc123',
  };

  it('is stored with the lead, trimmed, and shown in the CSV and the webhook payload', async () => {
    const response = await postJson(t.app, quote({ attribution }));
    expect(response.statusCode).toBe(201);
    const lead = (await t.reader.listLeads()).find((item) => item.id === response.json().id)!;
    expect(lead.attribution).toEqual({ ...attribution, utmSource: 'google' });
    expect(lead.data).not.toHaveProperty('attribution');
    const csv = toCsv([lead]);
    expect(csv.split('\r\n')[0]).toMatch(
      /,landingPage,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,gclid,gbraid,wbraid$/,
    );
    expect(csv.split('\r\n')[1]).toMatch(/,google,cpc,slab-fall-2026,,,abc123,,$/);
    expect(webhookPayload(lead).attribution).toMatchObject({ utmCampaign: 'slab-fall-2026' });
    expect(buildLeadEmail(lead).text).toContain('UTM campaign: slab-fall-2026');
  });

  it.each([
    ['an unknown key', { ...attribution, fbclid: 'x' }],
    ['a landing page that is not http(s)', { landingPage: 'javascript:alert(1)' }],
    ['a referrer that is no URL', { referrer: 'google' }],
    ['a value over 200 characters', { utmSource: 'x'.repeat(201) }],
    ['a line break', { utmTerm: 'a\nBcc: x@example.com' }],
    ['not an object', 'google'],
  ])('%s is refused (422), nothing stored', async (_name, bad) => {
    const before = await t.reader.countLeads();
    const response = await postJson(t.app, quote({ attribution: bad }));
    expect(response.statusCode).toBe(422);
    expect(await t.reader.countLeads()).toBe(before);
  });
});

/**
 * TRUST_PROXY against a client that rotates X-Forwarded-For to escape the lead rate limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './buildServer';
import { defaultLeadConfig } from './leads/config';
import { signFormToken } from './leads/tokens';
import { isPrivateAddress, parseTrustProxy, trustProxyWarning, type TrustProxySetting } from './trustProxy';

const SECRET = 'proxy-test-secret';
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'trust-proxy-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function serverWith(trustProxy: TrustProxySetting): Promise<FastifyInstance> {
  n += 1;
  const config = {
    ...defaultLeadConfig,
    sqlitePath: path.join(dir, `leads-${n}.db`),
    tokenSecret: SECRET,
    rateLimitPerMinute: 3,
    siteUrl: 'https://www.example.test',
  };
  const app = await buildServer({ distDir: path.join(dir, 'none'), trustProxy, leads: { config } });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      origin: 'https://www.example.test',
      'x-forwarded-for': forwardedFor,
    },
    payload: JSON.stringify({
      kind: 'contact',
      formId: 'contact',
      idempotencyKey: `proxy-key-${Date.now()}-${++n}`,
      formToken: signFormToken(SECRET, Date.now() - 5_000 - n),
      website: '',
      name: 'Bo',
      email: 'bo@example.com',
      message: 'Hi',
    }),
  });

describe('TRUST_PROXY', () => {
  it('parses off, true, a hop count and an address list', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(typeof parseTrustProxy('1')).toBe('function');
    expect(parseTrustProxy('10.0.0.2, loopback')).toBe('10.0.0.2, loopback');
  });

  it('warns at start-up about true only', () => {
    expect(trustProxyWarning('true')).toMatch(/X-Forwarded-For/);
    for (const value of [undefined, '', 'false', '1', '10.0.0.2']) expect(trustProxyWarning(value)).toBeNull();
  });

  it('knows private and loopback addresses, IPv4-mapped included', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '::ffff:10.0.0.2', 'fd00::1'])
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    for (const address of ['203.0.113.7', '8.8.8.8', '::ffff:8.8.8.8', '2001:db8::1', 'garbage'])
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  });

  it('with a hop count, rotating the client-written part of X-Forwarded-For does not escape the rate limit', async () => {
    const app = await serverWith(parseTrustProxy('1'));
    const statuses = [];
    // The proxy (10.0.0.2) appends the address it saw; everything before it is the client's invention.
    for (let i = 0; i < 5; i += 1)
      statuses.push((await post(app, '10.0.0.2', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another real client behind the same proxy has its own budget.
    expect((await post(app, '10.0.0.2', '203.0.113.8')).statusCode).toBe(201);
    await app.close();
  });

  it('with a hop count, a client reaching the server directly cannot pose as the proxy', async () => {
    const app = await serverWith(parseTrustProxy('1'));
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(app, '198.51.100.77', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    await app.close();
  });

  it('with the proxy addresses, only they are believed', async () => {
    const app = await serverWith(parseTrustProxy('10.0.0.2'));
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await post(app, '10.0.0.2', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    await app.close();
  });
});

/**
 * The site server against hostile URLs and slow clients: a tiny dist/ (fixture pages, a 404 page,
 * _headers, an asset), through inject and, where the HTTP framing itself is the attack, a raw socket.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from './buildServer';
import { cspHeaderValue, staticSecurityHeaders } from './security';
import { defaultLeadConfig } from './leads/config';
import { fixtureHtmlFiles } from './leads/test/fixtures';

const NOT_FOUND_MARK = 'The page you asked for is not here';
let dir: string;
let distDir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  distDir = path.join(dir, 'dist');
  const files: Record<string, string> = {
    ...fixtureHtmlFiles(),
    '404.html': `<!DOCTYPE html><html><head><title>Not found</title></head><body><h1>${NOT_FOUND_MARK}</h1></body></html>`,
    _headers: '/*\n  X-Frame-Options: SAMEORIGIN\n',
    'assets/main.js': 'console.log("app");',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\n',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), content);
  }
  // The .br and .gz the build writes next to every text file.
  for (const file of [
    'index.html',
    'about/index.html',
    'contact/index.html',
    '404.html',
    'assets/main.js',
    'robots.txt',
  ]) {
    const content = readFileSync(path.join(distDir, file));
    writeFileSync(path.join(distDir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(distDir, `${file}.gz`), gzipSync(content));
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function listening(options: ServerOptions = {}): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildServer({ distDir, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** Sends raw bytes and resolves with everything the server answered, once it closes the socket. */
function raw(
  port: number,
  request: string,
  options: { timeoutMs?: number; untilClosed?: boolean } = {},
): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, options.timeoutMs ?? 5_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      // Unless asked to wait for the server to close, stop once a whole answer is in (keep-alive leaves the socket open).
      if (!options.untilClosed && /\r\n\r\n/.test(answer) && !/^HTTP\/1\.1 100/.test(answer)) {
        const length = /content-length: (\d+)/i.exec(answer);
        const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
        if (length && Buffer.byteLength(body, 'latin1') >= Number(length[1])) {
          clearTimeout(timer);
          socket.destroy();
          resolve({ answer, closedAfterMs: Date.now() - started });
        }
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(request);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

describe('one URL per page, internal files hidden', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ distDir });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['/index.html', '/'],
    ['/about/index.html', '/about'],
    ['/contact/index.html', '/contact'],
    ['/contact/index.html?ref=ad', '/contact?ref=ad'],
    ['/services/fences/sales/index.html', '/services/fences/sales'],
  ])('redirects %s to %s (301)', async (url, location) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url });
      expect([method, response.statusCode, response.headers.location]).toEqual([method, 301, location]);
    }
  });

  it.each([
    '/_headers',
    '/404.html',
    '/shell.html',
    '/nowhere/index.html',
    '/contact/index.htm',
    '/about/INDEX.HTML',
    '/_redirects',
  ])('answers %s with the 404 page', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(NOT_FOUND_MARK);
  });

  it.each([
    '/index.html.br',
    '/404.html.br',
    '/contact/index.html.gz',
    '/about/index.html.br',
    '/robots.txt.gz',
    '/assets/main.js.br',
  ])('answers %s, a compressed copy the build wrote, with the 404 page', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(NOT_FOUND_MARK);
  });

  it.each([
    ['/%63ontact', '/contact'],
    ['/%63ontact?ref=ad', '/contact?ref=ad'],
    ['/ab%6Fut', '/about'],
    ['/assets/m%61in.js', '/assets/main.js'],
  ])('sends %s, an odd spelling of a page or file, to its one address %s (301)', async (url, location) => {
    const response = await app.inject({ url });
    expect([response.statusCode, response.headers.location]).toEqual([301, location]);
  });

  it('still serves pages, assets and robots.txt', async () => {
    expect((await app.inject('/about')).statusCode).toBe(200);
    expect((await app.inject('/assets/main.js')).statusCode).toBe(200);
    expect((await app.inject('/robots.txt')).statusCode).toBe(200);
    expect((await app.inject('/about/')).headers.location).toBe('/about');
  });
});

describe('odd request targets get the 404 page, never a JSON 403 or the home page', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening());
  });
  afterAll(() => app.close());

  it.each([
    ['a protocol-relative path', '//evil.example/'],
    ['a double slash inside', '/about//x'],
    ['a dot segment', '/.'],
    ['a dot-dot segment', '/..'],
    ['an encoded dot-dot', '/assets/%2e%2e/%2e%2e/etc/passwd'],
    ['a dotfile', '/.env'],
    ['an over-long path', `/${'a'.repeat(3000)}`],
    ['an over-long segment below assets', `/assets/${'b'.repeat(300)}.js`],
  ])('%s', async (_name, target) => {
    const { answer } = await raw(
      port,
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(404);
    expect(answer).toContain(NOT_FOUND_MARK);
    expect(answer).not.toContain('FST_');
    expect(answer.toLowerCase()).not.toContain('location:');
  });

  it('GET * (the asterisk form) is not the home page', async () => {
    const { answer } = await raw(
      port,
      'GET * HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(answer)).toBeGreaterThanOrEqual(400);
    expect(answer).not.toContain('<title>Home</title>');
  });

  it('an absolute-form target is not the home page either', async () => {
    const { answer } = await raw(
      port,
      'GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(answer)).toBeGreaterThanOrEqual(400);
    expect(answer).not.toContain('<title>Home</title>');
  });
});

describe('slow and greedy clients', () => {
  const leadConfig = () => ({
    ...defaultLeadConfig,
    sqlitePath: path.join(dir, `slow-${Date.now()}-${Math.random()}.db`),
    tokenSecret: 'slow-secret',
  });
  const fast = {
    requestTimeoutMs: 1_000,
    headersTimeoutMs: 800,
    idleTimeoutMs: 60_000,
    keepAliveTimeoutMs: 500,
    checkIntervalMs: 100,
  };

  it('has real defaults: request, header, idle and keep-alive timeouts, socket caps', async () => {
    const app = await buildServer({ distDir });
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.timeout).toBe(30_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
    expect(app.server.maxRequestsPerSocket).toBe(1_000);
    expect(app.server.maxConnections).toBe(4_096);
    await app.close();
  });

  it('closes a lead post whose body stops arriving (Content-Length 500, 9 bytes sent)', async () => {
    const { app, port } = await listening({ connectionLimits: fast, leads: { config: leadConfig() } });
    const { answer, closedAfterMs } = await raw(
      port,
      'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"kind":"',
      { timeoutMs: 5_000, untilClosed: true },
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(3_000);
    expect(answer === '' || statusOf(answer) === 408).toBe(true);
    await app.close();
  });

  it('closes a connection that sends its headers a byte at a time (slowloris)', async () => {
    const { app, port } = await listening({ connectionLimits: fast });
    const started = Date.now();
    const closed = await new Promise<number | null>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      const drip = setInterval(() => socket.write('X'), 100);
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      const give = setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        resolve(null);
      }, 5_000);
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(give);
        resolve(Date.now() - started);
      });
    });
    expect(closed).not.toBeNull();
    expect(closed!).toBeLessThan(3_000);
    await app.close();
  });

  it('closes a connection that sends nothing at all', async () => {
    const { app, port } = await listening({ connectionLimits: { ...fast, idleTimeoutMs: 500 } });
    const { closedAfterMs } = await raw(port, '', { timeoutMs: 5_000, untilClosed: true });
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(3_000);
    await app.close();
  });

  it('keeps a keep-alive socket open between requests, for keepAliveTimeout only', async () => {
    const { app, port } = await listening({ connectionLimits: fast });
    const { answer, closedAfterMs } = await raw(port, 'GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n', {
      timeoutMs: 5_000,
      untilClosed: true,
    });
    expect(statusOf(answer)).toBe(200);
    expect(answer.toLowerCase()).toContain('keep-alive');
    expect(closedAfterMs!).toBeGreaterThanOrEqual(400);
    expect(closedAfterMs!).toBeLessThan(3_000);
    await app.close();
  });

  it('one client cannot hold more than maxConnectionsPerClient sockets; the others still get served', async () => {
    const { app, port } = await listening({ connectionLimits: { ...fast, maxConnectionsPerClient: 3 } });
    const sockets = Array.from({ length: 3 }, () => connect(port, '127.0.0.1').on('error', () => {}));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { answer, closedAfterMs } = await raw(
      port,
      'GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      { timeoutMs: 2_000 },
    );
    expect(answer).toBe('');
    expect(closedAfterMs).not.toBeNull();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await raw(port, 'GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', {
      timeoutMs: 2_000,
    });
    expect(statusOf(again.answer)).toBe(200);
    await app.close();
  });
});

describe("every answer is the site's own, with the security headers of every page", () => {
  let app: FastifyInstance;
  let port: number;
  let reference: Record<string, string>;
  beforeAll(async () => {
    ({ app, port } = await listening({
      leads: { config: { ...defaultLeadConfig, sqlitePath: path.join(dir, 'odd.db'), tokenSecret: 'odd' } },
    }));
    reference = headersOf(
      (await raw(port, 'GET /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).answer,
    );
  });
  afterAll(() => app.close());

  /** Every security header a page carries (helmet's, and those written into dist/_headers). */
  const securityHeaderNames = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  function headersOf(answer: string): Record<string, string> {
    const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
    const headers: Record<string, string> = {};
    for (const line of head.split('\r\n').slice(1)) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    return headers;
  }

  it('a page carries them all, with the values of dist/_headers', () => {
    for (const name of securityHeaderNames) expect([name, reference[name]]).toEqual([name, expect.any(String)]);
    // Helmet joins the directives with ";", dist/_headers with "; ": the same policy.
    const directives = (csp: string) => csp.split(';').map((d) => d.trim());
    expect(directives(reference['content-security-policy']!)).toEqual(directives(cspHeaderValue()));
    for (const [name, value] of Object.entries(staticSecurityHeaders))
      expect(reference[name.toLowerCase()]).toBe(value);
  });

  const get = (target: string) =>
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\nConnection: close\r\n\r\n`;
  const cases: [string, string, number, 'page' | 'text' | 'json'][] = [
    ['a folder of assets', get('/assets/'), 404, 'page'],
    ['a folder of images', get('/images/'), 404, 'page'],
    ['the assets folder without slash', get('/assets'), 404, 'page'],
    ['the images folder without slash', get('/images'), 404, 'page'],
    ['a folder below assets', get('/assets/x/'), 404, 'page'],
    ['an escape that is not UTF-8', get('/%ff'), 400, 'text'],
    ['a broken escape', get('/%'), 400, 'text'],
    ['a bad escape in a page path', get('/about%ff'), 400, 'text'],
    ['a bad escape below assets', get('/assets/%ff.js'), 400, 'text'],
    ['a bad escape below the API', get('/api/leads%ff'), 400, 'text'],
    ['GET on the lead API', get('/api/leads'), 404, 'page'],
    ['the API folder', get('/api/'), 404, 'page'],
    ['an unknown method', 'PROPFIND / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 404, 'text'],
    ['DELETE on a page', 'DELETE /contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 404, 'text'],
    [
      'a post of XML to a page',
      'POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/xml\r\nContent-Length: 7\r\nConnection: close\r\n\r\n<lead/>',
      404,
      'text',
    ],
    [
      'a post of broken JSON to a page',
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 8\r\nConnection: close\r\n\r\n{"kind":',
      404,
      'text',
    ],
    ['a space inside the target', 'GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n', 400, 'text'],
    ['a control character in the target', 'GET /\u0001 HTTP/1.1\r\nHost: localhost\r\n\r\n', 400, 'text'],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nnonsense\r\n\r\n', 400, 'text'],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'text'],
    ['a request without Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'text'],
    [
      'two Host headers',
      'GET /about HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
      400,
      'text',
    ],
    [
      'an Expect the server does not know',
      'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: foo\r\nConnection: close\r\n\r\n',
      417,
      'text',
    ],
    [
      'CONNECT (this site is no proxy)',
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      405,
      'text',
    ],
    [
      'the lead API refusing a post from another site',
      `POST /api/leads HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      403,
      'json',
    ],
  ];

  it.each(cases)('%s', async (_name, request, status, kind) => {
    const { answer } = await raw(port, request, { untilClosed: true });
    const headers = headersOf(answer);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(statusOf(answer)).toBe(status);
    if (kind === 'page') {
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(body).toContain(NOT_FOUND_MARK);
    } else if (kind === 'text') {
      expect(headers['content-type']).toMatch(/^text\/plain/);
      expect(body.length).toBeLessThan(100);
    } else {
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(body)).toEqual({ ok: false, message: expect.any(String) });
    }
    // Nothing of the framework shows through: no error codes, no echo of the request.
    expect(body).not.toMatch(/FST_|statusCode|"error"/);
    expect(body).not.toContain('%ff');
    for (const name of securityHeaderNames) expect([name, headers[name]]).toEqual([name, reference[name]]);
  });
});

describe('Accept-Encoding: only an encoding the client accepts (RFC 9110 §12.5.3)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ distDir });
    await app.ready();
  });
  afterAll(() => app.close());

  const targets: [string, Record<string, string>][] = [
    ['a page', {}],
    ['the home page', {}],
    ['an asset', {}],
    ['robots.txt', {}],
    ['the 404 page', { accept: 'text/html' }],
  ];
  const urlOf: Record<string, string> = {
    'a page': '/about',
    'the home page': '/',
    'an asset': '/assets/main.js',
    'robots.txt': '/robots.txt',
    'the 404 page': '/nowhere',
  };
  const cases: [string, string | undefined][] = [
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, gzip;q=0, *', undefined],
    ['*;q=0', undefined],
    ['br;q=0', undefined],
    ['identity', undefined],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=2, gzip', 'gzip'],
  ];

  for (const [target, headers] of targets)
    it.each(cases)(`${target}: Accept-Encoding %j gets %s`, async (acceptEncoding, encoding) => {
      const response = await app.inject({
        url: urlOf[target]!,
        headers: { ...headers, 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(target === 'the 404 page' ? 404 : 200);
      expect(response.headers['content-encoding']).toBe(encoding);
    });
});

describe('sockets per client behind a proxy (TRUST_PROXY)', () => {
  const limits = { maxConnectionsPerClient: 3 };

  async function fourthSocketAnswered(trustProxy: string | boolean): Promise<boolean> {
    const { app, port } = await listening({ trustProxy, connectionLimits: limits });
    const sockets = Array.from({ length: 3 }, () => connect(port, '127.0.0.1').on('error', () => {}));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { answer } = await raw(port, 'GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', {
      timeoutMs: 2_000,
    });
    for (const socket of sockets) socket.destroy();
    await app.close();
    return statusOf(answer) === 200;
  }

  it('a client that is not the trusted proxy keeps the per-address cap', async () => {
    expect(await fourthSocketAnswered('10.0.0.2')).toBe(false);
    expect(await fourthSocketAnswered('10.0.0.0/8, fd00::/8')).toBe(false);
  });

  it("the trusted proxy's own address is not capped (it carries every visitor)", async () => {
    expect(await fourthSocketAnswered('127.0.0.1')).toBe(true);
    expect(await fourthSocketAnswered('loopback')).toBe(true);
  });
});

/**
 * The three hosts send one policy: deploy/nginx.conf, dist/_headers (staticHostHeadersFile) and the
 * Node server (server/security.ts, cachePolicy.ts) carry the same security headers and cache lifetimes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteConfFor, shippedNginxConf, startNginx, type RunningNginx } from './startNginx';
import { registry } from '../src/content/registry';
import { adminSecurityHeaders, cspHeaderValue, staticSecurityHeaders } from '../server/security';
import { nginxHeaderMaps, nginxMapLine } from './nginxHeaderMaps';
import { staticHostHeadersFile, staticHostRedirectsFile } from '../server/site/staticHostFiles';
import { cacheControl, cacheControlFor } from '../server/site/cachePolicy';

const nginx = readFileSync(shippedNginxConf, 'utf8');
const securityHeaders = { 'Content-Security-Policy': cspHeaderValue(), ...staticSecurityHeaders };

describe('deploy/nginx.conf', () => {
  it.each(Object.entries(securityHeaders))(
    'sends %s as the Node server does (npm run nginx:conf updates it)',
    (name, value) => {
      const map = nginxHeaderMaps[name];
      if (!map) return expect(nginx).toContain(`add_header ${name} "${value}" always;`);
      // A header that differs by address: the pages' value is its map's default, the editor's on /admin.
      expect(nginx).toContain(`add_header ${name} $${map} always;`);
      expect(nginxMapLine(map, 'default').exec(nginx)?.[0]).toMatch(`"${value}";`);
      const admin = adminSecurityHeaders[name]!;
      if (admin !== value) expect(nginxMapLine(map, '~^/admin(/|$)').exec(nginx)?.[0]).toMatch(`"${admin}";`);
      else expect(nginxMapLine(map, '~^/admin(/|$)').test(nginx)).toBe(false);
    },
  );

  it("sends the editor's own headers on /admin, and none of the pages' over the sign-in relay's", () => {
    expect(nginxMapLine('blackland_robots', '~^/admin(/|$)').exec(nginx)?.[0]).toMatch(
      `"${adminSecurityHeaders['X-Robots-Tag']}";`,
    );
    expect(nginx).toContain('add_header X-Robots-Tag $blackland_robots always;');
    for (const map of Object.values(nginxHeaderMaps))
      expect(nginxMapLine(map, '~^/api/cms/').exec(nginx)?.[0]).toMatch('"";');
  });

  it('sends the cache lifetimes of cachePolicy.ts: assets immutable, pages revalidated, the rest an hour', () => {
    const map = nginx.slice(nginx.indexOf('map "$uri|$sent_http_content_type"'), nginx.indexOf('server {'));
    expect(map).toMatch(new RegExp(`~\\^/assets/\\s+"${escapeRegExp(cacheControl.immutable)}";`));
    expect(map).toMatch(new RegExp(`"~\\\\\\|text/html"\\s+"${escapeRegExp(cacheControl.html)}";`));
    expect(map).toMatch(new RegExp(`default\\s+"${escapeRegExp(cacheControl.other)}";`));
    expect(nginx).toContain('add_header Cache-Control $blackland_cache_control always;');
  });

  it('has the lines an operator changes, which the tests replace', () => {
    const conf = siteConfFor(nginx, { listen: '127.0.0.1:1', root: '/tmp/dist', api: '127.0.0.1:2' });
    expect(conf).toContain('listen 127.0.0.1:1;');
    expect(conf).toContain('root /tmp/dist;');
    expect(conf).toContain('server 127.0.0.1:2;');
  });
});

describe('dist/_headers', () => {
  const file = staticHostHeadersFile(registry.map((entry) => entry.path));
  const matches = (pattern: string, path: string) =>
    pattern === path || (pattern.endsWith('*') && path.startsWith(pattern.slice(0, -1)));
  /**
   * Every header line of every rule matching `path`, as Cloudflare Pages sends them (it joins the rules
   * that match; a header twice would be two values joined, so each must come once).
   */
  const headerLines = (path: string) =>
    file
      .split('\n\n')
      .map((block) => block.split('\n').filter(Boolean))
      .filter(([pattern]) => matches(pattern!, path))
      .flatMap(([, ...lines]) => lines.map((line) => line.trim()));
  const valuesOf = (path: string, name: string) =>
    headerLines(path)
      .filter((line) => line.startsWith(`${name}: `))
      .map((line) => line.slice(name.length + 2));

  it.each(['/', '/services/fences/sales', '/404.html', '/assets/vendor.0123abcd.js', '/images/favicon.svg'])(
    "gives %s each of the pages' security headers once, with the Node server's values",
    (path) => {
      for (const [name, value] of Object.entries(securityHeaders)) expect(valuesOf(path, name)).toEqual([value]);
    },
  );

  it.each(['/admin', '/admin/index.html'])(
    "gives the editor (%s) each of its own headers once, and none of the pages' policies",
    (path) => {
      for (const [name, value] of Object.entries(adminSecurityHeaders))
        if (name in securityHeaders || name === 'X-Robots-Tag') expect(valuesOf(path, name)).toEqual([value]);
    },
  );

  it.each([
    ['/', 'index.html'],
    ['/services/fences/sales', 'services/fences/sales/index.html'],
    ['/404.html', '404.html'],
    ['/assets/vendor.0123abcd.js', 'assets/vendor.0123abcd.js'],
    ['/images/favicon.svg', 'images/favicon.svg'],
    ['/sitemap.xml', 'sitemap.xml'],
  ])("gives %s exactly the Node server's Cache-Control", (urlPath, file) => {
    expect(valuesOf(urlPath, 'Cache-Control')).toEqual([cacheControlFor(file)]);
  });

  it('names every page of the registry', () => {
    for (const route of registry) expect(valuesOf(route.path, 'Cache-Control')).toEqual([cacheControl.html]);
  });
});

describe('dist/_redirects', () => {
  it('proxies /api/ to the API origin (status 200: the browser never leaves the site)', () => {
    expect(staticHostRedirectsFile('https://api.example.com/ignored')).toBe(
      '/api/*  https://api.example.com/api/:splat  200!\n',
    );
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * deploy/nginx.conf's per-client bounds, on a real nginx running the shipped file (startNginx): the
 * API behind it sees one address (nginx), so nginx must bound each visitor itself.
 */
describe('deploy/nginx.conf bounds each client', () => {
  const conf = readFileSync(shippedNginxConf, 'utf8');
  const connLimit = Number(/limit_conn blackland_conn (\d+);/.exec(conf)?.[1] ?? 32);
  const burst = Number(/limit_req zone=blackland_api burst=(\d+) nodelay;/.exec(conf)?.[1] ?? 20);
  let root: string;
  let api: Server;
  let nginx: RunningNginx;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'nginx-limits-'));
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
    // Large enough that a client that does not read keeps its download in progress.
    writeFileSync(path.join(root, 'big.bin'), Buffer.alloc(32 * 1024 * 1024, 1));
    api = createServer((_request, response) => response.end('{"token":"t"}'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    nginx = await startNginx({ root, api: `127.0.0.1:${(api.address() as AddressInfo).port}` });
  }, 30_000);
  afterAll(async () => {
    await nginx?.stop();
    api?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('ships both bounds', () => {
    expect(conf).toMatch(/^limit_conn_zone \$binary_remote_addr zone=blackland_conn:\S+;$/m);
    expect(conf).toMatch(/^limit_req_zone \$binary_remote_addr zone=blackland_api:\S+ rate=\d+r\/s;$/m);
    expect(conf).toMatch(/^\s+limit_conn blackland_conn \d+;$/m);
    expect(conf).toMatch(/^\s+limit_req zone=blackland_api burst=\d+ nodelay;$/m);
  });

  it("refuses a client's request beyond limit_conn downloads in progress (429), then serves it again", async () => {
    const port = Number(new URL(nginx.baseUrl).port);
    // Each socket asks for the big file and reads none of it: its request stays in progress.
    const hoarders = Array.from({ length: connLimit }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write('GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
      socket.once('data', () => socket.pause());
      return socket;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const refused = await fetch(`${nginx.baseUrl}/robots.txt`);
    expect(refused.status).toBe(429);
    for (const socket of hoarders) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${nginx.baseUrl}/robots.txt`)).status).toBe(200);
  }, 20_000);

  it('refuses lead API requests beyond the burst (429) before they reach the API', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < burst + 10; i++) statuses.push((await fetch(`${nginx.baseUrl}/api/leads/token`)).status);
    expect(statuses.slice(0, burst)).toEqual(Array(burst).fill(200));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  }, 20_000);
});

/**
 * The three hosts send one policy: deploy/nginx.conf, dist/_headers (staticHostHeadersFile) and the
 * Node server (server/security.ts, cachePolicy.ts) carry the same security headers and cache lifetimes.
 */
import { readFileSync } from 'node:fs';
import { siteConfFor, shippedNginxConf } from './startNginx';
import { registry } from '../src/content/registry';
import { cspHeaderValue, staticSecurityHeaders } from '../server/security';
import { staticHostHeadersFile, staticHostRedirectsFile } from '../server/site/staticHostFiles';
import { cacheControl, cacheControlFor } from '../server/site/cachePolicy';

const nginx = readFileSync(shippedNginxConf, 'utf8');
const securityHeaders = { 'Content-Security-Policy': cspHeaderValue(), ...staticSecurityHeaders };

describe('deploy/nginx.conf', () => {
  it.each(Object.entries(securityHeaders))(
    'sends %s as the Node server does (npm run nginx:conf updates it)',
    (name, value) => {
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    },
  );

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
  const file = staticHostHeadersFile(registry.map((route) => route.path));
  /** The Cache-Control values of every rule matching `path` (hosts join them: there must be one). */
  const cacheRules = (path: string) =>
    file
      .split('\n\n')
      .map((block) => block.split('\n'))
      .filter(([pattern]) => pattern === path || (pattern!.endsWith('*') && path.startsWith(pattern!.slice(0, -1))))
      .flatMap((block) => block.filter((line) => line.startsWith('  Cache-Control:')));

  it.each(Object.entries(securityHeaders))('sends %s on every path', (name, value) => {
    expect(file.startsWith('/*\n')).toBe(true);
    expect(file.split('\n\n')[0]).toContain(`  ${name}: ${value}`);
  });

  it.each([
    ['/', 'index.html'],
    ['/services/fences/sales', 'services/fences/sales/index.html'],
    ['/404.html', '404.html'],
    ['/assets/vendor.0123abcd.js', 'assets/vendor.0123abcd.js'],
    ['/images/favicon.svg', 'images/favicon.svg'],
    ['/sitemap.xml', 'sitemap.xml'],
  ])("gives %s exactly the Node server's Cache-Control", (urlPath, file) => {
    expect(cacheRules(urlPath)).toEqual([`  Cache-Control: ${cacheControlFor(file)}`]);
  });

  it('names every page of the registry', () => {
    for (const route of registry) expect(cacheRules(route.path)).toEqual([`  Cache-Control: ${cacheControl.html}`]);
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

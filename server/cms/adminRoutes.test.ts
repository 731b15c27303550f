/**
 * The editor's page on the Node server: its own security headers (a policy that lets the editor run,
 * without eval or inline script), never indexed; the site's pages keep theirs; no editor in the build,
 * no page; and the sign-in relay answers in the API-only server too (where nginx sends /api/).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../buildServer';
import { adminCspHeaderValue, securityHeaders } from '../security';
import { fixtureHtmlFiles } from '../leads/test/fixtures';

let dir: string;
const withEditor = () => path.join(dir, 'with-editor');
const withoutEditor = () => path.join(dir, 'without-editor');

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'admin-routes-'));
  for (const [root, extra] of [
    [withEditor(), { 'admin/index.html': '<!doctype html><title>Site editor</title>' }],
    [withoutEditor(), {}],
  ] as const)
    for (const [file, content] of Object.entries({
      ...fixtureHtmlFiles(),
      '404.html': '<!doctype html><title>Not found</title><h1>Not here</h1>',
      ...extra,
    })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );

test('/admin is the editor, with its own policy: no eval, no inline script, no framing, never indexed', async () => {
  const app = await buildServer({ distDir: withEditor() });
  const response = await app.inject({ method: 'GET', url: '/admin' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<title>Site editor</title>');
  expect(response.headers['content-security-policy']).toBe(adminCspHeaderValue());
  const policy = directives(adminCspHeaderValue());
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(adminCspHeaderValue()).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['connect-src']).toContain('https://api.github.com');
  expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  // The sign-in window it opens must keep its link back to it.
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(response.headers['x-content-type-options']).toBe('nosniff');

  // The site's pages keep the site's policy.
  const page = await app.inject({ method: 'GET', url: '/about' });
  expect(page.headers['content-security-policy']).toBe(securityHeaders['Content-Security-Policy']);
  expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(page.headers['x-robots-tag']).toBeUndefined();

  // Its other addresses lead to it, as on nginx.
  for (const alias of ['/admin/?x=1', '/admin/index.html?x=1']) {
    const moved = await app.inject({ method: 'GET', url: alias });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/admin?x=1');
  }
  await app.close();
});

test('a build without the editor has no /admin: the 404 page, with the site headers', async () => {
  const app = await buildServer({ distDir: withoutEditor() });
  const response = await app.inject({ method: 'GET', url: '/admin', headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('Not here');
  expect(response.headers['content-security-policy']).toBe(securityHeaders['Content-Security-Policy']);
  expect(response.headers['x-robots-tag']).toBeUndefined();
  await app.close();
});

test('the API-only server answers the sign-in relay (where a static host or nginx sends /api/)', async () => {
  const app = await buildServer({
    distDir: withoutEditor(),
    site: false,
    cmsAuth: { clientId: 'Ov23liAbCdEfGhIjKlMn', clientSecret: 'f'.repeat(40), siteOrigin: 'https://www.example.com' },
  });
  const response = await app.inject({ method: 'GET', url: '/api/cms/auth?provider=github&scope=repo' });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toMatch(
    /^https:\/\/github\.com\/login\/oauth\/authorize\?client_id=Ov23liAbCdEfGhIjKlMn&/,
  );
  expect((await app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(404);
  await app.close();
});

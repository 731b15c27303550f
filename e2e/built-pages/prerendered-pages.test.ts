/**
 * Every registered page is served prerendered: fetched as a crawler would (no JavaScript), each
 * answers 200 with the build's file (Brotli, ETag revalidation), visible content and a complete head
 * (title, description, canonical, Open Graph, the business's JSON-LD). And how the server serves the
 * build: unknown paths answer 404 with the 404 page, trailing slashes redirect, cache and security
 * headers, sitemap.xml and robots.txt, the static hosts' _headers file.
 * Rules: the pages and their head values come from the registry, the business facts from
 * src/content/business.ts.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControl } from '../../server/site/cachePolicy';
import { htmlFileFor, siteDir } from '../../server/site/buildOutput';
import { SITE_URL, business, serviceAreas } from '../../src/content/business';
import { registry } from '../sitePages';
import { baseUrl } from '../baseUrl';
import { shellWords } from '../../src/content/shellWords';

const distDir = siteDir();
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe.each(registry.map((r) => [r.path, r] as const))('prerendered %s', (pagePath, entry) => {
  let html: string;
  let status: number;
  beforeAll(async () => {
    const response = await fetch(baseUrl() + pagePath, { redirect: 'manual' });
    status = response.status;
    html = await response.text();
  });

  test("answers 200 with the build's file, byte for byte, the same on every GET, revalidated with its ETag", async () => {
    expect(status).toBe(200);
    const file = await readFile(path.join(distDir, htmlFileFor(entry.path)), 'utf8');
    expect(html).toBe(file);
    const again = await fetch(baseUrl() + entry.path, { headers: { 'accept-encoding': 'br' } });
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toBe(file);
    expect(again.headers.get('cache-control')).toBe(cacheControl.html);
    const etag = again.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(again.headers.get('last-modified')).not.toBeNull();
    const conditional = await fetch(baseUrl() + entry.path, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe('');
  });

  // The one place that checks every page's h1 (the browser tests check that hydration keeps it).
  test('holds exactly one h1, with text, and its body text without JavaScript', () => {
    expect(count(html, /<h1[\s>]/)).toBe(1);
    const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
    expect(h1).not.toBeNull();
    expect(text(h1![1]!).trim().length).toBeGreaterThan(3);
    const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
    expect(text(main).length).toBeGreaterThan(120);
  });

  test('has exactly one title, description, canonical and its own values', () => {
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /<meta name="description"/)).toBe(1);
    expect(count(html, /<link rel="canonical"/)).toBe(1);
    const expectedCanonical = pagePath === '/' ? SITE_URL : SITE_URL + pagePath;
    expect(html).toContain(`<link rel="canonical" href="${expectedCanonical}">`);
    expect(html).toContain(`content="${entry.description.replace(/&/g, '&amp;')}"`);
    expect(html).toMatch(
      new RegExp(
        `<title>[^<]*${entry.title
          .slice(0, 12)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/&/g, '&amp;')}`,
      ),
    );
  });

  test('has Open Graph tags and one HomeAndConstructionBusiness JSON-LD', () => {
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name']) {
      expect(html).toContain(`property="${property}"`);
    }
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const businesses = blocks.filter((b) => b['@type'] === 'HomeAndConstructionBusiness');
    expect(businesses).toHaveLength(1);
    expect(businesses[0].telephone).toBe(business.phone.e164);
    expect(businesses[0].address.addressLocality).toBe(business.address.city);
    expect(businesses[0].openingHoursSpecification.length).toBeGreaterThan(0);
    expect(businesses[0].areaServed).toEqual(serviceAreas.map((name) => ({ '@type': 'City', name })));
  });

  test('never ships the lead provider embed script in the HTML', () => {
    expect(html).not.toContain('form_embed');
  });
});

describe('server', () => {
  test('a trailing slash redirects 301 to the canonical path', async () => {
    const response = await fetch(`${baseUrl()}/about/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about');
  });

  test('an unknown path answers 404 with the 404 page', async () => {
    const response = await fetch(`${baseUrl()}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain(shellWords.notFound.title);
    expect(html).toMatch(/<a[^>]+href="\/"/);
  });

  test('HTML is revalidated, never no-store (a page is a file, the same for every visitor); hashed assets are cached immutable', async () => {
    const page = await fetch(`${baseUrl()}/`);
    expect(page.headers.get('cache-control')).toBe(cacheControl.html);
    const html = await page.text();
    // A script the page's entry loader adds (the served HTML lists them instead of tagging them).
    const asset = html.match(/"(\/assets\/[^"]+\.js)"/)![1]!;
    const response = await fetch(baseUrl() + asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl.immutable);
  });

  test('sends the Brotli and gzip files the build wrote, as they are', async () => {
    // The largest script (React and React Router), which start-up fetches after the first view.
    const vendor = (await readdir(path.join(distDir, 'assets'))).find((file) => /^vendor\.[0-9a-f]+\.js$/.test(file))!;
    const asset = `/assets/${vendor}`;
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const response = await fetch(baseUrl() + asset, { headers: { 'accept-encoding': encoding! } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(Number(response.headers.get('content-length'))).toBe(
        (await readFile(path.join(distDir, 'assets', vendor + suffix!))).length,
      );
    }
  });

  test('sends the security headers: CSP without inline or eval scripts, nosniff, referrer policy, frame-ancestors', async () => {
    const response = await fetch(`${baseUrl()}/contact`);
    const csp = response.headers.get('content-security-policy')!;
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    // The page's one inline script (the entry loader) is allowed by the hash of exactly its text.
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.leadconnectorhq\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  test('sitemap.xml lists every indexable route with absolute URLs; robots.txt points at it', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const entry of registry.filter((r) => !r.noindex)) {
      expect(xml).toContain(`<loc>${entry.path === '/' ? SITE_URL : SITE_URL + entry.path}</loc>`);
    }
    expect(xml).not.toContain('/thank-you');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test('the /sitemap page shows the same XML text as /sitemap.xml', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const html = await (await fetch(`${baseUrl()}/sitemap`)).text();
    const shown = html
      .match(/<code>([\s\S]*?)<\/code>/)![1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(shown.trim()).toBe(xml.trim());
  });

  test('dist/_headers carries the same policy for static hosts (and the Node server does not serve it)', async () => {
    // Read from the build: it is for static hosts, and the Node server answers /_headers with 404.
    const headersFile = await readFile(path.join(distDir, '_headers'), 'utf8');
    expect((await fetch(`${baseUrl()}/_headers`)).status).toBe(404);
    const csp = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy')!;
    const directives = (value: string) =>
      value
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .sort();
    const fileCsp = headersFile.match(/Content-Security-Policy: (.*)/)![1]!;
    expect(directives(fileCsp)).toEqual(directives(csp));
    expect(headersFile).toContain('X-Content-Type-Options: nosniff');
    const assetsRule = headersFile.split('\n\n').find((rule) => rule.startsWith('/assets/*\n'));
    expect(assetsRule).toContain(`\n  Cache-Control: ${cacheControl.immutable}`);
  });
});

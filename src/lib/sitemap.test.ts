import { registry } from '../content/registry';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import { SITE_URL } from '../content/business';

describe('sitemap builder', () => {
  const entries = sitemapEntries(registry, (route) => (route.path === '/' ? '2026-01-02' : '2025-12-31'));

  test('one entry per indexable route, absolute URLs without trailing slash', () => {
    expect(entries.length).toBe(registry.filter((r) => !r.noindex).length);
    expect(entries[0]!.loc).toBe(SITE_URL);
    for (const entry of entries) {
      expect(entry.loc.startsWith('https://')).toBe(true);
      expect(entry.loc.endsWith('/')).toBe(false);
    }
    expect(entries.find((e) => e.loc.endsWith('/thank-you'))).toBeUndefined();
  });

  test('XML has url, loc, lastmod, changefreq and priority for each entry', () => {
    const xml = sitemapXml(entries);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)?.length).toBe(entries.length);
    expect(xml).toContain(
      `<loc>${SITE_URL}</loc>\n    <lastmod>2026-01-02</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>1.0</priority>`,
    );
    expect(xml).toContain(
      `<loc>${SITE_URL}/privacy</loc>\n    <lastmod>2025-12-31</lastmod>\n    <changefreq>yearly</changefreq>\n    <priority>0.3</priority>`,
    );
  });

  test('XML escapes special characters in URLs', () => {
    const xml = sitemapXml([
      { loc: 'https://x.test/a?b=1&c=<2>', lastmod: '2026-01-01', changefreq: 'monthly', priority: 0.5 },
    ]);
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc>');
  });

  test('robots.txt allows crawling and points at the sitemap', () => {
    const robots = robotsTxt('https://example.test');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Sitemap: https://example.test/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
  });
});

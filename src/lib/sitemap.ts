/**
 * sitemap.xml and robots.txt as pure functions of the page registry. scripts/rootFiles.ts writes
 * them into dist/ at build time; the /sitemap page shows the same XML text.
 */
import type { PageEntry } from '../content/registry';
import { escapeHtml } from './escapeHtml';
import { absoluteUrl } from './seo';

export interface SitemapEntry {
  loc: string;
  /** YYYY-MM-DD */
  lastmod: string;
  changefreq: PageEntry['changefreq'];
  priority: number;
}

/** One sitemap entry per indexable page; lastmodFor(entry) supplies the date (YYYY-MM-DD). */
export function sitemapEntries(entries: PageEntry[], lastmodFor: (entry: PageEntry) => string): SitemapEntry[] {
  return entries
    .filter((entry) => !entry.noindex)
    .map((entry) => ({
      loc: absoluteUrl(entry.path),
      lastmod: lastmodFor(entry),
      changefreq: entry.changefreq,
      priority: entry.priority,
    }));
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url>\n    <loc>${escapeHtml(e.loc)}</loc>\n    <lastmod>${e.lastmod}</lastmod>\n    <changefreq>${e.changefreq}</changefreq>\n    <priority>${e.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /thank-you\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

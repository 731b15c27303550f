/**
 * Build step (run by the prerender crawl): the files at the build's root beside the pages:
 * sitemap.xml and robots.txt for crawlers, _headers for static hosts, from the page registry, and
 * _redirects when LEAD_API_ORIGIN names the lead API a static host should proxy /api/ to (removed
 * when it is unset, so an old one never outlives the setting).
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '../src/content/business';
import { robotsTxt, sitemapEntries, sitemapXml } from '../src/lib/sitemap';
import { registry } from '../src/content/registry';
import { staticHostHeadersFile, staticHostRedirectsFile } from '../server/site/staticHostFiles';
import { lastmodByPath } from './lastmod';

export async function writeRootFiles(outDir: string): Promise<void> {
  const lastmod = lastmodByPath(registry);
  const xml = sitemapXml(sitemapEntries(registry, (entry) => lastmod[entry.path]!));
  await writeFile(path.join(outDir, 'sitemap.xml'), xml);
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(SITE_URL));
  await writeFile(path.join(outDir, '_headers'), staticHostHeadersFile(registry.map((entry) => entry.path)));
  const apiOrigin = process.env.LEAD_API_ORIGIN;
  if (apiOrigin) await writeFile(path.join(outDir, '_redirects'), staticHostRedirectsFile(apiOrigin));
  else await rm(path.join(outDir, '_redirects'), { force: true });
}

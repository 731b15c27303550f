/** The registry entry of Sitemap (/sitemap): listed in src/content/registry.ts. */
import { type PageEntry } from './pageEntry';

export const sitemapEntry: PageEntry = {
  path: '/sitemap',
  label: 'Sitemap',
  title: 'Sitemap',
  description:
    'Every page of the site with its priority and update frequency, as served to search engines in sitemap.xml.',
  priority: 0.3,
  changefreq: 'monthly',
  module: 'Sitemap',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? ['src/content/registry.ts'] : [],
};

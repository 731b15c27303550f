/** The registry entry of Sitemap (/sitemap): listed in src/routes.ts. */
import { lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const sitemapPage: PageEntry = {
  path: '/sitemap',
  label: 'Sitemap',
  title: 'Sitemap',
  description:
    'Every page of the site with its priority and update frequency, as served to search engines in sitemap.xml.',
  priority: 0.3,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-sitemap" */ '../pages/Sitemap')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('Sitemap'), 'src/routes.ts'] : [],
};

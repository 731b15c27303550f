/** The registry entry of Irrigation (/services/irrigation): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const irrigationPage: PageEntry = {
  path: '/services/irrigation',
  label: 'Irrigation',
  title: 'Irrigation & Sprinkler Systems in Dallas-Fort Worth',
  description:
    'Sprinkler installation, smart controllers and maintenance that meet DFW watering rules, with a 1-year warranty on installation work.',
  priority: 0.8,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-irrigation" */ '../pages/Irrigation')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('Irrigation'), contentSource('irrigation')] : [],
};

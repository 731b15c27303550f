/** The registry entry of Dallas Garden Design (/services/garden-design): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const gardenDesignPage: PageEntry = {
  path: '/services/garden-design',
  label: 'Dallas Garden Design',
  title: 'Dallas Garden Design: Native, Courtyard & Cottage Gardens',
  description:
    'Gardens designed for Dallas heat and clay: native and pollinator plantings, courtyards and cottage borders, from plan to planting by one local team.',
  priority: 0.8,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-garden-design" */ '../pages/GardenDesign')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('GardenDesign'), contentSource('gardenDesign')] : [],
  parent: '/services/design',
};

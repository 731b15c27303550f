/** The registry entry of Outdoor Kitchens (/custom-outdoor-kitchen-design-dallas): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const outdoorKitchenPage: PageEntry = {
  path: '/custom-outdoor-kitchen-design-dallas',
  label: 'Outdoor Kitchens',
  title: 'Custom Outdoor Kitchen Design & Build in Dallas',
  description:
    'Custom outdoor kitchens in Dallas: grills, stone islands, pavilions and lighting, designed and built by one local team. Request your free design quote.',
  priority: 0.7,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-outdoor-kitchen" */ '../pages/OutdoorKitchen')),
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('OutdoorKitchen'), contentSource('outdoorKitchen')] : [],
};

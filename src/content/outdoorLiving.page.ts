/** The registry entry of Outdoor Living (/services/outdoor-living): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const outdoorLivingPage: PageEntry = {
  path: '/services/outdoor-living',
  label: 'Outdoor Living',
  title: 'Outdoor Living Contractors: Patios, Pergolas & Fire Pits in DFW',
  description:
    'Patios, pergolas, fire pits and outdoor rooms designed and built in six clear steps by a Dallas-Fort Worth outdoor living contractor.',
  priority: 0.8,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-outdoor-living" */ '../pages/OutdoorLiving')),
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('OutdoorLiving'), contentSource('outdoorLiving')] : [],
};

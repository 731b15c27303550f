/** The registry entry of Professional Landscape Design (/services/landscape-design): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const landscapeDesignPage: PageEntry = {
  path: '/services/landscape-design',
  label: 'Professional Landscape Design',
  title: 'Professional Landscape Design in Dallas',
  description:
    'Professional landscape design for Dallas homes: portfolio, before-and-after transformations and design-build service across Dallas, Irving, Garland and more.',
  priority: 0.8,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-landscape-design" */ '../pages/LandscapeDesign')),
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('LandscapeDesign'), contentSource('landscapeDesign')] : [],
  parent: '/services/design',
};

/** The registry entry of About (/about): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const aboutPage: PageEntry = {
  path: '/about',
  label: 'About',
  title: 'About Us: DFW Fence & Landscape Contractor Since 2005',
  description:
    'Meet the Garland-based crew that has built fences, gardens and outdoor living spaces for North Texas homeowners, businesses and HOAs since 2005.',
  priority: 0.8,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-about" */ '../pages/About')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('About'), contentSource('about')] : [],
};

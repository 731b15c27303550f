/** The registry entry of Artificial Turf (/services/artificial-turf): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const artificialTurfPage: PageEntry = {
  path: '/services/artificial-turf',
  label: 'Artificial Turf',
  title: 'Artificial Turf Installation in Dallas-Fort Worth',
  description:
    'Residential, commercial and pet-friendly artificial turf installed on a properly built base, backed by a 15-year warranty.',
  priority: 0.8,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-artificial-turf" */ '../pages/ArtificialTurf')),
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('ArtificialTurf'), contentSource('artificialTurf')] : [],
};

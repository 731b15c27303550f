/** The registry entry of Gallery (/gallery): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const galleryPage: PageEntry = {
  path: '/gallery',
  label: 'Gallery',
  title: 'Project Gallery: Fences, Landscaping & Outdoor Living',
  description:
    'Browse recent fences, landscapes and outdoor living spaces we built across Dallas-Fort Worth, filtered by project type.',
  priority: 0.7,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-gallery" */ '../pages/Gallery')),
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [pageSource('Gallery'), contentSource('gallery'), contentSource('galleryItems')]
      : [],
};

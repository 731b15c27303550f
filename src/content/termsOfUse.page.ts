/** The registry entry of Terms of Use (/terms): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const termsOfUsePage: PageEntry = {
  path: '/terms',
  label: 'Terms of Use',
  title: 'Terms of Use',
  description:
    'The terms that apply when you use this website, request a quote or rely on the information published here.',
  priority: 0.3,
  changefreq: 'yearly',
  page: lazyPage(() => import(/* webpackChunkName: "page-terms" */ '../pages/Terms')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('Terms'), contentSource('legal')] : [],
};

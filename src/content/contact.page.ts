/** The registry entry of Contact (/contact): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const contactPage: PageEntry = {
  path: '/contact',
  label: 'Contact',
  title: 'Contact Us: Free Quote, Phone & Office in Garland, TX',
  description:
    'Call, text or send a message for a free quote. Office in Garland, TX, open Monday to Saturday, serving Dallas, Fort Worth, Plano, Frisco and beyond.',
  priority: 0.9,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../pages/Contact')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('Contact'), contentSource('business')] : [],
};

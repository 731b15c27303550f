/** The registry entry of Privacy Policy (/privacy): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const privacyPolicyPage: PageEntry = {
  path: '/privacy',
  label: 'Privacy Policy',
  title: 'Privacy Policy',
  description:
    'How we collect, use and protect the information you give us through our quote and contact forms, phone and text messages.',
  priority: 0.3,
  changefreq: 'yearly',
  page: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ '../pages/Privacy')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('Privacy'), contentSource('legal')] : [],
};

/** The registry entry of Thank You (/thank-you): listed in src/routes.ts. */
import { lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const thankYouPage: PageEntry = {
  path: '/thank-you',
  label: 'Thank You',
  title: 'Thank You: We Received Your Request',
  description: 'Your request reached us. We reply within 24 hours; call or text if it is urgent.',
  priority: 0,
  changefreq: 'yearly',
  page: lazyPage(() => import(/* webpackChunkName: "page-thank-you" */ '../pages/ThankYou')),
  sources: [pageSource('ThankYou')],
  noindex: true,
};

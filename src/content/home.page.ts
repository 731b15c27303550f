/** The registry entry of the home page (/): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';
import { business, responsePromise } from './business';

export const homePage: PageEntry = {
  path: '/',
  label: 'Home',
  title: 'Fence, Landscaping & Outdoor Living Contractor in Dallas-Fort Worth',
  description: `Cedar and iron fences, landscaping, irrigation, artificial turf and foundation repair across Dallas-Fort Worth since ${business.foundingYear}. Free quotes and a ${responsePromise.reply}.`,
  priority: 1,
  changefreq: 'weekly',
  page: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/Home')),
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [pageSource('Home'), contentSource('home')] : [],
};

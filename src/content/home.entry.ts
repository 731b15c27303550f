/** The registry entry of the home page (/): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, reviewsSource, type PageEntry } from './pageEntry';
import { business, responsePromise } from './business';

export const homeEntry: PageEntry = {
  path: '/',
  label: 'Home',
  title: 'Fence, Landscaping & Outdoor Living Contractor in Dallas-Fort Worth',
  description: `Cedar and iron fences, landscaping, irrigation, artificial turf and foundation repair across Dallas-Fort Worth since ${business.foundingYear}. Free quotes and a ${responsePromise.reply}.`,
  priority: 1,
  changefreq: 'weekly',
  module: 'Home',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('home'), pageFileSource('home'), reviewsSource] : [],
};

/** The registry entry of Professional Landscape Design (/services/landscape-design): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, reviewsSource, type PageEntry } from './pageEntry';

export const landscapeDesignEntry: PageEntry = {
  path: '/services/landscape-design',
  label: 'Professional Landscape Design',
  title: 'Professional Landscape Design in Dallas',
  description:
    'Professional landscape design for Dallas homes: portfolio, before-and-after transformations and design-build service across Dallas, Irving, Garland and more.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'LandscapeDesign',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('landscapeDesign'), pageFileSource('landscape-design'), reviewsSource] : [],
  parent: '/services/design',
};

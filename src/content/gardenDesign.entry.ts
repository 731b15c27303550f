/** The registry entry of Dallas Garden Design (/services/garden-design): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, reviewsSource, type PageEntry } from './pageEntry';

export const gardenDesignEntry: PageEntry = {
  path: '/services/garden-design',
  label: 'Dallas Garden Design',
  title: 'Dallas Garden Design: Native, Courtyard & Cottage Gardens',
  description:
    'Gardens designed for Dallas heat and clay: native and pollinator plantings, courtyards and cottage borders, from plan to planting by one local team.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'GardenDesign',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('gardenDesign'), pageFileSource('garden-design'), reviewsSource] : [],
  parent: '/services/design',
};

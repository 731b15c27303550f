/** The registry entry of Landscaping (/services/landscaping): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, reviewsSource, type PageEntry } from './pageEntry';

export const landscapingEntry: PageEntry = {
  path: '/services/landscaping',
  label: 'Landscaping',
  title: 'Landscaping Services: Installation, Renovation & Clean-Up in DFW',
  description:
    'Planting, sod, beds, stone work and seasonal clean-ups built for North Texas clay soil and summer heat, from a Garland crew serving all of DFW.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'Landscaping',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('landscaping'), pageFileSource('landscaping'), reviewsSource] : [],
};

/** The registry entry of Outdoor Kitchens (/custom-outdoor-kitchen-design-dallas): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const outdoorKitchenEntry: PageEntry = {
  path: '/custom-outdoor-kitchen-design-dallas',
  label: 'Outdoor Kitchens',
  title: 'Custom Outdoor Kitchen Design & Build in Dallas',
  description:
    'Custom outdoor kitchens in Dallas: grills, stone islands, pavilions and lighting, designed and built by one local team. Request your free design quote.',
  priority: 0.7,
  changefreq: 'monthly',
  module: 'OutdoorKitchen',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('outdoorKitchen'), pageFileSource('outdoor-kitchen')] : [],
};

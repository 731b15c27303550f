/** The registry entry of Outdoor Living (/services/outdoor-living): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const outdoorLivingEntry: PageEntry = {
  path: '/services/outdoor-living',
  label: 'Outdoor Living',
  title: 'Outdoor Living Contractors: Patios, Pergolas & Fire Pits in DFW',
  description:
    'Patios, pergolas, fire pits and outdoor rooms designed and built in six clear steps by a Dallas-Fort Worth outdoor living contractor.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'OutdoorLiving',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('outdoorLiving'), pageFileSource('outdoor-living')] : [],
};

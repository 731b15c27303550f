/** The registry entry of Foundation Repair (/services/foundation-repair): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const foundationRepairEntry: PageEntry = {
  path: '/services/foundation-repair',
  label: 'Foundation Repair',
  title: 'Foundation Repair in Dallas-Fort Worth: Free Inspection',
  description:
    'Slab stabilization, crack repair and drainage correction for North Texas clay soil. Free inspection, financing available, lifetime transferable warranty.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'FoundationRepair',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('foundationRepair'), pageFileSource('foundation-repair')] : [],
};

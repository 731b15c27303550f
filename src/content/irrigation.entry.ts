/** The registry entry of Irrigation (/services/irrigation): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const irrigationEntry: PageEntry = {
  path: '/services/irrigation',
  label: 'Irrigation',
  title: 'Irrigation & Sprinkler Systems in Dallas-Fort Worth',
  description:
    'Sprinkler installation, smart controllers and maintenance that meet DFW watering rules, with a 1-year warranty on installation work.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'Irrigation',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('irrigation'), pageFileSource('irrigation')] : [],
};

/** The registry entry of Irrigation (/services/irrigation): listed in src/content/registry.ts. */
import { terms } from './business';
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const irrigationEntry: PageEntry = {
  path: '/services/irrigation',
  label: 'Irrigation',
  title: 'Irrigation & Sprinkler Systems in Dallas-Fort Worth',
  // The warranty is the business's term, written once (business.ts), as the page's words name it.
  description: `Sprinkler installation, smart controllers and maintenance that meet DFW watering rules, with a ${terms.irrigationWarranty} warranty on installation work.`,
  priority: 0.8,
  changefreq: 'monthly',
  module: 'Irrigation',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('irrigation'), pageFileSource('irrigation')] : [],
};

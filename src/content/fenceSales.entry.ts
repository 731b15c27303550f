/** The registry entry of Fence Pricing & Free Quote (/services/fences/sales): listed in src/content/registry.ts. */
import { contentSource, type PageEntry } from './pageEntry';
import { responsePromise } from './business';

export const fenceSalesEntry: PageEntry = {
  path: '/services/fences/sales',
  label: 'Fence Pricing & Free Quote',
  title: 'New Fence Pricing From $25/ft: Free DFW Fence Quote',
  description: `Residential fences from $25 per linear foot, commercial from $30. Free quotes, a ${responsePromise.reply}, installed in 2-5 days, $100 for every day we run late.`,
  priority: 0.7,
  changefreq: 'monthly',
  module: 'FenceSales',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('fenceSales'), contentSource('pricing')] : [],
  parent: '/services/fences',
  minimalNav: true,
};

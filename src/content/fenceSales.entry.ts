/** The registry entry of Fence Pricing & Free Quote (/services/fences/sales): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, reviewsSource, type PageEntry } from './pageEntry';
import { responsePromise, terms } from './business';
import { startingPrices } from './startingPrices';

export const fenceSalesEntry: PageEntry = {
  path: '/services/fences/sales',
  label: 'Fence Pricing & Free Quote',
  title: `New Fence Pricing From $${startingPrices.residential}/ft: Free DFW Fence Quote`,
  description: `Residential fences from $${startingPrices.residential} per linear foot, commercial from $${startingPrices.commercial}. Free quotes, a ${responsePromise.reply}, installed in ${terms.installationDays} days, $${terms.lateInstallationPenaltyPerDay} for every day we run late.`,
  priority: 0.7,
  changefreq: 'monthly',
  module: 'FenceSales',
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [contentSource('fenceSales'), pageFileSource('fence-sales'), contentSource('pricing'), 'content/pricing.json', reviewsSource]
      : [],
  parent: '/services/fences',
  minimalNav: true,
};

/** The registry entry of the garden design process page (/garden-design-process): listed in src/content/registry.ts. */
import { terms } from './business';
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const gardenDesignProcessEntry: PageEntry = {
  path: '/garden-design-process',
  label: 'Garden Design Process',
  title: 'Our Garden Design Process: Six Steps to a Dallas Garden',
  description: `How we design a Dallas garden in six steps, from consultation and soil test to planting plan and installation, with ${terms.designFeeDiscountPercent}% off the design fee when we plant it.`,
  priority: 0.6,
  changefreq: 'monthly',
  module: 'GardenDesignProcess',
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [contentSource('gardenDesignProcess'), pageFileSource('garden-design-process'), contentSource('sectionHeadings')]
      : [],
  parent: '/services/garden-design',
};

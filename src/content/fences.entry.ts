/** The registry entry of Fences (/services/fences): listed in src/content/registry.ts. */
import { fenceWarranty, terms } from './business';
import { caseStudiesSource, contentSource, pageFileSource, reviewsSource, type PageEntry } from './pageEntry';

export const fencesEntry: PageEntry = {
  path: '/services/fences',
  label: 'Fences',
  title: 'Fence Installation, Repair, Gates & Staining in Dallas-Fort Worth',
  description: `Cedar privacy, ornamental iron, composite and ranch fences built in ${terms.installationDays} days, with ${terms.materialWarrantyYears} year material warranties and a ${fenceWarranty.lifetimeName}.`,
  priority: 0.8,
  changefreq: 'monthly',
  module: 'Fences',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('fences'), pageFileSource('fences'), reviewsSource, caseStudiesSource] : [],
};

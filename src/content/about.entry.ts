/** The registry entry of About (/about): listed in src/content/registry.ts. */
import { business } from './business';
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const aboutEntry: PageEntry = {
  path: '/about',
  label: 'About',
  title: `About Us: DFW Fence & Landscape Contractor Since ${business.foundingYear}`,
  description: `Meet the ${business.address.city}-based crew that has built fences, gardens and outdoor living spaces for North Texas homeowners, businesses and HOAs since ${business.foundingYear}.`,
  priority: 0.8,
  changefreq: 'monthly',
  module: 'About',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('about'), pageFileSource('about')] : [],
};

/** The registry entry of Landscape Design (/services/design): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const designEntry: PageEntry = {
  path: '/services/design',
  label: 'Landscape Design',
  title: 'Landscape Design Services: Custom Plans for DFW Homes',
  description:
    'Custom landscape plans, space planning and 3D visual presentations, with a step-by-step design process and 50% off the design fee when we build it.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'Design',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('design'), pageFileSource('design')] : [],
};

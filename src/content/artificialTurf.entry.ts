/** The registry entry of Artificial Turf (/services/artificial-turf): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const artificialTurfEntry: PageEntry = {
  path: '/services/artificial-turf',
  label: 'Artificial Turf',
  title: 'Artificial Turf Installation in Dallas-Fort Worth',
  description:
    'Residential, commercial and pet-friendly artificial turf installed on a properly built base, backed by a 15-year warranty.',
  priority: 0.8,
  changefreq: 'monthly',
  module: 'ArtificialTurf',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('artificialTurf'), pageFileSource('artificial-turf')] : [],
};

/** The registry entry of Gallery (/gallery): listed in src/content/registry.ts. */
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const galleryEntry: PageEntry = {
  path: '/gallery',
  label: 'Gallery',
  title: 'Project Gallery: Fences, Landscaping & Outdoor Living',
  description:
    'Browse recent fences, landscapes and outdoor living spaces we built across Dallas-Fort Worth, filtered by project type.',
  priority: 0.7,
  changefreq: 'monthly',
  module: 'Gallery',
  sources: typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('gallery'), pageFileSource('gallery'), contentSource('galleryItems')] : [],
};

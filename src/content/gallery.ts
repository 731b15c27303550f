/**
 * The project gallery: its projects (./galleryItems.ts) with the tabs that filter them, one per
 * service that has projects. The portfolio pages reuse these items (the residential one filters by `segment`).
 * The page's words are the owner's, in content/pages/gallery.json (./galleryWords.ts).
 */
import type { GalleryContent } from './schemas/gallery';
import type { GalleryCategory } from './schemas/shapes';

import { galleryCategoryLabels } from './galleryItems';
import { serviceOptions } from './quoteOptions';

export { galleryItems } from './galleryItems';

/**
 * The gallery's filter tabs, starting at "All Projects", then one per service (in the services'
 * order); the gallery shows only those holding projects.
 */
export const galleryFilters = [
  { id: 'all', label: 'All Projects' },
  ...serviceOptions.flatMap((option) =>
    option.value === 'other' ? [] : [{ id: option.value, label: galleryCategoryLabels[option.value] }],
  ),
] satisfies GalleryContent['galleryFilters'];

/** The category as shown on a card ("Outdoor Living"). */
export const categoryLabel = (category: GalleryCategory): string => galleryCategoryLabels[category];

export { heroEyebrow, hero, gallerySection, noProjects, moreWork, cta } from './galleryWords';

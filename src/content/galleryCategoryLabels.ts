/**
 * Each gallery category's name, one per service: the gallery's filter, a card's label and the
 * editor's choices for a project's category (src/content/schemas/galleryItems.ts) all read it here.
 * A module of its own, with no imports, so the editor's schema and the pages share it without zod
 * reaching the browser.
 */
export const galleryCategoryLabels = {
  fences: 'Fences',
  landscaping: 'Landscaping',
  'landscape-design': 'Landscape Design',
  irrigation: 'Irrigation',
  'artificial-turf': 'Artificial Turf',
  'foundation-repair': 'Foundation Repair',
  'outdoor-living': 'Outdoor Living',
} as const;

/**
 * The project gallery: its projects (./galleryItems.ts) with the tabs that filter them, one per
 * service that has projects. The portfolio pages reuse these items (the residential one filters by `segment`).
 */
import type { GalleryContent } from './schemas/gallery';
import { fenceWarranty, responsePromise } from './business';
import type { GalleryCategory } from './schemas/shapes';
import heroOutdoorLiving from './images/hero-outdoor-living';

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

export const heroEyebrow = 'Our work';

export const hero = {
  title: 'Project Gallery',
  highlightedText: 'From Across DFW',
  subtitle:
    'Fences, landscapes and outdoor living spaces we have built for homeowners, businesses and HOAs. Filter by project type and open any project for a closer look.',
  primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
  secondaryCTA: { text: 'Read Case Studies', link: '/case-studies' },
  backgroundImage: heroOutdoorLiving,
} satisfies GalleryContent['hero'];

export const gallerySection = {
  eyebrow: 'Recent projects',
  title: 'Browse Our Projects',
  intro: 'Choose a category, then select any project to see it in full screen.',
} satisfies GalleryContent['gallerySection'];

export const moreWork = {
  eyebrow: 'See more',
  title: 'Looking for Something Specific?',
  links: [
    {
      text: 'Full portfolio',
      link: '/portfolio',
      icon: 'layout',
      description: 'Every category, residential and commercial, in one place.',
    },
    {
      text: 'Residential projects',
      link: '/residential-portfolio',
      icon: 'home',
      description: 'Backyards, front yards and fences for homeowners.',
    },
    {
      text: 'Fence case studies',
      link: '/case-studies',
      icon: 'fence',
      description: 'Three fence projects, before and after, step by step.',
    },
  ],
} satisfies GalleryContent['moreWork'];

export const cta = {
  title: 'Like What You See?',
  description: `Tell us which project caught your eye. We will visit and talk through ideas for your property. ${responsePromise.sentence}`,
  action: { text: 'Start My Free Quote', quoteDialog: true },
  guaranteeText: `Free quotes, a ${responsePromise.reply} and a ${fenceWarranty.lifetimeName} on every fence we build.`,
  benefits: [
    'Fences, landscaping and outdoor living',
    'One crew from design to clean-up',
    'HOA and permit help',
    'Homes, businesses and HOAs',
  ],
  backgroundImage: heroOutdoorLiving,
} satisfies GalleryContent['cta'];

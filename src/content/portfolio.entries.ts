/** The registry entries of the two portfolio views (/portfolio, /residential-portfolio): listed in src/content/registry.ts. */
import { galleryItems } from './galleryItems';
import { contentSource, pageFileSource, type PageEntry } from './pageEntry';

export const portfolioEntry: PageEntry = {
  path: '/portfolio',
  label: 'Portfolio',
  title: 'Portfolio: Fence, Landscape & Outdoor Living Projects by Type',
  description:
    'Every project in our portfolio grouped by type, with where we built it and the service behind it: fences, landscapes and outdoor living across DFW.',
  priority: 0.6,
  changefreq: 'monthly',
  module: 'Portfolio',
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [contentSource('portfolio'), pageFileSource('portfolio'), contentSource('gallery'), contentSource('galleryItems')]
      : [],
  parent: '/gallery',
};

export const residentialPortfolioEntry: PageEntry = {
  path: '/residential-portfolio',
  label: 'Residential Portfolio',
  title: 'Residential Portfolio: Fences, Gardens & Patios for DFW Homes',
  description:
    'Fences, front yards, water-wise gardens and outdoor rooms we built for homeowners across Dallas-Fort Worth, and what homeowners can count on.',
  priority: 0.6,
  changefreq: 'monthly',
  module: 'ResidentialPortfolio',
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [contentSource('portfolio'), pageFileSource('portfolio'), contentSource('gallery'), contentSource('galleryItems')]
      : [],
  parent: '/portfolio',
};

/**
 * The two views, while the gallery holds a project: they are views of its projects, so with none
 * (the site ships none: the owner adds their own jobs) neither page, sitemap entry nor link exists,
 * as no /gallery/<name> does; the gallery itself points to the services instead.
 */
export const portfolioEntries: PageEntry[] = galleryItems.length > 0 ? [portfolioEntry, residentialPortfolioEntry] : [];

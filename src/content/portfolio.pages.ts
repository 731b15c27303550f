/** The registry entries of the two portfolio views (/portfolio, /residential-portfolio): listed in src/routes.ts. */
import { contentSource, lazyPage, pageSource, type PageEntry } from '../pageEntry';

export const portfolioPage: PageEntry = {
  path: '/portfolio',
  label: 'Portfolio',
  title: 'Portfolio: Fence, Landscape & Outdoor Living Projects by Type',
  description:
    'Every project in our portfolio grouped by type, with where we built it and the service behind it: fences, landscapes and outdoor living across DFW.',
  priority: 0.6,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-portfolio" */ '../pages/Portfolio')),
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [pageSource('Portfolio'), contentSource('portfolio'), contentSource('gallery'), contentSource('galleryItems')]
      : [],
  parent: '/gallery',
};

export const residentialPortfolioPage: PageEntry = {
  path: '/residential-portfolio',
  label: 'Residential Portfolio',
  title: 'Residential Portfolio: Fences, Gardens & Patios for DFW Homes',
  description:
    'Fences, front yards, water-wise gardens and outdoor rooms we built for homeowners across Dallas-Fort Worth, and what homeowners can count on.',
  priority: 0.6,
  changefreq: 'monthly',
  page: lazyPage(() => import(/* webpackChunkName: "page-residential-portfolio" */ '../pages/ResidentialPortfolio')),
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [
          pageSource('ResidentialPortfolio'),
          contentSource('portfolio'),
          contentSource('gallery'),
          contentSource('galleryItems'),
        ]
      : [],
  parent: '/portfolio',
};

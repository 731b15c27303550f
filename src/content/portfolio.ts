/**
 * Copy of the two portfolio pages. Both are views of the gallery's projects (gallery.ts), not
 * copies of /gallery: /portfolio groups every project by category, with counts, places and the
 * service behind each; /residential-portfolio shows only the homeowners' projects. The selections
 * and counts are computed from the gallery data, so a new gallery item shows up here by itself.
 */
import type { PortfolioContent } from './schemas/portfolio';
import { business, fenceWarrantyText, responsePromise, terms } from './business';
import { galleryItems } from './gallery';
import type { PortfolioGroup } from './schemas/portfolio';
import type { GalleryCategory, GalleryItem } from './schemas/shapes';
import heroHome from './images/hero-home';
import heroOutdoorLiving from './images/hero-outdoor-living';

/** Items of a category, in gallery order. */
export const itemsIn = (category: GalleryCategory, items: GalleryItem[] = galleryItems): GalleryItem[] =>
  items.filter((item) => item.category === category);

/** Distinct places of a set of items, in first-seen order. */
export const placesOf = (items: GalleryItem[]): string[] => [...new Set(items.map((item) => item.location))];

/**
 * Places as a readable list: "Plano, Garland and Irving", or with semicolons when a place has a
 * comma of its own: "Richardson; Lakewood, Dallas; and McKinney".
 */
export const placeList = (places: string[]): string => {
  if (places.length <= 1) return places[0] ?? '';
  const separator = places.some((place) => place.includes(',')) ? '; ' : ', ';
  const last = places[places.length - 1]!;
  return places.length === 2
    ? `${places[0]} and ${last}`
    : `${places.slice(0, -1).join(separator)}${separator === '; ' ? '; and' : ' and'} ${last}`;
};

/** "1 project" / "3 projects". */
export const projectCount = (count: number): string => `${count} ${count === 1 ? 'project' : 'projects'}`;

export const residentialItems: GalleryItem[] = galleryItems.filter((item) => item.segment === 'residential');

export const portfolio = {
  eyebrow: 'Portfolio',
  hero: {
    title: 'Our Portfolio,',
    highlightedText: 'Project by Project',
    subtitle:
      'Fences, landscapes and outdoor living spaces for homeowners and businesses across Dallas-Fort Worth, grouped by the kind of work, with where we built them and the service behind each.',
    primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
    secondaryCTA: { text: 'Residential Projects Only', link: '/residential-portfolio' },
    backgroundImage: heroHome,
  },
  overview: {
    eyebrow: 'At a glance',
    title: 'The Work in This Portfolio',
    intro: 'Select any project to see it in full screen. Every one started with a free visit and a written quote.',
  },
  groups: [
    {
      category: 'fences',
      eyebrow: 'Fences',
      title: 'Fences and Gates',
      intro:
        'Cedar privacy, ornamental iron and ranch rail, all on posts set in concrete to hold their line on North Texas clay.',
      services: [
        { text: 'Fence installation', link: '/services/fences/installation' },
        { text: 'Gates', link: '/services/fences/gates' },
        { text: 'Fence case studies', link: '/case-studies' },
      ],
    },
    {
      category: 'landscaping',
      eyebrow: 'Landscaping',
      title: 'Landscapes and Gardens',
      intro:
        'Xeriscapes, renovated front beds and garden paths planted in amended soil with natives and adapted plants that handle a Dallas summer.',
      services: [
        { text: 'Landscape installation', link: '/services/landscaping/installation' },
        { text: 'Landscape renovation', link: '/services/landscaping/renovation' },
        { text: 'Landscape design', link: '/services/design' },
      ],
    },
    {
      category: 'outdoor-living',
      eyebrow: 'Outdoor living',
      title: 'Outdoor Living Spaces',
      intro:
        'Pergolas, patios, outdoor kitchens and fire pits that make a backyard usable from spring evenings to cool November nights.',
      services: [
        { text: 'Outdoor living', link: '/services/outdoor-living' },
        { text: 'Outdoor kitchens', link: '/custom-outdoor-kitchen-design-dallas' },
        { text: 'Space planning', link: '/services/design/space-planning' },
      ],
    },
  ] satisfies PortfolioGroup[],
  cta: {
    title: 'Want Your Project in Our Portfolio?',
    description: `Tell us about your property. We will visit and talk through ideas. ${responsePromise.sentence}`,
    benefits: [
      'Fences, landscaping and outdoor living',
      'Homes, businesses and HOAs',
      'HOA and permit help',
      `Building across DFW since ${business.foundingYear}`,
    ],
  },
} satisfies PortfolioContent['portfolio'];

export const residentialPortfolio = {
  eyebrow: 'Residential portfolio',
  hero: {
    title: 'Residential Projects',
    highlightedText: 'for DFW Homeowners',
    subtitle:
      'Backyard privacy fences, front yards with curb appeal, water-wise gardens and outdoor rooms, built for families across Dallas-Fort Worth. Only homes here; our commercial work is in the full portfolio.',
    primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
    secondaryCTA: { text: 'See the Full Portfolio', link: '/portfolio' },
    backgroundImage: heroOutdoorLiving,
  },
  projects: {
    eyebrow: 'Homeowner projects',
    title: 'Homes We Have Worked On',
    intro: 'Select any project to see it in full screen.',
  },
  forHomeowners: {
    eyebrow: 'Working with homeowners',
    title: 'What Homeowners Can Count On',
    items: [
      {
        icon: 'clock',
        title: `A ${responsePromise.reply}`,
        description: 'A free visit and a written, itemized quote, with no pressure to sign on the spot.',
      },
      {
        icon: 'home',
        title: 'HOA and permit help',
        description:
          'Drawings, material details and plant lists for your HOA, and city permits filed where they are needed.',
      },
      {
        icon: 'shield',
        title: 'Warranties in writing',
        description: `On fences, ${terms.materialWarrantyYears} year material warranties, ${fenceWarrantyText.summary}.`,
      },
      {
        icon: 'calendar',
        title: `Fences built in ${terms.installationDays} days`,
        description: `And $${terms.lateInstallationPenaltyPerDay} back for every day we finish later than your contract says.`,
      },
      {
        icon: 'users',
        title: 'One crew, start to finish',
        description: 'The people who quote your project build it, and the site is cleaned up every day.',
      },
      {
        icon: 'dollar',
        title: 'A deposit, then the balance at the end',
        description: `Typically ${terms.depositPercent}% to order materials and book your dates, and the rest when the work is done.`,
      },
    ],
  },
  cta: {
    title: 'Let’s Plan Your Project',
    description: `Tell us what you have in mind for your home. We will visit and measure. ${responsePromise.sentence}`,
    benefits: [
      'Free visit and written quote',
      'HOA paperwork handled',
      'Clean site every day',
      `Serving DFW homeowners since ${business.foundingYear}`,
    ],
  },
} satisfies PortfolioContent['residentialPortfolio'];

/**
 * The project gallery (SPEC sections 2-4): nine hard-coded projects, three per category, with the
 * tabs that filter them. The portfolio pages reuse these items (the residential one filters by
 * `segment`).
 */
import { fenceWarranty, terms } from './business';
import type { LinkCard } from '../components/LinkCards';
import type { CtaBannerContent, GalleryCategory, GalleryItem, HeroContent } from './types';

export const galleryItems: GalleryItem[] = [
  {
    id: 'cedar-privacy-richardson',
    title: 'Board-on-Board Cedar Privacy Fence',
    description:
      'A tall board-on-board cedar fence on steel posts set in concrete, replacing a storm-damaged pine fence. Shrub beds and ornamental grasses soften the line.',
    image: {
      src: '/images/gallery-cedar-privacy.svg',
      alt: 'A tall board-on-board cedar privacy fence behind a bed of round shrubs and feathery ornamental grasses',
    },
    category: 'fences',
    segment: 'residential',
    location: 'Richardson',
  },
  {
    id: 'wrought-iron-lakewood',
    title: 'Ornamental Iron Front Fence',
    description:
      'A powder-coated ornamental iron fence with an arched entry gate that secures the front yard while keeping the house in full view from the street.',
    image: {
      src: '/images/gallery-wrought-iron.svg',
      alt: 'A black ornamental iron fence with an arched gate in front of a tan house with a front walk and flower beds',
    },
    category: 'fences',
    segment: 'residential',
    location: 'Lakewood, Dallas',
  },
  {
    id: 'ranch-rail-hoa-entrance',
    title: 'Three-Rail Ranch Fence at an HOA Entrance',
    description:
      'A long run of white three-rail fence framing the entrance and common green of a McKinney neighborhood, built to the HOA’s specification with posts set in concrete.',
    image: {
      src: '/images/gallery-ranch-rail.svg',
      alt: 'A white three-rail ranch fence curving across a green lawn with wildflowers, a small red building and a shade tree beyond',
    },
    category: 'fences',
    segment: 'commercial',
    location: 'McKinney',
  },
  {
    id: 'xeriscape-plano',
    title: 'Drought-Smart Xeriscape',
    description:
      'Thirsty lawn replaced with agave, yucca, native grasses and decomposed granite, watered by drip on the city’s allowed days and green through August.',
    image: {
      src: '/images/gallery-xeriscape.svg',
      alt: 'A xeriscaped yard with agave, yucca and native grasses in pale gravel, with a river-rock border and boulders before a cedar fence',
    },
    category: 'landscaping',
    segment: 'residential',
    location: 'Plano',
  },
  {
    id: 'front-beds-garland',
    title: 'Front Yard Bed Renovation',
    description:
      'Overgrown foundation shrubs replaced with layered beds of boxwood, seasonal color and a flowering crape myrtle, with fresh mulch and a clean steel edge.',
    image: {
      src: '/images/gallery-front-beds.svg',
      alt: 'A red brick house with new flower beds along the front, round shrubs, colorful flowers and a flowering tree by the walk',
    },
    category: 'landscaping',
    segment: 'residential',
    location: 'Garland',
  },
  {
    id: 'stone-path-office-park',
    title: 'Stone Path Garden at an Office Park',
    description:
      'A flagstone path through new planting beds and shade trees, giving tenants of an Irving office park a courtyard walk between buildings.',
    image: {
      src: '/images/gallery-stone-path.svg',
      alt: 'A flagstone stepping-stone path through a lawn between planted beds, leading to a cedar gate under a shade tree',
    },
    category: 'landscaping',
    segment: 'commercial',
    location: 'Irving',
  },
  {
    id: 'pergola-patio-frisco',
    title: 'Cedar Pergola Over a Paver Patio',
    description:
      'A cedar pergola with string lights over a new paver patio, with room for a dining table and framed by potted shrubs.',
    image: {
      src: '/images/gallery-pergola-patio.svg',
      alt: 'A cedar pergola with string lights over a light paver patio with an outdoor dining table, chairs, a rug and potted shrubs',
    },
    category: 'outdoor-living',
    segment: 'residential',
    location: 'Frisco',
  },
  {
    id: 'outdoor-kitchen-southlake',
    title: 'Stone Outdoor Kitchen',
    description:
      'A stone-clad outdoor kitchen with a built-in grill, sink, bar seating and a wood-fired pizza oven, plumbed and wired for year-round use.',
    image: {
      src: '/images/gallery-outdoor-kitchen.svg',
      alt: 'A stone outdoor kitchen island with a built-in grill, a sink, bar stools and a domed pizza oven on a paver patio',
    },
    category: 'outdoor-living',
    segment: 'residential',
    location: 'Southlake',
  },
  {
    id: 'fire-pit-allen',
    title: 'Fire Pit Circle',
    description:
      'A round stone fire pit inside a paver circle with built-in seating and café lights overhead, made for cool North Texas evenings.',
    image: {
      src: '/images/gallery-fire-pit.svg',
      alt: 'A round stone fire pit with a glowing fire on a circular paver patio with curved benches under string lights at dusk',
    },
    category: 'outdoor-living',
    segment: 'residential',
    location: 'Allen',
  },
];

/** The gallery's filter tabs, starting at "All Projects" (SPEC section 4). */
export const galleryFilters: { id: 'all' | GalleryCategory; label: string }[] = [
  { id: 'all', label: 'All Projects' },
  { id: 'fences', label: 'Fences' },
  { id: 'landscaping', label: 'Landscaping' },
  { id: 'outdoor-living', label: 'Outdoor Living' },
];

/** The category as shown on a card ("Outdoor Living"). */
export const categoryLabel = (category: GalleryCategory): string => galleryFilters.find((f) => f.id === category)!.label;

export const heroEyebrow = 'Our work';

export const hero: HeroContent = {
  title: 'Project Gallery',
  highlightedText: 'From Across DFW',
  subtitle:
    'Fences, landscapes and outdoor living spaces we have built for homeowners, businesses and HOAs. Filter by project type and open any project for a closer look.',
  primaryCTA: { text: 'Get a Free Quote', link: 'quote-dialog' },
  secondaryCTA: { text: 'Read Case Studies', link: '/case-studies' },
  backgroundImage: {
    src: '/images/hero-outdoor-living.svg',
    alt: 'A stone-walled backyard patio with a cedar pergola, string lights, an outdoor sofa and a glowing fire pit on the lawn',
  },
};

export const gallerySection = {
  eyebrow: 'Recent projects',
  title: 'Browse Our Projects',
  intro: 'Choose a category, then select any project to see it in full screen.',
};

export const moreWork = {
  eyebrow: 'See more',
  title: 'Looking for Something Specific?',
  links: [
    { text: 'Full portfolio', link: '/portfolio', icon: 'layout', description: 'Every category, residential and commercial, in one place.' },
    { text: 'Residential projects', link: '/residential-portfolio', icon: 'home', description: 'Backyards, front yards and fences for homeowners.' },
    { text: 'Fence case studies', link: '/case-studies', icon: 'fence', description: 'Three fence projects, before and after, step by step.' },
  ] satisfies LinkCard[],
};

export const cta: CtaBannerContent = {
  title: 'Like What You See?',
  description: `Tell us which project caught your eye. We will visit, talk through ideas for your property and send a written quote within ${terms.quoteResponseHours} hours.`,
  buttonText: 'Start My Free Quote',
  buttonLink: 'quote-dialog',
  guaranteeText: `Free quotes, a response within ${terms.quoteResponseHours} hours and a ${fenceWarranty.lifetimeName} on every fence we build.`,
  benefits: ['Fences, landscaping and outdoor living', 'One crew from design to clean-up', 'HOA and permit help', 'Homes, businesses and HOAs'],
  backgroundImage: { src: '/images/hero-outdoor-living.svg', alt: '' },
};

/**
 * Copy of the professional landscape design page (/services/landscape-design): portfolio carousel,
 * a before/after transformation, design services, a featured project, a review and the ten design
 * service areas. The discount and claims come from business.ts.
 */
import type { LandscapeDesignContent } from './schemas/landscapeDesign';
import { business, designServiceAreas, responsePromise, terms } from './business';
import designCourtyard from './images/design-courtyard';
import designNativeGarden from './images/design-native-garden';
import designPoolside from './images/design-poolside';
import galleryFirePit from './images/gallery-fire-pit';
import galleryFrontBeds from './images/gallery-front-beds';
import galleryPergolaPatio from './images/gallery-pergola-patio';
import galleryStonePath from './images/gallery-stone-path';
import galleryXeriscape from './images/gallery-xeriscape';
import heroLandscapeDesign from './images/hero-landscape-design';
import yardAfter from './images/yard-after';
import yardBefore from './images/yard-before';

export const heroEyebrow = 'Professional landscape design in Dallas';

export const hero = {
  title: 'Professional Landscape Design',
  highlightedText: 'for Dallas Homes',
  subtitle:
    'Terraces, patios, planting and lighting designed as one plan for your property, drawn for Dallas clay and summer heat, then built by the crews who work beside our designers.',
  primaryCTA: { text: 'Book a Design Consultation', link: '/contact' },
  secondaryCTA: { text: 'See Our Portfolio', link: '#portfolio' },
  backgroundImage: heroLandscapeDesign,
  highlights: [
    `${terms.designFeeDiscountPercent}% off the design fee when we build it`,
    '3D views before anything is built',
    `Native planting that uses up to ${terms.claims.waterReduction} less water`,
    `Designing Dallas yards since ${business.foundingYear}`,
  ],
} satisfies LandscapeDesignContent['hero'];

export const portfolio = {
  eyebrow: 'Portfolio',
  title: 'Recent Landscape Designs',
  intro:
    'A few of the yards we have designed and built across Dallas-Fort Worth. Use the arrows, your arrow keys or a swipe to browse.',
  label: 'Landscape design portfolio',
  items: [
    { image: designNativeGarden },
    { image: galleryXeriscape },
    { image: galleryFrontBeds },
    { image: galleryStonePath },
    { image: designPoolside },
    { image: galleryPergolaPatio },
    { image: galleryFirePit },
  ],
} satisfies LandscapeDesignContent['portfolio'];

export const transformation = {
  eyebrow: 'Before & after',
  title: 'See the Difference a Plan Makes',
  intro: `Switch between before and after to see one ${yardAfter.project.city} backyard we redesigned from the ground up.`,
  content: {
    pair: {
      label: `${yardAfter.project.city} backyard`,
      before: yardBefore,
      after: yardAfter,
    },
    title: 'From Cracked Clay to a Yard the Family Uses',
    text: 'Years of summer drought had left this yard bare and the clay split open. We designed it around how the family wanted to live: dinners outside, a lawn for the kids and shade by late afternoon.',
    changes: [
      'Regraded so rain drains away from the foundation',
      'Cracked slab replaced with a paver dining patio',
      'Clay amended and new sod laid for the play lawn',
      'Native beds and a shade tree along the fence line',
    ],
  },
} satisfies LandscapeDesignContent['transformation'];

export const services = {
  eyebrow: 'What we design',
  title: 'Landscape Design Services',
  intro: 'Pick one service or the whole package: every design starts with a visit to your property.',
  cards: [
    {
      title: 'Custom Landscape Plans',
      description:
        'A scaled plan of your whole property: hardscape, lawn, beds, trees, lighting and drainage, with a full plant list.',
      icon: 'pencil-ruler',
      link: '/services/design/custom-plans',
      isPrimary: true,
    },
    {
      title: 'Space Planning',
      description:
        'Patios, paths and play areas sized and placed for how you live, so no corner of the yard goes unused.',
      icon: 'layout',
      link: '/services/design/space-planning',
    },
    {
      title: '3D Visual Presentations',
      description: 'Walk through your new yard in 3D, season by season, and compare options before you decide.',
      icon: 'eye',
      link: '/services/design/visual-presentations',
    },
    {
      title: 'Design-Build Installation',
      description: `Our crews build what we draw. Hire our recommended contractors after your design contract and take ${terms.designFeeDiscountPercent}% off the design fee.`,
      icon: 'shovel',
      link: '/services/landscaping/installation',
    },
  ],
} satisfies LandscapeDesignContent['services'];

export const showcase = {
  eyebrow: 'Featured project',
  title: 'A Courtyard Designed Around One Fountain',
  content: {
    title: `${designCourtyard.project.title} in ${designCourtyard.project.city}`,
    location: designCourtyard.project.city,
    story: [
      'The owners wanted the small walled courtyard off their dining room to feel like a cool retreat in July, not a heat trap of bare concrete.',
      'We centered the design on a tiered stone fountain whose sound masks street noise, paved the floor in light limestone that stays cooler underfoot, and trained climbing roses up the arches around it.',
    ],
    image: designCourtyard,
    details: [
      { label: 'Scope', value: 'Courtyard design and build' },
      { label: 'Hardscape', value: 'Limestone paving, stone fountain' },
      { label: 'Planting', value: 'Climbing roses, boxwood in pots' },
      { label: 'Deliverables', value: 'Plan, 3D views, plant list' },
    ],
    link: { text: 'See More in the Gallery', link: '/gallery' },
  },
} satisfies LandscapeDesignContent['showcase'];

export const testimonial = {
  eyebrow: 'Client review',
  title: 'What Our Design Clients Say',
  item: {
    quote:
      'Seeing the 3D views before we committed made every decision easy. The crew built exactly what was drawn, and our backyard went from something we avoided to where we spend every evening.',
    author: 'Marcus Ellison',
    role: 'Homeowner',
    company: 'Lake Highlands',
  },
} satisfies LandscapeDesignContent['testimonial'];

export const areas = {
  eyebrow: 'Where we design',
  title: 'Landscape Design Across Dallas',
  intro: 'Our designers meet you on site in these Dallas neighborhoods and nearby cities.',
  list: designServiceAreas,
} satisfies LandscapeDesignContent['areas'];

export const cta = {
  title: 'Start With a Design Consultation',
  description: `Tell us about your property and what you want from it. We will ${responsePromise.reply} to set up a visit.`,
  action: { text: 'Book My Consultation', link: '/contact' },
  guaranteeText: `Build with our recommended contractors after your design contract is complete and take ${terms.designFeeDiscountPercent}% off your design fee.`,
  benefits: [
    'On-site consultation',
    'Scaled plans and plant lists',
    '3D visual presentations',
    'Built by our own crews',
  ],
  backgroundImage: heroLandscapeDesign,
} satisfies LandscapeDesignContent['cta'];

export const serviceSchema = {
  name: 'Professional landscape design',
  description: `Professional landscape design for Dallas homes: custom plans, space planning, 3D presentations and design-build installation, with ${terms.designFeeDiscountPercent}% off the design fee when you hire our recommended contractors after the design contract.`,
  areas: designServiceAreas,
} satisfies LandscapeDesignContent['serviceSchema'];

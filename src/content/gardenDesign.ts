/**
 * Copy of the Dallas garden design page (/services/garden-design): what we do, the garden design
 * process, a portfolio carousel, a before/after transformation, services, a featured garden, a
 * review and the ten design service areas. Figures come from business.ts.
 */
import type { GardenDesignContent } from './schemas/gardenDesign';
import { business, designServiceAreas, responsePromise, terms } from './business';
import designCourtyard from './images/design-courtyard';
import designNativeGarden from './images/design-native-garden';
import designPoolside from './images/design-poolside';
import galleryFrontBeds from './images/gallery-front-beds';
import galleryPergolaPatio from './images/gallery-pergola-patio';
import galleryStonePath from './images/gallery-stone-path';
import galleryXeriscape from './images/gallery-xeriscape';
import heroGardenDesign from './images/hero-garden-design';
import yardAfter from './images/yard-after';
import yardBefore from './images/yard-before';

export const heroEyebrow = 'Garden design in Dallas';

export const hero = {
  title: 'Dallas Gardens That',
  highlightedText: 'Bloom Through the Heat',
  subtitle:
    'Native and pollinator gardens, courtyards and cottage borders designed for Blackland Prairie clay, 100°F summers and your city’s watering days, then planted by the same local team.',
  primaryCTA: { text: 'Plan My Garden', link: '/contact' },
  secondaryCTA: { text: 'See Our Gardens', link: '#portfolio' },
  backgroundImage: heroGardenDesign,
  highlights: [
    `Up to ${terms.claims.waterReduction} less water with native planting`,
    'Color from spring to first frost',
    `${terms.designFeeDiscountPercent}% off the design fee when we plant it`,
    `Gardening in Dallas since ${business.foundingYear}`,
  ],
} satisfies GardenDesignContent['hero'];

export const whatWeDo = {
  eyebrow: 'What we do',
  title: 'Gardens Made for North Texas',
  intro:
    'Every garden is designed for its spot: the sun it gets, the soil it sits on and the way you want to enjoy it.',
  items: [
    {
      icon: 'leaf',
      title: 'Native & pollinator gardens',
      description:
        'Bluebonnets, coneflowers, salvias and little bluestem that feed bees and butterflies and shrug off drought once established.',
    },
    {
      icon: 'home',
      title: 'Courtyard gardens',
      description:
        'Small walled and side-yard spaces turned into cool, green rooms with fountains, pots and climbing vines.',
    },
    {
      icon: 'heart',
      title: 'Cottage borders',
      description:
        'Layered, informal borders of roses, salvias and perennials with structure from evergreen shrubs all year.',
    },
    {
      icon: 'tree',
      title: 'Shade gardens',
      description:
        'Ferns, Turk’s cap, inland sea oats and holly for the dry shade under live oaks and cedar elms where grass gives up.',
    },
    {
      icon: 'sun',
      title: 'Xeriscapes & rock gardens',
      description:
        'Agave, yucca, sotol and grasses set in gravel and boulders: bold, low-water gardens for hot western exposures.',
    },
    {
      icon: 'shovel',
      title: 'Raised beds & kitchen gardens',
      description:
        'Raised beds filled with good soil above the clay, laid out for tomatoes, peppers and herbs with drip on a timer.',
    },
  ],
} satisfies GardenDesignContent['whatWeDo'];

export const gardenProcess = {
  icon: 'steps',
  title: 'How We Design a Garden',
  text: 'It starts with a walk around your yard and a look at the soil, and ends with a planting plan, a watering plan and a garden that fills in beautifully.',
  action: { text: 'See Our Process', link: '/garden-design-process' },
} satisfies GardenDesignContent['gardenProcess'];

export const portfolio = {
  eyebrow: 'Portfolio',
  title: 'Gardens We Have Designed',
  intro: 'Browse recent gardens from across Dallas-Fort Worth with the arrows, your arrow keys or a swipe.',
  label: 'Garden design portfolio',
  items: [
    { image: designCourtyard },
    { image: galleryFrontBeds },
    { image: galleryXeriscape },
    { image: galleryStonePath },
    { image: designPoolside },
    { image: galleryPergolaPatio },
  ],
} satisfies GardenDesignContent['portfolio'];

export const transformation = {
  eyebrow: 'Before & after',
  title: 'From Bare Dirt to a Garden',
  intro: 'Switch between before and after to see a backyard we planted from scratch.',
  content: {
    pair: {
      label: `${yardAfter.project.city} backyard`,
      before: yardBefore,
      after: yardAfter,
    },
    title: `A ${yardAfter.project.city} Backyard Brought Back to Life`,
    text: 'Nothing grew in the compacted clay of this yard. We rebuilt the soil, then planted a border that gives color from spring to fall and a shade tree that will cool the patio for decades.',
    changes: [
      'Compacted clay loosened and amended with compost',
      'Perennial and evergreen border along the fence',
      'Shade tree placed to cool the patio by afternoon',
      'Drip irrigation zoned for the beds',
    ],
  },
} satisfies GardenDesignContent['transformation'];

export const services = {
  eyebrow: 'Garden services',
  title: 'From Plan to Planting',
  intro: 'Design only, or design and planting by our own crews.',
  cards: [
    {
      title: 'Garden Design Plans',
      description: 'A scaled planting plan with every plant named and placed, plus notes on soil, watering and care.',
      icon: 'pencil-ruler',
      link: '/services/design/custom-plans',
      isPrimary: true,
    },
    {
      title: 'Planting & Installation',
      description:
        'Beds dug and amended, drip lines laid, plants set at the right depth and mulched, ready for the first summer.',
      icon: 'shovel',
      link: '/services/landscaping/installation',
    },
    {
      title: 'Garden Renovation',
      description: 'Overgrown or tired beds edited, divided and replanted, keeping the plants worth keeping.',
      icon: 'leaf',
      link: '/services/landscaping/renovation',
    },
    {
      title: 'Seasonal Garden Care',
      description: 'Spring cut-backs, fall clean-ups, pruning and fresh mulch that keep a young garden on track.',
      icon: 'broom',
      link: '/services/landscaping/clean-up',
    },
  ],
} satisfies GardenDesignContent['services'];

export const showcase = {
  eyebrow: 'Featured garden',
  title: 'A Meadow Where the Lawn Used to Be',
  content: {
    title: `${designNativeGarden.project.title} in ${designNativeGarden.project.city}`,
    location: designNativeGarden.project.city,
    story: [
      'A sunny side lawn was the thirstiest, patchiest part of this property, and the owners were tired of mowing it.',
      `We replaced it with a native meadow of bluebonnets, black-eyed Susans and little bluestem behind a cedar split-rail fence. Native and drought-tolerant planting like this can use up to ${terms.claims.waterReduction} less water than turf, and the butterflies arrived the first spring.`,
    ],
    image: designNativeGarden,
    details: [
      { label: 'Scope', value: 'Lawn removal, meadow design and planting' },
      { label: 'Plants', value: 'Bluebonnet, black-eyed Susan, little bluestem' },
      { label: 'Features', value: 'Cedar split-rail fence' },
      { label: 'Watering', value: 'Hand-watered to establish, then rain-fed' },
    ],
    link: { text: 'See More in the Gallery', link: '/gallery' },
  },
} satisfies GardenDesignContent['showcase'];

export const testimonial = {
  eyebrow: 'Client review',
  title: 'What Our Garden Clients Say',
  item: {
    quote:
      'We wanted color without a huge water bill. The garden they designed blooms from March to November, the bees love it, and it came through last August looking better than our neighbors’ lawns.',
    author: 'Elena Vasquez',
    role: 'Homeowner',
    company: 'Bishop Arts District',
  },
} satisfies GardenDesignContent['testimonial'];

export const areas = {
  eyebrow: 'Where we design',
  title: 'Garden Design Across Dallas',
  intro: 'Our garden designers visit homes in these Dallas neighborhoods and nearby cities.',
  list: designServiceAreas,
} satisfies GardenDesignContent['areas'];

export const cta = {
  title: 'Let’s Plan Your Garden',
  description: `Tell us about your yard and the garden you picture. We will ${responsePromise.reply} to set up a visit.`,
  action: { text: 'Plan My Garden', link: '/contact' },
  guaranteeText: `Have our recommended contractors plant it after your design contract is complete and take ${terms.designFeeDiscountPercent}% off your design fee.`,
  benefits: [
    'Plants chosen for Dallas heat',
    'Soil prepared for clay',
    'Drip irrigation for beds',
    'Planted by our own crews',
  ],
  backgroundImage: heroGardenDesign,
} satisfies GardenDesignContent['cta'];

export const serviceSchema = {
  name: 'Garden design',
  description:
    'Garden design and planting for Dallas homes: native and pollinator gardens, courtyards, cottage borders, shade gardens, xeriscapes and raised kitchen gardens.',
  areas: designServiceAreas,
} satisfies GardenDesignContent['serviceSchema'];

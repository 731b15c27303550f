/**
 * Copy of the Dallas garden design page (/services/garden-design): what we do, the garden design
 * process, a portfolio carousel, a before/after transformation, services, a featured garden, a
 * review and the ten design service areas (SPEC section 9). Figures come from business.ts.
 */
import { business, designServiceAreas, terms } from './business';
import type { CalloutContent } from '../components/Callout';
import type { ShowcaseContent } from '../components/Showcase';
import type { TransformationContent } from '../components/Transformation';
import type { CarouselItem, CtaBannerContent, Feature, HeroContent, ServiceCardContent, Testimonial } from './types';

export const path = '/services/garden-design';

export const heroEyebrow = 'Garden design in Dallas';

export const hero: HeroContent = {
  title: 'Dallas Gardens That',
  highlightedText: 'Bloom Through the Heat',
  subtitle:
    'Native and pollinator gardens, courtyards and cottage borders designed for Blackland Prairie clay, 100°F summers and your city’s watering days, then planted by the same local team.',
  primaryCTA: { text: 'Plan My Garden', link: '/contact' },
  secondaryCTA: { text: 'See Our Gardens', link: '#portfolio' },
  backgroundImage: {
    src: '/images/hero-garden-design.svg',
    alt: 'A rose-covered arbor over a wooden garden bench, with a stone path between flowering borders and a clipped hedge',
  },
  highlights: [
    `Up to ${terms.claims.waterReduction} less water with native planting`,
    'Color from spring to first frost',
    `${terms.designFeeDiscountPercent}% off the design fee when we plant it`,
    `Gardening in Dallas since ${business.foundingYear}`,
  ],
};

export const whatWeDo = {
  eyebrow: 'What we do',
  title: 'Gardens Made for North Texas',
  intro: 'Every garden is designed for its spot: the sun it gets, the soil it sits on and the way you want to enjoy it.',
  items: [
    {
      icon: 'leaf',
      title: 'Native & pollinator gardens',
      description: 'Bluebonnets, coneflowers, salvias and little bluestem that feed bees and butterflies and shrug off drought once established.',
    },
    {
      icon: 'home',
      title: 'Courtyard gardens',
      description: 'Small walled and side-yard spaces turned into cool, green rooms with fountains, pots and climbing vines.',
    },
    {
      icon: 'heart',
      title: 'Cottage borders',
      description: 'Layered, informal borders of roses, salvias and perennials with structure from evergreen shrubs all year.',
    },
    {
      icon: 'tree',
      title: 'Shade gardens',
      description: 'Ferns, Turk’s cap, inland sea oats and holly for the dry shade under live oaks and cedar elms where grass gives up.',
    },
    {
      icon: 'sun',
      title: 'Xeriscapes & rock gardens',
      description: 'Agave, yucca, sotol and grasses set in gravel and boulders: bold, low-water gardens for hot western exposures.',
    },
    {
      icon: 'shovel',
      title: 'Raised beds & kitchen gardens',
      description: 'Raised beds filled with good soil above the clay, laid out for tomatoes, peppers and herbs with drip on a timer.',
    },
  ] satisfies Feature[],
};

export const gardenProcess: CalloutContent = {
  icon: 'steps',
  title: 'How We Design a Garden',
  text: 'It starts with a walk around your yard and a look at the soil, and ends with a planting plan, a watering plan and a garden that fills in beautifully.',
  action: { text: 'See Our Process', link: '/garden-design-process' },
};

export const portfolio = {
  eyebrow: 'Portfolio',
  title: 'Gardens We Have Designed',
  intro: 'Browse recent gardens from across Dallas with the arrows, your arrow keys or a swipe.',
  label: 'Garden design portfolio',
  items: [
    {
      image: { src: '/images/design-courtyard.svg', alt: 'A walled courtyard with a tiered stone fountain, arched niches, climbing roses and potted shrubs' },
      caption: 'University Park: a courtyard garden of climbing roses and potted boxwood around a tiered fountain.',
    },
    {
      image: { src: '/images/gallery-front-beds.svg', alt: 'A brick home with foundation beds of evergreen shrubs and flowers on both sides of a walkway, and a flowering tree by the corner' },
      caption: 'Richardson: front borders with evergreen structure and a ribbon of seasonal color along the walk.',
    },
    {
      image: { src: '/images/gallery-xeriscape.svg', alt: 'A xeriscape of agave, yucca and ornamental grasses around a river-rock dry creek bed and boulders, in front of a cedar fence' },
      caption: 'Garland: a rock garden of agave, yucca and grasses for a sun-baked western side yard.',
    },
    {
      image: { src: '/images/gallery-stone-path.svg', alt: 'A flagstone path through a lawn to a cedar gate, lined with beds of shrubs, grasses and flowers under a shade tree' },
      caption: 'Bishop Arts District: a cottage border of grasses and perennials along a flagstone path to the gate.',
    },
    {
      image: { src: '/images/design-poolside.svg', alt: 'A rectangular pool with a pale stone deck, a lounge chair, palms and ornamental grasses along a cedar fence' },
      caption: 'North Dallas: tough, tidy poolside plantings of grasses and low shrubs that handle reflected heat.',
    },
    {
      image: { src: '/images/gallery-pergola-patio.svg', alt: 'A cedar pergola with string lights over a paver patio with a dining table, chairs and potted plants' },
      caption: 'Carrollton: container plantings that soften a new patio and pergola, on drip so they survive August.',
    },
  ] satisfies CarouselItem[],
};

export const transformation = {
  eyebrow: 'Before & after',
  title: 'From Bare Dirt to a Garden',
  intro: 'Switch between before and after to see a backyard we planted from scratch.',
  content: {
    pair: {
      label: 'Garland backyard',
      before: {
        src: '/images/yard-before.svg',
        alt: 'Before: a bare backyard of cracked clay soil with patches of dead grass, a cracked concrete slab and an old stump along a cedar fence',
      },
      after: {
        src: '/images/yard-after.svg',
        alt: 'After: the same backyard with a green lawn, a stepping-stone path, a paver patio with a dining table, a shade tree and planted beds along the fence',
      },
    },
    title: 'A Garland Backyard Brought Back to Life',
    text: 'Nothing grew in the compacted clay of this yard. We rebuilt the soil, then planted a border that gives color from spring to fall and a shade tree that will cool the patio for decades.',
    changes: [
      'Compacted clay loosened and amended with compost',
      'Perennial and evergreen border along the fence',
      'Shade tree placed to cool the patio by afternoon',
      'Drip irrigation zoned for the beds',
    ],
  } satisfies TransformationContent,
};

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
      description: 'Beds dug and amended, drip lines laid, plants set at the right depth and mulched, ready for the first summer.',
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
  ] satisfies ServiceCardContent[],
};

export const showcase = {
  eyebrow: 'Featured garden',
  title: 'A Meadow Where the Lawn Used to Be',
  content: {
    title: 'A Native Wildflower Meadow in Lake Highlands',
    location: 'Lake Highlands',
    story: [
      'A sunny side lawn was the thirstiest, patchiest part of this property, and the owners were tired of mowing it.',
      `We replaced it with a native meadow of bluebonnets, black-eyed Susans and little bluestem behind a cedar split-rail fence. Native and drought-tolerant planting like this can use up to ${terms.claims.waterReduction} less water than turf, and the butterflies arrived the first spring.`,
    ],
    image: { src: '/images/design-native-garden.svg', alt: 'A native meadow of bluebonnets, black-eyed Susans and tall grasses behind a split-rail fence, with butterflies overhead' },
    details: [
      { label: 'Scope', value: 'Lawn removal, meadow design and planting' },
      { label: 'Plants', value: 'Bluebonnet, black-eyed Susan, little bluestem' },
      { label: 'Features', value: 'Cedar split-rail fence' },
      { label: 'Watering', value: 'Hand-watered to establish, then rain-fed' },
    ],
    link: { text: 'See More in the Gallery', link: '/gallery' },
  } satisfies ShowcaseContent,
};

export const testimonial = {
  eyebrow: 'Client review',
  title: 'What Our Garden Clients Say',
  item: {
    quote:
      'We wanted color without a huge water bill. The garden they designed blooms from March to November, the bees love it, and it came through last August looking better than our neighbors’ lawns.',
    author: 'Elena Vasquez',
    role: 'Homeowner',
    company: 'Bishop Arts District',
  } satisfies Testimonial,
};

export const areas = {
  eyebrow: 'Where we design',
  title: 'Garden Design Across Dallas',
  intro: 'Our garden designers visit homes in these Dallas neighborhoods and nearby cities.',
  list: designServiceAreas,
};

export const cta: CtaBannerContent = {
  title: 'Let’s Plan Your Garden',
  description: `Tell us about your yard and the garden you picture. We will follow up within ${terms.quoteResponseHours} hours to set up a visit.`,
  buttonText: 'Plan My Garden',
  buttonLink: '/contact',
  guaranteeText: `Have our recommended contractors plant it after your design contract is complete and take ${terms.designFeeDiscountPercent}% off your design fee.`,
  benefits: ['Plants chosen for Dallas heat', 'Soil prepared for clay', 'Drip irrigation for beds', 'Planted by our own crews'],
  backgroundImage: { src: '/images/hero-garden-design.svg', alt: '' },
};

export const serviceSchema = {
  name: 'Garden design',
  description:
    'Garden design and planting for Dallas homes: native and pollinator gardens, courtyards, cottage borders, shade gardens, xeriscapes and raised kitchen gardens.',
  areas: designServiceAreas,
};

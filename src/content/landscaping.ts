/**
 * Copy of the landscaping services page (/services/landscaping): installation, renovation and
 * clean-up. Claims (value, water), the response time and the founding year come from business.ts.
 */
import type { LandscapingContent } from './schemas/landscaping';
import { business, contactServiceAreas, responsePromise, terms } from './business';
import { workLink } from './galleryItems';
import galleryStonePath from './images/gallery-stone-path';
import heroLandscaping from './images/hero-landscaping';
import yardAfter from './images/yard-after';

export const heroEyebrow = 'Landscaping in Dallas-Fort Worth';

export const hero = {
  title: 'Landscaping That Thrives',
  highlightedText: 'in North Texas',
  subtitle:
    'New beds, sod, trees and stone borders, full yard renovations and seasonal clean-ups, built on properly prepared soil by a Garland crew that knows what survives a Dallas August.',
  primaryCTA: { text: 'Get a Free Quote', link: '/contact' },
  // The gallery filtered to this service's projects.
  secondaryCTA: workLink('landscaping', 'landscaping'),
  backgroundImage: heroLandscaping,
  highlights: [
    `A ${responsePromise.reply}`,
    `Native plantings that use up to ${terms.claims.waterReduction} less water`,
    'Beds built for expansive clay soil',
    `Serving North Texas since ${business.foundingYear}`,
  ],
} satisfies LandscapingContent['hero'];

export const services = {
  eyebrow: 'Landscaping services',
  title: 'New Landscapes, Renovations and Clean-Ups',
  intro:
    'Whether you are starting from bare dirt, rescuing a tired yard or getting ready for spring, one crew handles it from the first shovel to the last rake.',
  cards: [
    {
      title: 'Landscape Installation',
      description:
        'New beds, sod, shade trees, shrubs and stone borders for new builds and blank yards, with the soil amended and graded before a single plant goes in.',
      icon: 'shovel',
      link: '/services/landscaping/installation',
      isPrimary: true,
    },
    {
      title: 'Landscape Renovation',
      description:
        'Overgrown beds, struggling lawns and shrubs planted too close to the slab, reworked into a yard that looks cared for and is easier to keep that way.',
      icon: 'leaf',
      link: '/services/landscaping/renovation',
    },
    {
      title: 'Seasonal Clean-Up',
      description:
        'Leaf and debris removal, pruning, fresh mulch and bed edging in spring and fall, plus storm clean-up after hail and high wind take their toll.',
      icon: 'broom',
      link: '/services/landscaping/clean-up',
    },
  ],
} satisfies LandscapingContent['services'];

export const claims = {
  eyebrow: 'Why it pays',
  title: 'A Landscape Is an Investment, Not an Expense',
  intro:
    'Good landscaping is one of the few home projects that adds value, saves money every month and gives you more of your yard to use.',
  items: [
    {
      figure: terms.claims.propertyValueIncrease,
      label: 'potential increase in property value from professional landscaping',
    },
    { figure: terms.claims.waterReduction, label: 'less water with native and drought-tolerant planting' },
    { figure: `Since ${business.foundingYear}`, label: 'building landscapes across Dallas-Fort Worth' },
  ],
} satisfies LandscapingContent['claims'];

export const whyUs = {
  eyebrow: 'Why Blackland',
  title: 'Built for the Ground You Actually Have',
  intro:
    'Blackland Prairie clay swells when it is wet and cracks when it is dry. Landscapes that last here start below the surface.',
  items: [
    {
      icon: 'shovel',
      title: 'Soil prepared first',
      description:
        'We loosen and amend heavy clay with compost and expanded shale so roots can breathe and beds drain instead of staying soggy.',
    },
    {
      icon: 'sun',
      title: 'Plants that take 100°F',
      description:
        'Turk’s cap, salvias, Gulf muhly, yaupon holly and other natives and adapted plants that hold up through July and August.',
    },
    {
      icon: 'droplet',
      title: 'Water-wise by design',
      description: `Drip lines and smart zoning with native and drought-tolerant planting can cut outdoor water use by up to ${terms.claims.waterReduction}, and keep you within city watering days.`,
    },
    {
      icon: 'foundation',
      title: 'Kind to your foundation',
      description:
        'Beds graded away from the slab and trees set back from it, so watering and roots do not add to the clay’s seasonal movement.',
    },
    {
      icon: 'users',
      title: 'One crew, start to finish',
      description:
        'The people who quote your yard are the people who plant it, and the job site is swept clean every day.',
    },
    {
      icon: 'clock',
      title: 'Quick, clear quotes',
      description: `A ${responsePromise.reply}, then a free site visit and a written, itemized quote, so you know exactly what is included.`,
    },
  ],
} satisfies LandscapingContent['whyUs'];

export const process = {
  eyebrow: 'How it works',
  title: 'From Site Visit to Finished Yard',
  intro: 'Four steps, no surprises.',
  steps: [
    {
      title: 'Free Site Visit',
      description:
        'We walk the yard with you, check the soil, drainage, sun and shade, and listen to how you want to use the space.',
    },
    {
      title: 'Plan & Quote',
      description: `You get a simple planting plan and an itemized quote, with options if you want to phase the work.`,
    },
    {
      title: 'Build',
      description:
        'Old turf and debris out, soil amended, beds shaped and edged, plants, trees and sod in, then a deep first watering.',
    },
    {
      title: 'Walkthrough & Care Tips',
      description:
        'We walk the finished yard together and leave a watering schedule for the first weeks and the summer ahead.',
    },
  ],
} satisfies LandscapingContent['process'];

export const work = {
  eyebrow: 'Our work',
  title: 'See What We Have Built',
  intro:
    'Browse finished yards from across the Metroplex, or read how a project went from the first call to the final walkthrough.',
  cards: [
    {
      title: 'Project Gallery',
      description: 'Front beds, stone paths, xeriscapes, patios and fences from homes across Dallas-Fort Worth.',
      image: galleryStonePath,
      link: { text: 'Browse the gallery', link: '/gallery' },
    },
    {
      title: 'Case Studies',
      description:
        'Before-and-after stories from DFW properties: what the owner needed, what we built and how it turned out.',
      image: yardAfter,
      link: { text: 'Read our case studies', link: '/case-studies' },
    },
  ],
} satisfies LandscapingContent['work'];

export const testimonial = {
  eyebrow: 'From our clients',
  title: 'What Homeowners Say',
  item: {
    quote:
      'Our front beds had been a losing battle with the clay for years. They dug them out, amended everything and replanted with natives. Two summers later it still looks great, and we water far less than we used to.',
    author: 'Denise Whitfield',
    role: 'Homeowner',
    company: 'Richardson',
  },
} satisfies LandscapingContent['testimonial'];

export const cta = {
  title: 'Ready for a Yard You Are Proud Of?',
  description: `Tell us what you have in mind. We will visit and look at your soil and drainage. ${responsePromise.sentence}`,
  action: { text: 'Get My Free Quote', link: '/contact' },
  guaranteeText: 'Free site visit and itemized written quote, with no obligation.',
  benefits: [
    'Soil prepared for North Texas clay',
    'Native and drought-tolerant plants',
    'Clean job site every day',
    `Serving DFW since ${business.foundingYear}`,
  ],
  backgroundImage: heroLandscaping,
} satisfies LandscapingContent['cta'];

export const serviceSchema = {
  name: 'Landscaping services',
  description:
    'Landscape installation, renovation and seasonal clean-up for Dallas-Fort Worth homes and businesses: soil preparation for clay, native and drought-tolerant planting, sod, trees and stone borders.',
  areas: contactServiceAreas,
} satisfies LandscapingContent['serviceSchema'];

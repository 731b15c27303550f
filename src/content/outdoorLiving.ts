/**
 * Copy of the outdoor living contractors page (/services/outdoor-living): what we build, the
 * six-step process, a featured project, the business's claims (terms.claims) and the areas served.
 *
 * Areas: the cities we serve (the areas ticked "cities" in content/business.json), not the design
 * pages' subset. Outdoor living is build work our crews do across the whole Metroplex (the page's
 * title and description say DFW, and the business's own areaServed is this list); the design pages
 * name only the areas where designers meet clients in person, which would wrongly turn away Fort
 * Worth, Plano or Frisco.
 */
import type { OutdoorLivingContent } from './schemas/outdoorLiving';
import { business, contactServiceAreas, responsePromise, terms } from './business';
import galleryFirePit from './images/gallery-fire-pit';
import heroOutdoorLiving from './images/hero-outdoor-living';

export const heroEyebrow = 'Outdoor living contractors in Dallas-Fort Worth';

export const hero = {
  title: 'Outdoor Rooms Built for',
  highlightedText: 'Texas Evenings',
  subtitle:
    'Patios, pergolas, fire pits, outdoor kitchens, lighting and shade, designed and built by one local team that handles the permits, HOA approval and every trade in between.',
  primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
  secondaryCTA: { text: 'How We Build', link: '#process' },
  backgroundImage: heroOutdoorLiving,
  highlights: [
    `Up to ${terms.claims.extraSpaceSqFt} sq ft of extra living space`,
    `A ${responsePromise.reply}`,
    'Permits and HOA paperwork handled',
    `Building in North Texas since ${business.foundingYear}`,
  ],
} satisfies OutdoorLivingContent['hero'];

export const services = {
  eyebrow: 'What we build',
  title: 'Everything for Living Outside',
  intro:
    'One project or all of them, planned together so the patio, the shade, the fire and the lights work as one space.',
  cards: [
    {
      icon: 'layout',
      title: 'Patios & Walkways',
      description:
        'Flagstone, pavers and stained concrete on a compacted base that copes with shifting clay, sloped so rain drains away from the house.',
    },
    {
      icon: 'pergola',
      title: 'Pergolas & Pavilions',
      description:
        'Cedar and steel pergolas and roofed pavilions, with posts set in concrete piers and built to take North Texas wind and hail.',
    },
    {
      icon: 'flame',
      title: 'Fire Pits & Fireplaces',
      description:
        'Gas or wood-burning fire pits and outdoor fireplaces in natural stone, with seating walls for cool fall and winter nights.',
    },
    {
      icon: 'chef',
      title: 'Outdoor Kitchens',
      description:
        'Grills, stone islands, pizza ovens and bar seating, with gas, power and water run to the kitchen by our team.',
      link: { text: 'Explore outdoor kitchens', link: '/custom-outdoor-kitchen-design-dallas' },
    },
    {
      icon: 'star',
      title: 'Outdoor Lighting',
      description:
        'Low-voltage LED path, step, tree and string lighting on timers, for safe steps and a yard that glows after dark.',
    },
    {
      icon: 'sun',
      title: 'Shade & Cooling',
      description:
        'Shade sails, louvered and solid pergola covers, ceiling fans and misters that make a west-facing patio usable in July.',
    },
  ],
} satisfies OutdoorLivingContent['services'];

export const claims = {
  eyebrow: 'Why build outside',
  title: 'More Home, Without an Addition',
  intro:
    'An outdoor room adds living space without adding on to the house, and it becomes the room you use most from March to November.',
  items: [
    { figure: `${terms.claims.extraSpaceSqFt} sq ft`, label: 'of extra living space from a well-planned outdoor room' },
    {
      figure: terms.claims.propertyValueIncrease,
      label: 'potential increase in property value from professional landscaping',
    },
    { figure: `Since ${business.foundingYear}`, label: 'building outdoor spaces across Dallas-Fort Worth' },
  ],
} satisfies OutdoorLivingContent['claims'];

export const process = {
  eyebrow: 'Our process',
  title: 'Six Steps to Your Outdoor Room',
  intro:
    'A clear path from the first conversation to the first evening outside, with one project manager the whole way.',
  steps: [
    {
      title: 'Consultation & Site Visit',
      description:
        'We visit, measure, check grades, drainage and utilities, and talk through how you want to use the space and your budget.',
    },
    {
      title: 'Design & 3D Preview',
      description: 'You see the layout, materials and lighting in 3D, and we refine it with you until it is right.',
    },
    {
      title: 'Written Quote',
      description: `An itemized written quote once the design is final, with materials and scope spelled out.`,
    },
    {
      title: 'Permits & HOA Approval',
      description:
        'We prepare the drawings and file the city permits and HOA architectural review, so you do not have to.',
    },
    {
      title: 'Build',
      description:
        'Excavation, base and footings, then hardscape, structures, gas, electrical and lighting, with the site cleaned up daily.',
    },
    {
      title: 'Final Walkthrough',
      description:
        'We walk the finished space with you, show you how everything works, and leave care instructions for each material.',
    },
  ],
} satisfies OutdoorLivingContent['process'];

export const builtFor = {
  eyebrow: 'Built to last',
  title: 'Made for North Texas Weather',
  items: [
    {
      icon: 'foundation',
      title: 'Ready for shifting clay',
      description:
        'Deep, compacted bases and concrete piers keep patios level and pergolas plumb as the clay swells and shrinks.',
    },
    {
      icon: 'shield',
      title: 'Hail and storm tough',
      description:
        'Materials and fastenings chosen for spring hail, high wind and the odd hard freeze, not just for good looks.',
    },
    {
      icon: 'thermometer',
      title: 'Cooler underfoot',
      description: 'Light-colored stone and pavers that stay comfortable to walk on barefoot in a 100°F summer.',
    },
  ],
} satisfies OutdoorLivingContent['builtFor'];

export const showcase = {
  eyebrow: 'Featured project',
  title: `An Evening Space in ${galleryFirePit.project.city}`,
  content: {
    title: 'A Fire Pit Circle for Year-Round Evenings',
    location: galleryFirePit.project.city,
    story: [
      'The owners had a big backyard and nowhere to sit in it. They wanted a place for friends to gather on cool nights, away from the house and under the open sky.',
      'We built a circular paver patio around a natural gas fire pit in a stone surround, curved built-in benches around it, and café lights overhead on posts set in concrete.',
    ],
    image: galleryFirePit,
    details: [
      { label: 'Scope', value: 'Patio, fire pit and lighting' },
      { label: 'Hardscape', value: 'Paver circle, stone surround, built-in benches' },
      { label: 'Fire', value: 'Natural gas fire pit' },
      { label: 'Lighting', value: 'Café lights on cedar posts' },
    ],
    link: { text: 'See More Projects', link: '/gallery' },
  },
} satisfies OutdoorLivingContent['showcase'];

export const areas = {
  eyebrow: 'Where we build',
  title: 'Outdoor Living Across Dallas-Fort Worth',
  intro: 'Our crews build patios, pergolas and outdoor rooms in these cities and the communities around them.',
  list: contactServiceAreas,
} satisfies OutdoorLivingContent['areas'];

export const cta = {
  title: 'Ready to Spend More Time Outside?',
  description: `Tell us about your yard and how you want to use it. We will ${responsePromise.reply}, visit and sketch ideas with you, and send a written quote once the design is final.`,
  action: { text: 'Get My Free Quote', quoteDialog: true },
  guaranteeText: 'Free consultation and site visit, with permits and HOA approval handled for you.',
  benefits: [
    'Patios, pergolas and fire pits',
    'Outdoor kitchens and lighting',
    '3D design preview',
    'One project manager throughout',
  ],
  backgroundImage: heroOutdoorLiving,
} satisfies OutdoorLivingContent['cta'];

export const serviceSchema = {
  name: 'Outdoor living construction',
  description:
    'Design and construction of patios, pergolas, pavilions, fire pits, outdoor kitchens, outdoor lighting and shade structures for Dallas-Fort Worth homes.',
  areas: contactServiceAreas,
} satisfies OutdoorLivingContent['serviceSchema'];

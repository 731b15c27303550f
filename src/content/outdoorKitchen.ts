/**
 * Copy of the outdoor kitchen page (/custom-outdoor-kitchen-design-dallas). Hours, years and areas
 * come from business.ts; the page makes no warranty or price claims of its own (the business's
 * terms give none for kitchens).
 */
import type { OutdoorKitchenContent } from './schemas/outdoorKitchen';
import { business, designServiceAreas, responsePromise } from './business';
import galleryOutdoorKitchen from './images/gallery-outdoor-kitchen';
import heroKitchen from './images/hero-kitchen';
import kitchenIsland from './images/kitchen-island';
import kitchenPavilion from './images/kitchen-pavilion';

export const hero = {
  title: 'Custom Outdoor Kitchens,',
  highlightedText: 'Designed & Built in Dallas',
  subtitle:
    'Grills, stone islands, pavilions and lighting planned around how you cook and entertain, then built by one local crew that handles the gas, power, permits and HOA paperwork.',
  primaryCTA: { text: 'See Our Kitchens', link: '#our-work' },
  secondaryCTA: { text: 'What We Build', link: '#features' },
  backgroundImage: heroKitchen,
  highlights: [
    'Free design consultation',
    `A ${responsePromise.reply}`,
    'Gas, electrical and permits handled',
    `Building in North Texas since ${business.foundingYear}`,
  ],
} satisfies OutdoorKitchenContent['hero'];

export const heroEyebrow = 'Outdoor kitchen design-build in Dallas';

/** The intake card beside the hero (medium screens and up). */
export const heroForm = {
  title: 'Plan your outdoor kitchen',
  intro: `Tell us about your yard and how you like to cook. A designer will ${responsePromise.reply} to set up your free consultation.`,
} satisfies OutdoorKitchenContent['heroForm'];

/** What phones see instead of the form: one large button that opens the quote dialog. */
export const mobileQuote = {
  title: 'Plan your outdoor kitchen',
  text: `Two minutes on our short form, and a designer will ${responsePromise.reply}.`,
  buttonText: 'Get my free kitchen quote',
} satisfies OutdoorKitchenContent['mobileQuote'];

export const talk = {
  title: 'Rather talk to a designer?',
  text: 'Call during business hours or text a photo of your patio any time. We will tell you what fits, what it involves and what it takes to get started.',
} satisfies OutdoorKitchenContent['talk'];

export const features = {
  eyebrow: 'What we build',
  title: 'Everything Your Outdoor Kitchen Needs',
  intro:
    'Every kitchen is drawn for your yard, your cooking and the North Texas weather, then built with materials that shrug off 100°F summers, hail and the odd hard freeze.',
  items: [
    {
      icon: 'flame',
      title: 'Grills & appliances',
      description:
        'Built-in gas grills, smokers, griddles and side burners, plumbed to a natural gas line so you never swap a propane tank mid-brisket.',
    },
    {
      icon: 'layout',
      title: 'Stone islands & countertops',
      description:
        'Islands faced in limestone, stacked stone or brick, topped with granite or concrete that stands up to the Texas sun.',
    },
    {
      icon: 'pergola',
      title: 'Pavilions & pergolas',
      description:
        'Cedar pergolas and roofed pavilions that put the cook in the shade and keep a spring storm off your appliances.',
    },
    {
      icon: 'sun',
      title: 'Lighting & power',
      description:
        'Task lights over the grill, low-voltage landscape lighting and weatherproof outlets, wired by licensed electricians.',
    },
    {
      icon: 'chef',
      title: 'Fireplaces & pizza ovens',
      description:
        'Wood-fired pizza ovens and outdoor fireplaces that turn the kitchen into the place everyone gathers after dark.',
    },
    {
      icon: 'droplet',
      title: 'Sinks, fridges & storage',
      description:
        'Prep sinks, outdoor-rated refrigerators, ice makers and stainless drawers, so nothing has to go back inside.',
    },
  ],
} satisfies OutdoorKitchenContent['features'];

export const process = {
  eyebrow: 'How it works',
  title: 'From First Sketch to First Cookout',
  intro: 'One team designs and builds your kitchen, so the plan you approve is the kitchen you get.',
  steps: [
    {
      title: 'Design Consultation',
      description:
        'We meet at your home, measure the space, check sun and drainage, and talk through how you cook and who you host.',
    },
    {
      title: 'Plan & Written Quote',
      description: `You get a drawn layout with appliances and materials, and a written quote after our visit.`,
    },
    {
      title: 'Permits & Utilities',
      description:
        'We pull the city permits, prepare your HOA submission, and call 811 to mark gas, power and water lines before we dig.',
    },
    {
      title: 'Build & Walkthrough',
      description:
        'Our crew pours the footings, builds the island and cover, connects the utilities, and walks you through every appliance.',
    },
  ],
} satisfies OutdoorKitchenContent['process'];

export const areas = {
  eyebrow: 'Where we build',
  title: 'Outdoor Kitchens Across Dallas',
  intro: `Our designers work out of our ${business.address.city} office and build kitchens throughout Dallas and its close-in neighborhoods.`,
  /**
   * The design pages' list, not the contact page's: this page is about Dallas (its address says so)
   * and sells a design-build service, so it names the Dallas neighborhoods the design team serves.
   */
  list: designServiceAreas,
} satisfies OutdoorKitchenContent['areas'];

export const work = {
  eyebrow: 'Our work',
  title: 'Outdoor Kitchens We Have Built',
  intro: 'A few recent projects from around Dallas-Fort Worth. Every one started with a free design consultation.',
  items: [kitchenIsland, kitchenPavilion, galleryOutdoorKitchen],
} satisfies OutdoorKitchenContent['work'];

export const cta = {
  title: 'Ready to Cook Outside This Season?',
  description:
    'Tell us about your yard and the kitchen you have in mind. We will come out, measure, and sketch the options with you at no cost.',
  action: { text: 'Get a Free Design Quote', quoteDialog: true },
  guaranteeText: `A free design consultation, a ${responsePromise.reply} and a written quote with no obligation to build.`,
  benefits: [
    'Designed for your yard and cooking',
    'Gas, power and permits handled',
    'HOA submissions prepared',
    'One local crew, start to finish',
  ],
  backgroundImage: heroKitchen,
} satisfies OutdoorKitchenContent['cta'];

export const serviceSchema = {
  name: 'Custom outdoor kitchen design and construction',
  description:
    'Custom outdoor kitchens in Dallas: built-in grills and appliances, stone islands and countertops, pavilions and pergolas, lighting, fireplaces and pizza ovens, designed and built by one local team.',
  areas: designServiceAreas,
} satisfies OutdoorKitchenContent['serviceSchema'];

/**
 * Copy of the garden design process page (/garden-design-process): how a Dallas garden goes from a
 * first conversation to a planted, establishing garden, step by step. The design-fee discount and
 * the water-saving claim come from business.ts.
 */
import type { GardenDesignProcessContent } from './schemas/gardenDesignProcess';
import { business, designServiceAreas, responsePromise, terms } from './business';
import heroGardenDesign from './images/hero-garden-design';

export const heroEyebrow = 'Garden design process';

export const hero = {
  title: 'How We Design a Garden,',
  highlightedText: 'Step by Step',
  subtitle:
    'From a walk around your yard and a look at the soil to a planting plan, a watering plan and a garden that fills in beautifully. Six steps, each ending with something you can see and approve.',
  primaryCTA: { text: 'Book a Garden Consultation', quoteDialog: true },
  secondaryCTA: { text: 'See Dallas Garden Design', link: '/services/garden-design' },
  backgroundImage: heroGardenDesign,
  highlights: [
    'Six clear steps',
    'Your approval before each next step',
    `${terms.designFeeDiscountPercent}% off the design fee when we plant it`,
    `Designing Dallas gardens since ${business.foundingYear}`,
  ],
} satisfies GardenDesignProcessContent['hero'];

export const steps = {
  eyebrow: 'The process',
  title: 'Six Steps From Idea to Garden',
  intro:
    'Design usually takes three to five weeks. Planting follows on a date that suits the season: fall is best for most perennials, shrubs and trees here.',
  steps: [
    {
      title: 'Consultation',
      description:
        'We meet in your garden to talk about how you want it to feel and what you want from it: color, shade, privacy, pollinators, vegetables, less lawn. We note what is thriving, what must stay and your budget range.',
    },
    {
      title: 'Site Analysis',
      description:
        'We measure the beds and beds-to-be, map sun and shade through the day, test the soil, watch how water drains after rain and note your city’s watering days. Blackland clay, a hot western wall or deep live-oak shade all change what will grow.',
    },
    {
      title: 'Concept',
      description:
        'A first layout with the garden’s shapes, paths and focal points, plus a mood board of plants and materials. We review it together and you tell us what you love and what you don’t.',
    },
    {
      title: 'Design Development',
      description:
        'The chosen concept becomes a detailed planting design: each plant chosen for its spot, layered for height and texture, and timed so something is in bloom from spring to first frost, with evergreen structure for winter.',
    },
    {
      title: 'Final Plan & Presentation',
      description:
        'We present the final planting plan, plant list with sizes and quantities, soil preparation and a drip irrigation layout, with 3D views where they help. You get every drawing to keep.',
    },
    {
      title: 'Installation Coordination',
      description: `When you are ready to plant, we schedule our crews, source the plants, prepare the soil and oversee the planting. Hire our recommended contractors after your design contract is complete and you take ${terms.designFeeDiscountPercent}% off your design fee.`,
    },
  ],
} satisfies GardenDesignProcessContent['steps'];

export const deliverables = {
  eyebrow: 'What you receive',
  title: 'What You Have at the End',
  intro: 'Everything needed to plant the garden well, and to look after it once it is in.',
  items: [
    {
      icon: 'pencil-ruler',
      title: 'A scaled planting plan',
      description: 'Every plant placed and spaced for its mature size, so beds fill in without crowding.',
    },
    {
      icon: 'leaf',
      title: 'A plant list',
      description: 'Names, container sizes and quantities, with natives and adapted plants that take 100°F summers.',
    },
    {
      icon: 'shovel',
      title: 'Soil preparation notes',
      description: 'How much compost and expanded shale each bed needs to turn heavy clay into a soil roots can use.',
    },
    {
      icon: 'droplet',
      title: 'A watering plan',
      description: `A drip layout and a first-year schedule. Native and drought-tolerant planting can use up to ${terms.claims.waterReduction} less water.`,
    },
    {
      icon: 'calendar',
      title: 'A bloom calendar',
      description: 'What flowers when, month by month, so you know what to look forward to.',
    },
    {
      icon: 'heart',
      title: 'A care guide',
      description:
        'When to cut back, when to divide and what to expect in the first three seasons as the garden establishes.',
    },
  ],
} satisfies GardenDesignProcessContent['deliverables'];

export const discount = {
  icon: 'dollar',
  title: `${terms.designFeeDiscountPercent}% Off Your Design Fee`,
  text: `Hire our recommended contractors to plant your garden once your design contract is complete, and we take ${terms.designFeeDiscountPercent}% off your design fee. The plan is yours either way.`,
  action: { text: 'Ask About Garden Design', quoteDialog: true },
} satisfies GardenDesignProcessContent['discount'];

export const faqs = [
  {
    question: 'How long does the garden design process take?',
    answer:
      'Usually three to five weeks from consultation to final plan, depending on the size of the garden and how quickly decisions are made at each review. Planting is scheduled for the right season.',
  },
  {
    question: 'When is the best time to plant a new garden in Dallas?',
    answer:
      'Fall. Roots keep growing through our mild winters, so plants face their first summer already established. Spring planting works too, with more careful watering through the first July and August.',
  },
  {
    question: 'Can you design around plants I already have?',
    answer:
      'Yes. Healthy shrubs, trees and perennials that suit their spot are worth keeping. We work them into the design, and move or replace the ones that are struggling.',
  },
  {
    question: 'Do I have to use your crews to plant the design?',
    answer: `No, the plan is yours to plant however you like. If you hire our recommended contractors after your design contract is complete, you get ${terms.designFeeDiscountPercent}% off your design fee.`,
  },
] satisfies GardenDesignProcessContent['faqs'];

export const areas = {
  eyebrow: 'Where we design',
  title: 'Garden Design Across Dallas',
  intro: 'We design and plant gardens in these areas and the neighborhoods around them.',
  items: designServiceAreas,
} satisfies GardenDesignProcessContent['areas'];

export const related = [
  '/services/garden-design',
  '/services/design/process',
  '/services/design/custom-plans',
  '/services/landscaping/installation',
] satisfies GardenDesignProcessContent['related'];

export const cta = {
  title: 'Start With a Walk Around Your Garden',
  description: `Book a garden design consultation. We will visit, look at the soil and the light, and ${responsePromise.reply} with next steps.`,
  benefits: [
    'Plants chosen for your spot',
    'Soil prepared for clay',
    'A watering plan included',
    `${terms.designFeeDiscountPercent}% off the design fee when we plant it`,
  ],
} satisfies GardenDesignProcessContent['cta'];

export const serviceSchema = {
  name: 'Garden design',
  description: `Garden design for Dallas homes in six steps, from consultation and site analysis to planting plan and installation, with ${terms.designFeeDiscountPercent}% off the design fee when our recommended contractors plant it.`,
  areas: designServiceAreas,
} satisfies GardenDesignProcessContent['serviceSchema'];

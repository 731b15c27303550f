/**
 * Copy of the landscape design services page (/services/design): custom plans, space planning,
 * visual presentations and the design process, the design-fee discount and the business's
 * claims. Every figure comes from business.ts.
 */
import type { DesignContent } from './schemas/design';
import { business, contactServiceAreas, responsePromise, terms } from './business';
import designCourtyard from './images/design-courtyard';
import galleryPergolaPatio from './images/gallery-pergola-patio';
import heroDesign from './images/hero-design';

export const heroEyebrow = 'Landscape design in Dallas-Fort Worth';

/** "50% off the design fee when you hire our recommended contractors once your design contract is complete." */
export const designFeeOffer = `${terms.designFeeDiscountPercent}% off your design fee when you hire our recommended contractors after your design contract is complete`;

export const hero = {
  title: 'Landscape Design Built Around',
  highlightedText: 'How You Live Outside',
  subtitle:
    'Custom plans, smart space planning and 3D visual presentations from designers who know North Texas soil, sun and water rules, so you see the finished yard before anything is built.',
  primaryCTA: { text: 'Book a Design Consultation', link: '/contact' },
  secondaryCTA: { text: 'See Finished Projects', link: '/gallery' },
  backgroundImage: heroDesign,
  highlights: [
    `${terms.designFeeDiscountPercent}% off the design fee when we build it`,
    '3D presentations before you commit',
    'Plans drawn for clay soil and 100°F summers',
    `Designing DFW yards since ${business.foundingYear}`,
  ],
} satisfies DesignContent['hero'];

export const services = {
  eyebrow: 'Design services',
  title: 'Everything You Need Before the First Shovel',
  intro:
    'A good design answers the hard questions on paper, where changes are free, instead of in the ground, where they are not.',
  cards: [
    {
      title: 'Custom Landscape Plans',
      description:
        'Scaled plans with every bed, path, patio, tree and plant placed and named, ready to price and build in one phase or several.',
      icon: 'pencil-ruler',
      link: '/services/design/custom-plans',
      isPrimary: true,
    },
    {
      title: 'Space Planning',
      description:
        'Where the patio, play lawn, dog run, kitchen and quiet corner go, sized for how you use them and how the sun moves across the yard.',
      icon: 'layout',
      link: '/services/design/space-planning',
    },
    {
      title: 'Visual Presentations',
      description:
        'Realistic 3D views and planting boards so you can walk through the design, compare options and decide with confidence.',
      icon: 'eye',
      link: '/services/design/visual-presentations',
    },
    {
      title: 'Our Design Process',
      description:
        'From the first consultation to the final plan: what happens at each step, and what you receive at the end of each one.',
      icon: 'steps',
      link: '/services/design/process',
    },
  ],
} satisfies DesignContent['services'];

export const discount = {
  icon: 'dollar',
  title: `Save ${terms.designFeeDiscountPercent}% on Your Design Fee`,
  text: `Get ${designFeeOffer}. Plan it with us, build it with the crews we trust, and keep more of your budget for plants and stone.`,
  action: { text: 'Ask About Design', link: '/contact' },
} satisfies DesignContent['discount'];

export const specialties = {
  eyebrow: 'Design specialties',
  title: 'Find the Right Kind of Design',
  intro: 'Whole-yard landscape plans, gardens that bloom through a Texas summer, and a clear process behind both.',
  cards: [
    {
      title: 'Professional Landscape Design',
      description:
        'Whole-property plans for front and back yards: hardscape, lawn, beds, lighting and drainage designed together.',
      icon: 'pencil-ruler',
      link: { text: 'Explore landscape design', link: '/services/landscape-design' },
    },
    {
      title: 'Dallas Garden Design',
      description:
        'Native and pollinator gardens, courtyards and cottage borders designed for Dallas heat, clay and watering days.',
      icon: 'leaf',
      link: { text: 'Explore garden design', link: '/services/garden-design' },
    },
    {
      title: 'Our Garden Design Process',
      description:
        'How a garden goes from a conversation and a soil test to a planting plan and a garden that fills in beautifully.',
      icon: 'steps',
      link: { text: 'See how we design gardens', link: '/garden-design-process' },
    },
  ],
} satisfies DesignContent['specialties'];

export const claims = {
  eyebrow: 'What good design delivers',
  title: 'The Numbers Behind a Well-Designed Yard',
  intro: 'Design is where the value, the water savings and the extra living space are decided.',
  items: [
    {
      figure: terms.claims.propertyValueIncrease,
      label: 'potential increase in property value from professional landscaping',
    },
    { figure: terms.claims.waterReduction, label: 'less water with native and drought-tolerant planting' },
    {
      figure: `${terms.claims.extraSpaceSqFt} sq ft`,
      label: 'of extra usable outdoor space from careful space planning',
    },
  ],
} satisfies DesignContent['claims'];

export const whyDesign = {
  eyebrow: 'Why design first',
  title: 'Designed for North Texas, Not a Catalog',
  items: [
    {
      icon: 'ruler',
      title: 'Measured, not guessed',
      description:
        'We survey the yard, grades and drainage first, so the plan fits the ground and water flows away from your foundation.',
    },
    {
      icon: 'sun',
      title: 'Right plant, right place',
      description:
        'Every plant is chosen for its spot: full western sun, deep shade under live oaks, or a wet corner that stays soggy after storms.',
    },
    {
      icon: 'droplet',
      title: 'Water budget built in',
      description: `Native and drought-tolerant plant palettes with drip irrigation can use up to ${terms.claims.waterReduction} less water, and stay green on restricted watering days.`,
    },
    {
      icon: 'home',
      title: 'HOA-ready drawings',
      description:
        'Clear plans and plant lists that make HOA architectural review and city permit applications straightforward.',
    },
    {
      icon: 'layout',
      title: 'Build it in phases',
      description:
        'A master plan lets you build the patio this year and the garden next spring, without redoing work later.',
    },
    {
      icon: 'handshake',
      title: 'Designers who build',
      description:
        'Our designers work beside our installation crews, so every plan is practical to build and priced realistically.',
    },
  ],
} satisfies DesignContent['whyDesign'];

export const process = {
  eyebrow: 'How design works',
  title: 'Four Steps From Idea to Plan',
  intro: 'A short version of our design process. The full one explains every step and deliverable.',
  link: { text: 'See the Full Design Process', link: '/services/design/process' },
  steps: [
    {
      title: 'Consultation',
      description:
        'We meet at your property, talk through how you want to use the yard, your style and your budget, and note what must stay.',
    },
    {
      title: 'Site Analysis',
      description:
        'Measurements, grades, drainage, soil, sun and shade, views and utilities: the facts every good plan is built on.',
    },
    {
      title: 'Concept & 3D Presentation',
      description:
        'You see the design as a plan and in 3D, compare options, and we refine it with you until it feels right.',
    },
    {
      title: 'Final Plan & Build',
      description: `You receive the final plan and plant list. Build with our recommended contractors and get ${terms.designFeeDiscountPercent}% off the design fee.`,
    },
  ],
} satisfies DesignContent['process'];

export const work = {
  eyebrow: 'Our work',
  title: 'Designs We Have Brought to Life',
  intro: 'See finished yards, or read the before-and-after stories behind them.',
  cards: [
    {
      title: 'Project Gallery',
      description: 'Courtyards, native gardens, patios and pergolas from homes across Dallas-Fort Worth.',
      image: designCourtyard,
      link: { text: 'Browse the gallery', link: '/gallery' },
    },
    {
      title: 'Case Studies',
      description: 'What the owners needed, what we designed and built, and the results, project by project.',
      image: galleryPergolaPatio,
      link: { text: 'Read our case studies', link: '/case-studies' },
    },
  ],
} satisfies DesignContent['work'];

export const cta = {
  title: 'Let’s Design the Yard You Have Been Picturing',
  description: `Book a design consultation. We will walk your property, talk through ideas and budget, and ${responsePromise.reply} with next steps.`,
  action: { text: 'Book My Consultation', link: '/contact' },
  guaranteeText: `Build with our recommended contractors after your design contract is complete and take ${terms.designFeeDiscountPercent}% off your design fee.`,
  benefits: [
    'Custom plans and plant lists',
    'Space planning for real use',
    '3D visual presentations',
    'HOA-ready drawings',
  ],
  backgroundImage: heroDesign,
} satisfies DesignContent['cta'];

export const serviceSchema = {
  name: 'Landscape design services',
  description: `Custom landscape plans, space planning and 3D visual presentations for Dallas-Fort Worth homes, with ${designFeeOffer}.`,
  areas: contactServiceAreas,
} satisfies DesignContent['serviceSchema'];

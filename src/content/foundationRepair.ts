/**
 * Copy of the foundation repair page (/services/foundation-repair). The warranty, phone number and
 * response time come from business.ts. Financing is stated as available, with no terms: the
 * business has set none.
 */
import type { FoundationRepairContent } from './schemas/foundationRepair';
import { business, contactServiceAreas, telHref, terms } from './business';
import foundationDrainage from './images/foundation-drainage';
import heroFoundation from './images/hero-foundation';

/** "lifetime, transferable" -> "Lifetime, transferable". */
const warranty = terms.foundationWarranty.charAt(0).toUpperCase() + terms.foundationWarranty.slice(1);

export const hero = {
  title: 'Foundation Repair Built for',
  highlightedText: 'Blackland Prairie Clay',
  subtitle:
    'Sticking doors, stair-step cracks in the brick, floors that slope? North Texas clay moves your slab every season. We find the cause, fix it for good, and put it in writing.',
  primaryCTA: { text: 'Free Inspection', quoteDialog: true },
  secondaryCTA: { text: `Call ${business.phone.display}`, link: telHref },
  backgroundImage: heroFoundation,
  highlights: [
    'Free, no-pressure inspection',
    `${warranty} warranty`,
    'Financing available',
    `Serving DFW homes since ${business.foundingYear}`,
  ],
} satisfies FoundationRepairContent['hero'];

export const heroEyebrow = 'Foundation repair in Dallas-Fort Worth';

export const services = {
  eyebrow: 'Foundation services',
  title: 'Repairs That Fix the Cause, Not Just the Crack',
  intro:
    'Most foundation problems here come down to soil moisture. We stabilize what has moved and stop the water that moved it.',
  cards: [
    {
      title: 'Slab Stabilization',
      description:
        'Steel or concrete piers driven to stable soil, then the slab lifted back toward level and supported for good.',
      icon: 'foundation',
      link: '/services/foundation-repair/stabilization',
      isPrimary: true,
    },
    {
      title: 'Crack Repair',
      description:
        'Slab, wall and brick veneer cracks sealed and repointed after the movement behind them has been stopped.',
      icon: 'crack',
      link: '/services/foundation-repair/crack-repair',
    },
    {
      title: 'Drainage Correction',
      description:
        'Regrading, French drains, gutter extensions and root barriers that keep water and tree roots from working against your slab.',
      icon: 'drain',
      link: '/services/foundation-repair/drainage',
    },
  ],
} satisfies FoundationRepairContent['services'];

export const warningSigns = {
  eyebrow: 'Know the signs',
  title: 'Six Warning Signs Your Foundation Is Moving',
  intro:
    'The Blackland Prairie clay under most of Dallas-Fort Worth swells when it is wet and shrinks and cracks when it dries. A rainy spring followed by a 100°F summer lifts and drops a slab unevenly, and the house shows it. Catch it early and the repair is smaller.',
  items: [
    {
      icon: 'home',
      title: 'Doors and windows sticking',
      description: 'Doors that rub, will not latch or swing open on their own, and windows that suddenly jam.',
    },
    {
      icon: 'crack',
      title: 'Cracks in brick or drywall',
      description: 'Stair-step cracks in the brick, or diagonal cracks running from the corners of doors and windows.',
    },
    {
      icon: 'ruler',
      title: 'Uneven or sloping floors',
      description: 'A marble that rolls across the room, tile that cracks, or a dip you can feel underfoot.',
    },
    {
      icon: 'layout',
      title: 'Gaps around frames',
      description: 'Daylight around exterior doors, or trim and window frames pulling away from the wall.',
    },
    {
      icon: 'foundation',
      title: 'Cracks in the slab',
      description: 'Cracks in the exposed slab edge or garage floor that widen, shift or move out of plane.',
    },
    {
      icon: 'droplet',
      title: 'Water pooling near the foundation',
      description: 'Puddles against the slab after rain, or soil pulling away from the foundation in a dry spell.',
    },
  ],
} satisfies FoundationRepairContent['warningSigns'];

export const causes = {
  eyebrow: 'Why it happens',
  title: 'Why DFW Foundations Move',
  intro: 'Soil, water and trees. Repair the slab without dealing with them and the problem comes back.',
  image: foundationDrainage,
  points: [
    {
      icon: 'thermometer',
      title: 'Expansive clay soil',
      description:
        'Wet clay swells and lifts the slab; in a long dry summer it shrinks and opens cracks wide enough to lose a pencil in.',
    },
    {
      icon: 'drain',
      title: 'Poor drainage',
      description:
        'Downspouts and flat grading dump water against one side of the house, so that side swells while the rest stays dry.',
    },
    {
      icon: 'tree',
      title: 'Thirsty tree roots',
      description:
        'Large trees near the house pull moisture out from under the slab, so one corner settles faster than the rest.',
    },
  ],
} satisfies FoundationRepairContent['causes'];

export const process = {
  eyebrow: 'Our process',
  title: 'From Free Inspection to Lasting Repair',
  intro: 'Four steps, with a written plan and price before any work starts.',
  steps: [
    {
      title: 'Free Inspection',
      description:
        'We measure floor elevations, inspect cracks, doors and drainage inside and out, and explain what we find in plain English.',
    },
    {
      title: 'Custom Solution',
      description: `You get a written repair plan for your home, pier layout and drainage work included, with its price.`,
    },
    {
      title: 'Professional Repair',
      description:
        'Our crew installs piers, lifts and stabilizes the slab, and corrects drainage, with permits pulled and your yard protected.',
    },
    {
      title: 'Quality Assurance',
      description:
        'We take final elevation readings, clean up the site, and register your warranty so it can pass to the next owner.',
    },
  ],
} satisfies FoundationRepairContent['process'];

export const cta = {
  title: 'Don’t Wait for the Cracks to Grow',
  description:
    'Foundation movement rarely fixes itself, and repairs get bigger with every wet-dry cycle. Book a free inspection and know exactly where you stand.',
  action: { text: 'Book My Free Inspection', quoteDialog: true },
  guaranteeText: `Repairs come with a ${terms.foundationWarranty} warranty that stays with the house if you sell. Financing is available.`,
  benefits: [
    'Free, no-pressure inspection',
    'Financing available',
    `${warranty} warranty`,
    'Written plan before work starts',
  ],
  backgroundImage: heroFoundation,
} satisfies FoundationRepairContent['cta'];

export const serviceSchema = {
  name: 'Foundation repair',
  description: `Slab stabilization, crack repair and drainage correction for homes on North Texas clay soil, with a free inspection, financing available and a ${terms.foundationWarranty} warranty.`,
  areas: contactServiceAreas,
} satisfies FoundationRepairContent['serviceSchema'];

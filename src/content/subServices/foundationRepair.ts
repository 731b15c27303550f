/**
 * Copy of the three foundation repair sub-service pages: slab stabilization, crack repair and
 * drainage correction. The warranty (lifetime, transferable) and response time come from
 * business.ts; financing is said to be available, with no terms, because the business has set none.
 */
import { business, responsePromise, telHref, terms } from '../business';
import type { SubServiceContent } from '../schemas/subService';
import type { LinkAction, QuoteAction } from '../schemas/shapes';
import foundationDrainage from '../images/foundation-drainage';
import heroFoundation from '../images/hero-foundation';

const heroImage = heroFoundation;

const inspectionCta: QuoteAction = { text: 'Book a Free Inspection', quoteDialog: true };
const callCta: LinkAction = { text: `Call ${business.phone.display}`, link: telHref };

/** "lifetime, transferable" -> "Lifetime, transferable". */
const warrantyName = terms.foundationWarranty.charAt(0).toUpperCase() + terms.foundationWarranty.slice(1);

export const pages: SubServiceContent[] = [
  {
    path: '/services/foundation-repair/stabilization',
    eyebrow: 'Slab foundation stabilization',
    hero: {
      title: 'Slab Stabilization That Reaches',
      highlightedText: 'Below the Clay',
      subtitle:
        'Pressed concrete or steel piers driven under your slab to soil that does not swell and shrink, then the house lifted back toward level and supported for good.',
      primaryCTA: inspectionCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `${warrantyName} warranty`,
        'Free, no-pressure inspection',
        'Financing available',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What Stabilization Includes',
      intro: 'A complete repair, from the first measurement to the warranty paperwork.',
      items: [
        'A free inspection with floor elevation readings across the house',
        'A written pier layout showing where each pier goes and why',
        'City permits and utility locates',
        'Plants, beds and flatwork protected or carefully removed and replaced',
        'Piers installed to refusal and the slab lifted toward level with hydraulic jacks',
        'Access holes backfilled and compacted, and the site cleaned',
        'Final elevation readings, and your warranty registered for transfer',
      ],
    },
    process: {
      title: 'How We Stabilize a Slab',
      intro: 'Most homes are stabilized in one to three days, depending on the number of piers.',
      steps: [
        {
          title: 'Free Inspection',
          description:
            'We measure floor elevations, check cracks, doors and drainage inside and out, and explain what we find.',
        },
        {
          title: 'Repair Plan',
          description: `A written plan with the pier layout, drainage recommendations and price.`,
        },
        {
          title: 'Pier Installation',
          description:
            'Holes are dug beside and under the beam, piers are pressed or driven to refusal, and the slab is lifted and shimmed.',
        },
        {
          title: 'Quality Assurance',
          description:
            'We take final readings, backfill and clean up, and register your warranty so it passes to the next owner.',
        },
      ],
    },
    options: {
      title: 'Pier Systems',
      intro: 'We recommend the system that fits your house, your soil and your budget, and explain why.',
      items: [
        {
          icon: 'foundation',
          title: 'Pressed concrete piers',
          description:
            'Stacked precast concrete cylinders pressed hydraulically into the ground until they will go no deeper under the weight of the house. The most common repair for DFW slab homes.',
        },
        {
          icon: 'shield',
          title: 'Steel piers',
          description:
            'Steel pipe driven much deeper, to bedrock or dense strata, for heavier houses, deep clay and two-story homes.',
        },
        {
          icon: 'drain',
          title: 'Drainage & root barriers',
          description:
            'Often part of the plan: grading, gutters and drains, and root barriers where large trees are drying the soil under one side.',
        },
      ],
    },
    warranty: {
      title: `${warrantyName} Warranty`,
      text: `Stabilization comes with a ${terms.foundationWarranty} warranty: it stays with the house and passes to the next owner if you sell, which buyers and their inspectors like to see. The terms are written into your contract. Financing is available if you would rather spread the cost.`,
      points: [`${warrantyName} warranty`, 'Transfers to the next owner when you sell', 'Financing available'],
    },
    faqs: [
      {
        question: 'Pressed concrete or steel piers: which is better?',
        answer:
          'Both stabilize a slab when they are installed well. Pressed concrete piers suit most single-story DFW homes. Steel piers reach much deeper and suit heavier homes or places where the active clay goes down a long way. We explain the recommendation for your house in the written plan.',
      },
      {
        question: 'Will my house be perfectly level after the repair?',
        answer:
          'We lift the slab toward level as far as the structure safely allows. A slab that has moved for years may not return to perfectly flat without damaging finishes, so we aim for the best practical recovery and show you the before and after readings.',
      },
      {
        question: 'How long does foundation stabilization take?',
        answer:
          'Most repairs take one to three days on site. Permits and scheduling usually add a week or two before we start.',
      },
      {
        question: 'Do I need to leave the house during the repair?',
        answer:
          'No. Work happens outside around the perimeter, or through small openings in the floor for interior piers. Expect some noise and a few days of limited yard access.',
      },
    ],
    related: [
      '/services/foundation-repair',
      '/services/foundation-repair/crack-repair',
      '/services/foundation-repair/drainage',
      '/services/irrigation/sprinklers',
    ],
    cta: {
      title: 'Find Out Where Your Slab Stands',
      description: `Book a free inspection. We will measure your floors and explain what we find. ${responsePromise.sentence}`,
      benefits: [
        'Free, no-pressure inspection',
        `${warrantyName} warranty`,
        'Financing available',
        `Serving DFW homes since ${business.foundingYear}`,
      ],
    },
    service: {
      name: 'Slab foundation stabilization',
      description: `Pressed concrete and steel pier foundation stabilization for Dallas-Fort Worth slab homes on expansive clay, with a ${terms.foundationWarranty} warranty.`,
    },
  },
  {
    path: '/services/foundation-repair/crack-repair',
    eyebrow: 'Foundation crack repair',
    hero: {
      title: 'Crack Repair That Lasts',
      highlightedText: 'Because the Movement Stopped',
      subtitle:
        'Stair-step cracks in the brick, cracks in the slab and drywall cracks over doors. We find out whether they are still moving, fix the cause first, then repair the cracks so they stay closed.',
      primaryCTA: inspectionCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        'Free crack inspection',
        'Cause found before cracks are filled',
        'Brick repointed to match',
        'Financing available',
      ],
    },
    included: {
      title: 'What Crack Repair Includes',
      intro: 'Filling a crack that is still moving only hides it for a season. We repair in the right order.',
      items: [
        'An inspection of every crack, with width and offset measured and photographed',
        'Floor elevation readings to see whether the foundation is still moving',
        'Stabilization first where the readings call for it',
        'Slab cracks cleaned and sealed with a structural epoxy or flexible sealant',
        'Brick veneer cracks raked out and repointed with color-matched mortar',
        'Cracked and displaced bricks replaced where needed',
        'A written record of every crack and repair for your files or a future buyer',
      ],
    },
    process: {
      title: 'How We Repair Foundation Cracks',
      intro: 'Crack repair is usually a one-day job once any stabilization is done.',
      steps: [
        {
          title: 'Inspect & Measure',
          description:
            'We map every crack, measure widths and offsets, and take floor elevations to see if the house is still moving.',
        },
        {
          title: 'Fix the Cause',
          description:
            'If the slab is moving, we stabilize it and correct drainage first; otherwise we go straight to the repair.',
        },
        {
          title: 'Repair the Cracks',
          description: 'Slab cracks are sealed, brick is repointed with matched mortar, and displaced brick replaced.',
        },
        {
          title: 'Record & Review',
          description: 'We photograph the finished repairs, give you a written record and tell you what to watch for.',
        },
      ],
    },
    options: {
      title: 'Which Cracks Matter',
      intro: 'Not every crack means trouble. Here is how we read them.',
      items: [
        {
          icon: 'crack',
          title: 'Hairline slab cracks',
          description:
            'Thin, flat cracks from concrete shrinkage are common and usually cosmetic. We seal them and keep an eye on them.',
        },
        {
          icon: 'alert',
          title: 'Stair-step brick cracks',
          description:
            'Cracks that step along the mortar joints usually mean the slab below is moving. We check before we repoint.',
        },
        {
          icon: 'home',
          title: 'Drywall & frame cracks',
          description:
            'Diagonal cracks at door and window corners, often with sticking doors, are a sign to measure the floors.',
        },
      ],
    },
    warranty: {
      title: 'How the Warranty Applies',
      text: `Foundation repair, the stabilization that stops the movement, carries our ${terms.foundationWarranty} warranty, which passes to the next owner if you sell. The crack repair itself is finish work on top of that, and your written contract says what is covered for it. Financing is available.`,
      points: [
        `${warrantyName} warranty on foundation repair`,
        'Crack repair coverage written into your contract',
        'Financing available',
      ],
    },
    faqs: [
      {
        question: 'Is a crack in my slab a sign of foundation failure?',
        answer:
          'Not necessarily. Most slabs have hairline shrinkage cracks. Cracks that widen, shift out of plane, or come with sticking doors and sloping floors point to movement, and that is what the inspection checks.',
      },
      {
        question: 'Why not just fill the cracks?',
        answer:
          'If the foundation is still moving with the clay’s wet and dry seasons, a filled crack opens again within a season or two, sometimes right beside the repair. Stopping the movement first makes the repair last.',
      },
      {
        question: 'Will repointed mortar match my brick?',
        answer:
          'We match the mortar color and joint style as closely as possible. New mortar looks slightly brighter at first and weathers in over a few months.',
      },
    ],
    related: [
      '/services/foundation-repair',
      '/services/foundation-repair/stabilization',
      '/services/foundation-repair/drainage',
      '/services/fences/repair',
    ],
    cta: {
      title: 'Worried About a Crack?',
      description: `Book a free inspection. We will tell you whether it is cosmetic or a sign of movement. ${responsePromise.sentence}`,
      benefits: ['Free crack inspection', 'Cause fixed first', 'Matched mortar', 'Financing available'],
    },
    service: {
      name: 'Foundation crack repair',
      description:
        'Slab, brick veneer and stair-step crack repair for Dallas-Fort Worth homes, after the foundation movement behind the cracks has been found and stopped.',
    },
  },
  {
    path: '/services/foundation-repair/drainage',
    eyebrow: 'Foundation drainage correction',
    hero: {
      title: 'Drainage That Keeps Water',
      highlightedText: 'Away From Your Slab',
      subtitle:
        'Most foundation movement in North Texas starts with water: too much on one side after a storm, too little under a thirsty tree in August. We regrade, drain and shield the soil so it stays evenly moist.',
      primaryCTA: inspectionCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        'Free drainage inspection',
        'French drains and regrading',
        'Root barriers for large trees',
        'Financing available',
      ],
    },
    included: {
      title: 'What Drainage Correction Includes',
      intro: 'We watch where the water goes, then give it a better route.',
      items: [
        'An inspection of grades, gutters, downspouts and low spots around the house',
        'Regrading so soil slopes away from the foundation',
        'French drains to collect and carry water from problem areas',
        'Buried downspout lines to a pop-up emitter or the street',
        'Surface drains in patios, walks and low corners',
        'Root barriers between large trees and the slab',
        'Sod, beds and mulch restored over every trench',
      ],
      image: foundationDrainage,
    },
    process: {
      title: 'How We Correct Drainage',
      intro: 'Most drainage projects take one to three days.',
      steps: [
        {
          title: 'Inspect',
          description:
            'We check grades and water paths around the house, ideally after a rain, and note signs of movement.',
        },
        {
          title: 'Plan',
          description: `A written drainage plan showing every drain, grade change and outlet, with its price.`,
        },
        {
          title: 'Build',
          description: 'Trenches dug, pipe and gravel laid, grades reshaped, barriers set, and outlets connected.',
        },
        {
          title: 'Restore & Test',
          description: 'We replace sod and beds, then run water through the system with you to show it working.',
        },
      ],
    },
    options: {
      title: 'Drainage Solutions',
      intro: 'Usually a combination, chosen for your lot.',
      items: [
        {
          icon: 'drain',
          title: 'French drains',
          description:
            'Perforated pipe in a gravel trench wrapped in fabric, collecting water from soggy areas and beds.',
        },
        {
          icon: 'ruler',
          title: 'Regrading',
          description: 'Soil reshaped so the ground falls away from the slab for the first several feet.',
        },
        {
          icon: 'droplet',
          title: 'Gutter & downspout lines',
          description: 'Roof water carried underground away from the house instead of dumped at one corner.',
        },
        {
          icon: 'tree',
          title: 'Root barriers',
          description: 'Vertical barriers that stop large tree roots from drying out the soil under your slab.',
        },
      ],
    },
    warranty: {
      title: 'How the Warranty Applies',
      text: `When drainage correction is part of a foundation repair, that repair carries our ${terms.foundationWarranty} warranty, which passes to the next owner if you sell. For drainage work on its own, your written contract states exactly what is covered. Financing is available.`,
      points: [
        `${warrantyName} warranty on foundation repair`,
        'Drainage-only coverage written into your contract',
        'Financing available',
      ],
    },
    faqs: [
      {
        question: 'How does drainage affect my foundation?',
        answer:
          'Clay soil swells when wet and shrinks when dry. When water collects on one side of the house, that side rises while the rest does not, which cracks brick and sticks doors. Even moisture all around the slab keeps movement small.',
      },
      {
        question: 'Should I water my foundation in summer?',
        answer:
          'In a long dry spell, keeping the soil near the slab evenly moist, for example with a soaker hose or drip line set a foot or two from the foundation, helps stop it shrinking away. Follow your city’s watering rules; drip is usually allowed on more days than sprinklers.',
      },
      {
        question: 'Do I need drainage work if I already had piers installed?',
        answer:
          'Often, yes. Piers support the slab, but water pooling against the house can still cause movement between piers and damage flatwork. The inspection tells you whether your lot needs it.',
      },
    ],
    related: [
      '/services/foundation-repair',
      '/services/foundation-repair/stabilization',
      '/services/foundation-repair/crack-repair',
      '/services/irrigation/maintenance',
    ],
    cta: {
      title: 'Send the Water Somewhere Else',
      description: `Book a free inspection. We will show you where water is working against your slab. ${responsePromise.sentence}`,
      benefits: ['Free drainage inspection', 'French drains and regrading', 'Root barriers', 'Financing available'],
    },
    service: {
      name: 'Foundation drainage correction',
      description:
        'French drains, regrading, downspout lines and root barriers that protect Dallas-Fort Worth slab foundations on expansive clay from uneven moisture.',
    },
  },
];

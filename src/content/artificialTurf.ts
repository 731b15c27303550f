/**
 * Copy of the artificial turf page (/services/artificial-turf). The warranty and response time come
 * from business.ts.
 */
import type { ArtificialTurfContent } from './schemas/artificialTurf';
import { business, contactServiceAreas, responsePromise, terms } from './business';
import { workLink } from './galleryItems';
import heroTurf from './images/hero-turf';

export const hero = {
  title: 'Artificial Turf That Stays Green',
  highlightedText: 'Through August',
  subtitle:
    'No watering days, no mowing and no mud. We install premium synthetic turf on a properly compacted base for backyards, dog runs, putting greens and commercial grounds across Dallas-Fort Worth.',
  primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
  // The gallery has no artificial turf project yet: the link names the related work it does show.
  secondaryCTA: workLink('artificial-turf', 'landscaping'),
  backgroundImage: heroTurf,
  highlights: [
    `${terms.turfWarrantyYears}-year turf warranty`,
    'Free on-site measurement',
    'Pet-safe, fast-draining systems',
    `A ${responsePromise.reply}`,
  ],
} satisfies ArtificialTurfContent['hero'];

export const heroEyebrow = 'Artificial turf in Dallas-Fort Worth';

export const services = {
  eyebrow: 'Turf for every space',
  title: 'Residential, Commercial and Pet-Friendly Turf',
  intro:
    'The right turf depends on who uses it. We match pile height, density and infill to your yard, your business or your dogs.',
  cards: [
    {
      title: 'Residential Lawns',
      description:
        'Soft, natural-looking lawns for backyards, side yards and shady spots where grass never took, plus putting greens.',
      icon: 'home',
      link: '/services/artificial-turf/residential',
      isPrimary: true,
    },
    {
      title: 'Commercial & HOA',
      description:
        'Durable turf for office courtyards, apartment common areas, HOA entrances and medians that must look sharp year-round.',
      icon: 'building',
      link: '/services/artificial-turf/commercial',
    },
    {
      title: 'Pet-Friendly Turf',
      description:
        'Flow-through backing, antimicrobial infill and a drainage-ready base, so dog runs rinse clean and stay fresh.',
      icon: 'paw',
      link: '/services/artificial-turf/pet-friendly',
    },
  ],
} satisfies ArtificialTurfContent['services'];

export const benefits = {
  eyebrow: 'Why turf',
  title: 'Why North Texas Homeowners Are Switching',
  items: [
    {
      icon: 'droplet',
      title: 'No watering, no restrictions',
      description:
        'Drought stages and twice-a-week watering schedules stop mattering. Your lawn stays green without a sprinkler.',
    },
    {
      icon: 'sun',
      title: 'Green all year',
      description:
        'No brown patches in a 100°F August, no dormant straw in January. The yard looks the same every month.',
    },
    {
      icon: 'leaf',
      title: 'No mowing or fertilizer',
      description: 'Give back your Saturdays. No mower, edger, weed-and-feed or scalped spots to reseed each spring.',
    },
    {
      icon: 'drain',
      title: 'Drains after storms',
      description:
        'A compacted, permeable base carries spring downpours away, so there is no mud tracked into the house.',
    },
    {
      icon: 'paw',
      title: 'Made for dogs and kids',
      description: 'No dig holes, no muddy paws, and a soft, even surface to play on from morning to dusk.',
    },
    {
      icon: 'shield',
      title: 'Built to last',
      description: `UV-stabilized fibers that hold their color in the Texas sun, backed by a ${terms.turfWarrantyYears}-year warranty.`,
    },
  ],
} satisfies ArtificialTurfContent['benefits'];

export const process = {
  eyebrow: 'Our process',
  title: 'How We Install Artificial Turf',
  intro:
    'What is under the turf decides how it drains, how flat it stays and how long it lasts. That is where we take our time.',
  steps: [
    {
      title: 'Site Preparation',
      description:
        'We remove the old grass and roots, grade the yard for drainage away from your foundation, and cap or reroute sprinkler lines.',
    },
    {
      title: 'Base Installation',
      description:
        'A layer of crushed aggregate is spread and compacted in lifts over a weed barrier, so the surface stays flat and drains evenly.',
    },
    {
      title: 'Turf Installation',
      description:
        'Turf is rolled out with the grain facing your main view, seams are joined invisibly, and edges are secured along every border.',
    },
    {
      title: 'Final Details',
      description:
        'We spread and brush in the infill, trim the edges clean, rinse the surface and walk the finished lawn with you.',
    },
  ],
} satisfies ArtificialTurfContent['process'];

export const cta = {
  title: 'Ready for a Lawn You Never Have to Water?',
  description: `We will measure your yard for free and bring turf samples to compare. ${responsePromise.sentence}`,
  action: { text: 'Get My Free Turf Quote', quoteDialog: true },
  guaranteeText: `Every installation is backed by a ${terms.turfWarrantyYears}-year warranty on the turf.`,
  benefits: [
    'Free on-site measurement',
    'Samples brought to your home',
    'Pet-friendly options',
    `Installing across DFW since ${business.foundingYear}`,
  ],
  backgroundImage: heroTurf,
} satisfies ArtificialTurfContent['cta'];

export const serviceSchema = {
  name: 'Artificial turf installation',
  description: `Residential, commercial and pet-friendly artificial turf installed on a compacted, fast-draining base across Dallas-Fort Worth, with a ${terms.turfWarrantyYears}-year warranty.`,
  areas: contactServiceAreas,
} satisfies ArtificialTurfContent['serviceSchema'];

/**
 * Copy of the three artificial turf sub-service pages: residential, commercial and pet-friendly.
 * The turf warranty and the response time come from business.ts.
 */
import { business, responsePromise, telHref, terms } from '../business';
import type { SubServiceContent, WarrantyContent } from '../schemas/subService';
import type { LinkAction, QuoteAction } from '../schemas/shapes';
import heroTurf from '../images/hero-turf';
import yardAfter from '../images/yard-after';

const heroImage = heroTurf;

const quoteCta: QuoteAction = { text: 'Get a Free Quote', quoteDialog: true };
const callCta: LinkAction = { text: `Call ${business.phone.display}`, link: telHref };

const turfWarranty = (text: string): WarrantyContent => ({
  title: `${terms.turfWarrantyYears}-Year Turf Warranty`,
  text,
  points: [
    `${terms.turfWarrantyYears}-year warranty on the turf`,
    'UV-stabilized fibers made for Texas sun',
    'Warranty terms written into your contract',
  ],
});

export const pages: SubServiceContent[] = [
  {
    path: '/services/artificial-turf/residential',
    eyebrow: 'Residential artificial turf',
    hero: {
      title: 'A Lawn That Looks Good',
      highlightedText: 'Every Month of the Year',
      subtitle:
        'Soft, natural-looking artificial lawns for backyards, front yards, side yards and the shady spots where St. Augustine gave up, installed on a compacted base that drains after every storm.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `${terms.turfWarrantyYears}-year turf warranty`,
        'No watering days to follow',
        'Free on-site measurement',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What a Residential Install Includes',
      intro: 'The turf is the part you see. What makes it last is underneath.',
      items: [
        'Removal of existing grass, roots and several inches of soil',
        'Sprinkler heads in the area capped, or converted to drip for the beds',
        'Grading so water runs away from the house',
        'A weed barrier and a compacted aggregate base, laid in lifts',
        'Turf rolled out with the grain toward your main view and seams joined invisibly',
        'Edges secured along every border, bed and walk',
        'Infill brushed in, the lawn groomed, and the site cleaned up',
      ],
      image: yardAfter,
    },
    process: {
      title: 'How We Install Your Lawn',
      intro: 'Most backyards are finished in two to four days.',
      steps: [
        {
          title: 'Site Preparation',
          description:
            'Old grass and roots come out, sprinklers are capped or rerouted, and the yard is graded for drainage away from your foundation.',
        },
        {
          title: 'Base Installation',
          description:
            'A weed barrier goes down, then crushed aggregate spread and compacted in lifts, so the surface stays flat and drains evenly.',
        },
        {
          title: 'Turf Installation',
          description: 'Turf is rolled out, cut to fit, seamed invisibly and secured along every edge.',
        },
        {
          title: 'Final Details',
          description: 'Infill is spread and brushed in, edges trimmed clean, and we walk the finished lawn with you.',
        },
      ],
    },
    options: {
      title: 'Choosing Your Turf',
      intro: 'We bring samples to your yard so you can see and feel them in your own light.',
      items: [
        {
          icon: 'grass',
          title: 'Pile height',
          description:
            'Around 1¼ inches for busy family lawns that stay upright; 1½ to 1¾ inches for a lush, soft look in front yards.',
        },
        {
          icon: 'leaf',
          title: 'Blade color & shape',
          description:
            'Two-tone blades with a brown thatch layer read as real grass from the street; shaped blades spring back after foot traffic.',
        },
        {
          icon: 'sun',
          title: 'Infill',
          description:
            'Rounded silica sand holds blades upright and weighs the turf down; coated and cooling infills help in full afternoon sun.',
        },
        {
          icon: 'star',
          title: 'Putting greens',
          description: 'Short, dense turf that rolls true, with fringe around the cups, for backyard practice.',
        },
      ],
    },
    warranty: turfWarranty(
      `Your turf is backed by a ${terms.turfWarrantyYears}-year warranty, written into your contract. The turf is made with UV-stabilized fibers that hold their color in the Texas sun, and the base we build under it is what keeps it flat and draining for that long.`,
    ),
    faqs: [
      {
        question: 'Does artificial turf get hot in the summer?',
        answer:
          'Yes, any synthetic surface in full Texas sun gets warmer than natural grass in the afternoon. Lighter colors, cooling infills, shade from trees or a pergola, and a quick rinse before play all help. Shady and east-facing yards are rarely an issue.',
      },
      {
        question: 'How does turf handle heavy rain?',
        answer:
          'The backing is perforated or flow-through, and the compacted base lets water pass and move away. A properly graded install drains in spring downpours without puddling, even over clay.',
      },
      {
        question: 'Will my HOA allow artificial turf?',
        answer:
          'Many DFW HOAs allow artificial turf once the product and the areas it covers are approved, and some limit it to backyards. We check your guidelines and provide product sheets, samples and a plan for your application.',
      },
      {
        question: 'How do I take care of it?',
        answer:
          'Blow off leaves, rinse it now and then, and brush the fibers upright a few times a year where traffic flattens them. No mowing, fertilizer or watering days.',
      },
    ],
    related: [
      '/services/artificial-turf',
      '/services/artificial-turf/pet-friendly',
      '/services/artificial-turf/commercial',
      '/services/landscaping/renovation',
    ],
    cta: {
      title: 'Ready to Stop Mowing and Watering?',
      description: `We will measure your yard for free and bring samples to compare. ${responsePromise.sentence}`,
      benefits: [
        'Free on-site measurement',
        'Samples at your home',
        `${terms.turfWarrantyYears}-year turf warranty`,
        `Installing across DFW since ${business.foundingYear}`,
      ],
    },
    service: {
      name: 'Residential artificial turf installation',
      description: `Artificial lawns and putting greens for Dallas-Fort Worth homes, installed on a compacted, fast-draining base, with a ${terms.turfWarrantyYears}-year turf warranty.`,
    },
  },
  {
    path: '/services/artificial-turf/commercial',
    eyebrow: 'Commercial and HOA artificial turf',
    hero: {
      title: 'Commercial Turf That Stays Sharp',
      highlightedText: 'Without a Mowing Crew',
      subtitle:
        'Office courtyards, apartment common areas, HOA entrances, medians and rooftop terraces that look the same in August as they do in April, with no irrigation schedule to manage.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `${terms.turfWarrantyYears}-year turf warranty`,
        'No watering, no mowing contract',
        'Scheduled around your tenants',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What a Commercial Install Includes',
      intro: 'Planned with your property manager or board, and built to take heavy foot traffic.',
      items: [
        'A site walk with your manager or board, and a written scope for approval',
        'Product data sheets for your files and your insurer',
        'Removal of existing turf and soil, and irrigation capped or converted to drip',
        'A deeper compacted base for high-traffic areas',
        'High-density, heavy-traffic turf with secured edges and invisible seams',
        'Work scheduled around business hours, tenants and residents',
        'A daily clean site and a final walkthrough with your representative',
      ],
    },
    process: {
      title: 'How a Commercial Project Runs',
      intro: 'From bid to handover, with one point of contact.',
      steps: [
        {
          title: 'Site Walk & Scope',
          description: 'We measure, note access, drainage and traffic, and agree the scope with your manager or board.',
        },
        {
          title: 'Proposal & Approval',
          description: `A written proposal after the site walk, with product data and a schedule that fits your property.`,
        },
        {
          title: 'Base & Turf',
          description: 'Excavation, a compacted base, turf, seams, edges and infill, with areas taped off for safety.',
        },
        {
          title: 'Handover',
          description:
            'A final walkthrough, simple care instructions for your maintenance staff and your warranty documents.',
        },
      ],
    },
    options: {
      title: 'Where Commercial Turf Works',
      intro: 'Anywhere grass struggles or maintenance costs too much.',
      items: [
        {
          icon: 'building',
          title: 'Courtyards & common areas',
          description:
            'Apartment and office courtyards, pool surrounds and amenity lawns that must look good for tours.',
        },
        {
          icon: 'users',
          title: 'HOA entrances & medians',
          description: 'Narrow medians and entrances where sprinklers overspray the street and mowing is dangerous.',
        },
        {
          icon: 'paw',
          title: 'Dog parks & pet stations',
          description: 'Pet-friendly turf with antimicrobial infill for apartment dog parks and relief areas.',
        },
        {
          icon: 'sun',
          title: 'Rooftops & patios',
          description: 'Lightweight systems over drainage mats for terraces and rooftop amenity decks.',
        },
      ],
    },
    warranty: turfWarranty(
      `Commercial installations carry the same ${terms.turfWarrantyYears}-year turf warranty as our residential lawns, written into your contract, with product documentation for your records.`,
    ),
    faqs: [
      {
        question: 'Can you work around our tenants and business hours?',
        answer:
          'Yes. We schedule noisy work for the hours you choose, phase large areas so paths stay open, and keep the work zone taped off and clean every day.',
      },
      {
        question: 'How does turf hold up to heavy foot traffic?',
        answer:
          'We use dense, shorter-pile commercial turf and a deeper compacted base in high-traffic areas. Periodic brushing keeps the fibers upright.',
      },
      {
        question: 'What maintenance does commercial turf need?',
        answer:
          'Blowing off debris, occasional rinsing, and power brushing once or twice a year in busy areas. Your existing grounds crew can do it; we leave written instructions.',
      },
    ],
    related: [
      '/services/artificial-turf',
      '/services/artificial-turf/residential',
      '/services/artificial-turf/pet-friendly',
      '/services/landscaping/clean-up',
    ],
    cta: {
      title: 'Cut Your Grounds Costs, Not Your Curb Appeal',
      description: `Book a site walk for your property. ${responsePromise.sentence}`,
      benefits: [
        'Written scope for your board',
        'Product data for your files',
        'Scheduled around tenants',
        `${terms.turfWarrantyYears}-year turf warranty`,
      ],
    },
    service: {
      name: 'Commercial artificial turf installation',
      description: `Artificial turf for Dallas-Fort Worth offices, apartments, HOA entrances and medians, built for heavy traffic, with a ${terms.turfWarrantyYears}-year turf warranty.`,
    },
  },
  {
    path: '/services/artificial-turf/pet-friendly',
    eyebrow: 'Pet-friendly artificial turf',
    hero: {
      title: 'Pet Turf That Rinses Clean',
      highlightedText: 'and Stays Fresh',
      subtitle:
        'Dog runs and pet lawns with flow-through backing, antimicrobial infill and a fast-draining base, so there are no dig holes, no muddy paws after a storm and no smell in the August heat.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        'Antimicrobial infill',
        'Flow-through backing',
        `${terms.turfWarrantyYears}-year turf warranty`,
        'No more muddy paws',
      ],
    },
    included: {
      title: 'What Pet Turf Includes',
      intro: 'Everything in our residential install, plus the details that make turf work for dogs.',
      items: [
        'A base designed to drain liquid straight down, not across the yard',
        'Flow-through turf backing that passes liquid across the whole surface',
        'Antimicrobial or odor-absorbing infill that does not hold bacteria',
        'Edges secured and buried along fences so dogs cannot dig under',
        'A gentle slope toward a drain or bed where runs are narrow',
        'Shorter, denser fibers that are easy to clean',
        'A rinse-and-care routine for your dogs and your climate',
      ],
      image: heroTurf,
    },
    process: {
      title: 'How We Build a Pet Lawn',
      intro: 'Usually two to three days for a typical backyard dog run.',
      steps: [
        {
          title: 'Plan for Your Pets',
          description:
            'We ask how many dogs, their size and habits, and where they run, so the layout and drainage fit.',
        },
        {
          title: 'Drainage Base',
          description:
            'Soil out, grade set, and a permeable aggregate base compacted so liquid drains fast and evenly.',
        },
        {
          title: 'Turf & Edges',
          description: 'Flow-through turf laid and seamed, with edges locked down along fences and beds.',
        },
        {
          title: 'Antimicrobial Infill',
          description: 'Pet infill brushed in, the surface rinsed, and a care routine explained.',
        },
      ],
    },
    options: {
      title: 'Pet Turf Options',
      intro: 'Choose by the size and number of dogs, and how much sun the area gets.',
      items: [
        {
          icon: 'paw',
          title: 'Short, dense pet turf',
          description: 'Around ¾ to 1¼ inches: easy to pick up after, quick to rinse and tough on claws.',
        },
        {
          icon: 'shield',
          title: 'Antimicrobial infill',
          description: 'Coated infill that resists bacteria growth and does not break down under rinsing.',
        },
        {
          icon: 'droplet',
          title: 'Odor-control infill',
          description: 'Zeolite-based infill that traps ammonia odors between rinses, for busy multi-dog yards.',
        },
        {
          icon: 'sun',
          title: 'Shade & cooling',
          description: 'A shaded corner or pergola and a lighter turf color to keep paws comfortable in summer.',
        },
      ],
    },
    warranty: turfWarranty(
      `Pet turf carries our ${terms.turfWarrantyYears}-year turf warranty, written into your contract. Regular rinsing and refreshing the infill as recommended keep it clean and smelling fresh for the long term.`,
    ),
    faqs: [
      {
        question: 'Does pet turf smell?',
        answer:
          'Not when it is built and cared for properly. Flow-through backing and a draining base keep liquid from pooling, and antimicrobial or zeolite infill controls odor. A weekly rinse in summer keeps it fresh.',
      },
      {
        question: 'Can my dog dig through it?',
        answer:
          'The turf is tough and the edges are secured and buried along fences, which stops most diggers. It is also a lot less interesting to dig than soil.',
      },
      {
        question: 'How do I clean up after my dog?',
        answer:
          'Pick up solids as you would on grass, then hose the area down. For heavy-use spots, an enzyme cleaner once a month breaks down residue.',
      },
      {
        question: 'Is artificial turf safe for pets?',
        answer:
          'Yes. Pet turf and infills are made to be non-toxic. In full afternoon sun any synthetic surface gets warm, so give dogs a shaded area and rinse the turf on hot days.',
      },
    ],
    related: [
      '/services/artificial-turf',
      '/services/artificial-turf/residential',
      '/services/fences/installation',
      '/services/artificial-turf/commercial',
    ],
    cta: {
      title: 'A Yard Your Dogs Can Actually Enjoy',
      description: `We will measure the area for free and bring pet turf samples. ${responsePromise.sentence}`,
      benefits: [
        'Antimicrobial infill',
        'Fast-draining base',
        'Dig-resistant edges',
        `${terms.turfWarrantyYears}-year turf warranty`,
      ],
    },
    service: {
      name: 'Pet-friendly artificial turf installation',
      description: `Pet lawns and dog runs with flow-through turf, antimicrobial infill and a fast-draining base across Dallas-Fort Worth, with a ${terms.turfWarrantyYears}-year turf warranty.`,
    },
  },
];

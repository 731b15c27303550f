/**
 * Copy of the three landscaping sub-service pages: installation, renovation and seasonal clean-up.
 * The business's terms (business.ts) give no landscaping warranty figure, so the warranty sections say what the
 * written contract covers and name no numbers of their own.
 */
import { business, responsePromise, telHref, terms } from '../business';
import type { SubServiceContent, WarrantyContent } from '../schemas/subService';
import type { LinkAction, QuoteAction } from '../schemas/shapes';
import galleryFrontBeds from '../images/gallery-front-beds';
import galleryStonePath from '../images/gallery-stone-path';
import heroLandscaping from '../images/hero-landscaping';
import yardAfter from '../images/yard-after';

const heroImage = heroLandscaping;

const quoteCta: QuoteAction = { text: 'Get a Free Quote', quoteDialog: true };
const callCta: LinkAction = { text: `Call ${business.phone.display}`, link: telHref };

const contractWarranty: WarrantyContent = {
  title: 'What Your Written Contract Covers',
  text: 'Every landscaping job comes with a written, itemized contract: the plants by name and container size, the soil preparation, the materials and the work. What is covered after we finish, and for how long, is written into that contract before you sign it, so you know exactly where you stand. Because new plants live or die by their first summer of watering, we leave you a watering schedule with it.',
  points: [
    'Every plant, material and task itemized',
    'Coverage after the job written in before you sign',
    'A watering schedule for the first weeks and the first summer',
  ],
};

export const pages: SubServiceContent[] = [
  {
    path: '/services/landscaping/installation',
    eyebrow: 'Landscape installation in Dallas-Fort Worth',
    hero: {
      title: 'New Landscapes Planted',
      highlightedText: 'in Soil That Works',
      subtitle:
        'Beds, sod, shade trees, shrubs and stone borders for new builds and bare yards, installed on clay that has been loosened, amended and graded first, so plants root deep and water drains away from the house.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `A ${responsePromise.reply}`,
        'Beds amended for Blackland clay',
        `Native plantings that use up to ${terms.claims.waterReduction} less water`,
        'Graded away from your foundation',
      ],
    },
    included: {
      title: 'What Landscape Installation Includes',
      intro:
        'Builder-grade yards often come with a few shrubs in packed fill dirt and sod laid on clay. We start below the surface.',
      items: [
        'Removal of construction debris, rocks and struggling builder shrubs',
        'Beds dug out, loosened and amended with compost and expanded shale',
        'Grading that moves water away from the slab and toward the street or a drain',
        'Trees, shrubs, perennials and grasses chosen for each spot’s sun and shade',
        'Steel, stone or brick edging that keeps grass out of the beds',
        'Bermuda, St. Augustine or Zoysia sod rolled onto prepared soil',
        'Shredded hardwood or native mulch, two to three inches deep',
        'A deep first watering and a written watering schedule',
      ],
      image: galleryFrontBeds,
    },
    process: {
      title: 'How We Install a New Landscape',
      intro: 'A front yard is usually a two- to four-day job; a full front and back landscape takes a week or more.',
      steps: [
        {
          title: 'Site Visit & Plan',
          description:
            'We look at sun, shade, soil and drainage, ask how you use the yard and sketch a planting plan with you.',
        },
        {
          title: 'Itemized Quote',
          description: `After the visit you get a written quote listing every plant, its size and every material, with options to phase the work.`,
        },
        {
          title: 'Prepare the Ground',
          description:
            'Old turf and debris out, utilities located, beds shaped, soil amended and the yard graded for drainage.',
        },
        {
          title: 'Plant, Edge & Water',
          description:
            'Trees and shrubs go in at the right depth, edging and sod are installed, mulch spread and everything watered in.',
        },
      ],
    },
    options: {
      title: 'Planting Styles That Thrive Here',
      intro: 'We match the look you want with plants that survive a Dallas August and a hard freeze in the same year.',
      items: [
        {
          icon: 'leaf',
          title: 'Native & adapted',
          description:
            'Texas sage, Turk’s cap, salvias, Gulf muhly and yaupon holly: color and structure on far less water once established.',
        },
        {
          icon: 'sun',
          title: 'Xeriscape',
          description:
            'Agave, yucca and grasses set in decomposed granite and boulders for hot western exposures and slopes.',
        },
        {
          icon: 'home',
          title: 'Classic foundation beds',
          description:
            'Evergreen shrubs for year-round structure with seasonal color in front, set back from the slab.',
        },
        {
          icon: 'tree',
          title: 'Shade trees',
          description:
            'Cedar elm, live oak, Shumard red oak and chinquapin oak, planted where their roots will not crowd the house.',
        },
        {
          icon: 'grass',
          title: 'Sod',
          description:
            'Bermuda for full sun and play, St. Augustine for partial shade, Zoysia for a dense lawn that handles both.',
        },
        {
          icon: 'droplet',
          title: 'Drip-ready beds',
          description: 'Beds laid out so drip lines can water roots directly, keeping you within city watering rules.',
        },
      ],
    },
    warranty: contractWarranty,
    faqs: [
      {
        question: 'When is the best time to plant in North Texas?',
        answer:
          'Fall is best for trees, shrubs and perennials: roots grow through the mild winter and the plants face their first summer established. Spring works well too. Warm-season sod goes down best from late spring through summer, with steady watering.',
      },
      {
        question: 'Why do you amend the soil instead of just planting?',
        answer:
          'Blackland Prairie clay holds water for days after a storm, then dries hard and cracks. Roots in unamended clay either drown or bake. Compost and expanded shale open the soil so it drains, breathes and holds moisture evenly.',
      },
      {
        question: 'Can you work with my HOA’s landscape rules?',
        answer:
          'Yes. Many HOAs require a share of lawn, approved plant lists or a plan for review. We provide a planting plan and plant list you can submit, and design within the rules.',
      },
      {
        question: 'Do I need irrigation for a new landscape?',
        answer:
          'New plants need regular water through their first summer, and a drip system makes that easy and efficient. We can add drip to your beds or extend your sprinkler system as part of the job.',
      },
    ],
    related: [
      '/services/landscaping',
      '/services/landscaping/renovation',
      '/services/design/custom-plans',
      '/services/irrigation/sprinklers',
    ],
    cta: {
      title: 'Start Your New Landscape the Right Way',
      description: `Tell us about the yard. We will visit and check the soil and drainage. ${responsePromise.sentence}`,
      benefits: [
        'Soil amended before planting',
        'Plants chosen for your sun and shade',
        'Drainage away from your slab',
        `Planting DFW yards since ${business.foundingYear}`,
      ],
    },
    service: {
      name: 'Landscape installation',
      description:
        'New landscape installation for Dallas-Fort Worth homes and businesses: soil preparation for clay, grading, beds, native plants, trees, edging and sod.',
    },
  },
  {
    path: '/services/landscaping/renovation',
    eyebrow: 'Landscape renovation in Dallas-Fort Worth',
    hero: {
      title: 'Give a Tired Yard',
      highlightedText: 'a Second Life',
      subtitle:
        'Overgrown beds, thin lawns in the shade, shrubs swallowing the windows and plants the last drought killed. We keep what is worth keeping and rework the rest into a yard that is easier to care for.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        'Healthy trees and shrubs kept',
        `Up to ${terms.claims.waterReduction} less water with native planting`,
        'Phased plans for any budget',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What a Renovation Includes',
      intro: 'A renovation is part editing, part rebuilding. We start by deciding together what stays.',
      items: [
        'A walk-through of every bed and tree, marking what stays, moves or goes',
        'Removal of dead, overgrown and invasive plants, stumps and old landscape fabric',
        'Shrubs planted too close to the slab moved or replaced',
        'Beds reshaped, re-edged and amended with compost',
        'Bare and shady lawn areas re-sodded, or turned into beds where grass will not grow',
        'New plantings, mulch and a drip line where beds need water',
        'Drainage fixes where water stands after storms',
      ],
      image: yardAfter,
    },
    process: {
      title: 'How a Renovation Comes Together',
      intro: 'Most renovations take two to five days on site, depending on how much comes out.',
      steps: [
        {
          title: 'Walk the Yard',
          description: 'We look at what is thriving, what is struggling and why: sun, soil, drainage or watering.',
        },
        {
          title: 'Keep, Move or Replace',
          description: `You get a plan and a written quote, with what stays, what goes and what replaces it.`,
        },
        {
          title: 'Clear & Rebuild',
          description: 'Removals first, then soil, drainage and bed shapes, then new planting, edging and sod.',
        },
        {
          title: 'Finish & Hand Over',
          description: 'Mulch, a deep watering, a final walk together and a watering schedule for the new plants.',
        },
      ],
    },
    options: {
      title: 'Common Renovations',
      intro: 'A few of the projects we are asked for most often.',
      items: [
        {
          icon: 'sun',
          title: 'Lawn to low-water beds',
          description:
            'Replace thirsty turf with native beds and decomposed granite paths that stay tidy on restricted watering days.',
        },
        {
          icon: 'tree',
          title: 'Shade solutions',
          description:
            'Where St. Augustine has thinned under big oaks, shade-loving groundcovers, ferns and mulch paths take its place.',
        },
        {
          icon: 'home',
          title: 'Curb appeal refresh',
          description:
            'New foundation beds, a defined walk and seasonal color for a home going on the market, or just for you.',
        },
      ],
    },
    warranty: contractWarranty,
    faqs: [
      {
        question: 'Can you keep some of my existing plants?',
        answer:
          'Yes, and we usually do. Healthy trees and well-placed shrubs are worth keeping; we prune them, improve the soil around them and plant the new design around them.',
      },
      {
        question: 'How do I get a yard that uses less water?',
        answer: `Replacing some lawn with native and adapted plants, mulching well and watering beds with drip instead of spray heads can cut outdoor water use by up to ${terms.claims.waterReduction}. It also keeps the yard looking good when drought stages limit watering.`,
      },
      {
        question: 'Can a renovation be done in phases?',
        answer:
          'Yes. We plan the whole yard once, then build it in the order that makes sense for you, for example the front beds this fall and the backyard next spring, so nothing has to be redone later.',
      },
    ],
    related: [
      '/services/landscaping',
      '/services/landscaping/installation',
      '/services/landscaping/clean-up',
      '/services/design/space-planning',
    ],
    cta: {
      title: 'Let’s Rework Your Yard',
      description: `Book a visit and we will walk the yard with you and decide what stays. ${responsePromise.sentence}`,
      benefits: ['Healthy plants kept', 'Lower water use', 'Phased plans available', 'Clean site every day'],
    },
    service: {
      name: 'Landscape renovation',
      description:
        'Renovation of overgrown and tired landscapes across Dallas-Fort Worth: removals, soil and drainage fixes, new native planting, edging and sod.',
    },
  },
  {
    path: '/services/landscaping/clean-up',
    eyebrow: 'Yard clean-up in Dallas-Fort Worth',
    hero: {
      title: 'Seasonal and Storm Clean-Ups',
      highlightedText: 'Done Properly',
      subtitle:
        'Leaves, limbs, frozen perennials and hail-shredded beds cleared, shrubs pruned at the right time, beds edged and freshly mulched, for homes, HOA common areas and business frontages.',
      primaryCTA: quoteCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        'Spring and fall clean-ups',
        'Storm debris after hail and wind',
        'Everything hauled away',
        `A ${responsePromise.reply}`,
      ],
    },
    included: {
      title: 'What a Clean-Up Includes',
      intro: 'Your quote lists every task, so you know exactly what the crew will do before they arrive.',
      items: [
        'Leaves, sticks and debris raked and blown out of beds, lawn and gutters at ground level',
        'Frost-killed perennials and ornamental grasses cut back in late winter',
        'Shrubs and small trees pruned for shape and clearance from the house',
        'Weeds pulled by hand, roots and all',
        'Bed edges re-cut and fresh mulch spread',
        'Storm-broken limbs cut up and removed after hail and wind',
        'All debris bagged and hauled away, with hard surfaces blown clean',
      ],
      image: galleryStonePath,
    },
    process: {
      title: 'How a Clean-Up Visit Works',
      intro: 'Most residential clean-ups take a single day with a full crew.',
      steps: [
        {
          title: 'Tell Us What You Need',
          description: 'Send photos or book a visit; we note every bed, tree and area to include.',
        },
        {
          title: 'Quote & Schedule',
          description: `A written, itemized quote, and a date that fits the season and the weather.`,
        },
        {
          title: 'Clean, Prune & Mulch',
          description: 'The crew works bed by bed, then edges, mulches and blows off walks and drives.',
        },
        {
          title: 'Walkthrough',
          description:
            'We check the list with you before the trailer leaves, and point out anything that needs attention later.',
        },
      ],
    },
    options: {
      title: 'Clean-Ups Through the Year',
      intro: 'Timing matters in North Texas: pruning at the wrong moment can cost you a season of blooms.',
      items: [
        {
          icon: 'leaf',
          title: 'Late-winter clean-up',
          description:
            'Cut back grasses and frost-killed perennials, prune summer-blooming shrubs and mulch before spring growth starts.',
        },
        {
          icon: 'broom',
          title: 'Fall clean-up',
          description:
            'Leaf removal, a last tidy of the beds and fresh mulch to insulate roots before the first freeze.',
        },
        {
          icon: 'alert',
          title: 'Storm clean-up',
          description:
            'Hail-shredded plants, broken limbs and debris cleared quickly after spring storms, with damage noted for your insurer.',
        },
        {
          icon: 'building',
          title: 'HOA & commercial',
          description:
            'Entrances, medians and common areas cleaned on a schedule, with a written scope your board or manager can approve.',
        },
      ],
    },
    warranty: {
      title: 'What You Can Count On',
      text: 'A clean-up is a service visit rather than a build, so it comes with a written scope instead of a long-term warranty: the quote lists every task, and the walkthrough at the end lets you check each one before the crew leaves. Plantings and builds we install carry the coverage written into their own contracts.',
      points: ['Every task listed in writing', 'A walkthrough before the crew leaves', 'All debris hauled away'],
    },
    faqs: [
      {
        question: 'When should ornamental grasses and perennials be cut back?',
        answer:
          'In late winter, usually February, once the hardest freezes have passed and before new growth starts. Leaving them standing through winter protects the crowns from cold.',
      },
      {
        question: 'Do you haul away the debris?',
        answer:
          'Yes. Every clean-up includes bagging and hauling away leaves, branches and plant debris. Nothing is left at the curb.',
      },
      {
        question: 'Can you help after a hailstorm?',
        answer:
          'Yes. We clear broken limbs and shredded plants, cut damaged perennials back so they can regrow, and photograph the damage to plants and beds if you are filing an insurance claim.',
      },
      {
        question: 'Do you offer clean-ups for HOAs and businesses?',
        answer:
          'Yes. We clean entrances, medians, common areas and business frontages, one-off or on a seasonal schedule, with a written scope for your board or property manager.',
      },
    ],
    related: [
      '/services/landscaping',
      '/services/landscaping/renovation',
      '/services/irrigation/maintenance',
      '/services/fences/repair',
    ],
    cta: {
      title: 'Book Your Clean-Up',
      description: `Send a few photos or book a visit. ${responsePromise.sentence}`,
      benefits: [
        'Pruned at the right time',
        'Fresh mulch and clean edges',
        'Storm debris removed',
        'Everything hauled away',
      ],
    },
    service: {
      name: 'Seasonal and storm yard clean-up',
      description:
        'Spring, fall and storm clean-ups for Dallas-Fort Worth homes, HOAs and businesses: debris removal, pruning, weeding, edging and fresh mulch.',
    },
  },
];

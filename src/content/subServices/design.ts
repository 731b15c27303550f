/**
 * Copy of the four landscape design sub-service pages: custom plans, space planning, visual
 * presentations and the design process. The design-fee discount comes from business.ts; no
 * other figure is promised.
 */
import { business, fenceWarranty, responsePromise, telHref, terms } from '../business';
import type { SubServiceContent, WarrantyContent } from '../schemas/subService';
import type { LinkAction, QuoteAction } from '../schemas/shapes';
import designCourtyard from '../images/design-courtyard';
import designNativeGarden from '../images/design-native-garden';
import designPoolside from '../images/design-poolside';
import galleryPergolaPatio from '../images/gallery-pergola-patio';
import heroDesign from '../images/hero-design';
import heroLandscapeDesign from '../images/hero-landscape-design';

const heroImage = heroDesign;

const consultCta: QuoteAction = { text: 'Book a Design Consultation', quoteDialog: true };
const callCta: LinkAction = { text: `Call ${business.phone.display}`, link: telHref };

const discount = `${terms.designFeeDiscountPercent}%`;

const designTerms: WarrantyContent = {
  icon: 'dollar',
  title: `${discount} Off Your Design Fee When We Build It`,
  text: `Hire our recommended contractors once your design contract is complete and we take ${discount} off your design fee. Your design contract spells out what you receive, how many rounds of changes are included and the fee, before any work starts; anything we then build is covered by the warranty for that kind of work, such as our ${fenceWarranty.lifetimeName} on fences.`,
  points: [
    `${discount} off the design fee with our recommended contractors`,
    'Deliverables and revision rounds written into your design contract',
    'The plan is yours to keep and build in phases',
  ],
};

export const pages: SubServiceContent[] = [
  {
    path: '/services/design/custom-plans',
    eyebrow: 'Custom landscape plans',
    hero: {
      title: 'Custom Landscape Plans',
      highlightedText: 'Drawn for Your Yard',
      subtitle:
        'Scaled plans with every bed, path, patio, tree and plant placed and named, designed for Blackland Prairie clay, your sun and shade, and your city’s watering rules, and ready to price and build.',
      primaryCTA: consultCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        'Scaled, buildable drawings',
        'Plant lists by name and size',
        'HOA-ready submittals',
        `${discount} off the design fee when we build it`,
      ],
    },
    included: {
      title: 'What a Custom Plan Includes',
      intro: 'A plan you can hand to any crew, your HOA or your city, and know exactly what will be built.',
      items: [
        'A measured base map of your property, house, trees, utilities and grades',
        'A scaled plan showing beds, lawn, paths, patios, walls and structures',
        'A planting plan with every plant named, sized and located',
        'Grading and drainage notes that move water away from your foundation',
        'Irrigation zones and drip areas marked for the installer',
        'Material selections for stone, pavers, edging and mulch',
        'Drawings suitable for HOA architectural review and permit applications',
      ],
      image: designNativeGarden,
    },
    process: {
      title: 'How a Custom Plan Is Made',
      intro:
        'Most plans take three to five weeks from consultation to final drawings, depending on the size of the property.',
      steps: [
        {
          title: 'Consultation',
          description:
            'We meet at your home, talk through how you live outside, your style and budget, and what must stay.',
        },
        {
          title: 'Survey & Analysis',
          description: 'Measurements, grades, soil, drainage, sun and shade, views and utilities become the base map.',
        },
        {
          title: 'Concept Plan',
          description: 'A first layout with options to compare, reviewed together at your kitchen table or on screen.',
        },
        {
          title: 'Final Plan',
          description: 'Refined drawings, the planting plan and material list, ready to price, permit and build.',
        },
      ],
    },
    options: {
      title: 'Plans for Every Kind of Project',
      intro: 'The level of detail follows what you are building.',
      items: [
        {
          icon: 'home',
          title: 'Front yard plans',
          description: 'Curb appeal, a welcoming walk and foundation beds set back from the slab.',
        },
        {
          icon: 'pergola',
          title: 'Backyard master plans',
          description: 'Patio, lawn, shade, privacy and planting designed together, ready to build in phases.',
        },
        {
          icon: 'leaf',
          title: 'Planting plans',
          description: 'For existing hardscape: a layered, water-wise planting design with a plant list and spacing.',
        },
      ],
    },
    warranty: designTerms,
    faqs: [
      {
        question: 'Can I build the plan myself or use another contractor?',
        answer: `Yes. The plan is yours to build however you like. If you hire our recommended contractors after your design contract is complete, you get ${discount} off the design fee.`,
      },
      {
        question: 'Will the plan work with my HOA?',
        answer:
          'We design within your HOA’s rules and provide scaled drawings and plant lists in the form most architectural review committees ask for.',
      },
      {
        question: 'Do you design for low water use?',
        answer: `Always. Native and adapted plants, drip irrigation and well-placed lawn can cut outdoor water use by up to ${terms.claims.waterReduction}, and keep the yard presentable through drought-stage restrictions.`,
      },
      {
        question: 'How do changes work once the plan is drawn?',
        answer:
          'Your design contract includes review rounds at the concept stage and before the final plan, which is where changes are easy. Larger changes after the final plan are quoted before we make them.',
      },
    ],
    related: [
      '/services/design',
      '/services/design/space-planning',
      '/services/design/visual-presentations',
      '/services/design/process',
    ],
    cta: {
      title: 'Let’s Draw the Yard You Want',
      description: `Book a design consultation. We will walk your property, talk through ideas and budget, and ${responsePromise.reply} with next steps.`,
      benefits: [
        'Scaled, buildable plans',
        'Designed for clay and heat',
        'HOA-ready drawings',
        `${discount} off the design fee when we build it`,
      ],
    },
    service: {
      name: 'Custom landscape plans',
      description: `Scaled custom landscape and planting plans for Dallas-Fort Worth homes, with ${discount} off the design fee when our recommended contractors build it.`,
    },
  },
  {
    path: '/services/design/space-planning',
    eyebrow: 'Outdoor space planning',
    hero: {
      title: 'Space Planning That Makes',
      highlightedText: 'Every Foot Count',
      subtitle: `Where the patio, play lawn, dog run, kitchen and quiet corner go, sized for how you use them and placed for the way sun and shade move across a Texas yard. Careful planning can add up to ${terms.claims.extraSpaceSqFt} sq ft of usable outdoor space.`,
      primaryCTA: consultCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        `Up to ${terms.claims.extraSpaceSqFt} sq ft of extra usable space`,
        'Shade where you sit in July',
        'Room for kids, dogs and guests',
        `${discount} off the design fee when we build it`,
      ],
    },
    included: {
      title: 'What Space Planning Includes',
      intro: 'We plan the yard around the way your household actually lives, then fit everything to the lot.',
      items: [
        'A conversation about who uses the yard, when and for what',
        'A sun and shade study for mornings, afternoons and summer evenings',
        'Zones for dining, cooking, lounging, play, pets, storage and planting',
        'Furniture, grill and walkway clearances drawn to scale',
        'Privacy and screening from neighbors, streets and two-story houses',
        'Circulation: how you move from the back door to every part of the yard',
        'A layout that fits setbacks, easements and HOA rules',
      ],
      image: galleryPergolaPatio,
    },
    process: {
      title: 'How We Plan Your Space',
      intro: 'Space planning usually happens in the first weeks of a design, before plants and materials are chosen.',
      steps: [
        {
          title: 'How You Live Outside',
          description:
            'We list the activities, people, pets and things the yard needs to hold, and what bothers you about it today.',
        },
        {
          title: 'Measure & Observe',
          description:
            'We measure the yard, note the sun’s path, wind, views, slopes, drainage and where water stands after rain.',
        },
        {
          title: 'Layout Options',
          description:
            'Two or three bubble layouts show different ways to arrange the zones, so you can compare them side by side.',
        },
        {
          title: 'Refined Layout',
          description:
            'The layout you choose is drawn to scale with real sizes, ready for the planting plan and materials.',
        },
      ],
    },
    options: {
      title: 'Spaces We Plan',
      intro: 'The rooms of an outdoor home, sized for real use.',
      items: [
        {
          icon: 'chef',
          title: 'Cooking & dining',
          description:
            'Grill and kitchen close enough to the house to be convenient, far enough that smoke stays outside.',
        },
        {
          icon: 'pergola',
          title: 'Shade & lounging',
          description:
            'Pergolas, shade trees and covered patios placed where you sit on a July afternoon, not just where there was room.',
        },
        {
          icon: 'paw',
          title: 'Kids & pets',
          description:
            'Play lawns in view of the kitchen window, dog runs with shade and drainage, and gates they cannot open.',
        },
        {
          icon: 'flame',
          title: 'Fire & gathering',
          description: 'Fire pits placed for wind direction and clearance, with seating for the way you entertain.',
        },
      ],
    },
    warranty: designTerms,
    faqs: [
      {
        question: 'My yard is small. Is space planning worth it?',
        answer:
          'Small yards benefit most, because every foot counts. Good planning often finds room for a seating area and a usable lawn where there seemed to be room for only one.',
      },
      {
        question: 'Can you plan around an existing patio or pool?',
        answer:
          'Yes. We plan the rest of the yard around what you are keeping, and suggest changes only where they make the space work better.',
      },
      {
        question: 'How do you handle privacy from neighbors?',
        answer:
          'With a combination of fence height where the city allows it, trees and tall evergreen shrubs placed on the sight lines that matter, and structures like pergolas and screens near seating areas.',
      },
    ],
    related: [
      '/services/design',
      '/services/design/custom-plans',
      '/services/design/visual-presentations',
      '/services/outdoor-living',
    ],
    cta: {
      title: 'Find the Space You Already Have',
      description: `Book a design consultation. We will walk the yard with you and ${responsePromise.reply} with next steps.`,
      benefits: [
        `Up to ${terms.claims.extraSpaceSqFt} sq ft of extra usable space`,
        'Zones sized for real use',
        'Sun and shade studied',
        'Layouts you can compare',
      ],
    },
    service: {
      name: 'Outdoor space planning',
      description:
        'Outdoor space planning for Dallas-Fort Worth homes: zones for dining, lounging, play and pets, sized to scale and placed for sun, shade and privacy.',
    },
  },
  {
    path: '/services/design/visual-presentations',
    eyebrow: '3D visual presentations',
    hero: {
      title: 'See Your New Yard',
      highlightedText: 'Before It Is Built',
      subtitle:
        'Realistic 3D views, planting boards and material samples let you walk through the design, compare options and decide with confidence, while changes still cost nothing but a little drawing time.',
      primaryCTA: consultCta,
      secondaryCTA: callCta,
      backgroundImage: heroLandscapeDesign,
      highlights: [
        '3D views from where you stand',
        'Options compared side by side',
        'Real material samples',
        `${discount} off the design fee when we build it`,
      ],
    },
    included: {
      title: 'What a Visual Presentation Includes',
      intro: 'Everything you need to picture the finished yard, and to show it to your family, HOA or neighbors.',
      items: [
        'A 3D model of your yard, house and existing trees',
        'Views from the back door, the patio and the street',
        'Daytime and evening views with landscape lighting',
        'Planting boards with photos of each plant through the seasons',
        'Stone, paver, fence and stain samples to see and hold',
        'Side-by-side comparisons of design options',
        'A presentation meeting, in person or on screen',
      ],
      image: designPoolside,
    },
    process: {
      title: 'How a Presentation Comes Together',
      intro: 'Presentations are part of the concept stage of our design process.',
      steps: [
        {
          title: 'Build the Model',
          description: 'Your house, lot, grades and trees are modeled from our site measurements.',
        },
        {
          title: 'Design in 3D',
          description: 'Patios, beds, structures and plants are placed, with materials and colors you chose.',
        },
        {
          title: 'Present & Compare',
          description: 'We walk you through the views and options and note every change you want.',
        },
        {
          title: 'Refine',
          description: 'The design is updated and presented again until it is right, then drawn as the final plan.',
        },
      ],
    },
    options: {
      title: 'Presentation Formats',
      intro: 'Choose what helps you decide.',
      items: [
        {
          icon: 'eye',
          title: '3D still views',
          description: 'High-quality images from the places you will actually stand and sit.',
        },
        {
          icon: 'smartphone',
          title: 'Walk-through video',
          description: 'A short video moving through the yard, easy to share with family.',
        },
        {
          icon: 'layout',
          title: 'Material & planting boards',
          description: 'Plants, stone, pavers and finishes laid out together so you see how they work as a set.',
        },
      ],
    },
    warranty: designTerms,
    faqs: [
      {
        question: 'How realistic are the 3D views?',
        answer:
          'They show the real layout, sizes, materials and plant forms of your design on your own lot. Plants are shown at a few years’ growth so you see the yard as it fills in, and we tell you what it will look like on day one.',
      },
      {
        question: 'Can I share the presentation with my HOA?',
        answer:
          'Yes. 3D views alongside the scaled plan often make architectural review faster, because the committee can see exactly what will be built.',
      },
      {
        question: 'Are visual presentations included in every design?',
        answer:
          'Your design contract lists exactly which views, boards and meetings are included for your project. Extra views can be added.',
      },
    ],
    related: [
      '/services/design',
      '/services/design/custom-plans',
      '/services/design/space-planning',
      '/services/landscape-design',
    ],
    cta: {
      title: 'Walk Through Your Yard Before the First Shovel',
      description: `Book a design consultation and we will ${responsePromise.reply} with next steps.`,
      benefits: ['Realistic 3D views', 'Options side by side', 'Real material samples', 'Share-ready for HOAs'],
    },
    service: {
      name: '3D landscape visual presentations',
      description:
        'Realistic 3D views, planting boards and material samples of landscape designs for Dallas-Fort Worth homes, presented before anything is built.',
    },
  },
  {
    path: '/services/design/process',
    eyebrow: 'Our landscape design process',
    hero: {
      title: 'Our Design Process,',
      highlightedText: 'Step by Step',
      subtitle:
        'From the first conversation to drawings a crew can build from: what happens at each step, what you receive, and how long it takes. No surprises, and no work starts without your approval.',
      primaryCTA: consultCta,
      secondaryCTA: callCta,
      backgroundImage: heroImage,
      highlights: [
        'Clear deliverables at every step',
        'Your approval before moving on',
        'Designers who work beside our crews',
        `${discount} off the design fee when we build it`,
      ],
    },
    included: {
      title: 'What You Receive',
      intro: 'Every step ends with something you can see, hold and approve.',
      items: [
        'Consultation notes: your goals, budget range and must-keeps',
        'A measured base map of your property',
        'A site analysis of sun, shade, soil, drainage and views',
        'Concept layouts with options, and 3D views of the favorite',
        'A final scaled plan, planting plan and material list',
        'A build estimate from our crews, and phasing options',
      ],
      image: designCourtyard,
    },
    process: {
      title: 'Six Steps From Idea to Finished Yard',
      intro: 'Design takes a few weeks; building follows on a schedule agreed with you.',
      steps: [
        {
          title: 'Consultation',
          description:
            'We meet at your property to talk about how you want to use the yard, your style, your budget and what must stay.',
        },
        {
          title: 'Site Analysis',
          description:
            'We measure the lot, grades and drainage, test the soil, map sun and shade and locate utilities.',
        },
        {
          title: 'Concept',
          description:
            'Two or three layouts show different ways to shape the space, reviewed together so you can react to real options.',
        },
        {
          title: 'Design Development & 3D',
          description:
            'The chosen concept is developed with plants, materials and lighting, and presented in 3D views.',
        },
        {
          title: 'Final Plan',
          description:
            'Scaled drawings, a planting plan and a material list, ready for HOA review, permits and pricing.',
        },
        {
          title: 'Build',
          description: `Our recommended contractors build it, and you take ${discount} off your design fee, or build it your own way.`,
        },
      ],
    },
    warranty: designTerms,
    faqs: [
      {
        question: 'How long does the design process take?',
        answer:
          'Usually three to six weeks from consultation to final plan, depending on the size of the property and how quickly decisions are made at each review.',
      },
      {
        question: 'Do I have to build with you?',
        answer: `No. The final plan is yours. If you hire our recommended contractors after your design contract is complete, we take ${discount} off your design fee.`,
      },
      {
        question: 'What should I prepare for the consultation?',
        answer:
          'Photos of yards you like, a rough budget range, your HOA guidelines if you have them and a survey or plat of your lot if it is handy. We take care of the measuring.',
      },
      {
        question: 'Can the project be built in phases?',
        answer:
          'Yes. A complete plan lets you build the patio now and the garden later without redoing work. We mark the phases on the plan and price them separately.',
      },
    ],
    related: [
      '/services/design',
      '/garden-design-process',
      '/services/design/custom-plans',
      '/services/design/visual-presentations',
    ],
    cta: {
      title: 'Start With a Conversation',
      description: `Book a design consultation. We will walk your property, talk through ideas and budget, and ${responsePromise.reply} with next steps.`,
      benefits: [
        'Clear steps and deliverables',
        'Your approval at every stage',
        'Plans built for North Texas',
        `${discount} off the design fee when we build it`,
      ],
    },
    service: {
      name: 'Landscape design',
      description: `A six-step landscape design process for Dallas-Fort Worth homes, from consultation and site analysis to final plan, with ${discount} off the design fee when we build it.`,
    },
  },
];

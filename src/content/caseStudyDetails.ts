/**
 * The story of each fence case study (/case-studies/<slug>): the property and the problem, what we
 * built and why, and the result. The card facts (title, location, fence type, before/after
 * pictures, result line) come from caseStudies.ts; warranties and timings from business.ts.
 */
import type { CaseStudyDetailsContent } from './schemas/caseStudyDetails';
import { fenceWarranty, terms } from './business';
import type { CaseStudyDetail } from './schemas/caseStudyDetails';

const warrantyFact = {
  label: 'Warranty',
  value: `${terms.materialWarrantyYears} year materials, ${fenceWarranty.lifetimeName}, workmanship term of its package`,
};

export const caseStudyDetails = [
  {
    slug: 'cedar-privacy-fence',
    subtitle:
      'A storm-battered pine fence, an HOA notice and a backyard with no privacy left: rebuilt in cedar on steel posts so it stays straight this time.',
    facts: [
      { label: 'Length', value: '186 linear feet, one walk gate' },
      { label: 'Height', value: '6 feet, board-on-board with a top cap' },
      { label: 'On site', value: '3 days' },
      warrantyFact,
    ],
    problem: [
      'The owners of this Richardson home had a 20-year-old pine fence that had seen too many spring storms. Wind had pushed whole sections out of line, several wood posts had rotted at the ground and snapped, and the pickets had shrunk and twisted until the neighbors’ yard showed through every gap.',
      'Then the HOA sent a notice asking for the fence to be repaired or replaced. The owners had already patched it twice. They wanted privacy back, a fence the HOA would approve without a fight, and something that would not be leaning again in five years.',
    ],
    brief: [
      'Privacy back, with no gaps between boards',
      'A design the HOA would approve the first time',
      'A fence that stays straight through storms',
      'Done quickly, with the old fence hauled away',
    ],
    solution: {
      intro:
        'We walked the line with the owners, pulled the HOA’s fence guidelines and designed a fence for the two things that had beaten the old one: wind and clay.',
      decisions: [
        {
          icon: 'shield',
          title: 'Galvanized steel posts in concrete',
          description:
            'Steel posts do not rot at the soil line, and set deep in concrete they hold their line as the Blackland clay swells in spring and shrinks in August.',
        },
        {
          icon: 'layout',
          title: 'Board-on-board cedar pickets',
          description:
            'Overlapping pickets on both faces mean no gaps open up as the wood dries, so the privacy holds in every season.',
        },
        {
          icon: 'fence',
          title: 'Cedar instead of pine',
          description: `Cedar resists rot and insects and moves far less than pine. A restain every ${terms.cedarRestainYears} years keeps its color.`,
        },
        {
          icon: 'home',
          title: 'HOA-ready paperwork',
          description:
            'We prepared the drawing, height, style and stain color to the HOA’s guidelines, and it was approved on the first submission.',
        },
      ],
    },
    outcome: {
      paragraphs: [
        'The old fence, posts and concrete footings were hauled away on day one. Posts went in and cured, then rails, pickets, cap and a steel-framed walk gate followed. The owners had their backyard back by the end of the third day.',
        'With the fence finished, new shrub beds were planted along its base, softening the line and hiding the bottom rail from the patio.',
      ],
      points: [
        'Full privacy with no gaps',
        'Steel posts that will not rot or lean',
        'HOA approval on the first submission',
        'New beds along the fence line',
      ],
    },
    quote: {
      quote:
        'We had patched that old fence twice and it kept leaning. The new one went up in three days, the HOA signed off straight away, and after a spring of storms it has not moved an inch.',
      author: 'Mark and Lisa Okafor',
      role: 'Homeowners',
      company: 'Richardson',
    },
    servicePath: '/services/fences/installation',
  },
  {
    slug: 'wrought-iron-fence',
    subtitle:
      'A rusted chain link fence was hiding a handsome 1950s home. An ornamental iron fence and a new walk made the front yard safe for the kids and the dog, and gave the house its curb appeal back.',
    facts: [
      { label: 'Length', value: '142 linear feet, one arched walk gate' },
      { label: 'Height', value: '4 feet, flat top with an arched gate' },
      { label: 'On site', value: '4 days, including the new walk' },
      warrantyFact,
    ],
    problem: [
      'This Lakewood family loved their 1950s house, but not its front yard. A sagging, rusted chain link fence ran across the front, the gate would not latch, and the cracked concrete walk behind it had heaved as the clay moved under it.',
      'With two young children and a dog, the family needed a front yard that was truly secure. They also wanted the opposite of what they had: a fence that showed the house off instead of hiding it.',
    ],
    brief: [
      'A front yard the kids and dog cannot leave',
      'A gate that closes and latches by itself',
      'A fence that shows the house off instead of hiding it',
      'No more rust or sagging',
    ],
    solution: {
      intro:
        'An open ornamental fence was the obvious answer for curb appeal. The details were about safety and longevity.',
      decisions: [
        {
          icon: 'shield',
          title: 'Powder-coated steel, not raw iron',
          description:
            'Galvanized, powder-coated ornamental steel gives the look of wrought iron without the rust that had ruined the chain link.',
        },
        {
          icon: 'gate',
          title: 'A self-closing, self-latching gate',
          description:
            'The arched entry gate closes and latches on its own, so the kids and the dog stay in even when someone forgets.',
        },
        {
          icon: 'paw',
          title: 'Tight picket spacing',
          description:
            'Pickets spaced close enough that a small dog cannot squeeze through, with a bottom rail set low to the ground.',
        },
        {
          icon: 'ruler',
          title: 'A new walk on a proper base',
          description:
            'The heaved walk was replaced on a compacted base, so the gate and path line up and stay that way.',
        },
      ],
    },
    outcome: {
      paragraphs: [
        'The chain link came out and the iron fence went in along the same line, with posts set in concrete and the arched gate centered on the new walk. Flower beds now run along the inside of the fence.',
        'The family got a yard where the kids can play out front, and a house that finally looks the way they always saw it.',
      ],
      points: [
        'A secure front yard for kids and the dog',
        'No more rust',
        'A gate that closes and latches itself',
        'Curb appeal that suits the house',
      ],
    },
    quote: {
      quote:
        'Neighbors stop to tell us how good the house looks now. What we love most is letting the kids and the dog play in the front yard without watching the gate.',
      author: 'Priya Raman',
      role: 'Homeowner',
      company: 'Lakewood, Dallas',
    },
    servicePath: '/services/fences/gates',
  },
  {
    slug: 'ranch-style-fence',
    subtitle:
      'A collapsed barbed-wire fence along the road and pasture replaced with a long, level run of three-rail ranch fence that keeps horses in and needs little upkeep.',
    facts: [
      { label: 'Length', value: 'About 1,100 linear feet, two drive gates' },
      { label: 'Style', value: 'Three-rail ranch fence, white finish' },
      { label: 'On site', value: '5 days' },
      warrantyFact,
    ],
    problem: [
      'On a few acres outside McKinney, an old barbed-wire fence had given up. Posts had rotted and leaned, wire sagged or lay on the ground, and whole stretches along the road were down after storms.',
      'The owners were bringing horses onto the property. Barbed wire and horses are a bad mix, and the fence was also the first thing anyone saw from the road. They wanted a classic look that was safe for the horses and would not become a yearly repair job.',
    ],
    brief: [
      'A horse-safe fence with no barbed wire',
      'A classic ranch look from the road',
      'Little upkeep, and no yearly repairs',
      'Gates wide enough for trucks and trailers',
    ],
    solution: {
      intro:
        'A three-rail ranch fence gave the owners the look they wanted. The work was in making a long run straight, level and strong across uneven ground.',
      decisions: [
        {
          icon: 'grass',
          title: 'Three-rail design',
          description: 'Three rails at the right heights keep horses in without wire, and are easy for a horse to see.',
        },
        {
          icon: 'foundation',
          title: 'Posts set in concrete',
          description:
            'Every post was set in concrete at a consistent depth, so the fence holds its line through wet springs and dry summers on the clay.',
        },
        {
          icon: 'ruler',
          title: 'Rails that follow the land',
          description:
            'The rails were stepped and racked to follow the gentle roll of the pasture, so the run reads as one clean line from the road.',
        },
        {
          icon: 'gate',
          title: 'Wide drive gates',
          description: 'Two wide gates let trucks, trailers and hay deliveries in without taking down a section.',
        },
      ],
    },
    outcome: {
      paragraphs: [
        'The old wire and posts were cleared and hauled off, the line was surveyed and staked, and the new fence went in over five days, gates included.',
        'The horses moved in the following week. The owners now have a fence that needs little more than a look after storms, and the property has the classic ranch frontage they pictured.',
      ],
      points: [
        'Horse-safe, with no wire',
        'Level and straight across uneven ground',
        'Low upkeep',
        'Gates wide enough for a trailer',
      ],
    },
    quote: {
      quote:
        'From the road it looks like it has always been there. More importantly, the horses are safe, and I have not had to fix a single rail.',
      author: 'Dale Hutchins',
      role: 'Property owner',
      company: 'McKinney',
    },
    servicePath: '/services/fences/installation',
  },
] satisfies CaseStudyDetailsContent['caseStudyDetails'];

export const findCaseStudyDetail = (slug: string): CaseStudyDetail | undefined =>
  caseStudyDetails.find((detail) => detail.slug === slug);

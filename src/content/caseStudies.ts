/**
 * The three fence case studies: a cedar privacy fence, a wrought iron fence
 * and a ranch-style fence, each with before and after pictures, the result and a link to the
 * gallery. `slug` names each one's detail page (/case-studies/<slug>), which imports this list.
 */
import type { CaseStudiesContent } from './schemas/caseStudies';
import { business, fenceWarrantyText, responsePromise, terms } from './business';
import caseCedarAfter from './images/case-cedar-after';
import caseCedarBefore from './images/case-cedar-before';
import caseIronAfter from './images/case-iron-after';
import caseIronBefore from './images/case-iron-before';
import caseRanchAfter from './images/case-ranch-after';
import caseRanchBefore from './images/case-ranch-before';
import heroFenceSales from './images/hero-fence-sales';

export const caseStudies = [
  {
    slug: 'cedar-privacy-fence',
    title: 'Cedar Privacy Fence',
    location: caseCedarAfter.project.city,
    fenceType: 'Board-on-board cedar privacy fence',
    description:
      'Spring storms had left this backyard’s 20-year-old pine fence gray, gapped and leaning on rotted posts, and the HOA had sent a notice. The owners wanted privacy back without another fence that would fail in a few summers.',
    imageBefore: caseCedarBefore,
    imageAfter: caseCedarAfter,
    result:
      'A straight, gap-free cedar fence on steel posts set in concrete, approved by the HOA on the first submission, with new beds planted along the line.',
    link: '/gallery',
  },
  {
    slug: 'wrought-iron-fence',
    title: 'Wrought Iron Fence',
    location: caseIronAfter.project.city,
    fenceType: 'Ornamental wrought iron fence with arched gate',
    description:
      'A sagging, rusted chain link fence and a cracked front walk were hiding a handsome 1950s home. The family wanted a secure front yard for their kids and dog that would also lift the house’s curb appeal.',
    imageBefore: caseIronBefore,
    imageAfter: caseIronAfter,
    result:
      'A powder-coated iron fence with an arched, self-closing gate and a new walk: a safe yard for the kids and dog, and a front elevation that finally matches the house.',
    link: '/gallery',
  },
  {
    slug: 'ranch-style-fence',
    title: 'Ranch-Style Fence',
    location: caseRanchAfter.project.city,
    fenceType: 'Three-rail ranch fence',
    description:
      'On a few acres outside McKinney, an old barbed-wire fence had collapsed in places, with broken posts and sagging wire along the road. The owners wanted a classic look that would keep horses in and need little upkeep.',
    imageBefore: caseRanchBefore,
    imageAfter: caseRanchAfter,
    result:
      'A long, level run of white three-rail fence on posts set in concrete: horse-safe, easy to maintain, and the first thing neighbors notice from the road.',
    link: '/gallery',
  },
] satisfies CaseStudiesContent['caseStudies'];

export const heroEyebrow = 'Case studies';

export const hero = {
  title: 'Real Fences, Real Results',
  highlightedText: 'Across DFW',
  subtitle:
    'Three projects from problem to finished fence: what the owners faced, what we built and how it turned out. See the before and after for yourself.',
  primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
  secondaryCTA: { text: 'View Our Gallery', link: '/gallery' },
  backgroundImage: heroFenceSales,
} satisfies CaseStudiesContent['hero'];

export const listSection = {
  eyebrow: 'Before & after',
  title: 'Three Fences, Three Problems Solved',
  intro: 'Every project starts with a free visit and a written quote, and ends with a walk-through and a warranty.',
} satisfies CaseStudiesContent['listSection'];

export const included = {
  eyebrow: 'On every project',
  title: 'What Every Fence Customer Gets',
  items: [
    {
      icon: 'clock',
      title: `A ${responsePromise.reply}`,
      description: 'A written, itemized quote after a free visit, with no pressure to sign on the spot.',
    },
    {
      icon: 'calendar',
      title: `Built in ${terms.installationDays} days`,
      description:
        'Most fences are installed within that window once materials arrive, old fence removed and hauled off.',
    },
    {
      icon: 'shield',
      title: 'Warranties in writing',
      description: `${terms.materialWarrantyYears} year material warranties, ${fenceWarrantyText.summary}.`,
    },
  ],
} satisfies CaseStudiesContent['included'];

export const cta = {
  title: 'Your Fence Could Be Our Next Case Study',
  description: `Send us a few details about your current fence, and text photos to ${business.phone.display} if you have them. ${responsePromise.sentence}`,
  action: { text: 'Get My Free Quote', quoteDialog: true },
  guaranteeText: `Every fence we build comes with ${terms.materialWarrantyYears} year material warranties, ${fenceWarrantyText.summary}.`,
  benefits: [
    'Free measurement and quote',
    'HOA paperwork handled',
    'Steel posts set in concrete',
    'Old fence hauled away',
  ],
  backgroundImage: heroFenceSales,
} satisfies CaseStudiesContent['cta'];

/**
 * The fence case studies page (/case-studies): the studies, each with before and after pictures, the
 * result and a link to the gallery, from their files (content/case-studies/<slug>.json, the slug
 * naming each one's own page), and the page's words around them. The words count the studies, so
 * a study the owner adds is counted.
 */
import type { CaseStudiesContent } from './schemas/caseStudies';
import { business, fenceWarrantyText, responsePromise, terms } from './business';
import { caseStudyCount } from './caseStudies.entry';
import { caseStudyRecords } from './caseStudyFiles';
import heroFenceSales from './images/hero-fence-sales';

/** Every case study, one file each in content/case-studies/ (./caseStudyFolder.ts), in the owner's order. */
export const caseStudies = caseStudyRecords.map((record) => record.study) satisfies CaseStudiesContent['caseStudies'];

/**
 * The studies the fence services page shows, three to a row: the first three in the owner's order
 * ("Position in the list"), so one field orders both pages and nothing else must agree with it.
 */
export const featuredCaseStudies = caseStudies.slice(0, 3) satisfies CaseStudiesContent['featuredCaseStudies'];

const { words: count, one } = caseStudyCount;

export const heroEyebrow = 'Case studies';

export const hero = {
  title: 'Real Fences, Real Results',
  highlightedText: 'Across DFW',
  subtitle:
    `${one ? 'A project' : `${count} projects`} from problem to finished fence: what the owners faced, what we built and how it turned out. See the before and after for yourself.`,
  primaryCTA: { text: 'Get a Free Quote', quoteDialog: true },
  secondaryCTA: { text: 'View Our Gallery', link: '/gallery' },
  backgroundImage: heroFenceSales,
} satisfies CaseStudiesContent['hero'];

export const listSection = {
  eyebrow: 'Before & after',
  title: one ? 'One Fence, One Problem Solved' : `${count} Fences, ${count} Problems Solved`,
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

/**
 * The registry entries of the case study detail pages (/case-studies/<slug>): listed in
 * src/content/registry.ts. The story of each project is in ./caseStudyDetails.ts, the card facts and
 * before/after pictures in ./caseStudies.ts; one page module renders all three.
 */
import { contentSource, type PageEntry } from './pageEntry';

/** A case study page's entry; `slug` names the project in caseStudies.ts and caseStudyDetails.ts. */
export type CaseStudyEntry = PageEntry & { slug: string };

const entry = (slug: string, fields: Pick<PageEntry, 'label' | 'title' | 'description'>): CaseStudyEntry => ({
  ...fields,
  slug,
  path: `/case-studies/${slug}`,
  priority: 0.6,
  changefreq: 'monthly',
  parent: '/case-studies',
  module: 'CaseStudy',
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined' ? [contentSource('caseStudyDetails'), contentSource('caseStudies')] : [],
});

export const caseStudyEntries: CaseStudyEntry[] = [
  entry('cedar-privacy-fence', {
    label: 'Cedar Privacy Fence',
    title: 'Case Study: A Board-on-Board Cedar Privacy Fence in Richardson',
    description:
      'How a storm-battered pine fence with an HOA notice became a straight, gap-free cedar privacy fence on steel posts, approved on the first submission.',
  }),
  entry('wrought-iron-fence', {
    label: 'Wrought Iron Fence',
    title: 'Case Study: An Ornamental Iron Front Fence in Lakewood, Dallas',
    description:
      'A rusted chain link fence replaced with a powder-coated iron fence and arched, self-closing gate: a safe front yard and real curb appeal for a 1950s home.',
  }),
  entry('ranch-style-fence', {
    label: 'Ranch-Style Fence',
    title: 'Case Study: A Three-Rail Ranch Fence on Acreage Near McKinney',
    description:
      'A collapsed barbed-wire fence replaced with a long, level, horse-safe three-rail ranch fence on posts set in concrete, built for low upkeep.',
  }),
];

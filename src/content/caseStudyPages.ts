/**
 * The index of case study detail pages (/case-studies/<slug>): only what the route manifest needs,
 * because src/routes.ts is part of every page's start-up JavaScript. The story of each project is
 * in caseStudyDetails.ts; the card facts and before/after pictures are in caseStudies.ts.
 */
export interface CaseStudyPage {
  /** Matches the `slug` of the project in caseStudies.ts and caseStudyDetails.ts. */
  slug: string;
  path: string;
  label: string;
  title: string;
  description: string;
}

export const caseStudyPages: CaseStudyPage[] = [
  {
    slug: 'cedar-privacy-fence',
    path: '/case-studies/cedar-privacy-fence',
    label: 'Cedar Privacy Fence',
    title: 'Case Study: A Board-on-Board Cedar Privacy Fence in Richardson',
    description: 'How a storm-battered pine fence with an HOA notice became a straight, gap-free cedar privacy fence on steel posts, approved on the first submission.',
  },
  {
    slug: 'wrought-iron-fence',
    path: '/case-studies/wrought-iron-fence',
    label: 'Wrought Iron Fence',
    title: 'Case Study: An Ornamental Iron Front Fence in Lakewood, Dallas',
    description: 'A rusted chain link fence replaced with a powder-coated iron fence and arched, self-closing gate: a safe front yard and real curb appeal for a 1950s home.',
  },
  {
    slug: 'ranch-style-fence',
    path: '/case-studies/ranch-style-fence',
    label: 'Ranch-Style Fence',
    title: 'Case Study: A Three-Rail Ranch Fence on Acreage Near McKinney',
    description: 'A collapsed barbed-wire fence replaced with a long, level, horse-safe three-rail ranch fence on posts set in concrete, built for low upkeep.',
  },
];

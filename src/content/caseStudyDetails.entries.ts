/**
 * The registry entries of the case study pages (/case-studies/<slug>): listed in
 * src/content/registry.ts. One per file of content/case-studies/ (./caseStudyFolder.ts), so a study
 * the owner adds gets its page and its sitemap entry with no code; one page module renders them all.
 * Label, title and description are the study file's, never typed again.
 */
import type { CaseStudyPage } from './caseStudyFolder';
import { caseStudyPages } from './caseStudyPages';
import { contentSource, type PageEntry } from './pageEntry';

/** A case study page's entry; `slug` names the study's file, content/case-studies/<slug>.json. */
export type CaseStudyEntry = PageEntry & { slug: string };

/** The entries of a list of studies, in its order: one page each. */
export const caseStudyEntriesOf = (pages: CaseStudyPage[]): CaseStudyEntry[] =>
  pages.map(({ slug, source, label, title, description }) => ({
    slug,
    path: `/case-studies/${slug}`,
    label,
    title,
    description,
    priority: 0.6,
    changefreq: 'monthly',
    parent: '/case-studies',
    module: 'CaseStudy',
    // The study's file dates its page in the sitemap, with the module that shows it.
    sources:
      typeof __BROWSER_BUNDLE__ === 'undefined'
        ? [source, contentSource('caseStudyDetails')]
        : [],
  }));

export const caseStudyEntries: CaseStudyEntry[] = caseStudyEntriesOf(caseStudyPages);

/**
 * The case studies page's content (src/content/caseStudies.ts). The fence page and each case
 * study's own page show the same studies; each is a file the owner adds (./caseStudyFile.ts).
 */
import { z } from 'zod';
import {
  caseStudyCard,
  contactActions,
  ctaBanner,
  distinct,
  feature,
  hero,
  projectImage,
  section,
  sectionHeading,
  text,
} from './shapes';
import { pageFileSchema } from './pageFile';
import { line } from './messages';
import { filledWords } from './siteWords';

/** A case study's slug: its page is /case-studies/<slug>. */
export const caseStudySlug = z.string().regex(/^[a-z0-9-]+$/, 'a slug like "cedar-privacy-fence"');

/** A fence case study: the card, and what its tags and detail page add. */
export const caseStudy = caseStudyCard.extend({
  slug: caseStudySlug,
  /** Project pictures: their captions and city are the catalogue's. */
  imageBefore: projectImage,
  imageAfter: projectImage,
  /** City or neighborhood of the project. */
  location: text,
  /** The kind of fence built, e.g. "Board-on-board cedar privacy fence". */
  fenceType: text,
});
export type CaseStudy = z.infer<typeof caseStudy>;

const location = { location: 'the study’s city, like "Plano"' };

/**
 * The words of every study's own page (/case-studies/<slug>) around the study's story: its headings,
 * the facts' labels, the links to more work and the closing call. A study's own value (its city, the
 * service page's name) is the field's, filled by the page.
 */
export const caseStudyPageWords = z
  .strictObject({
    heroEyebrow: line('Above the title', 'The small line over the study’s title.', location),
    heroHighlight: line('After the title', 'Shown in colour after the study’s title.', location),
    quoteButton: line('Quote button', 'The hero’s button that opens the quote form.'),
    allStudiesButton: line('Button to the case studies', 'The hero’s second button, to the list of studies.'),
    problem: z
      .strictObject({
        eyebrow: line('Small line', 'Above the title of the first section.'),
        title: line('Title', 'The section telling the property and the problem.'),
        wanted: line('Heading of the owners’ wishes', 'Over the list of what the owners asked for.'),
        factsTitle: line('Heading of the facts', 'Over the box of project facts beside the story.'),
        location: line('Label of the city', 'The first project fact.'),
        fence: line('Label of the fence', 'The second project fact: the kind of fence built.'),
      })
      .meta({ title: 'The property and the problem' }),
    solution: z
      .strictObject({
        eyebrow: line('Small line', 'Above the title.'),
        title: line('Title', 'The section telling what was built and why.'),
      })
      .meta({ title: 'What we built' }),
    beforeAfter: z
      .strictObject({
        eyebrow: line('Small line', 'Above the title.'),
        title: line('Title', 'Over the before and after pictures.'),
      })
      .meta({ title: 'Before and after' }),
    result: z
      .strictObject({
        eyebrow: line('Small line', 'Above the title.'),
        title: line('Title', 'The section telling how it turned out.'),
        warranty: line('The warranties', 'The sentence under the results.'),
        moreAbout: line('Link to the service', 'After the warranties.', { service: 'the service page’s name' }),
      })
      .meta({ title: 'The result' }),
    more: z
      .strictObject({
        eyebrow: line('Small line', 'Above the title.'),
        title: line('Title', 'Over the other studies.'),
        titleAlone: line('Title with no other study', 'Over the links alone, while this is the only study.'),
        readStudy: line('Link on each study'),
        linksName: line('Name of the links', 'What a screen reader calls the row of links to more work.'),
        allStudies: line('Link to the case studies'),
        gallery: line('Link to the gallery'),
        portfolio: line('Link to the portfolio', 'Shown while the gallery holds a project.'),
      })
      .meta({ title: 'More of our work' }),
    cta: z
      .strictObject({
        title: line('Title'),
        description: line('Words'),
        benefits: z.array(line('A benefit')).min(1).meta({ title: 'Benefits', description: 'Ticked points beside the buttons.' }),
      })
      .meta({ title: 'Closing call (quote, call or text)' }),
  })
  .meta({ title: 'Each study’s page' });

const count = { count: 'how many studies, in words, like "Three"' };

/**
 * The sentences that count the studies, so a study the owner adds is counted: one form for a single
 * study, one for several ({count}, in words), and the page's title and description in search results.
 */
export const caseStudiesCounted = z
  .strictObject({
    pageTitle: line('Title in the browser tab and search results'),
    pageDescription: line('Description for search engines, with no study yet'),
    pageDescriptionOne: line('Description for search engines, with one study'),
    pageDescriptionMany: line('Description for search engines, with several studies', undefined, count),
    heroSubtitleOne: line('Under the title, with one study'),
    heroSubtitleMany: line('Under the title, with several studies', undefined, count),
    listTitleOne: line('Title over the study, with one'),
    listTitleMany: line('Title over the studies, with several', undefined, count),
  })
  .meta({ title: 'Sentences that count the studies' });
export type CaseStudiesCounted = z.output<typeof caseStudiesCounted>;

/** Those words as the page gets them: each a text, a study's own values still in braces. */
export type CaseStudyPageWords = z.output<typeof caseStudyPageWords>;

export const caseStudiesContent = z.strictObject({
  /**
   * Every study, one file each (content/case-studies/), each slug once; any number from none (the
   * site ships none: the owner adds their own jobs, and the pages show no list until then).
   */
  caseStudies: z
    .array(caseStudy)
    .refine((list) => distinct(list, (study) => study.slug), 'two case studies share a slug'),
  /** The fence services page's studies, three to a row: the first three in the owner's order. */
  featuredCaseStudies: z.array(caseStudy).max(3),
  heroEyebrow: text,
  hero,
  /** The heading over the studies. */
  listSection: sectionHeading,
  /** While there is no study: the hero's subtitle, which otherwise counts them. */
  noStudies: z.strictObject({ heroSubtitle: text }),
  /** What every fence customer gets, three to a row on large screens. */
  included: section({ items: z.array(feature).min(3) }),
  cta: ctaBanner,
  /** The words of every study's own page, a study's own values (`{location}`) left for the page. */
  study: filledWords(caseStudyPageWords.omit({ cta: true })).extend({ cta: contactActions }),
});

/** The module's exports, as the schema reads them. */
export type CaseStudiesContent = z.infer<typeof caseStudiesContent>;

/**
 * content/pages/case-studies.json: the case studies page's words, with placeholders and picture names
 * (./pageFile.ts); the studies are their own files. The two sentences that count the studies (the
 * hero's subtitle, the list's title) are written by the loader, so a study added is counted.
 */
export const caseStudiesFile = pageFileSchema(
  caseStudiesContent.pick({ heroEyebrow: true, noStudies: true, included: true, cta: true }).extend({
    hero: hero.omit({ subtitle: true }),
    listSection: sectionHeading.omit({ title: true }),
    study: caseStudyPageWords,
    counted: caseStudiesCounted,
  }),
);

/** The page's words as the file gives them. */
export type CaseStudiesWords = Pick<CaseStudiesContent, 'heroEyebrow' | 'noStudies' | 'included' | 'cta'> & {
  study: CaseStudyPageWords;
  counted: CaseStudiesCounted;
  hero: Omit<CaseStudiesContent['hero'], 'subtitle'>;
  listSection: Omit<CaseStudiesContent['listSection'], 'title'>;
};

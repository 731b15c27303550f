/**
 * The portfolio pages' content (src/content/portfolio.ts): /portfolio and /residential-portfolio,
 * both views of the gallery's projects, and the helpers that count and place them.
 */
import { z } from 'zod';
import { pageFileSchema } from './pageFile';
import { line } from './messages';
import {
  contactActions,
  contentFunction,
  distinct,
  feature,
  galleryCategory,
  galleryItem,
  hero,
  pageLink,
  section,
  sectionHeading,
  text,
} from './shapes';

/** One kind of work on /portfolio: a section of the category's projects and the services behind them. */
export const portfolioGroup = z.strictObject({
  /** The gallery category whose projects the group shows; also the section's anchor (#fences). */
  category: galleryCategory,
  /** Names the group in the category links above and in the services list's label. */
  eyebrow: text,
  title: text,
  /** Followed on the page by the group's project count and places. */
  intro: text,
  /** The service pages behind this kind of work. */
  services: z.array(pageLink).min(1),
});
export type PortfolioGroup = z.infer<typeof portfolioGroup>;

export const portfolioContent = z.strictObject({
  /** A category's projects; the whole gallery by default. */
  itemsIn: contentFunction,
  /** The distinct places of some projects. */
  placesOf: contentFunction,
  /** Places as a readable list ("Plano, Garland and Irving"). */
  placeList: contentFunction,
  /** "1 project" / "3 projects". */
  projectCount: contentFunction,
  /** The gallery's projects for homeowners, all the residential portfolio shows (none until the owner adds one). */
  residentialItems: z.array(galleryItem.extend({ segment: z.literal('residential') })),
  /** /portfolio. */
  portfolio: z.strictObject({
    /** The line above the h1. */
    eyebrow: text,
    hero,
    /** The heading over the counts and the category links. */
    overview: sectionHeading,
    /** What each count under it counts: the numbers are the gallery's. */
    stats: z
      .strictObject({
        projects: line('Label of the count of projects', 'Under the number of projects shown.'),
        homeowners: line('Label of the homes count', 'Under the number of projects for homeowners.'),
        businesses: line('Label of the businesses count', 'Under the number of projects for businesses and HOAs.'),
        places: line('Label of the places count', 'Under the number of cities and neighborhoods.'),
      })
      .meta({ title: 'The counts at the top' }),
    categoriesName: line('Name of the category links', 'What a screen reader calls the row of links to each kind of work.'),
    /** One section per category, each category once. */
    groups: z
      .array(portfolioGroup)
      .min(1)
      .refine((list) => distinct(list, (group) => group.category), 'two groups show the same category'),
    groupPlaces: line('Under each group’s words', 'How many projects and where.', {
      projects: 'how many, like "3 projects"',
      places: 'where, like "Plano, Garland and Irving"',
    }),
    servicesName: line('Name of each group’s service links', 'What a screen reader calls them.', {
      group: 'the group’s small line, like "Fences"',
    }),
    /** The links to the other views of the work. */
    more: z
      .strictObject({
        eyebrow: line('Small line', 'Above the title.'),
        title: line('Title'),
        residential: line('Link to the residential portfolio'),
        caseStudies: line('Link to the case studies'),
        gallery: line('Link to the gallery'),
      })
      .meta({ title: 'More ways to see the work' }),
    cta: contactActions,
  }),
  /** /residential-portfolio. */
  residentialPortfolio: z.strictObject({
    /** The line above the h1. */
    eyebrow: text,
    hero,
    /** The heading over the projects; the intro follows a sentence that counts and places them. */
    projects: sectionHeading.extend({
      intro: text,
      counted: line('Sentence counting the projects', 'Before the words under the title.', {
        projects: 'how many, like "3 projects"',
        places: 'where, like "Plano, Garland and Irving"',
      }),
      byType: line('Name of the counts by type', 'What a screen reader calls the row of project types and their counts.'),
      fullPortfolioLink: line('Link to the full portfolio', 'Under the projects.'),
    }),
    /** What homeowners can count on, three to a row on large screens. */
    forHomeowners: section({ items: z.array(feature).min(3) }),
    /** The case studies, shown while there is one: their heading counts them. */
    stories: z
      .strictObject({
        eyebrow: line('Small line', 'Above the title.'),
        title: line('Title', 'Over the case studies, when there are several.', {
          count: 'how many, in words, like "Three"',
        }),
        titleOne: line('Title with one study', 'Over the case study, while there is only one.'),
      })
      .meta({ title: 'The case studies' }),
    cta: contactActions,
  }),
});

/** How a number of projects is said, in both portfolio pages: "1 project", "3 projects". */
export const projectCountWords = z
  .strictObject({
    one: line('One project', 'Said when there is one.', { count: 'the number, 1' }),
    many: line('Several projects', 'Said when there are several.', { count: 'the number' }),
  })
  .meta({ title: 'Counting projects' });
export type ProjectCountWords = z.output<typeof projectCountWords>;

/** The module's exports, as the schema reads them. */
export type PortfolioContent = z.infer<typeof portfolioContent>;

/** content/pages/portfolio.json: the two portfolio pages' words, with placeholders and picture names (./pageFile.ts); the projects, counts and places are the gallery's. */
export const portfolioFile = pageFileSchema(
  portfolioContent.pick({ portfolio: true, residentialPortfolio: true }).extend({ projectCount: projectCountWords }),
);

/** The gallery page's content (src/content/gallery.ts); the portfolio pages show the same projects. */
import { z } from 'zod';
import {
  contentFunction,
  ctaBanner,
  distinct,
  galleryCategory,
  hero,
  linkCard,
  offerCard,
  section,
  sectionHeading,
  text,
} from './shapes';
import { galleryItemList } from './galleryItems';
import { pageFileSchema } from './pageFile';
import { line } from './messages';

/** A filter tab of the gallery: all projects, or one category. */
export const galleryFilter = z.strictObject({ id: z.union([z.literal('all'), galleryCategory]), label: text });
export type GalleryFilter = z.infer<typeof galleryFilter>;

export const galleryContent = z.strictObject({
  /** The projects (re-exported from ./galleryItems.ts). */
  galleryItems: galleryItemList,
  /**
   * The tabs: "All" first, then every category once (a card's category label is its tab's label).
   */
  galleryFilters: z
    .array(galleryFilter)
    .refine((filters) => filters[0]?.id === 'all', 'the first tab shows all projects')
    .refine(
      (filters) => galleryCategory.options.every((category) => filters.some((filter) => filter.id === category)),
      'every category has a tab',
    )
    .refine((list) => distinct(list, (filter) => filter.id), 'two tabs share an id'),
  /** A category's label ("Outdoor Living"), from the tabs. */
  categoryLabel: contentFunction,
  heroEyebrow: text,
  hero,
  /** The heading over the tabs. */
  gallerySection: sectionHeading,
  /**
   * While the gallery holds no project (the site ships none: the owner adds their own jobs), what
   * the page shows instead of the tabs and grid: the hero's subtitle, a section pointing to the
   * services the gallery's categories are about (with their pictures), and the closing call's words.
   */
  noProjects: section({
    heroSubtitle: text,
    cards: z.array(offerCard).min(1),
    cta: z.strictObject({ title: text, description: text }),
  }),
  /** Links to the portfolio pages and case studies, as cards (router links: site paths). */
  moreWork: section({ links: z.array(linkCard).min(2) }),
  cta: ctaBanner,
});

/** The module's exports, as the schema reads them. */
export type GalleryContent = z.infer<typeof galleryContent>;

/**
 * The words on every gallery project, in the gallery and the portfolio pages: its card, its full-screen
 * view and the steps between projects. A project's place in the order is the field's own value.
 */
export const galleryProjectWords = z
  .strictObject({
    filterName: line('Name of the filter', 'What a screen reader calls the row of project types above the gallery.'),
    residential: line('Home project', 'Said on the card and the full view of a project for a homeowner.'),
    commercial: line('Business project', 'Said on the card and the full view of a project for a business or an HOA.'),
    previous: line('Previous button', 'Under a project in full view.'),
    next: line('Next button', 'Under a project in full view.'),
    heardAfterStep: line('Heard after Previous and Next', 'With a screen reader: "Next project".'),
    position: line('Where the project stands', 'Between Previous and Next.', {
      position: 'the project’s number',
      total: 'how many projects there are',
    }),
  })
  .meta({ title: 'Each project (card, full view, previous and next)' });

/** Those words as the components get them: each a text, the own values still in braces. */
export type GalleryProjectWords = z.output<typeof galleryProjectWords>;

/** content/pages/gallery.json: the gallery page's words, with placeholders and picture names (./pageFile.ts); the projects and their tabs are the gallery's. */
export const galleryFile = pageFileSchema(
  galleryContent.pick({
    heroEyebrow: true,
    hero: true,
    gallerySection: true,
    noProjects: true,
    moreWork: true,
    cta: true,
  }).extend({ projects: galleryProjectWords }),
);

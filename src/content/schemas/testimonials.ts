/**
 * The customer reviews: the owner's list in content/reviews.json, and the selections the pages show
 * (src/content/testimonials.ts derives them from each review's "Show on" choices). The list ships
 * empty: a review is the customer's words, given with their consent, never written for them, and a
 * page with none shows no reviews section at all (docs/decisions.md 20).
 */
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentFunction, distinct, testimonial } from './shapes';

/** The pages that show customer reviews, by the name a review's "Show on" uses. */
export const reviewPages = ['home', 'fences', 'fenceSales', 'landscaping', 'landscapeDesign', 'gardenDesign'] as const;
export type ReviewPage = (typeof reviewPages)[number];

/** Each of those pages as the editor names it. */
export const reviewPageNames: Record<ReviewPage, string> = {
  home: 'Home page',
  fences: 'Fence services page',
  fenceSales: 'Fence sales page',
  landscaping: 'Landscaping page',
  landscapeDesign: 'Landscape design page',
  gardenDesign: 'Garden design page',
};

/** One review as the owner enters it: the review, and the pages it appears on. */
export const review = testimonial.extend({
  showOn: z
    .array(z.enum(reviewPages).meta({ optionLabels: reviewPageNames }))
    .refine((pages) => distinct(pages), 'a page chosen twice')
    .meta({
      title: 'Show on',
      description:
        'The pages this review appears on. With none, it is kept but not shown (a case study can still show it: write this name under "Customer review" in the study).',
    }),
});
export type Review = z.infer<typeof review>;

/** Every review, in the order the pages show them; each author once (the cards are keyed by author, a case study names one). */
export const reviewList = z
  .array(review)
  .refine((items) => distinct(items, (item) => item.author), 'Two reviews have the same name: give each author once');

/** content/reviews.json. */
export const reviewsFile = z.strictObject({
  reviews: reviewList.meta({
    title: 'Reviews',
    description:
      'Only real reviews, in the customer’s own words and with their agreement to be named. In the order the pages show them: drag a review up or down to move it.',
  }),
});
export type ReviewsFile = z.infer<typeof reviewsFile>;

export const testimonialsContent = z.strictObject({
  reviews: reviewList,
  /** The reviews a page shows, by the page's name. */
  reviewsOn: contentFunction,
});

/** The module's exports, as the schema reads them. */
export type TestimonialsContent = z.infer<typeof testimonialsContent>;

/** content/reviews.json, from the project's root. */
export const REVIEWS_FILE = 'content/reviews.json';

/**
 * The reviews of content/reviews.json under `root` (the project's, or a test's), read in Node for what
 * is computed at build time: a case study picks its customer's review by name (./caseStudyFile.ts
 * checks the name, src/content/caseStudyFolder.ts puts the review in). None when the file cannot be
 * read: the content check reports that file on its own.
 */
export function reviewsIn(root = '.'): Review[] {
  try {
    const { reviews } = JSON.parse(readFileSync(path.join(root, REVIEWS_FILE), 'utf8')) as Partial<ReviewsFile>;
    return Array.isArray(reviews) ? reviews : [];
  } catch {
    return [];
  }
}

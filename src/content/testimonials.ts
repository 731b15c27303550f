/**
 * Customer reviews, as the owner keeps them in content/reviews.json: one list, in the order the
 * pages show them, each review ticking the pages it appears on. The list ships empty (only the
 * owner's real reviews go there), and a page with no review shows no reviews section.
 * The build and the content tests parse the file against src/content/schemas/testimonials.ts.
 */
import type { ReviewsFile, TestimonialsContent } from './schemas/testimonials';
import reviewsFile from '../../content/reviews.json';

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

/** Every review the owner has entered, shown or not. */
export const reviews: ReviewsFile['reviews'] = (reviewsFile as ReviewsFile).reviews;

/** The reviews each page shows, in the list's order: `reviewsOn.home`, `reviewsOn.fences`, … */
export const reviewsOn = Object.fromEntries(
  reviewPages.map((page) => [page, reviews.filter((review) => review.showOn.includes(page))]),
) as TestimonialsContent['reviewsOn'];

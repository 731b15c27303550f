/**
 * Customer reviews, as the owner keeps them in content/reviews.json: one list, in the order the
 * pages show them, each review ticking the pages it appears on. The list ships empty (only the
 * owner's real reviews go there), and a page with no review shows no reviews section.
 * The build and the content tests parse the file against src/content/schemas/testimonials.ts.
 */
import type { Review, ReviewPage, ReviewsFile } from './schemas/testimonials';
import reviewsFile from '../../content/reviews.json';

/** Every review the owner has entered, shown or not. */
export const reviews: ReviewsFile['reviews'] = (reviewsFile as ReviewsFile).reviews;

/** The reviews a page shows, in the list's order: `reviewsOn('home')`; none, and the page has no reviews section. */
export const reviewsOn = (page: ReviewPage): Review[] => reviews.filter((review) => review.showOn.includes(page));

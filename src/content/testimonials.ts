/**
 * Customer reviews, as the owner keeps them in content/reviews.json: one list, in the order the
 * pages show them, each review ticking the pages it appears on. Ratings default to 5 stars.
 * The build and the content tests parse the file against src/content/schemas/testimonials.ts.
 */
import type { ReviewPage, ReviewsFile, TestimonialsContent } from './schemas/testimonials';
import reviewsFile from '../../content/reviews.json';

/** Every review the owner has entered, shown or not. */
export const reviews: ReviewsFile['reviews'] = (reviewsFile as ReviewsFile).reviews;

const shownOn = (page: ReviewPage) => reviews.filter((review) => review.showOn.includes(page));

/** The home page's reviews, side by side. */
export const homeTestimonials = shownOn('home') satisfies TestimonialsContent['homeTestimonials'];

/** The fence services page's row of reviews. */
export const fenceTestimonials = shownOn('fences') satisfies TestimonialsContent['fenceTestimonials'];

/**
 * The customer reviews: the owner's list in content/reviews.json, and the selections the pages show
 * (src/content/testimonials.ts derives them from each review's "show on" choices).
 */
import { z } from 'zod';
import { distinct, testimonial } from './shapes';

/** The pages that show reviews, by the name a review's `showOn` uses. */
export const reviewPages = ['home', 'fences'] as const;
export type ReviewPage = (typeof reviewPages)[number];

/** How many reviews each page's layout needs: the home page's two side by side, the fence page's row of three. */
export const reviewsNeeded: Record<ReviewPage, number> = { home: 2, fences: 3 };

const pageLabels: Record<ReviewPage, string> = { home: 'the home page', fences: 'the fence services page' };

/** One review as the owner enters it: the review, and the pages it appears on. */
export const review = testimonial.extend({
  /** The pages this review appears on; a review with none is kept but not shown. */
  showOn: z.array(z.enum(reviewPages)).refine((pages) => distinct(pages), 'a page ticked twice'),
});
export type Review = z.infer<typeof review>;

/** Every review, in the order the pages show them; each author once (the cards are keyed by author). */
export const reviewList = z
  .array(review)
  .refine((items) => distinct(items, (item) => item.author), 'a review author listed twice: each author once')
  .superRefine((items, context) => {
    for (const page of reviewPages) {
      const shown = items.filter((item) => item.showOn.includes(page)).length;
      if (shown < reviewsNeeded[page])
        context.addIssue({
          code: 'custom',
          message: `${pageLabels[page]} shows ${reviewsNeeded[page]} reviews, and ${shown} are set to show there: tick "${page}" under "Show on" on ${reviewsNeeded[page] - shown} more`,
        });
    }
  });

/** content/reviews.json. */
export const reviewsFile = z.strictObject({ reviews: reviewList });
export type ReviewsFile = z.infer<typeof reviewsFile>;

export const testimonialsContent = z.strictObject({
  reviews: reviewList,
  /** The home page's: a homeowner and a commercial client, side by side. */
  homeTestimonials: z.array(review).min(reviewsNeeded.home),
  /** The fence page's: a row of three. */
  fenceTestimonials: z.array(review).min(reviewsNeeded.fences),
});

/** The module's exports, as the schema reads them. */
export type TestimonialsContent = z.infer<typeof testimonialsContent>;

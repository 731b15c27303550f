/**
 * The customer reviews: the owner's list in content/reviews.json, and the selections the pages show
 * (src/content/testimonials.ts derives them from each review's "Show on" choices).
 */
import { z } from 'zod';
import { distinct, testimonial } from './shapes';

/** The pages that show reviews, by the name a review's `showOn` uses. */
export const reviewPages = ['home', 'fences'] as const;
export type ReviewPage = (typeof reviewPages)[number];

/** How many reviews each page's layout needs: the home page's two side by side, the fence page's row of three. */
export const reviewsNeeded: Record<ReviewPage, number> = { home: 2, fences: 3 };

/** Each page as the editor names it. */
const pageNames: Record<ReviewPage, string> = { home: 'Home page', fences: 'Fence services page' };

/** One review as the owner enters it: the review, and the pages it appears on. */
export const review = testimonial.extend({
  showOn: z
    .array(z.enum(reviewPages).meta({ optionLabels: pageNames }))
    .refine((pages) => distinct(pages), 'a page chosen twice')
    .meta({ title: 'Show on', description: 'The pages this review appears on. With none, it is kept but not shown.' }),
});
export type Review = z.infer<typeof review>;

/** Every review, in the order the pages show them; each author once (the cards are keyed by author). */
export const reviewList = z
  .array(review)
  .refine((items) => distinct(items, (item) => item.author), 'Two reviews have the same name: give each author once')
  .superRefine((items, context) => {
    for (const page of reviewPages) {
      const shown = items.filter((item) => item.showOn.includes(page)).length;
      if (shown < reviewsNeeded[page])
        context.addIssue({
          code: 'custom',
          message: `The ${pageNames[page].toLowerCase()} shows ${reviewsNeeded[page]} reviews, and ${shown} are set to show there: choose "${pageNames[page]}" under "Show on" on ${reviewsNeeded[page] - shown} more`,
        });
    }
  });

/** content/reviews.json. */
export const reviewsFile = z.strictObject({
  reviews: reviewList.meta({
    title: 'Reviews',
    description: 'In the order the pages show them: drag a review up or down to move it.',
  }),
});
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

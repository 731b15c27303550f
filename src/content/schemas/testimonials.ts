/** The customer reviews (src/content/testimonials.ts) and the pages' selections of them. */
import { z } from 'zod';
import { distinct, testimonial } from './shapes';

/** A selection of reviews, at least `min`, each by a different author (the cards are keyed by author). */
const reviews = (min: number) =>
  z
    .array(testimonial)
    .min(min)
    .refine((items) => distinct(items, (item) => item.author), 'an author listed twice');

export const testimonialsContent = z
  .strictObject({
    /** The home page's: a homeowner and a commercial client, side by side. */
    homeTestimonials: reviews(2),
    /** The fence page's: a row of three. */
    fenceTestimonials: reviews(3),
    /** Every review, for pages that show a selection of their own. */
    allTestimonials: reviews(2),
  })
  .refine(
    ({ homeTestimonials, fenceTestimonials, allTestimonials }) => {
      const authors = new Set(allTestimonials.map((item) => item.author));
      return [...homeTestimonials, ...fenceTestimonials].every((item) => authors.has(item.author));
    },
    { message: 'every review a page shows is one of allTestimonials', path: ['allTestimonials'] },
  );

/** The module's exports, as the schema reads them. */
export type TestimonialsContent = z.infer<typeof testimonialsContent>;

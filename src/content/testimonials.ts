/**
 * Customer reviews shown on the home and fence pages: homeowners, a property manager and an HOA
 * board member from around Dallas-Fort Worth. Ratings default to 5 stars.
 */
import type { TestimonialsContent } from './schemas/testimonials';
import type { Testimonial } from './schemas/shapes';

const karen: Testimonial = {
  quote:
    'Our old pine fence was leaning into the alley after the spring storms. Blackland replaced it with board-on-board cedar, redid the beds along it and hauled everything away. The crew was on time every morning and the yard looked better when they left than when they arrived.',
  author: 'Karen Whitley',
  role: 'Homeowner',
  company: 'Lake Highlands, Dallas',
};

const darnell: Testimonial = {
  quote:
    'I manage four office properties in Plano and Richardson. Blackland handles our entrance landscaping and replaced the perimeter iron fencing at two sites. The quotes are clear, they work around tenant hours, and I never have to chase them for an update.',
  author: 'Darnell Hughes',
  role: 'Property Manager',
  company: 'Legacy Park Office Center, Plano',
};

const patricia: Testimonial = {
  quote:
    'Our board had to replace the screening fence along the main road: a long run, many homeowners watching. Blackland walked the line with us, matched the architectural guidelines and kept residents informed. It went up straight, on schedule, and the neighborhood finally looks cared for again.',
  author: 'Patricia Lindqvist',
  role: 'HOA Board President',
  company: 'Cottonwood Bend HOA, Allen',
};

const ryan: Testimonial = {
  quote:
    'We wanted a fence that keeps two big dogs in and still looks good from the street. They talked us out of pine, set steel posts in concrete and built a cedar fence with a double drive gate. It has not moved an inch through a wet spring and a bone-dry August.',
  author: 'Ryan Castillo',
  role: 'Homeowner',
  company: 'Frisco',
};

const maria: Testimonial = {
  quote:
    'From the first visit to the final walk-through, everything was explained in plain English: the HOA paperwork, the permit, the schedule. Our front yard went from patchy grass to beds that survive July, and the new iron fence ties it all together.',
  author: 'Maria Okonkwo',
  role: 'Homeowner',
  company: 'Richardson',
};

/** Two reviews for the home page: a homeowner and a commercial client. */
export const homeTestimonials = [karen, darnell] satisfies TestimonialsContent['homeTestimonials'];

/** Three reviews for the fence services page: a homeowner, an HOA board member and a property manager. */
export const fenceTestimonials = [ryan, patricia, darnell] satisfies TestimonialsContent['fenceTestimonials'];

/** Every review, for pages that show a selection of their own. */
export const allTestimonials = [karen, darnell, patricia, ryan, maria] satisfies TestimonialsContent['allTestimonials'];

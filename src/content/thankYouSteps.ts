/**
 * What happens after a quote request, by service and kind of job: shown on the request's own
 * thank-you page (where a form sent without JavaScript lands) and in the confirmation a form shows
 * when it is sent with JavaScript, which loads this module as the request goes out. The facts
 * (reply time, deposit, installation days, warranties, phone, e-mail) come from business.ts; the
 * work itself is described as each service's page describes it.
 *
 * "Something else" and contact messages get the general steps, the same the contact page lists.
 * Once the estimate visit is booked online, the first step (we reply to arrange it) is done: the
 * steps shown and mailed from then on start with the visit's time and what comes before it.
 */
import type { PerRequest, ThankYouStepsContent } from './schemas/thankYouSteps';
import { business, responsePromise, terms } from './business';
import { nextSteps as contactNextSteps } from './contact';

/** The first step of most requests: we answer, and book a time to come out. */
const weBook = (what: string) => `We ${responsePromise.reply}, by phone or e-mail, to book ${what}.`;
const writtenQuote = 'You get a written, itemized quote. Nothing is owed until you approve it.';

export const requestSteps = {
  fences: {
    new: [
      weBook('a time to see the property'),
      'We walk the fence line with you and measure it, check slopes, gates and utility lines, and go over styles, materials and your budget.',
      writtenQuote,
      `Once you approve it, a ${terms.depositPercent}% deposit sets your date. Most installations take ${terms.installationDays} days, with the balance due on completion.`,
    ],
    repair: [
      `We ${responsePromise.reply}, by phone or e-mail, about the damage. Photos help us come prepared: text them to ${business.phone.display} with your name.`,
      'A crew comes out and checks every post along the damaged run, not just the one that fell, and tells you honestly whether repair or replacement makes more sense.',
      'You get a written, itemized repair quote, with photos and notes you can pass to your insurer or to a neighbor who shares the fence.',
      'Once you approve it, we set new posts in fresh concrete, put rails, pickets and gates back on, and haul off the broken boards. Small repairs are often done in a single visit.',
    ],
    staining: [
      weBook('a visit'),
      'We look at your boards, check that the wood is dry enough to take stain evenly, and test colors on your own fence.',
      'You get a written quote for one side or both. Nothing is owed until you approve it.',
      'We wash and brighten the fence, let it dry, cover your plants, then spray and back-brush the stain and check every board with you.',
    ],
  },
  landscaping: {
    new: [
      weBook('a free site visit'),
      'We walk the yard with you, check the soil, drainage, sun and shade, and listen to how you want to use the space.',
      'You get a simple planting plan and an itemized quote, with options if you want to phase the work.',
      'Once you approve it, we prepare the ground, plant, edge and water, and leave you a watering schedule for the first weeks.',
    ],
  },
  'landscape-design': {
    new: [
      weBook('a design consultation at your property'),
      'We talk through how you want to use the yard, your style and your budget, and note what must stay.',
      'We measure and study grades, drainage, soil, sun and shade, then show you the design as a plan and in 3D and refine it with you.',
      `You receive the final plan and plant list. Build it with our recommended contractors and get ${terms.designFeeDiscountPercent}% off the design fee.`,
    ],
  },
  irrigation: {
    new: [
      weBook('a visit to your yard'),
      'We measure the yard, test your water pressure and flow, and note sun, shade and slope.',
      'We lay out the zones by plant type and exposure, and you get a written quote. Nothing is owed until you approve it.',
      `Once you approve it, we install the lines, valves and backflow, put the turf back neatly and program the controller with you. The installation carries a ${terms.irrigationWarranty} warranty.`,
    ],
    repair: [
      weBook('a service visit'),
      'We run each zone, trace leaks and check the wiring and valves, then explain what we found.',
      'With your approval we make the repairs, most of them on the first visit, and itemize parts and labor on your work order.',
      'We set run times for the season and show you any changes before we leave.',
    ],
    maintenance: [
      weBook('your visit'),
      'We run the whole system, not just one zone: heads, nozzles, valves, drip lines and the rain and freeze sensors.',
      'Anything broken is repaired with your approval and itemized on your work order.',
      'We set the controller for the season and your watering days, and show you the changes before we leave.',
    ],
  },
  'artificial-turf': {
    new: [
      weBook('a time to see the yard'),
      'We measure the area, check how it drains and where the sprinkler lines run, and talk through how you use the yard, pets included.',
      writtenQuote,
      'Once you approve it, we remove the old grass, build a compacted base that drains, lay and seam the turf, brush in the infill and walk the finished lawn with you.',
    ],
  },
  'foundation-repair': {
    inspection: [
      weBook('your free inspection at a time that suits you'),
      'We come out, measure your floor elevations, and inspect cracks, doors and drainage inside and out.',
      'We show you what we found and explain it in plain English, with no pressure to decide on the spot.',
      `If your home needs work, you get a written repair plan with its price. Repairs carry a ${terms.foundationWarranty} warranty.`,
    ],
    repair: [
      `We ${responsePromise.reply}, by phone or e-mail, to book a visit. If you have an engineer’s report or a repair plan, e-mail it to ${business.email}.`,
      'We come out, take our own floor elevation readings and check the plan against what we find.',
      'You get a written repair plan, pier layout and drainage work included, with its price.',
      `Once you approve it, our crew installs the piers, lifts and stabilizes the slab and corrects the drainage, then takes final readings and registers your ${terms.foundationWarranty} warranty.`,
    ],
  },
  'outdoor-living': {
    new: [
      weBook('a consultation and site visit'),
      'We measure, check grades, drainage and utilities, and talk through how you want to use the space and your budget.',
      'You see the layout, materials and lighting in 3D, and once the design is final, an itemized written quote.',
      'We prepare the drawings and file the city permits and HOA review, then build, cleaning up the site every day.',
    ],
  },
} as const satisfies PerRequest<readonly string[]> & ThankYouStepsContent['requestSteps'];

export const generalSteps = contactNextSteps.steps satisfies ThankYouStepsContent['generalSteps'];

/** A booked estimate visit, as the booking API words it ("Free foundation inspection", "Monday, November 30", "8 AM - 10 AM"). */
export interface BookedVisit {
  label: string;
  day: string;
  time: string;
}

/**
 * Where the steps are read: `this` inside the booking's e-mail (which gives the calendar invite and the
 * links to change the time or cancel above its steps), `sent` on a page, the e-mail having gone to the address every
 * quote request gives.
 */
export type BookingReceipt = 'this' | 'sent';

const untilTheVisit: Record<BookingReceipt, string> = {
  this: `Until then, nothing is needed from you: to change the time or cancel, use the links above, or call or text ${business.phone.display}.`,
  sent: `Until then, nothing is needed from you: the booking e-mail holds the calendar invite and your links to change the time or cancel, or call or text ${business.phone.display}.`,
};

/**
 * The steps after a request whose visit is booked: the visit's day and arrival window, what the
 * visitor has until then (said where they read it: `receipt`), then the request's own steps after
 * its first (which arranged the visit).
 */
export const stepsAfterBooking = (
  steps: readonly string[],
  visit: BookedVisit,
  receipt: BookingReceipt,
): readonly string[] => [
  `Your ${visit.label.toLowerCase()} is booked for ${visit.day}, our estimator arriving between ${visit.time.replace(' - ', ' and ')}.`,
  untilTheVisit[receipt],
  ...steps.slice(1),
];

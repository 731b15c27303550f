/**
 * What happens after a quote request, by service and kind of job: shown on the request's own
 * thank-you page (where a form sent without JavaScript lands) and in the confirmation a form shows
 * when it is sent with JavaScript, which loads this module as the request goes out. Each request's
 * steps are its kind of job's, in its service's file (content/services/<service>.json: ./serviceSteps.ts),
 * the facts (reply time, deposit, warranties, phone, e-mail) named by placeholder; the work itself is
 * described as each service's page describes it.
 *
 * "Something else" and contact messages get the general steps, the same the contact page lists.
 * Once the estimate visit is booked online, the first step (we reply to arrange it) is done: the
 * steps shown and mailed from then on start with the visit's time and what comes before it.
 */
import type { ThankYouStepsContent } from './schemas/thankYouSteps';
import { afterBooking } from './bookingWords';
import { nextSteps as contactNextSteps } from './contact';
import { fillOwn } from './ownValues';
import { requestSteps as serviceSteps } from './serviceSteps';

/** The steps after each request, from its service's file. */
export const requestSteps = serviceSteps satisfies ThankYouStepsContent['requestSteps'];

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
  this: afterBooking.untilVisitEmail,
  sent: afterBooking.untilVisitPage,
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
): readonly string[] => {
  // The window as the booking words it: "8 AM - 10 AM".
  const [start = visit.time, end = ''] = visit.time.split(' - ');
  return [
    fillOwn(afterBooking.visitBooked, { visit: visit.label.toLowerCase(), day: visit.day, start, end }),
    untilTheVisit[receipt],
    ...steps.slice(1),
  ];
};

/**
 * What the choice of arrival windows says (src/components/booking/PickTime.tsx). The windows, the
 * visit's name and length and the API's refusals come from the booking API (content/availability.json);
 * the phone number from the business facts.
 */
import { business } from '../../content/business';

export const bookingCopy = {
  title: 'Pick a time for your free estimate',
  intro: (visit: string, minutes: number) =>
    `${visit}, about ${minutes} minutes. Choose when our estimator may arrive; you do not need to pick one, your request is saved either way.`,
  formLabel: 'Arrival windows',
  moreDays: 'More days',
  book: 'Book this time',
  booking: 'Booking…',
  callInstead: 'Call me instead',
  noneOpen: `No arrival window is open online just now: we will call you to arrange the visit, or call us at ${business.phone.display}.`,
  failed: `We could not book that time just now. Your request is saved: try again in a minute, or call us at ${business.phone.display}.`,
  bookedTitle: 'Your visit is booked',
  bookedWhen: (day: string, time: string) => `${day}, arriving between ${time.replace(' - ', ' and ')}.`,
  bookedReference: (reference: string) => `Your reference is ${reference}.`,
  receiptOnItsWay: 'A receipt with these details is on its way to your e-mail.',
  declinedTitle: 'We will call you to arrange a time',
  declinedText: 'Your request is saved as it is: no time is booked, and we will call you to agree on one.',
} as const;

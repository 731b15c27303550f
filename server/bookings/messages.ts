/**
 * What the booking API says to a visitor when a booking cannot be made: the owner's words
 * (content/messages.json, "Booking a visit"), shared by the JSON answers, the pages without script and
 * the tests.
 */
import { fillOwn, words } from '../words';
import type { WindowVerdict } from './windows';

const booking = words.booking;

export const bookingMessages = {
  forged: booking.forged,
  noVisit: booking.noVisit,
  notReal: booking.notReal,
  fields: booking.fields,
  service: booking.service,
  window: booking.window satisfies Record<Exclude<WindowVerdict, 'open'>, string>,
  leadBooked: (reference: string) => fillOwn(booking.leadBooked, { reference }),
  notBookedTitle: booking.notBookedTitle,
} as const;

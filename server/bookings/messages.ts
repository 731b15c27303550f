/**
 * What the booking API says to a visitor when a booking cannot be made: one wording, shared by the JSON
 * answers, the pages without script and the tests.
 */
import { business } from '../../src/content/business';
import type { WindowVerdict } from './windows';

const phone = business.phone.display;

export const bookingMessages = {
  forged: `This booking link is not valid. Please send your request again, or call us at ${phone}.`,
  noVisit: 'This request does not need a visit booked online: we will call you to arrange what comes next.',
  notReal: `We need to check your request before a visit can be booked: we will call you, or call us at ${phone}.`,
  fields: 'Please pick one of the times offered.',
  service: 'Choose a service that has a visit to book.',
  window: {
    'not-a-window': 'That is not one of our arrival windows. Please pick one of the times offered.',
    past: 'That time has already passed. Please pick one of the times offered.',
    'too-soon': 'That time is too soon for us to prepare the visit. Please pick one of the times offered.',
    'too-far': 'We do not book that far ahead yet. Please pick one of the times offered.',
    closed: 'We are closed that day. Please pick one of the times offered.',
    full: 'That time was just taken. Please pick another of the times offered.',
  } satisfies Record<Exclude<WindowVerdict, 'open'>, string>,
  leadBooked: (reference: string) =>
    `This request already has a visit booked (reference ${reference}). To change it, call us at ${phone}.`,
} as const;

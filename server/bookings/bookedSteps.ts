/**
 * What happens next once a visit is booked, for the API's booked page and the booking e-mail: the
 * request's steps (src/content/thankYouSteps.ts, the ones its thank-you page lists), the first of
 * which arranged the visit, given as the booked visit's time and what comes before it (`receipt`: where
 * the visitor finds the booking's e-mail, as thankYouSteps.ts words it).
 */
import * as thankYouSteps from '../../src/content/thankYouSteps';
import type { BookingReceipt } from '../../src/content/thankYouSteps';
import { stepsAfter } from '../../src/lib/thankYouPath';
import type { BookingRecord } from './bookingStore';
import { windowLabels } from './windows';

export function bookedSteps(
  booking: Pick<BookingRecord, 'service' | 'job' | 'windowStart' | 'windowEnd'>,
  visitLabel: string,
  timeZone: string,
  receipt: BookingReceipt,
): readonly string[] {
  const { day, time } = windowLabels({ start: booking.windowStart, end: booking.windowEnd, date: '' }, timeZone);
  const steps = stepsAfter({ kind: 'quote', service: booking.service, job: booking.job }, thankYouSteps);
  return thankYouSteps.stepsAfterBooking(steps, { label: visitLabel, day, time }, receipt);
}

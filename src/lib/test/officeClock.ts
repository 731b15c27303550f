/**
 * The office's clock for tests: an instant from a wall-clock time where the business is
 * (America/Chicago, the booking time zone), made with luxon, independently of the Intl readings the
 * code under test uses. Written "2026-03-08T01:59": the days the clocks change are where it matters.
 */
import { DateTime } from 'luxon';
import { bookingTimeZone } from '../../content/availability';

/** Epoch ms of a wall-clock time at the office. */
export const officeTime = (local: string): number => DateTime.fromISO(local, { zone: bookingTimeZone }).toMillis();

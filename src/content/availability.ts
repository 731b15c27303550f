/**
 * When the estimator can visit, as the owner keeps it in content/availability.json: the visit hours
 * (inside business hours), the arrival window's length, visits per window, minimum notice, how far
 * ahead, closed dates and which requests book a visit. Times are read in `bookingTimeZone`. The
 * booking API (server/bookings/) computes the open windows from it; the build and the content tests
 * parse the file against src/content/schemas/availability.ts.
 */
import type { AvailabilityContent, AvailabilityFile } from './schemas/availability';
import availabilityFile from '../../content/availability.json';

/** Every visit time is read in this zone: the business is in Dallas-Fort Worth. */
export const bookingTimeZone = 'America/Chicago' satisfies AvailabilityContent['bookingTimeZone'];

export const availability: AvailabilityFile = availabilityFile as AvailabilityFile;

/**
 * The words of choosing a time for the free estimate visit, on the page (src/components/booking/):
 * the owner's, in content/booking.json ("choice"; the service's pages and e-mails read the rest of
 * the file, server/words.ts). Placeholders filled; each message's own values ({visit}, {day}, …)
 * left for the code that says it (./ownValues.ts). Plain data: webpack replaces this module by its
 * value, so the page's script carries these words only. `afterBooking` are the first steps once a
 * visit is booked, for ./thankYouSteps.ts (the thank-you steps' chunk, and the booking e-mail).
 */
import type { BookingFile } from './schemas/bookingWords';
import { readDataFile } from './pageCopy';

export const { choice: bookingChoice, afterBooking } = readDataFile('booking.json') as BookingFile;

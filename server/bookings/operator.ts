/**
 * The owner's booking commands (`npm run leads -- bookings …`, scripts/leads-cli.ts), on the same
 * store as the server:
 *
 *   bookings [--date YYYY-MM-DD]     the visits of a day (default today), Dallas time, with who and where
 *   bookings cancel <reference>      cancels a visit as the visitor's cancel link does: its place is
 *                                    freed, and the visitor's cancel e-mail (.ics CANCEL) and the owner's
 *                                    notice are queued for the running server's outbox
 *   bookings close <YYYY-MM-DD>      closes the date to new visits (stored in the database, which the
 *                                    windows read besides the content's closed dates); the visits already
 *                                    booked that day stand and are listed for the owner to call: closing
 *                                    a day cancels nobody silently
 *
 * Each returns the exit status: 0 done, 1 a mistake in the command (a message says what to write).
 */
import { DateTime } from 'luxon';
import { bookingTimeZone } from '../../src/content/availability';
import { escapeForTerminal } from '../leads/safeText';
import type { BookingRecord, BookingStore } from './bookingStore';
import { bookingLine } from './bookingSummary';
import { bookingJobKinds } from './visitorMail';

export interface OperatorOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const console_: OperatorOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };

const dateRule = 'Write the date as year-month-day, like 2026-12-24.';

/** The day's [start, end) in epoch ms, Dallas time, or null for a string that is not a date. */
function dayRange(date: string): { from: number; to: number } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = DateTime.fromISO(date, { zone: bookingTimeZone });
  if (!day.isValid) return null;
  return { from: day.startOf('day').toMillis(), to: day.plus({ days: 1 }).startOf('day').toMillis() };
}

export async function bookingsCommand(
  args: string[],
  bookings: BookingStore,
  webhook: boolean,
  output: OperatorOutput = console_,
  now: number = Date.now(),
): Promise<number> {
  const [action, value] = args;
  if (action === 'cancel') return cancel(value, bookings, webhook, output, now);
  if (action === 'close') return close(value, bookings, output, now);
  const dateIndex = args.indexOf('--date');
  const date =
    dateIndex === -1 ? DateTime.fromMillis(now, { zone: bookingTimeZone }).toISODate()! : args[dateIndex + 1];
  if (action !== undefined && action !== '--date') {
    output.err(`Unknown bookings command "${action}": use --date, cancel or close.`);
    return 1;
  }
  const range = date ? dayRange(date) : null;
  if (!range) {
    output.err(`Not a date: "${date ?? ''}". ${dateRule}`);
    return 1;
  }
  const day = await bookings.bookingsBetween(range.from, range.to);
  const closed = (await bookings.closedDates()).includes(date!);
  output.out(
    `Visits on ${date}${closed ? ' (closed to new visits)' : ''}: ${day.filter((b) => b.status === 'booked').length} booked`,
  );
  for (const booking of day) output.out(await describe(booking, bookings));
  return 0;
}

async function describe(booking: BookingRecord, bookings: BookingStore): Promise<string> {
  const lead = await bookings.lead(booking.leadId);
  const data = (lead?.data ?? {}) as Record<string, unknown>;
  const text = (field: string) => (typeof data[field] === 'string' ? (data[field] as string) : '');
  const who = `${text('firstName')} ${text('lastName')}`.trim();
  // Visitors' text may hold terminal control sequences: never printed raw.
  return escapeForTerminal(
    `  ${bookingLine(booking)}  ${booking.service}/${booking.job}\n    ${who}, ${text('phone')}, ${text('address')}`,
  );
}

async function cancel(
  reference: string | undefined,
  bookings: BookingStore,
  webhook: boolean,
  output: OperatorOutput,
  now: number,
): Promise<number> {
  if (!reference) {
    output.err('Which booking? Give its reference: npm run leads -- bookings cancel BK-7KQ2-M9XD');
    return 1;
  }
  const booking = await bookings.byReference(reference);
  if (!booking) {
    output.err(`No booking has the reference "${escapeForTerminal(reference)}".`);
    return 1;
  }
  const lead = await bookings.lead(booking.leadId);
  const result = await bookings.cancel({
    bookingId: booking.id,
    sequence: booking.sequence,
    now,
    jobKinds: bookingJobKinds(lead?.data ?? {}, webhook),
  });
  if (!result.ok) {
    output.err(
      result.reason === 'past'
        ? `${booking.reference} has already begun or passed: nothing changed.`
        : `${booking.reference} is not booked any more (${booking.status}): nothing changed.`,
    );
    return 1;
  }
  output.out(
    `Cancelled ${bookingLine(result.booking)}. Its time is free again; the visitor's cancel e-mail waits in the outbox (the running server sends it).`,
  );
  return 0;
}

async function close(date: string | undefined, bookings: BookingStore, output: OperatorOutput, now: number) {
  const range = date ? dayRange(date) : null;
  if (!range) {
    output.err(`Which date? ${dateRule}`);
    return 1;
  }
  const standing = await bookings.closeDate(date!, range.from, range.to, now);
  output.out(`Closed ${date} to new visits.`);
  if (standing.length === 0) output.out('No visit was booked that day.');
  else {
    output.out(`${standing.length} visit(s) still booked that day: call each visitor to move or cancel it.`);
    for (const booking of standing) output.out(await describe(booking, bookings));
  }
  return 0;
}

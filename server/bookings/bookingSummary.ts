/**
 * A booking as the owner reads it wherever a lead is shown (the lead e-mail, the webhook, the CLI list
 * and the CSV): the window in Dallas time, the reference and the status.
 */
import { bookingTimeZone } from '../../src/content/availability';
import type { BookingRecord } from './bookingStore';
import { windowId, windowLabels } from './windows';

export interface BookingSummary {
  reference: string;
  status: BookingRecord['status'];
  /** ISO 8601 with the Dallas offset. */
  start: string;
  end: string;
  /** "Monday, November 30, 8 AM - 10 AM". */
  window: string;
}

export function bookingSummary(booking: BookingRecord): BookingSummary {
  const { day, time } = windowLabels({ start: booking.windowStart, end: booking.windowEnd, date: '' }, bookingTimeZone);
  return {
    reference: booking.reference,
    status: booking.status,
    start: windowId(booking.windowStart, bookingTimeZone),
    end: windowId(booking.windowEnd, bookingTimeZone),
    window: `${day}, ${time}`,
  };
}

/** "Monday, November 30, 8 AM - 10 AM (BK-7KQ2-M9XD, booked)". */
export function bookingLine(booking: BookingRecord): string {
  const summary = bookingSummary(booking);
  return `${summary.window} (${summary.reference}, ${summary.status})`;
}

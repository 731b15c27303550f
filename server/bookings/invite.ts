/**
 * The calendar invite (.ics) of a booked estimate visit, for the visitor's receipt e-mail: one event,
 * the arrival window, written by ical-generator.
 *
 * Rules: METHOD:REQUEST while the visit is booked, CANCEL once cancelled, so a calendar adds, moves or
 * removes the one event; its UID is the booking's id at the site's host (stable across every change of
 * the booking), and its SEQUENCE is the booking's `sequence`, which every change raises, so a calendar
 * takes the newest invite over an older one. Times are written in UTC: one instant, whatever the
 * visitor's zone; their calendar shows it in their own.
 */
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { business } from '../../src/content/business';
import type { BookingRecord } from './bookingStore';
import { windowLabels } from './windows';

export interface InviteOptions {
  booking: BookingRecord;
  /** The visit's name, e.g. "Free foundation inspection". */
  visitLabel: string;
  /** How long the visit takes once the estimator arrives. */
  visitMinutes: number;
  /** Where the visit is: the address the visitor gave. */
  address: string;
  visitor: { name: string; email: string };
  /** The site's origin (SITE_URL): its host makes the UID's right-hand side. */
  siteUrl: string;
  timeZone: string;
}

/** The booking's .ics text. */
export function visitInvite(options: InviteOptions): string {
  const { booking, visitLabel, visitMinutes, address, visitor, siteUrl, timeZone } = options;
  const cancelled = booking.status === 'cancelled';
  const { day, time } = windowLabels({ start: booking.windowStart, end: booking.windowEnd, date: '' }, timeZone);
  const calendar = ical({
    name: business.name,
    prodId: { company: business.name, product: 'Estimate visits', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${booking.id}@${new URL(siteUrl).host}`,
    sequence: booking.sequence,
    stamp: new Date(booking.updatedAt),
    start: new Date(booking.windowStart),
    end: new Date(booking.windowEnd),
    summary: `${visitLabel}: ${business.name}`,
    description: `Reference ${booking.reference}. Our estimator arrives in the window ${time} on ${day} (Dallas time); the visit takes about ${visitMinutes} minutes. To change or cancel it, call or text ${business.phone.display}.`,
    location: address,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: business.name, email: business.email },
    attendees: [{ name: visitor.name, email: visitor.email, role: ICalAttendeeRole.REQ, rsvp: false }],
  });
  return calendar.toString();
}

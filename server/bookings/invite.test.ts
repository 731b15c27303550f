/**
 * The visit's calendar invite, read back by a calendar library (ical.js): METHOD:REQUEST, one event at
 * the window's instants, a UID that stays the same across changes and a SEQUENCE that follows the
 * booking's; a cancelled booking is a CANCEL of the same UID.
 */
import ICAL from 'ical.js';
import { bookingTimeZone } from '../../src/content/availability';
import type { BookingRecord } from './bookingStore';
import { visitInvite } from './invite';

const booking: BookingRecord = {
  id: '6f1c2b9e-4d7a-4c1e-9a51-0c2d3e4f5a6b',
  reference: 'BK-7KQ2-M9XD',
  leadId: 'lead-1',
  windowStart: Date.parse('2026-03-09T13:00:00Z'),
  windowEnd: Date.parse('2026-03-09T15:00:00Z'),
  service: 'foundation-repair',
  job: 'inspection',
  status: 'booked',
  sequence: 0,
  createdAt: Date.parse('2026-03-06T04:00:00Z'),
  updatedAt: Date.parse('2026-03-06T04:00:00Z'),
};

function read(record: BookingRecord, address = '1 Elm St, Dallas TX 75201') {
  const text = visitInvite({
    booking: record,
    visitLabel: 'Free foundation inspection',
    visitMinutes: 60,
    address,
    visitor: { name: 'Ada Lovelace', email: 'ada@example.com' },
    siteUrl: 'https://www.example.test',
    timeZone: bookingTimeZone,
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { text, calendar, event };
}

test('a booked visit is a REQUEST for the arrival window, with the reference, the address and the visitor', () => {
  const { calendar, event } = read(booking);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
  expect(event.uid).toBe(`${booking.id}@www.example.test`);
  expect(event.sequence).toBe(0);
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-09T13:00:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-09T15:00:00.000Z');
  expect(event.location).toBe('1 Elm St, Dallas TX 75201');
  expect(event.description).toContain('BK-7KQ2-M9XD');
  // The Monday after the clock change, in Dallas: 8 AM, as the visitor picked it.
  expect(event.description).toContain('in the window 8 AM - 10 AM on Monday, March 9');
  expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
    'mailto:ada@example.com',
  ]);
  expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
});

test('a moved visit keeps its UID with a higher SEQUENCE; a cancelled one is a CANCEL of the same UID', () => {
  const first = read(booking).event;
  const moved = read({
    ...booking,
    windowStart: Date.parse('2026-03-10T15:00:00Z'),
    windowEnd: Date.parse('2026-03-10T17:00:00Z'),
    sequence: 1,
  });
  expect(moved.event.uid).toBe(first.uid);
  expect(moved.event.sequence).toBeGreaterThan(first.sequence);
  const cancelled = read({ ...booking, status: 'cancelled', sequence: 2 });
  expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  expect(cancelled.event.uid).toBe(first.uid);
  expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
});

test('what the visitor typed cannot add lines to the invite', () => {
  const { text, event } = read(booking, '1 Elm St\r\nATTENDEE:mailto:evil@example.com\r\nMETHOD:PUBLISH');
  expect(event.attendees).toHaveLength(1);
  expect(text.match(/^METHOD:/gm)).toEqual(['METHOD:']);
});

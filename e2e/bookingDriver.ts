/**
 * What the booking round-trip tests share (e2e/booking-roundtrip.test.ts): the window a visitor is
 * expected to get, worked out from the owner's availability alone (not from the API's windows module,
 * so a mistake there shows), the bookings a lead holds, the visitor's e-mails as received (their
 * links and their calendar invite, read by ical.js), and what the API offers now.
 */
import { DatabaseSync } from 'node:sqlite';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { Page } from 'puppeteer-core';
import { availability, bookingTimeZone } from '../src/content/availability';
import { calendarPart, type ReceivedMail } from '../server/leads/test/fixtures';
import type { TestServer } from './testServer';

export interface ExpectedWindow {
  /** The window's id as the API writes it: ISO 8601 in America/Chicago with its offset. */
  id: string;
  /** Its end, written the same way. */
  endId: string;
  start: number;
  end: number;
}

/** The visit hours of a local day, as minutes after midnight, or null when it has none (closed, or a closed date). */
function visitHours(day: DateTime): [number, number] | null {
  if (availability.closedDates.some((closed) => closed.date === day.toISODate())) return null;
  const weekday = day.setLocale('en-US').toFormat('cccc').toLowerCase() as keyof typeof availability.hours;
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(availability.hours[weekday] ?? '');
  if (!match) return null;
  const [from, to] = [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])];
  return from + availability.windowMinutes <= to ? [from, to] : null;
}

/**
 * The first arrival window of the next business day (after `noticeDays` days with visit hours, as
 * content/availability.json says), in the business's zone: what a visitor booking now is offered first.
 */
export function firstWindowOfNextBusinessDay(now = Date.now()): ExpectedWindow {
  let day = DateTime.fromMillis(now, { zone: bookingTimeZone }).startOf('day');
  for (let counted = 0; counted < availability.noticeDays;) {
    day = day.plus({ days: 1 });
    if (visitHours(day)) counted++;
  }
  const [from] = visitHours(day)!;
  const start = day.set({ hour: Math.floor(from / 60), minute: from % 60 });
  const end = start.plus({ minutes: availability.windowMinutes });
  return {
    id: start.toISO({ suppressMilliseconds: true })!,
    endId: end.toISO({ suppressMilliseconds: true })!,
    start: start.toMillis(),
    end: end.toMillis(),
  };
}

/** The bookings of a lead, as the store holds them. */
export function bookingsOf(server: TestServer, leadId: string) {
  const db = new DatabaseSync(server.dbPath, { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT id, reference, window_start, window_end, status, sequence FROM bookings WHERE lead_id = ?')
      .all(leadId) as { id: string; reference: string; window_start: unknown; window_end: unknown; status: string }[];
    return rows.map((row) => ({ ...row, window_start: Number(row.window_start), window_end: Number(row.window_end) }));
  } finally {
    db.close();
  }
}

/** The window ids the API offers a foundation inspection now (what the next visitor may pick). */
export async function offeredNow(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/bookings/windows?service=foundation-repair&job=inspection`, {
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json()) as { days: { windows: { start: string }[] }[] };
  return body.days.flatMap((day) => day.windows.map((window) => window.start));
}

/** The window ids a page's choice of windows offers, in the order shown (the radio buttons' values). */
export const offeredOn = (page: Page, within = 'body'): Promise<string[]> =>
  page.$$eval(`${within} input[type="radio"][name$="window"]`, (radios) =>
    radios.map((radio) => (radio as HTMLInputElement).value),
  );

/**
 * The visitor's e-mail whose subject starts with `subject` (waits for it: the outbox sends it just
 * after the answer), the newest of them.
 */
export async function visitorMail(server: TestServer, to: string, subject: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = server.smtp.messages.findLast(
      (message) => message.to.includes(to) && (message.headers.subject ?? '').startsWith(subject),
    );
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(
        `no e-mail "${subject}…" to ${to}; got: ${server.smtp.messages.map((m) => m.headers.subject).join(' | ')}`,
      );
    await server.smtp.waitFor(server.smtp.messages.length + 1, deadline - Date.now()).catch(() => undefined);
  }
}

/** The reschedule or cancel link in an e-mail's text, opened where the test's visitor browses (`origin`). */
export function linkIn(mail: ReceivedMail, action: 'reschedule' | 'cancel', origin: string): string {
  const match = new RegExp(`https?://[^\\s/]+/api/bookings/${action}\\?\\S+`).exec(mail.text);
  if (!match) throw new Error(`no ${action} link in: ${mail.text}`);
  const link = new URL(match[0]);
  // The e-mail names SITE_URL: the test's server is that site, at the address it listens on.
  return `${origin}${link.pathname}${link.search}`;
}

/** An e-mail's calendar invite as a calendar reads it: its method, the event's UID, SEQUENCE and times in Dallas. */
export function inviteIn(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(calendarPart(mail.raw)));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`${events.length} events in the invite`);
  const event = new ICAL.Event(events[0]!);
  const inDallas = (time: ICAL.Time) =>
    DateTime.fromJSDate(time.toJSDate(), { zone: bookingTimeZone }).toISO({ suppressMilliseconds: true });
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: inDallas(event.startDate),
    end: inDallas(event.endDate),
  };
}

/**
 * When a person at the office will see a request: now, when it arrives during the opening hours of
 * src/content/business.ts, else when the office next opens ("Monday, November 30, from 8 AM"). Read in
 * the business's zone with luxon, so a request sent at 11 PM on a Saturday is seen on Monday morning,
 * also on the days the clocks change.
 */
import { DateTime } from 'luxon';
import type { OpeningHours } from '../../src/content/schemas/business';
import { fillOwn, words } from '../words';

export type OfficeMoment = { open: true } | { open: false; opensAt: DateTime };

const clock = (date: DateTime, time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return date.set({ hour, minute, second: 0, millisecond: 0 });
};

/** Whether the office is open at `at` (epoch ms), or when it opens next. */
export function officeMoment(hours: readonly OpeningHours[], at: number, timeZone: string): OfficeMoment {
  const now = DateTime.fromMillis(at, { zone: timeZone });
  for (let offset = 0; offset <= 7; offset++) {
    const day = now.startOf('day').plus({ days: offset });
    const row = hours.find((item) => (item.days as readonly string[]).includes(day.weekdayLong ?? ''));
    if (!row?.opens || !row.closes) continue;
    const opens = clock(day, row.opens);
    const closes = clock(day, row.closes);
    if (offset === 0 && now >= opens && now < closes) return { open: true };
    if (opens > now) return { open: false, opensAt: opens };
  }
  // Every day closed: the owner's hours say nobody is in. Nothing honest to promise but the reply.
  return { open: false, opensAt: now.plus({ days: 1 }).startOf('day') };
}

/**
 * "Monday, November 30, from 8 AM" (minutes shown when not on the hour: "from 8:30 AM"), in the
 * owner's words (content/messages.json, `officeOpens`).
 */
export function openingText(opensAt: DateTime): string {
  const time = opensAt.minute === 0 ? opensAt.toFormat('h a') : opensAt.toFormat('h:mm a');
  return fillOwn(words.officeOpens, { day: opensAt.toFormat('cccc, LLLL d'), time });
}

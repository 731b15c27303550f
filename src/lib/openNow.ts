/**
 * Whether the office is open now, in words: "Open now until 6 PM", "Closed now. Opens Monday at 8 AM".
 * From the business hours (content/business.json, derived in src/content/business.ts), read as
 * wall-clock times in the office's zone: the visitor's own zone and the server's do not matter, and a
 * day when the clocks change is read right (Intl knows the zone's offset at every instant).
 *
 * A page is a file, so what the served HTML says must be true at any hour: `officeHoursText` (the week's
 * hours); script then says open or closed (src/components/ui/OpenNow.tsx).
 */
import type { OpeningHours } from '../content/schemas/business';

/** The office's zone: the business is in Dallas-Fort Worth. */
export const officeTimeZone = 'America/Chicago';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One day's hours in minutes after midnight, or null when closed. */
type DayHours = { opens: number; closes: number } | null;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The week, Monday first, from the rows the site shows ("Monday - Friday: 8:00 AM - 6:00 PM"). */
function weekOf(rows: readonly OpeningHours[]): DayHours[] {
  return weekdays.map((day) => {
    const row = rows.find((candidate) => (candidate.days as readonly string[]).includes(day));
    return row?.opens && row.closes ? { opens: minutesOf(row.opens), closes: minutesOf(row.closes) } : null;
  });
}

/** "8 AM", "8:30 AM", "12 PM": a time as the site writes it in a sentence. */
export function clockWords(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const rest = minutes % 60;
  const hour = hours % 12 || 12;
  return `${rest ? `${hour}:${String(rest).padStart(2, '0')}` : hour} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The weekday (0 = Monday) and minutes after midnight of an instant, on the office's clock. */
function officeClock(at: number, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    day: weekdays.indexOf(part('weekday') as (typeof weekdays)[number]),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export interface OfficeStatus {
  open: boolean;
  /** "Open now until 6 PM" / "Closed now. Opens tomorrow at 8 AM" */
  text: string;
  /** When a person will next be in: "today, until 6 PM" is open; otherwise "Monday at 8 AM", "tomorrow at 8 AM". */
  nextOpen: string | null;
}

/** Open or closed at `at` (ms), and when it next opens. */
export function officeStatus(rows: readonly OpeningHours[], at: number, timeZone = officeTimeZone): OfficeStatus {
  const week = weekOf(rows);
  const now = officeClock(at, timeZone);
  const today = week[now.day];
  if (today && now.minutes >= today.opens && now.minutes < today.closes)
    return { open: true, text: `Open now until ${clockWords(today.closes)}`, nextOpen: null };
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const hours = week[(now.day + ahead) % 7];
    if (!hours || (ahead === 0 && now.minutes >= hours.opens)) continue;
    const day = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : weekdays[(now.day + ahead) % 7];
    const nextOpen = `${day} at ${clockWords(hours.opens)}`;
    return { open: false, text: `Closed now. Opens ${nextOpen}`, nextOpen };
  }
  return { open: false, text: 'Closed now', nextOpen: null };
}

/** The week's hours in one line, true at any hour: "Mon - Fri 8 AM - 6 PM, Sat 9 AM - 2 PM". */
export function officeHoursText(rows: readonly OpeningHours[]): string {
  const short = (day: string) => day.slice(0, 3);
  const open = rows.flatMap((row) =>
    row.opens && row.closes
      ? [
          `${row.days.length > 1 ? `${short(row.days[0]!)} - ${short(row.days.at(-1)!)}` : short(row.days[0]!)} ${clockWords(minutesOf(row.opens))} - ${clockWords(minutesOf(row.closes))}`,
        ]
      : [],
  );
  return open.length ? `Office hours: ${open.join(', ')}` : '';
}

/**
 * The longest thing `officeStatus` can say for these hours: the served page reserves its room, so the
 * line keeps its height when script replaces the week's hours by it.
 */
export function longestStatusText(rows: readonly OpeningHours[]): string {
  const week = weekOf(rows);
  const opens = week.flatMap((hours) => (hours ? [clockWords(hours.opens)] : []));
  const closes = week.flatMap((hours) => (hours ? [clockWords(hours.closes)] : []));
  const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), '');
  const closed = `Closed now. Opens Wednesday at ${longest(opens)}`;
  const open = `Open now until ${longest(closes)}`;
  return closed.length >= open.length ? closed : open;
}

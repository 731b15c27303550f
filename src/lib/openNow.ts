/**
 * Whether the office is open now, in words: "Open now until 6 PM", "Closed now. Opens Monday at 8 AM".
 * From the business hours (content/business.json, derived in src/content/business.ts), read as
 * wall-clock times in the office's zone: the visitor's own zone and the server's do not matter, and a
 * day when the clocks change is read right (Intl knows the zone's offset at every instant).
 *
 * A page is a file, so what the served HTML says must be true at any hour: `officeHoursText` (the week's
 * hours); script then says open or closed (src/components/ui/PhoneButtons.tsx).
 *
 * The words are the owner's (content/site-words.json, `frame.officeHours`), given as an argument so
 * this stays a pure function; the weekday names stay English, as Intl reads the office's clock.
 */
import type { OpeningHours } from '../content/schemas/business';

/** The office's zone: the business is in Dallas-Fort Worth. */
export const officeTimeZone = 'America/Chicago';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** How the office's hours are said: each with its own values in braces ({time}, {day}, {opening}, {hours}). */
export interface OfficeHoursWords {
  hours: string;
  openUntil: string;
  closedOpens: string;
  opensAt: string;
  today: string;
  tomorrow: string;
  closed: string;
}

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

const openUntil = (words: OfficeHoursWords, closes: number) => words.openUntil.replace('{time}', clockWords(closes));

const opensAt = (words: OfficeHoursWords, day: string, opens: number) =>
  words.opensAt.replace('{day}', day).replace('{time}', clockWords(opens));

const closedOpens = (words: OfficeHoursWords, opening: string) => words.closedOpens.replace('{opening}', opening);

/** Open or closed at `at` (ms), and when it next opens, in `words`. */
export function officeStatus(
  rows: readonly OpeningHours[],
  words: OfficeHoursWords,
  at: number,
  timeZone = officeTimeZone,
): OfficeStatus {
  const week = weekOf(rows);
  const now = officeClock(at, timeZone);
  const today = week[now.day];
  if (today && now.minutes >= today.opens && now.minutes < today.closes)
    return { open: true, text: openUntil(words, today.closes), nextOpen: null };
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const hours = week[(now.day + ahead) % 7];
    if (!hours || (ahead === 0 && now.minutes >= hours.opens)) continue;
    const day = ahead === 0 ? words.today : ahead === 1 ? words.tomorrow : weekdays[(now.day + ahead) % 7]!;
    const nextOpen = opensAt(words, day, hours.opens);
    return { open: false, text: closedOpens(words, nextOpen), nextOpen };
  }
  return { open: false, text: words.closed, nextOpen: null };
}

/** The week's hours in one line, true at any hour: "Mon - Fri 8 AM - 6 PM, Sat 9 AM - 2 PM". */
export function officeHoursText(rows: readonly OpeningHours[], words: OfficeHoursWords): string {
  const short = (day: string) => day.slice(0, 3);
  const open = rows.flatMap((row) =>
    row.opens && row.closes
      ? [
          `${row.days.length > 1 ? `${short(row.days[0]!)} - ${short(row.days.at(-1)!)}` : short(row.days[0]!)} ${clockWords(minutesOf(row.opens))} - ${clockWords(minutesOf(row.closes))}`,
        ]
      : [],
  );
  return open.length ? words.hours.replace('{hours}', open.join(', ')) : '';
}

/**
 * The longest thing `officeStatus` can say for these hours: the served page reserves its room, so the
 * line keeps its height when script replaces the week's hours by it.
 */
export function longestStatusText(rows: readonly OpeningHours[], words: OfficeHoursWords): string {
  const week = weekOf(rows);
  const opens = week.flatMap((hours) => (hours ? [hours.opens] : []));
  const closes = week.flatMap((hours) => (hours ? [hours.closes] : []));
  const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), '');
  const days = [words.today, words.tomorrow, ...weekdays];
  return longest([
    ...closes.map((closes) => openUntil(words, closes)),
    ...days.flatMap((day) => opens.map((opens) => closedOpens(words, opensAt(words, day, opens)))),
    words.closed,
  ]);
}

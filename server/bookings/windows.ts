/**
 * The estimator's arrival windows, computed from the owner's availability (content/availability.json)
 * and the bookings already made. Pure: the time ("now") and the counts are arguments.
 *
 * Rules: every window is a wall-clock time in the business's zone (America/Chicago), turned into an
 * instant by luxon with that zone's rules for that date, so an 8 AM window is at 8 AM on both sides of
 * a clock change (never one day's offset applied to another's). The days offered start after the
 * minimum notice (`noticeDays` days with visit hours after today, closed dates skipped) and end
 * `horizonDays` calendar days after today; a window is offered only while it has not begun and has a
 * place left. A window is identified by its start instant (epoch ms in the database; an ISO time with
 * its offset in the API).
 */
import { DateTime } from 'luxon';
import {
  dayHoursRange,
  weekdays,
  type AvailabilityFile,
  type VisitHours,
} from '../../src/content/schemas/availability';

export interface ArrivalWindow {
  /** Epoch ms of the window's start (its identity). */
  start: number;
  /** Epoch ms of its end. */
  end: number;
  /** The local date, "2026-11-30". */
  date: string;
}

export interface OpenWindow extends ArrivalWindow {
  /** Places left (the capacity less the bookings already made). */
  remaining: number;
}

export interface DayOfWindows {
  date: string;
  windows: OpenWindow[];
}

/** Why a window cannot be booked, or 'open'. */
export type WindowVerdict = 'open' | 'not-a-window' | 'past' | 'too-soon' | 'too-far' | 'closed' | 'full';

export interface WindowContext {
  availability: AvailabilityFile;
  timeZone: string;
  /** Epoch ms. */
  now: number;
  /** Bookings per window start (epoch ms); a window not listed has none. */
  booked?: ReadonlyMap<number, number>;
}

const localDay = (day: DateTime): string => day.toISODate()!;

/** The windows of one local day (a luxon DateTime at its start in the zone), whatever is booked. */
export function windowsOn(availability: AvailabilityFile, day: DateTime): ArrivalWindow[] {
  const date = localDay(day);
  if (availability.closedDates.some((closed) => closed.date === date)) return [];
  const hours = dayHoursRange(availability.hours[weekdays[day.weekday - 1]!.toLowerCase() as keyof VisitHours]);
  if (!hours) return [];
  const [first, last] = hours;
  const windows: ArrivalWindow[] = [];
  for (let from = first; from + availability.windowMinutes <= last; from += availability.windowMinutes) {
    const at = (minutes: number) =>
      day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 }).toMillis();
    windows.push({ start: at(from), end: at(from + availability.windowMinutes), date });
  }
  return windows;
}

/** The first and last local dates offered from `now` (the minimum notice and the horizon). */
export function bookableDays({ availability, timeZone, now }: WindowContext): { first: DateTime; last: DateTime } {
  const today = DateTime.fromMillis(now, { zone: timeZone }).startOf('day');
  const last = today.plus({ days: availability.horizonDays });
  let first = today;
  // `noticeDays` days with visits after today: 1 is the next such day (a Friday night request: Saturday,
  // or Monday when Saturday has no hours or is closed).
  for (let counted = 0; counted < availability.noticeDays && first <= last;) {
    first = first.plus({ days: 1 });
    if (windowsOn(availability, first).length > 0) counted++;
  }
  return { first, last };
}

/** Every window offered from `now`, day by day, with the places left; full days and windows left out. */
export function openWindows(context: WindowContext): DayOfWindows[] {
  const { availability, now, booked } = context;
  const { first, last } = bookableDays(context);
  const days: DayOfWindows[] = [];
  for (let day = first; day <= last; day = day.plus({ days: 1 })) {
    const windows = windowsOn(availability, day)
      .filter((window) => window.start > now)
      .map((window) => ({ ...window, remaining: availability.visitsPerWindow - (booked?.get(window.start) ?? 0) }))
      .filter((window) => window.remaining > 0);
    if (windows.length > 0) days.push({ date: localDay(day), windows });
  }
  return days;
}

/** Whether a window starting at `start` (epoch ms) can be booked now, and the window itself when it is one. */
export function judgeWindow(
  context: WindowContext,
  start: number,
): { verdict: WindowVerdict; window: ArrivalWindow | null } {
  const { availability, timeZone, now, booked } = context;
  const day = DateTime.fromMillis(start, { zone: timeZone }).startOf('day');
  const date = localDay(day);
  if (availability.closedDates.some((closed) => closed.date === date))
    return { verdict: start <= now ? 'past' : 'closed', window: null };
  const window = windowsOn(availability, day).find((candidate) => candidate.start === start) ?? null;
  if (!window) return { verdict: 'not-a-window', window: null };
  if (window.start <= now) return { verdict: 'past', window };
  const { first, last } = bookableDays(context);
  if (day < first) return { verdict: 'too-soon', window };
  if (day > last) return { verdict: 'too-far', window };
  if ((booked?.get(start) ?? 0) >= availability.visitsPerWindow) return { verdict: 'full', window };
  return { verdict: 'open', window };
}

/** A window's start as the API writes it: ISO 8601 in the zone, with its offset ("2026-11-30T08:00:00-06:00"). */
export function windowId(start: number, timeZone: string): string {
  return DateTime.fromMillis(start, { zone: timeZone }).toISO({ suppressMilliseconds: true })!;
}

/** A posted window id read back as epoch ms; null when it is not an ISO time with an offset. */
export function parseWindowId(id: string): number | null {
  // The offset is required: a bare local time would be read in the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(id)) return null;
  const time = DateTime.fromISO(id, { setZone: true });
  return time.isValid ? time.toMillis() : null;
}

/** "Monday, November 30" and "8 AM - 10 AM": a window as a visitor reads it. */
export function windowLabels(window: ArrivalWindow, timeZone: string): { day: string; time: string } {
  const start = DateTime.fromMillis(window.start, { zone: timeZone, locale: 'en-US' });
  const end = DateTime.fromMillis(window.end, { zone: timeZone, locale: 'en-US' });
  const clock = (time: DateTime) => time.toFormat(time.minute === 0 ? 'h a' : 'h:mm a');
  return { day: start.toFormat('cccc, LLLL d'), time: `${clock(start)} - ${clock(end)}` };
}

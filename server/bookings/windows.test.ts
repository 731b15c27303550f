/**
 * The arrival windows: the right instants on the days clocks change (2026 and 2027), minimum notice,
 * horizon, closed dates, full windows, and the owner's visit hours inside the business hours.
 */
import { DateTime } from 'luxon';
import { availability, bookingTimeZone } from '../../src/content/availability';
import { business } from '../../src/content/business';
import { minutesOfDay, weekdays, type AvailabilityFile } from '../../src/content/schemas/availability';
import { officeTime } from '../../src/lib/test/officeClock';
import { judgeWindow, openWindows, parseWindowId, windowId, windowLabels, windowsOn } from './windows';

const zone = bookingTimeZone;
const utc = (instant: number) => new Date(instant).toISOString();
const day = (date: string) => DateTime.fromISO(date, { zone }).startOf('day');

/** The defaults of the issue, so these tests do not move when the owner edits the file. */
const defaults: AvailabilityFile = {
  hours: {
    monday: '08:00-18:00',
    tuesday: '08:00-18:00',
    wednesday: '08:00-18:00',
    thursday: '08:00-18:00',
    friday: '08:00-18:00',
    saturday: '09:00-14:00',
    sunday: '',
  },
  windowMinutes: 120,
  visitsPerWindow: 1,
  noticeDays: 1,
  horizonDays: 21,
  closedDates: [{ date: '2026-12-25', reason: 'Christmas Day' }],
  visits: [{ request: 'foundation-repair/inspection', label: 'Free foundation inspection', minutes: 60 }],
};
const withSundays: AvailabilityFile = {
  ...defaults,
  hours: { ...defaults.hours, sunday: '08:00-12:00' },
};

describe('a day of windows', () => {
  test('weekdays have five 2-hour windows from 8 AM to 6 PM, Saturdays two from 9 AM (1-2 PM is too short)', () => {
    expect(windowsOn(defaults, day('2026-12-01')).map((w) => windowLabels(w, zone).time)).toEqual([
      '8 AM - 10 AM',
      '10 AM - 12 PM',
      '12 PM - 2 PM',
      '2 PM - 4 PM',
      '4 PM - 6 PM',
    ]);
    expect(windowsOn(defaults, day('2026-12-05')).map((w) => windowLabels(w, zone).time)).toEqual([
      '9 AM - 11 AM',
      '11 AM - 1 PM',
    ]);
    expect(windowsOn(defaults, day('2026-12-06'))).toEqual([]);
  });

  test.each([
    // Spring forward: the Friday before in CST (UTC-6), the Monday after in CDT (UTC-5).
    ['2026-03-06', '2026-03-06T14:00:00.000Z'],
    ['2026-03-09', '2026-03-09T13:00:00.000Z'],
    ['2027-03-12', '2027-03-12T14:00:00.000Z'],
    ['2027-03-15', '2027-03-15T13:00:00.000Z'],
    // Fall back: the Friday before in CDT, the Monday after in CST.
    ['2026-10-30', '2026-10-30T13:00:00.000Z'],
    ['2026-11-02', '2026-11-02T14:00:00.000Z'],
    ['2027-11-05', '2027-11-05T13:00:00.000Z'],
    ['2027-11-08', '2027-11-08T14:00:00.000Z'],
  ])('around a clock change, %s opens at 8 AM in Dallas (%s)', (date, instant) => {
    expect(utc(windowsOn(defaults, day(date))[0]!.start)).toBe(instant);
  });

  test.each([
    ['2026-03-08', '2026-03-08T13:00:00.000Z'],
    ['2027-03-14', '2027-03-14T13:00:00.000Z'],
    ['2026-11-01', '2026-11-01T14:00:00.000Z'],
    ['2027-11-07', '2027-11-07T14:00:00.000Z'],
  ])('on the day of the change itself (%s, with Sunday hours), 8 AM is %s', (date, eight) => {
    const windows = windowsOn(withSundays, day(date));
    expect(windows.map((w) => windowLabels(w, zone).time)).toEqual(['8 AM - 10 AM', '10 AM - 12 PM']);
    expect(utc(windows[0]!.start)).toBe(eight);
    expect(windows.map((w) => (w.end - w.start) / 3_600_000)).toEqual([2, 2]);
  });
});

describe('the days offered', () => {
  const firstDay = (now: string, file = defaults) =>
    openWindows({ availability: file, timeZone: zone, now: officeTime(now) })[0]!;

  test('minimum notice: a request on Friday night is offered Saturday, on Saturday night Monday', () => {
    expect(firstDay('2026-11-27T23:00').date).toBe('2026-11-28');
    expect(firstDay('2026-11-28T23:00').date).toBe('2026-11-30');
    // Sunday morning: the next business day is Monday.
    expect(firstDay('2026-11-29T07:00').date).toBe('2026-11-30');
  });

  test('minimum notice: never today, even at 6 AM; with 0 days, today’s windows not yet begun', () => {
    expect(firstDay('2026-12-01T06:00').date).toBe('2026-12-02');
    const sameDay = firstDay('2026-12-01T10:30', { ...defaults, noticeDays: 0 });
    expect(sameDay.date).toBe('2026-12-01');
    expect(sameDay.windows.map((w) => windowLabels(w, zone).time)[0]).toBe('12 PM - 2 PM');
  });

  test('minimum notice across a clock change: Friday night before spring forward gives Saturday 9 AM CST', () => {
    const saturday = firstDay('2026-03-06T22:00');
    expect(saturday.date).toBe('2026-03-07');
    expect(utc(saturday.windows[0]!.start)).toBe('2026-03-07T15:00:00.000Z');
    // And Saturday night: Monday 8 AM CDT, five windows.
    const monday = firstDay('2026-03-07T22:00');
    expect(utc(monday.windows[0]!.start)).toBe('2026-03-09T13:00:00.000Z');
    expect(monday.windows).toHaveLength(5);
  });

  test('a closed date is skipped, also when it is the next business day', () => {
    const days = openWindows({ availability: defaults, timeZone: zone, now: officeTime('2026-12-24T12:00') });
    expect(days.map((d) => d.date)).not.toContain('2026-12-25');
    expect(days[0]!.date).toBe('2026-12-26');
  });

  test('the horizon: nothing after 21 days from today', () => {
    const days = openWindows({ availability: defaults, timeZone: zone, now: officeTime('2026-12-01T09:00') });
    expect(days.at(-1)!.date).toBe('2026-12-22');
    expect(days.map((d) => d.date)).not.toContain('2026-12-23');
    const short = openWindows({
      availability: { ...defaults, horizonDays: 3 },
      timeZone: zone,
      now: officeTime('2026-12-01T09:00'),
    });
    expect(short.map((d) => d.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
  });

  test('a full window is left out, one with a place left shows how many', () => {
    const start = officeTime('2026-12-02T08:00');
    const booked = new Map([[start, 1]]);
    const [first] = openWindows({
      availability: defaults,
      timeZone: zone,
      now: officeTime('2026-12-01T09:00'),
      booked,
    });
    expect(first!.windows.map((w) => w.start)).not.toContain(start);
    const [two] = openWindows({
      availability: { ...defaults, visitsPerWindow: 2 },
      timeZone: zone,
      now: officeTime('2026-12-01T09:00'),
      booked,
    });
    expect(two!.windows[0]).toMatchObject({ start, remaining: 1 });
  });
});

describe('judging a posted window', () => {
  const context = { availability: defaults, timeZone: zone, now: officeTime('2026-12-01T09:00') };
  test.each([
    ['2026-12-02T08:00', 'open'],
    ['2026-12-02T09:00', 'not-a-window'],
    ['2026-12-02T18:00', 'not-a-window'],
    ['2026-12-06T10:00', 'not-a-window'],
    ['2026-11-30T08:00', 'past'],
    ['2026-12-01T12:00', 'too-soon'],
    ['2026-12-28T08:00', 'too-far'],
    ['2026-12-25T08:00', 'closed'],
  ])('%s is %s', (local, verdict) => {
    expect(judgeWindow(context, officeTime(local)).verdict).toBe(verdict);
  });

  test('a window with every place booked is full', () => {
    const start = officeTime('2026-12-02T08:00');
    expect(judgeWindow({ ...context, booked: new Map([[start, 1]]) }, start).verdict).toBe('full');
  });

  test('window ids carry the offset of their date and read back to the same instant; others are refused', () => {
    const winter = officeTime('2026-12-02T08:00');
    const summer = officeTime('2026-07-01T08:00');
    expect(windowId(winter, zone)).toBe('2026-12-02T08:00:00-06:00');
    expect(windowId(summer, zone)).toBe('2026-07-01T08:00:00-05:00');
    expect(parseWindowId(windowId(winter, zone))).toBe(winter);
    expect(parseWindowId('2026-12-02T14:00:00Z')).toBe(winter);
    for (const bad of ['2026-12-02T08:00', '2026-12-02', 'tomorrow', '2026-13-02T08:00:00-06:00', ''])
      expect(parseWindowId(bad)).toBeNull();
  });
});

describe('the owner’s availability', () => {
  test('every window of every weekday lies inside the business hours', () => {
    for (const [index, weekday] of weekdays.entries()) {
      const date = DateTime.fromISO('2026-11-30', { zone }).plus({ days: index });
      const open = business.hours.find((row) => (row.days as readonly string[]).includes(weekday));
      for (const window of windowsOn(availability, date)) {
        const from = DateTime.fromMillis(window.start, { zone });
        const until = DateTime.fromMillis(window.end, { zone });
        expect({ weekday, opens: open?.opens ?? null }).not.toEqual({ weekday, opens: null });
        expect(from.hour * 60 + from.minute).toBeGreaterThanOrEqual(minutesOfDay(open!.opens!));
        expect(until.hour * 60 + until.minute).toBeLessThanOrEqual(minutesOfDay(open!.closes!));
      }
    }
  });
});

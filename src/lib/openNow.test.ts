/**
 * The office's open-now wording, on the office's clock (America/Chicago): every day of a week, the
 * minute before and after opening and closing, and the days the clocks change. Instants are made from
 * wall-clock times with luxon (as the booking windows are), independently of the Intl reading under test.
 */
import { DateTime } from 'luxon';
import { openingHoursRows } from '../content/business';
import { shellWords } from '../content/shellWords';
import { officeTime } from './test/officeClock';
import { clockWords, longestStatusText, officeHoursText, officeStatus } from './openNow';

const rows = openingHoursRows({
  monday: '08:00-18:00',
  tuesday: '08:00-18:00',
  wednesday: '08:00-18:00',
  thursday: '08:00-18:00',
  friday: '08:00-18:00',
  saturday: '09:00-14:00',
  sunday: 'closed',
});

// The owner's words (content/site-words.json), as the pages give them.
const words = shellWords.officeHours;
const status = (hours: typeof rows, at: number) => officeStatus(hours, words, at);
const say = (local: string) => status(rows, officeTime(local)).text;

/** What the words say: open until a time; when it next opens ("today", "tomorrow" or a weekday); closed, opening then. */
const openUntil = (time: string) => words.openUntil.replace('{time}', time);
const dayWords = (day: string) => (day === 'today' ? words.today : day === 'tomorrow' ? words.tomorrow : day);
const nextOpen = (day: string, time: string) => words.opensAt.replace('{day}', dayWords(day)).replace('{time}', time);
const closedOpens = (day: string, time: string) => words.closedOpens.replace('{opening}', nextOpen(day, time));

// The week of Monday 23 November 2026 (no clock change).
const week = [
  { date: '2026-11-23', opens: '08:00', closes: '18:00', open: '8 AM', close: '6 PM', next: 'tomorrow', at: '8 AM' },
  { date: '2026-11-24', opens: '08:00', closes: '18:00', open: '8 AM', close: '6 PM', next: 'tomorrow', at: '8 AM' },
  { date: '2026-11-25', opens: '08:00', closes: '18:00', open: '8 AM', close: '6 PM', next: 'tomorrow', at: '8 AM' },
  { date: '2026-11-26', opens: '08:00', closes: '18:00', open: '8 AM', close: '6 PM', next: 'tomorrow', at: '8 AM' },
  { date: '2026-11-27', opens: '08:00', closes: '18:00', open: '8 AM', close: '6 PM', next: 'tomorrow', at: '9 AM' },
  { date: '2026-11-28', opens: '09:00', closes: '14:00', open: '9 AM', close: '2 PM', next: 'Monday', at: '8 AM' },
];
const minuteBefore = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  const total = hours! * 60 + minutes! - 1;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

describe.each(week)('on $date', ({ date, opens, closes, open, close, next, at }) => {
  test('the minute before opening: closed, opens today', () => {
    expect(say(`${date}T${minuteBefore(opens)}`)).toBe(closedOpens('today', open));
  });
  test('the minute it opens: open until closing', () => {
    expect(say(`${date}T${opens}`)).toBe(openUntil(close));
  });
  test('the last minute before closing: still open', () => {
    expect(say(`${date}T${minuteBefore(closes)}`)).toBe(openUntil(close));
  });
  test('the minute it closes: closed, and when it next opens', () => {
    expect(say(`${date}T${closes}`)).toBe(closedOpens(next, at));
  });
  test('just before midnight: closed, and when it next opens', () => {
    expect(say(`${date}T23:59`)).toBe(closedOpens(next, at));
  });
});

test('Sunday, closed all day: opens tomorrow, Monday, at 8 AM', () => {
  for (const time of ['00:00', '09:00', '12:00', '23:59'])
    expect(say(`2026-11-29T${time}`)).toBe(closedOpens('tomorrow', '8 AM'));
});

test('the status says when a person is next in', () => {
  expect(status(rows, officeTime('2026-11-28T22:00'))).toEqual({
    open: false,
    text: closedOpens('Monday', '8 AM'),
    nextOpen: nextOpen('Monday', '8 AM'),
  });
  expect(status(rows, officeTime('2026-11-24T10:00'))).toMatchObject({ open: true, nextOpen: null });
});

describe('the days the clocks change are read on the office clock', () => {
  test('spring forward (Sunday 8 March 2026): Saturday before, the Sunday, and Monday 8 AM CDT', () => {
    expect(say('2026-03-07T13:59')).toBe(openUntil('2 PM'));
    expect(say('2026-03-07T14:00')).toBe(closedOpens('Monday', '8 AM'));
    expect(say('2026-03-08T01:59')).toBe(closedOpens('tomorrow', '8 AM'));
    expect(say('2026-03-08T03:00')).toBe(closedOpens('tomorrow', '8 AM'));
    expect(say('2026-03-09T07:59')).toBe(closedOpens('today', '8 AM'));
    expect(say('2026-03-09T08:00')).toBe(openUntil('6 PM'));
    // 13:00 UTC is 8 AM in Dallas after the change (7 AM before it): an offset fixed at -6 would say closed.
    expect(status(rows, Date.UTC(2026, 2, 9, 13, 0)).text).toBe(openUntil('6 PM'));
    expect(status(rows, Date.UTC(2026, 2, 9, 23, 0)).text).toBe(closedOpens('tomorrow', '8 AM'));
  });

  test('fall back (Sunday 1 November 2026): Saturday before, the repeated hour, and Monday 8 AM CST', () => {
    expect(say('2026-10-31T13:59')).toBe(openUntil('2 PM'));
    expect(say('2026-10-31T14:00')).toBe(closedOpens('Monday', '8 AM'));
    expect(status(rows, Date.UTC(2026, 10, 1, 6, 30)).text).toBe(closedOpens('tomorrow', '8 AM'));
    expect(status(rows, Date.UTC(2026, 10, 1, 7, 30)).text).toBe(closedOpens('tomorrow', '8 AM'));
    expect(say('2026-11-02T07:59')).toBe(closedOpens('today', '8 AM'));
    // 13:59 UTC is 7:59 AM in Dallas after the change (8:59 AM before it).
    expect(status(rows, Date.UTC(2026, 10, 2, 13, 59)).text).toBe(closedOpens('today', '8 AM'));
    expect(status(rows, Date.UTC(2026, 10, 2, 14, 0)).text).toBe(openUntil('6 PM'));
  });
});

test('the visitor’s own zone does not matter: the same instant reads the same in Tokyo', () => {
  const instant = officeTime('2026-11-24T07:30');
  expect(status(rows, instant).text).toBe(closedOpens('today', '8 AM'));
  expect(DateTime.fromMillis(instant, { zone: 'Asia/Tokyo' }).weekday).toBe(2); // already Tuesday evening there
});

test('a week with no hours at all says closed, with no opening to promise', () => {
  const none = openingHoursRows({
    monday: 'closed',
    tuesday: 'closed',
    wednesday: 'closed',
    thursday: 'closed',
    friday: 'closed',
    saturday: 'closed',
    sunday: 'closed',
  });
  expect(status(none, officeTime('2026-11-24T10:00'))).toEqual({
    open: false,
    text: words.closed,
    nextOpen: null,
  });
  expect(officeHoursText(none, words)).toBe('');
});

test('the served text is the week’s hours, true at any hour', () => {
  expect(officeHoursText(rows, words)).toBe(words.hours.replace('{hours}', 'Mon - Fri 8 AM - 6 PM, Sat 9 AM - 2 PM'));
});

test('times are written as the site writes them', () => {
  expect([0, 480, 510, 720, 1080, 1439].map(clockWords)).toEqual([
    '12 AM',
    '8 AM',
    '8:30 AM',
    '12 PM',
    '6 PM',
    '11:59 PM',
  ]);
});

test('the room reserved for the status fits its longest wording', () => {
  const longest = longestStatusText(rows, words);
  expect(longest).toBe(closedOpens('Wednesday', '8 AM'));
  for (let hour = 0; hour < 24 * 7; hour += 1) {
    const text = status(rows, officeTime('2026-11-23T00:00') + hour * 3_600_000).text;
    expect(text.length).toBeLessThanOrEqual(longest.length);
  }
});

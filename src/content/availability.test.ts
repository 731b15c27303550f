/**
 * content/availability.json as the owner edits it: what the booking API reads is the file, and a
 * mistake is refused in words the owner can act on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { availability } from './availability';
import { availabilityFile } from './schemas/availability';

const file = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'content', 'availability.json'), 'utf8'),
) as Record<string, unknown>;
const messages = (data: unknown) => availabilityFile.safeParse(data).error?.issues.map((issue) => issue.message) ?? [];

test('the module reads the file as it is', () => {
  expect(availability).toEqual(availabilityFile.parse(file));
});

test('hours written otherwise, or ending before they start, are refused in plain words', () => {
  const hours = file.hours as Record<string, string>;
  expect(messages({ ...file, hours: { ...hours, monday: '8-6' } })).toEqual([
    'Write the hours as two 24-hour times, like "08:00-18:00", or leave it empty for no visits',
  ]);
  expect(messages({ ...file, hours: { ...hours, monday: '18:00-08:00' } })).toEqual([
    'The hours end after they start, like "08:00-18:00"',
  ]);
});

test('a closed date written otherwise or twice, and a request no form sends, are refused', () => {
  const dates = file.closedDates as { date: string }[];
  expect(messages({ ...file, closedDates: [{ date: '12/25/2026' }] })).toEqual([
    'Enter the date as year-month-day, like "2026-12-25"',
  ]);
  expect(messages({ ...file, closedDates: [dates[0], dates[0]] })).toEqual(['A date is listed twice']);
  const visits = file.visits as Record<string, unknown>[];
  expect(messages({ ...file, visits: [{ ...visits[0], request: 'landscaping/repair' }] })).toHaveLength(1);
});

/**
 * When the estimator can visit: the owner's content/availability.json (src/content/availability.ts
 * reads it; the booking API in server/bookings/ computes the open arrival windows from it). Times are
 * wall-clock times in the business's time zone (`bookingTimeZone`, America/Chicago), so a window
 * starting at 08:00 starts at 8 AM in Dallas on both sides of a clock change.
 */
import { z } from 'zod';
import { jobKinds } from '../jobKinds';
import { serviceOptions } from '../quoteOptions';
import { distinct, text } from './shapes';

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** "08:00" as minutes after midnight. */
export const minutesOfDay = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const dayHoursPattern = /^$|^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const dayHoursMessage = 'Write the hours as two 24-hour times, like "08:00-18:00", or leave it empty for no visits';

/** One day's visit hours, "08:00-18:00" (from the first window's start to the last one's end), or "" for none. */
const dayHours = z
  .string()
  .regex(dayHoursPattern, dayHoursMessage)
  .refine(
    // Hours written otherwise already have their message: one message per mistake.
    (hours) => hours === '' || !dayHoursPattern.test(hours) || hours.slice(0, 5) < hours.slice(6),
    'The hours end after they start, like "08:00-18:00"',
  );

/** A day's hours as [from, until] in minutes after midnight, or null for a day without visits. */
export function dayHoursRange(hours: string): [number, number] | null {
  if (!hours) return null;
  return [minutesOfDay(hours.slice(0, 5)), minutesOfDay(hours.slice(6))];
}

/**
 * The hours per day of the week, each from its own field (one field per day, so no day can be given
 * twice or contradict itself).
 */
export const visitHours = z.strictObject(
  Object.fromEntries(
    weekdays.map((day) => [
      day.toLowerCase(),
      dayHours.meta({
        title: day,
        description: 'When visits may start and end, inside business hours, like "08:00-18:00". Empty: no visits.',
        patternMessage: dayHoursMessage,
      }),
    ]),
  ) as Record<Lowercase<Weekday>, typeof dayHours>,
);
export type VisitHours = z.infer<typeof visitHours>;

/** A day with no visits at all (a holiday, a training day). */
export const closedDate = z.strictObject({
  date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Enter the date as year-month-day, like "2026-12-25"')
    .meta({ title: 'Date', patternMessage: 'Enter the date as year-month-day, like "2026-12-25"' }),
  reason: text
    .optional()
    .meta({ title: 'Why', description: 'For you only (not shown to visitors), e.g. "Christmas".' }),
});

/** Every request a quote form can send, "service/job": "foundation-repair/inspection". */
const requestValues = serviceOptions.flatMap((service) =>
  jobKinds[service.value].map((kind) => `${service.value}/${kind.value}`),
) as [string, ...string[]];
const requestLabels = Object.fromEntries(
  serviceOptions.flatMap((service) =>
    jobKinds[service.value].map((kind) => [
      `${service.value}/${kind.value}`,
      jobKinds[service.value].length > 1 ? `${service.label}: ${kind.label}` : service.label,
    ]),
  ),
);

/** A kind of request that books an on-site visit, and how long the visit takes. */
export const visitKind = z.strictObject({
  request: z.enum(requestValues).meta({ title: 'Request', optionLabels: requestLabels }),
  label: text.meta({ title: 'Name', description: 'As the visitor reads it, e.g. "Free foundation inspection".' }),
  minutes: z
    .int()
    .min(15)
    .max(480)
    .meta({ title: 'Length in minutes', description: 'How long the visit takes once the estimator arrives.' }),
});
export type VisitKind = z.infer<typeof visitKind>;

/** content/availability.json. */
export const availabilityFile = z.strictObject({
  hours: visitHours.meta({
    title: 'Visit hours',
    description: 'When the estimator can arrive, day by day, inside business hours.',
  }),
  windowMinutes: z.int().min(30).max(240).meta({
    title: 'Arrival window (minutes)',
    description: 'Visitors pick a window in which the estimator arrives, e.g. 120 for 8-10 AM, 10 AM-12 PM …',
  }),
  visitsPerWindow: z.int().min(1).max(20).meta({
    title: 'Visits per window',
    description: 'How many visits can start in one window (1 with one estimator).',
  }),
  noticeDays: z.int().min(0).max(14).meta({
    title: 'Minimum notice (business days)',
    description: '1: the first day offered is the next day with visit hours; 0: today too, for windows not yet begun.',
  }),
  horizonDays: z.int().min(1).max(90).meta({
    title: 'How far ahead (days)',
    description: 'Windows are offered up to this many days from today.',
  }),
  closedDates: z
    .array(closedDate)
    .refine((dates) => distinct(dates, (item) => item.date), 'A date is listed twice')
    .meta({ title: 'Closed dates', description: 'Days with no visits.', singular: 'date', summary: '{{fields.date}}' }),
  visits: z.array(visitKind).min(1).meta({
    title: 'Requests that book a visit',
    description:
      'The kinds of request for which the visitor can pick a time (a request listed twice: the first counts).',
    singular: 'visit',
    summary: '{{fields.label}}',
  }),
});
export type AvailabilityFile = z.infer<typeof availabilityFile>;

export const availabilityContent = z.strictObject({
  availability: availabilityFile,
  /** The IANA zone every time is read in. */
  bookingTimeZone: text,
});
export type AvailabilityContent = z.infer<typeof availabilityContent>;

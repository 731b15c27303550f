/**
 * The page's side of booking the estimate visit (the contract is in docs/leads.md, "Booking the
 * estimate visit"): the open arrival windows of a request's service and kind of job
 * (`GET /api/bookings/windows`), and booking one of them for a stored lead (`POST /api/bookings`, with
 * the lead's id and the `bookingToken` its 201 carried).
 *
 * Loaded with the lead client on a quote form's first focus, so none of it weighs on start-up.
 */
import { availability } from '../content/availability';
import { jobKinds } from '../content/jobKinds';
import type { ServiceValue } from '../content/quoteOptions';
import { backoffDelayMs, type Backoff } from './backoff';
import { ui } from './uiSettings';

/** As for lead posts (src/lib/leadClient.ts): the site's retry defaults. */
const retryPolicy: Backoff & { retries: number } = {
  retries: ui.retry.attempts,
  baseMs: ui.retry.baseDelayMs,
  capMs: ui.retry.maxDelayMs,
};

export interface BookingWindow {
  /** The window's start, ISO 8601 with its offset: what POST /api/bookings takes as `window`. */
  start: string;
  end: string;
  /** "8 AM - 10 AM" */
  label: string;
  remaining: number;
}

export interface BookingDay {
  /** "2026-11-30" */
  date: string;
  /** "Monday, November 30" */
  label: string;
  windows: BookingWindow[];
}

export interface OpenWindows {
  /** What the visit is, as the visitor reads it: "Free foundation inspection". */
  visit: { label: string; minutes: number };
  days: BookingDay[];
}

/** A booked visit, as the API names it. */
export interface Booking {
  reference: string;
  start: string;
  end: string;
  /** "Monday, November 30" */
  day: string;
  /** "8 AM - 10 AM" */
  time: string;
}

export type BookResult =
  | { outcome: 'booked'; booking: Booking }
  /** The window filled first (or the request cannot book it): the API's words, and the windows still open. */
  | { outcome: 'taken'; message: string; days: BookingDay[] }
  /** Refused for a reason another window would not fix (a forged link, already booked, no visit). */
  | { outcome: 'refused'; message: string }
  /** Still failing after every retry: the network or the server is down. */
  | { outcome: 'failed' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isDays(value: unknown): value is BookingDay[] {
  return Array.isArray(value);
}

/**
 * The service and kind of job a quote request is filed under, when they book an estimate visit
 * (`visits` in content/availability.json), else null. As the API files it: a request without a
 * service is a fence request, one without a kind of job its service's first kind.
 */
export function visitRequest(
  service: string | undefined,
  job: string | undefined,
): { service: string; job: string } | null {
  const filedService = service || 'fences';
  const kinds = jobKinds[filedService as ServiceValue] as readonly { value: string }[] | undefined;
  const filedJob = job || kinds?.[0]?.value;
  if (!kinds || !filedJob) return null;
  const books = availability.visits.some((visit) => visit.request === `${filedService}/${filedJob}`);
  return books ? { service: filedService, job: filedJob } : null;
}

/**
 * The open windows of a request's visit, or null when they could not be had (then the confirmation
 * simply says we will call). Asked only for a request that books a visit (visitRequest).
 */
export async function fetchOpenWindows({
  service,
  job,
}: {
  service: string;
  job: string;
}): Promise<OpenWindows | null> {
  const query = new URLSearchParams({ service, job });
  try {
    const response = await fetch(`/api/bookings/windows?${query}`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as Partial<OpenWindows>;
    if (!answer.visit || !isDays(answer.days)) return null;
    return { visit: answer.visit, days: answer.days };
  } catch {
    return null;
  }
}

interface BookingAnswer {
  booking?: Booking;
  message?: string;
  days?: unknown;
}

/**
 * Books `window` for the stored lead. Network failures and 5xx answers are retried like lead posts (a
 * retry cannot book twice: the API answers 200 with the same booking when the lead already holds that
 * window).
 */
export async function bookWindow(
  request: { lead: string; token: string; window: string },
  policy = retryPolicy,
): Promise<BookResult> {
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    if (attempt > 0) await sleep(backoffDelayMs(attempt, policy));
    let response: Response;
    try {
      response = await fetch('/api/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request),
      });
    } catch {
      continue;
    }
    if (response.status >= 500) continue;
    let answer: BookingAnswer = {};
    try {
      answer = (await response.json()) as BookingAnswer;
    } catch {
      // An answer that is not JSON: judged by its status alone below.
    }
    if (response.ok && answer.booking) return { outcome: 'booked', booking: answer.booking };
    if (response.status === 429)
      return {
        outcome: 'refused',
        message: 'You have tried several times in a short time. Please wait a minute and try again, or call us.',
      };
    const message = answer.message ?? 'That time could not be booked. Please call us instead.';
    if (isDays(answer.days)) return { outcome: 'taken', message, days: answer.days };
    return { outcome: 'refused', message };
  }
  return { outcome: 'failed' };
}

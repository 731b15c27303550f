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

/** A stored quote request, as the lead API's 201 names it: its id, and the token that books its visit. */
export interface StoredRequest {
  lead: string;
  token: string;
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

/**
 * How long the windows asked for while the visitor fills the form stay good enough to offer: the
 * API checks the window again when one is booked (a window filled meanwhile is answered with the
 * windows still open), so a list a few minutes old costs nothing but, rarely, a second choice.
 */
const openWindowsKeptMs = 5 * 60_000;
/** While the visitor keeps entering the form, the list is asked for again at most this often. */
const openWindowsRenewedMs = 60_000;

interface AskedWindows {
  askedAt: number;
  pending: Promise<OpenWindows | null>;
  /** The last list that arrived, and when it was asked for. */
  latest?: { at: number; windows: OpenWindows };
}

/** The windows asked for, by "<service>/<job>": one page's visitor, one list per kind of visit. */
const askedWindows = new Map<string, AskedWindows>();

/**
 * The open windows of a request's visit, asked for ahead: called on every focus inside a quote form
 * (the answer is ignored: it is kept) and again by the submit, which then gets the list that arrived
 * while the visitor typed, so the choice shows as soon as the request is stored, with no second round
 * trip after the tap. A list older than a minute is asked for again (the submit still gets the kept
 * one while it is under five minutes old); one that could not be had is asked for again next time.
 */
export function openWindowsSoon(
  visit: { service: string; job: string },
  now = Date.now(),
): Promise<OpenWindows | null> {
  const key = `${visit.service}/${visit.job}`;
  let asked = askedWindows.get(key);
  if (!asked || now - asked.askedAt >= openWindowsRenewedMs) {
    const pending = fetchOpenWindows(visit);
    const renewed: AskedWindows = { askedAt: now, pending, latest: asked?.latest };
    askedWindows.set(key, renewed);
    void pending.then((windows) => {
      if (windows) renewed.latest = { at: now, windows };
      else if (askedWindows.get(key) === renewed) renewed.askedAt = -Infinity;
    });
    asked = renewed;
  }
  const { latest } = asked;
  return latest && now - latest.at < openWindowsKeptMs ? Promise.resolve(latest.windows) : asked.pending;
}

/** Forgets every list asked for: a booking has just filled a place, so the next request asks afresh. */
export function forgetOpenWindows() {
  askedWindows.clear();
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
    if (response.ok && answer.booking) {
      forgetOpenWindows();
      return { outcome: 'booked', booking: answer.booking };
    }
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

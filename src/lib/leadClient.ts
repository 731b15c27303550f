/**
 * Sending a lead from the page: check it with the shared schema, then POST it as JSON to /api/leads,
 * retrying network failures and 5xx answers (never 4xx) 3 times with exponential backoff from 1 s,
 * capped at 30 s (the site's data-fetching defaults, ui.retry). Every attempt carries the same
 * idempotency key, so a retry after a lost answer cannot create a second lead.
 *
 * Loaded on demand (on a form's first focus), so zod never weighs on a page's start-up.
 */
import { visitAttribution } from './attribution';
import { backoffDelayMs, type Backoff } from './backoff';
import { ui } from './uiSettings';
import { validateLead } from './leadSchema';

/** Field name -> value; a field posted several times (the checkboxes of one question) -> its values. */
export type LeadPayload = Record<string, string | string[]>;

export type SendResult =
  /** Stored: its id, and the token that books its estimate visit (POST /api/bookings). */
  | { outcome: 'sent'; id: string; bookingToken?: string }
  /** The server (or the schema, before sending) found problems: one message per field. */
  | { outcome: 'invalid'; errors: Record<string, string> }
  /** Refused for a reason the visitor cannot fix in the form (rate limit, blocked origin). */
  | { outcome: 'refused'; message: string }
  /** Still failing after every retry: the network or the server is down. */
  | { outcome: 'failed' };

/** How many retries, and the backoff between them (src/lib/backoff.ts: base, 2 x base, 4 x base, ... never more than the cap). */
export interface RetryPolicy extends Backoff {
  retries: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  retries: ui.retry.attempts,
  baseMs: ui.retry.baseDelayMs,
  capMs: ui.retry.maxDelayMs,
};

/** The schema's verdict on what the form holds: null when it can be sent. */
export function checkLead(payload: LeadPayload): Record<string, string> | null {
  const result = validateLead(payload);
  return result.ok ? null : result.errors;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ApiAnswer {
  ok?: boolean;
  id?: string;
  bookingToken?: string;
  message?: string;
  errors?: Record<string, string>;
}

async function readAnswer(response: Response): Promise<ApiAnswer> {
  try {
    return (await response.json()) as ApiAnswer;
  } catch {
    return {};
  }
}

export async function sendLead(payload: LeadPayload, policy: RetryPolicy = defaultRetryPolicy): Promise<SendResult> {
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    if (attempt > 0) await sleep(backoffDelayMs(attempt, policy));
    let response: Response;
    try {
      response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        // Where the visit came from rides along with the request (undefined: left out).
        body: JSON.stringify({ ...payload, attribution: visitAttribution() }),
      });
    } catch {
      continue; // offline or the connection dropped: try again
    }
    if (response.status >= 500) continue;
    const answer = await readAnswer(response);
    if (response.ok && typeof answer.id === 'string')
      return { outcome: 'sent', id: answer.id, bookingToken: answer.bookingToken };
    if (response.status === 422 && answer.errors) return { outcome: 'invalid', errors: answer.errors };
    if (response.status === 429) {
      return {
        outcome: 'refused',
        message:
          'You have sent several requests in a short time. Please wait a minute and try again, or call or text us.',
      };
    }
    return {
      outcome: 'refused',
      message: answer.message ?? 'Your request could not be accepted. Please call or text us instead.',
    };
  }
  return { outcome: 'failed' };
}

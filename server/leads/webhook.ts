/**
 * The optional CRM webhook: each lead POSTed as JSON to LEAD_WEBHOOK_URL. A 2xx answer counts as
 * delivered; anything else is retried by the outbox. The Idempotency-Key header (the lead id) lets the
 * receiver drop the rare duplicate (a crash between its 2xx and our "sent" mark).
 */
import { bookingSummary } from '../bookings/bookingSummary';
import type { BookingRecord } from '../bookings/bookingStore';
import { requestReference } from '../bookings/visitorMail';
import { leadJob, leadJobLabel, leadService, serviceAnswers, serviceLabel } from './leadDisplay';
import type { StoredLead } from './store';

/**
 * `service`, `job` and `answers` spell out a quote request's service, kind of job and follow-up
 * answers with their labels (also for leads stored before the service or the job was asked; an
 * answer of several choices has a list as `value` and its labels joined by "; " as `text`); `fields`
 * is the lead as stored. `reference` is the request's reference the visitor got in the receipt;
 * `booking` its estimate visit (window, reference, status) when one was booked, else null. A booking's
 * change is posted again (the lead with its booking as it now stands).
 */
export function webhookPayload(lead: StoredLead, booking: BookingRecord | null = null) {
  const service = leadService(lead);
  const job = leadJob(lead);
  return {
    id: lead.id,
    reference: requestReference(lead.id),
    kind: lead.kind,
    service: service ? { value: service, label: serviceLabel(service) } : null,
    job: job ? { value: job, label: leadJobLabel(lead) } : null,
    answers: serviceAnswers(lead).map(({ name, label, value, text }) => ({
      name,
      label,
      value: value ?? null,
      text: text ?? null,
    })),
    formId: lead.formId,
    page: lead.page,
    createdAt: new Date(lead.createdAt).toISOString(),
    booking: booking ? bookingSummary(booking) : null,
    /** Where the visit came from (landing page, referrer, UTM, click ids), or null. */
    attribution: lead.attribution ?? null,
    fields: lead.data,
  };
}

/**
 * Posts the lead. `topic` is the job's (a booking change: "<booking id>:<sequence>"): it makes the
 * Idempotency-Key of each change its own, so a receiver that drops repeats still gets every change.
 */
export async function postWebhook(
  url: string,
  lead: StoredLead,
  timeoutMs: number,
  booking: BookingRecord | null = null,
  topic = '',
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': topic ? `${lead.id}:${topic}` : lead.id,
      'User-Agent': 'blackland-leads/1',
    },
    body: JSON.stringify(webhookPayload(lead, booking)),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
}

/**
 * The optional CRM webhook: each lead POSTed as JSON to LEAD_WEBHOOK_URL. A 2xx answer counts as
 * delivered; anything else is retried by the outbox. The Idempotency-Key header (the lead id) lets the
 * receiver drop the rare duplicate (a crash between its 2xx and our "sent" mark).
 */
import { leadJob, leadJobLabel, leadService, serviceAnswers, serviceLabel } from './leadDisplay';
import type { StoredLead } from './store';

/**
 * `service`, `job` and `answers` spell out a quote request's service, kind of job and follow-up
 * answers with their labels (also for leads stored before the service or the job was asked; an
 * answer of several choices has a list as `value` and its labels joined by "; " as `text`); `fields`
 * is the lead as stored.
 */
export function webhookPayload(lead: StoredLead) {
  const service = leadService(lead);
  const job = leadJob(lead);
  return {
    id: lead.id,
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
    fields: lead.data,
  };
}

export async function postWebhook(url: string, lead: StoredLead, timeoutMs: number): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.id, 'User-Agent': 'blackland-leads/1' },
    body: JSON.stringify(webhookPayload(lead)),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
}

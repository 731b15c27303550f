/**
 * Which requests book an on-site visit (the owner's `visits` in content/availability.json), and the
 * service and kind of job a stored lead is for.
 *
 * Rules: a quote stored without a service is a fence request, one without a job is its service's first
 * kind (docs/leads.md, "Quote requests by service"); a contact message books nothing.
 */
import { jobKinds } from '../../src/content/jobKinds';
import type { ServiceValue } from '../../src/content/quoteOptions';
import type { AvailabilityFile, VisitKind } from '../../src/content/schemas/availability';
import type { BookableLead } from './bookingStore';
import { signLeadToken } from './leadToken';

export interface LeadVisit {
  service: string;
  job: string;
  visit: VisitKind;
}

/** The visit of a service's kind of job (without a job: the service's first kind that has one); the first listed counts. */
export function visitFor(availability: AvailabilityFile, service: string, job?: string): VisitKind | null {
  return (
    availability.visits.find((visit) =>
      job === undefined ? visit.request.startsWith(`${service}/`) : visit.request === `${service}/${job}`,
    ) ?? null
  );
}

/** The visit the lead's request books, or null (a contact message, a service or job without a visit). */
export function leadVisit(availability: AvailabilityFile, lead: BookableLead): LeadVisit | null {
  if (lead.kind !== 'quote') return null;
  const service = typeof lead.data.service === 'string' ? lead.data.service : 'fences';
  const kinds = jobKinds[service as ServiceValue];
  if (!kinds) return null;
  const job = typeof lead.data.job === 'string' ? lead.data.job : kinds[0].value;
  const visit = visitFor(availability, service, job);
  return visit ? { service, job, visit } : null;
}

/**
 * Where a quote request posted without script goes once stored, when its service and kind of job book
 * a visit: the choice of windows as a form, carrying the lead and its token; else null.
 */
export function windowsFormPath(
  availability: AvailabilityFile,
  leadId: string,
  lead: { kind: string } & Record<string, unknown>,
  secret: string,
): string | null {
  const visit = leadVisit(availability, { id: leadId, kind: lead.kind, data: lead, spamReason: null });
  if (!visit) return null;
  const query = new URLSearchParams({
    service: visit.service,
    job: visit.job,
    lead: leadId,
    token: signLeadToken(secret, leadId),
  });
  return `/api/bookings/windows?${query}`;
}

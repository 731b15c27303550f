/**
 * Which thank-you page follows a lead: the page of its service and kind of job
 * (/thank-you/<service>/<job>, src/content/thankYou.entry.ts), or /thank-you for a contact message and
 * a request without steps of its own. The lead API sends a form posted without JavaScript there
 * (303), and a form sent with JavaScript shows the same page's steps in its confirmation. Browser-safe:
 * it reads the page registry's entries only.
 */
import { jobKinds, type JobKindOption } from '../content/jobKinds';
import { serviceOptions } from '../content/quoteOptions';
import { requestThankYouEntries, type ThankYouEntry } from '../content/thankYou.entry';
import type { PerRequest } from '../content/schemas/thankYouSteps';

/** What a lead says about itself: a validated lead, or the fields of a form as posted. */
export interface SentLead {
  kind?: unknown;
  service?: unknown;
  job?: unknown;
}

const known = <Value extends string>(values: readonly Value[], value: unknown): value is Value =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * The thank-you page of a quote request, or null (a contact message, an unknown service or job, or
 * a request for something else). A quote without a service is a fence request, as the lead API
 * stores it (the fence sales page's form asks no service); a quote without a job is its service's
 * first kind, as the quote form preselects it.
 */
export function thankYouPageOf(lead: SentLead): ThankYouEntry | null {
  if (lead.kind !== 'quote') return null;
  const service = lead.service === undefined || lead.service === '' ? 'fences' : lead.service;
  if (
    !known(
      serviceOptions.map((option) => option.value),
      service,
    )
  )
    return null;
  const kinds = (jobKinds[service] as readonly JobKindOption[]).map((kind) => kind.value);
  const job = lead.job === undefined || lead.job === '' ? kinds[0] : lead.job;
  if (!known(kinds, job)) return null;
  return requestThankYouEntries.find((entry) => entry.service === service && entry.job === job) ?? null;
}

/** The path of the page that thanks the sender of this lead. */
export function thankYouPath(lead: SentLead): string {
  return thankYouPageOf(lead)?.path ?? '/thank-you';
}

/** The steps after a lead, from the steps table (passed in: the browser loads it only when a form is sent). */
export function stepsAfter(
  lead: SentLead,
  content: { requestSteps: PerRequest<readonly string[]>; generalSteps: readonly string[] },
): readonly string[] {
  const entry = thankYouPageOf(lead);
  if (!entry) return content.generalSteps;
  const byJob = content.requestSteps[entry.service as keyof typeof content.requestSteps] as Record<
    string,
    readonly string[]
  >;
  return byJob[entry.job] ?? content.generalSteps;
}

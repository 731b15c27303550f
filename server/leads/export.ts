/**
 * Formats stored leads for the operator CLI (npm run leads): a readable list, CSV and JSON exports.
 * Pure functions, so the escaping rules are unit-tested.
 */
import { defuseFormula, escapeForTerminal, escapeJsonForTerminal } from './safeText';
import {
  allServiceQuestions,
  askedJob,
  leadJob,
  leadJobLabel,
  leadService,
  serviceAnswers,
  serviceLabel,
} from './leadDisplay';
import type { JobRecord, LeadRecord } from './store';
import { attributionLabels } from './leadDisplay';
import type { BookingRecord } from '../bookings/bookingStore';
import { bookingLine, bookingSummary } from '../bookings/bookingSummary';
import { requestReference } from '../bookings/visitorMail';

/** Each lead's booking to show (its booked visit, else its newest), by lead id: BookingStore.latestOfLeads. */
export type LeadBookings = ReadonlyMap<string, BookingRecord>;

/**
 * CSV columns: every field of both forms (the quote form's service and every service's follow-up
 * questions, each in its own column), plus where it came from and how its notifications went.
 */
export const csvColumns = [
  'id',
  'createdAt',
  'kind',
  'spamReason',
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'address',
  'service',
  'job',
  ...allServiceQuestions.map(([name]) => name),
  'timeline',
  'referralSource',
  'privacyConsent',
  'message',
  'formId',
  'page',
  'emailStatus',
  'webhookStatus',
  'idempotencyKey',
  'ip',
  'reviewReason',
  // Added with the booking of visits, after the older columns so a sheet reading those still fits.
  'reference',
  'bookingReference',
  'bookingWindow',
  'bookingStart',
  'bookingStatus',
  'receiptStatus',
  ...attributionLabels.map(([field]) => field),
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Formulas
 * are defused and control characters made visible (server/leads/safeText.ts), so a spreadsheet opening
 * the export, or a terminal showing it, displays a visitor's "=HYPERLINK(…)" or ESC sequence as text.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = defuseFormula(escapeForTerminal(typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function jobStatus(job: JobRecord | undefined): string {
  if (!job) return '';
  return job.status === 'sent'
    ? 'sent'
    : `${job.status} (${job.attempts} attempts${job.lastError ? `: ${job.lastError}` : ''})`;
}

function row(lead: LeadRecord, booking: BookingRecord | undefined): Record<string, unknown> {
  const data = lead.data as Record<string, unknown>;
  const visit = booking ? bookingSummary(booking) : undefined;
  return {
    ...lead.attribution,
    reference: requestReference(lead.id),
    bookingReference: visit?.reference,
    bookingWindow: visit?.window,
    bookingStart: visit?.start,
    bookingStatus: visit?.status,
    receiptStatus: jobStatus(lead.jobs.find((job) => job.kind === 'receipt')),
    // Several answers to one question share its cell, "; " between them.
    ...Object.fromEntries(
      allServiceQuestions.map(([name]) => [name, Array.isArray(data[name]) ? data[name].join('; ') : data[name]]),
    ),
    service: leadService(lead) ?? undefined,
    job: leadJob(lead) ?? undefined,
    id: lead.id,
    createdAt: new Date(lead.createdAt).toISOString(),
    kind: lead.kind,
    spamReason: lead.spamReason,
    firstName: data.firstName,
    lastName: data.lastName,
    name: data.name,
    email: data.email,
    phone: data.phone,
    address: data.address,
    timeline: data.timeline,
    referralSource: data.referralSource,
    privacyConsent: data.privacyConsent,
    message: data.message,
    formId: lead.formId,
    page: lead.page,
    emailStatus: jobStatus(lead.jobs.find((job) => job.kind === 'email')),
    webhookStatus: jobStatus(lead.jobs.find((job) => job.kind === 'webhook' && job.topic === '')),
    idempotencyKey: lead.idempotencyKey,
    ip: lead.ip,
    reviewReason: lead.reviewReason,
  };
}

export function toCsv(leads: LeadRecord[], bookings: LeadBookings = new Map()): string {
  const lines = [csvColumns.join(',')];
  for (const lead of leads) {
    const values = row(lead, bookings.get(lead.id));
    lines.push(csvColumns.map((column) => csvCell(values[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Each stored lead as it is, plus its service and kind of job (also for leads stored before they were asked). */
export function toJson(leads: LeadRecord[], bookings: LeadBookings = new Map()): string {
  return `${escapeJsonForTerminal(
    JSON.stringify(
      leads.map((lead) => ({
        ...lead,
        reference: requestReference(lead.id),
        booking: bookings.has(lead.id) ? bookingSummary(bookings.get(lead.id)!) : null,
        service: leadService(lead),
        job: leadJob(lead),
        createdAt: new Date(lead.createdAt).toISOString(),
      })),
      null,
      2,
    ),
  )}\n`;
}

/** One block per lead, newest first: who, what, and where its notifications stand. */
export function toList(leads: LeadRecord[], bookings: LeadBookings = new Map()): string {
  if (leads.length === 0) return 'No leads stored yet.\n';
  const blocks = leads.map((lead) => {
    const data = lead.data as Record<string, string | undefined>;
    const who = lead.kind === 'quote' ? `${data.firstName} ${data.lastName}` : data.name;
    const reach = [data.email, data.phone].filter(Boolean).join(', ');
    const what = lead.kind === 'quote' ? quoteSummary(lead) : oneLine(data.message ?? '');
    const flag = lead.spamReason
      ? `  [SPAM: ${lead.spamReason}, not notified]`
      : lead.reviewReason
        ? `  [REVIEW: ${lead.reviewReason}]`
        : '';
    const jobs = lead.jobs.length
      ? lead.jobs.map((job) => `${job.kind} ${jobStatus(job)}`).join('; ')
      : 'no notifications';
    const booking = bookings.get(lead.id);
    return [
      `${new Date(lead.createdAt).toISOString()}  ${lead.kind.padEnd(7)} ${requestReference(lead.id)} ${lead.id}${flag}`,
      `  ${who} <${reach}>`,
      `  ${what}`,
      ...(booking ? [`  visit: ${bookingLine(booking)}`] : []),
      `  ${jobs}`,
    ].join('\n');
  });
  const spam = leads.filter((lead) => lead.spamReason).length;
  const waiting = leads
    .flatMap((lead) => lead.jobs)
    .filter((job) => job.status === 'pending' || job.status === 'sending').length;
  const failed = leads.flatMap((lead) => lead.jobs).filter((job) => job.status === 'failed').length;
  // Stored text (old leads, delivery errors) may hold terminal control sequences: never print them raw.
  return escapeForTerminal(
    `${blocks.join('\n\n')}\n\n${leads.length} leads (${spam} flagged as spam); notifications: ${waiting} waiting, ${failed} failed.\n`,
  );
}

/** "Foundation repair (A free inspection: find out what is wrong): Cracks in walls, brick or slab; Doors or windows that stick, Concrete slab; 1month; 1 Elm St". */
function quoteSummary(lead: LeadRecord): string {
  const data = lead.data as Record<string, string | undefined>;
  const answers = serviceAnswers(lead)
    .map((answer) => answer.text)
    .filter((text): text is string => text !== undefined);
  const job = askedJob(lead) ? ` (${leadJobLabel(lead)})` : '';
  const service = `${serviceLabel(leadService(lead))}${job}`;
  return `${answers.length ? `${service}: ${answers.join(', ')}` : service}; ${data.timeline}; ${data.address}`;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 100 ? `${flat.slice(0, 99)}…` : flat;
}

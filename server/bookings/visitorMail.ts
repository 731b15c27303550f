/**
 * The e-mails the visitor receives, written when the outbox delivers them (server/leads/outbox.ts):
 *
 * - the receipt of a request (job `receipt`, queued with every real lead that has an e-mail address):
 *   its reference, what was asked, and what happens next and when, from the business hours and the
 *   reply promise in src/content/business.ts (sent while the office is closed, it says when a person
 *   will see it); a request whose visit can be booked gets the link to pick a time;
 * - each change of a booked visit (job `booking`, topic "<booking id>:<sequence>", queued in the
 *   transaction that books, moves or cancels it): the window, the address, the .ics invite (invite.ts)
 *   and, while it stands, the private links to reschedule or cancel (manageLinks.ts);
 * - the owner's notice of that change (job `booking-owner`).
 *
 * Every value typed by the visitor is escaped in the HTML part. A booking e-mail whose change has been
 * overtaken by a newer one (the visitor moved the visit again before the first went out) is not sent:
 * only the newest state of a visit is worth a message, and its own job is queued.
 */
import { business, responsePromise, telHref } from '../../src/content/business';
import { availability, bookingTimeZone } from '../../src/content/availability';
import { leadFormCopy } from '../../src/content/leadForms';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { leadJobLabel, leadService, serviceLabel } from '../leads/leadDisplay';
import { officeMoment, openingText } from '../leads/officeHours';
import type { StoredLead } from '../leads/store';
import type { BookingRecord } from './bookingStore';
import { bookedSteps } from './bookedSteps';
import { visitInvite } from './invite';
import { manageUrl } from './manageLinks';
import { leadVisit, visitFor, windowsFormPath } from './visits';
import { windowLabels } from './windows';
import type { JobKind } from '../leads/store';

export interface VisitorEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The calendar invite, for booking e-mails. */
  invite?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface VisitorMailContext {
  /** SITE_URL: links go to the site's origin, whose /api/ reaches this API in every deployment. */
  siteUrl: string;
  /** The lead API's secret (lead tokens, manage links). */
  secret: string;
}

/** A request's reference, "REQ-1A2B3C4D": the first 8 hex digits of its id, for the visitor and the office to quote. */
export function requestReference(leadId: string): string {
  return `REQ-${leadId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** The heading of the steps that follow, as the page's confirmation has it. */
const whatNext = leadFormCopy.sentNextSteps;

const data = (lead: StoredLead) => lead.data as Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The visitor's e-mail address, or null (a contact message may have a phone number only). */
export function visitorAddress(lead: Pick<StoredLead, 'data'>): string | null {
  const email = (lead.data as Record<string, unknown>).email;
  return typeof email === 'string' && email !== '' ? email : null;
}

function firstName(lead: StoredLead): string {
  return lead.kind === 'quote' ? text(data(lead).firstName) : (text(data(lead).name).split(/\s+/)[0] ?? '');
}

/** "Foundation repair: Inspection", or "Your message" for a contact message. */
function askedFor(lead: StoredLead): string {
  if (lead.kind !== 'quote') return 'A message to our office';
  return `${serviceLabel(leadService(lead))}: ${leadJobLabel(lead)}`;
}

/** What happens next, honest about office hours: who sees the request when, and the reply promise. */
export function nextSteps(receivedAt: number): string {
  const moment = officeMoment(business.hours, receivedAt, bookingTimeZone);
  const promise = `We ${responsePromise.reply}.`;
  if (moment.open) return `Our office is open now: a person will read your request shortly. ${promise}`;
  return `Our office is closed now. A person will see your request on ${openingText(moment.opensAt)}. ${promise}`;
}

const hoursLines = () => business.hours.map((row) => `${row.label}: ${row.display}`);

/** The receipt of a request, sent at once. */
export function receiptEmail(lead: StoredLead, context: VisitorMailContext): VisitorEmail | null {
  const to = visitorAddress(lead);
  if (!to) return null;
  const reference = requestReference(lead.id);
  const name = firstName(lead);
  const visit = leadVisit(availability, { id: lead.id, kind: lead.kind, data: data(lead), spamReason: null });
  const pickTime = visit
    ? `${context.siteUrl}${windowsFormPath(availability, lead.id, { kind: lead.kind, ...data(lead) }, context.secret)}`
    : null;
  const rows: [string, string][] = [
    ['Reference', reference],
    ['What you asked for', askedFor(lead)],
    ...(lead.kind === 'quote' ? [['Address', text(data(lead).address)] as [string, string]] : []),
  ];
  const next = nextSteps(lead.createdAt);
  const lines = [
    `Hello${name ? ` ${name}` : ''},`,
    '',
    `Thank you: we have your request, and this e-mail is your receipt.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    whatNext,
    next,
    ...(visit && pickTime
      ? ['', `Pick a time for your ${visit.visit.label.toLowerCase()} (if you have not yet): ${pickTime}`]
      : []),
    '',
    `Need us sooner? Call or text ${business.phone.display}. Office hours (Dallas time):`,
    ...hoursLines(),
    '',
    business.name,
  ];
  const html = page([
    `<p>Hello${name ? ` ${escapeHtml(name)}` : ''},</p>`,
    '<p>Thank you: we have your request, and this e-mail is your receipt.</p>',
    table(rows),
    `<h2 style="font-size:16px">${escapeHtml(whatNext)}</h2>`,
    `<p>${escapeHtml(next)}</p>`,
    visit && pickTime
      ? `<p><a href="${escapeHtml(pickTime)}">Pick a time for your ${escapeHtml(visit.visit.label.toLowerCase())}</a> (if you have not yet).</p>`
      : '',
    callUs(),
  ]);
  return {
    to,
    subject: `We have your request (${reference}): ${business.name}`,
    text: lines.join('\n'),
    html,
  };
}

/** The topic of a booking job: which booking, at which sequence. */
export function bookingTopic(topic: string): { bookingId: string; sequence: number } | null {
  const match = /^(.+):(\d+)$/.exec(topic);
  return match ? { bookingId: match[1]!, sequence: Number(match[2]) } : null;
}

function visitOf(booking: BookingRecord) {
  return (
    visitFor(availability, booking.service, booking.job) ?? { label: 'Free estimate visit', minutes: 60, request: '' }
  );
}

/** The visitor's e-mail of a booking's state: booked (sequence 0), moved, or cancelled. */
export function bookingEmail(
  lead: StoredLead,
  booking: BookingRecord,
  context: VisitorMailContext,
): VisitorEmail | null {
  const to = visitorAddress(lead);
  if (!to) return null;
  const visit = visitOf(booking);
  const { day, time } = windowLabels({ start: booking.windowStart, end: booking.windowEnd, date: '' }, bookingTimeZone);
  const cancelled = booking.status === 'cancelled';
  const heading = cancelled
    ? 'Your visit is cancelled'
    : booking.sequence === 0
      ? 'Your visit is booked'
      : 'Your visit has moved';
  const address = text(data(lead).address);
  const rows: [string, string][] = [
    ['Reference', booking.reference],
    ['Visit', visit.label],
    [cancelled ? 'Was' : 'When', `${day}, the estimator arriving in the window ${time} (Dallas time)`],
    ['Where', address],
    ...(cancelled ? [] : [['Length', `about ${visit.minutes} minutes`] as [string, string]]),
  ];
  const links = cancelled
    ? null
    : {
        reschedule: manageUrl(context.siteUrl, 'reschedule', context.secret, booking),
        cancel: manageUrl(context.siteUrl, 'cancel', context.secret, booking),
      };
  const name = firstName(lead);
  const steps = cancelled ? [] : bookedSteps(booking, visit.label, bookingTimeZone, 'this');
  const intro =
    'Your estimate visit is cancelled and its time is free again (the attached invite removes it from your calendar). To book another, reply to this e-mail or call us.';
  const lines = [
    `Hello${name ? ` ${name}` : ''},`,
    '',
    `${heading}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(links
      ? [
          'The calendar invite is attached.',
          '',
          `Change the time: ${links.reschedule}`,
          `Cancel the visit: ${links.cancel}`,
          'These links are yours alone: they need no account, and stop working once the visit is changed or has begun.',
          '',
          whatNext,
          ...steps.map((step, index) => `${index + 1}. ${step}`),
        ]
      : [intro]),
    '',
    `Questions? Call or text ${business.phone.display}.`,
    '',
    business.name,
  ];
  const html = page([
    `<p>Hello${name ? ` ${escapeHtml(name)}` : ''},</p>`,
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    table(rows),
    links
      ? `<p>The calendar invite is attached.</p><p><a href="${escapeHtml(links.reschedule)}">Change the time</a> · <a href="${escapeHtml(links.cancel)}">Cancel the visit</a></p><p style="color:#555;font-size:12px">These links are yours alone: they need no account, and stop working once the visit is changed or has begun.</p>`
      : `<p>${escapeHtml(intro)}</p>`,
    steps.length
      ? `<h2 style="font-size:16px">${escapeHtml(whatNext)}</h2><ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`
      : '',
    callUs(),
  ]);
  const invite = visitInvite({
    booking,
    visitLabel: visit.label,
    visitMinutes: visit.minutes,
    address,
    visitor: { name: `${text(data(lead).firstName)} ${text(data(lead).lastName)}`.trim(), email: to },
    siteUrl: context.siteUrl,
    timeZone: bookingTimeZone,
  });
  return {
    to,
    subject: `${heading}: ${cancelled ? booking.reference : `${day}, ${time} (${booking.reference})`}`,
    text: lines.join('\n'),
    html,
    invite: { method: cancelled ? 'CANCEL' : 'REQUEST', content: invite },
  };
}

/** The owner's notice of a booking's change (to the lead e-mail's inbox). */
export function bookingOwnerEmail(lead: StoredLead, booking: BookingRecord): Omit<VisitorEmail, 'to'> {
  const visit = visitOf(booking);
  const { day, time } = windowLabels({ start: booking.windowStart, end: booking.windowEnd, date: '' }, bookingTimeZone);
  const what = booking.status === 'cancelled' ? 'cancelled' : booking.sequence === 0 ? 'booked' : 'moved';
  const who =
    lead.kind === 'quote' ? `${text(data(lead).firstName)} ${text(data(lead).lastName)}`.trim() : text(data(lead).name);
  const rows: [string, string][] = [
    ['Status', what],
    ['Reference', booking.reference],
    ['Visit', visit.label],
    ['Window', `${day}, ${time} (Dallas time)`],
    ['Name', who],
    ['Phone', text(data(lead).phone)],
    ['Address', text(data(lead).address)],
    ['Request', `${askedFor(lead)} (${requestReference(lead.id)}, lead id ${lead.id})`],
  ];
  return {
    subject: `Visit ${what} (${booking.reference}): ${day}, ${time}: ${who}`,
    text: [
      `An estimate visit was ${what} on the website.`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
    ].join('\n'),
    html: page([`<p>An estimate visit was ${escapeHtml(what)} on the website.</p>`, table(rows)]),
  };
}

function table(rows: [string, string][]): string {
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  return `<table>${rows.map(([label, value]) => `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('')}</table>`;
}

function callUs(): string {
  return `<p>Need us sooner? Call or text <a href="${escapeHtml(telHref)}">${escapeHtml(business.phone.display)}</a>.<br>Office hours (Dallas time): ${hoursLines().map(escapeHtml).join('; ')}.</p><p>${escapeHtml(business.name)}</p>`;
}

function page(parts: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">${parts.join('\n')}</body></html>`;
}

/**
 * The jobs of a booking's change: the visitor's e-mail (when they gave an address), the owner's notice,
 * and the webhook (when LEAD_WEBHOOK_URL is set: the lead posted again with its booking).
 */
export function bookingJobKinds(data: Record<string, unknown>, webhook = false): JobKind[] {
  return [
    ...(typeof data.email === 'string' && data.email !== '' ? (['booking'] as const) : []),
    'booking-owner',
    ...(webhook ? (['webhook'] as const) : []),
  ];
}

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
import { business } from '../../src/content/business';
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
import { bookingWords, fillOwn, wordsHtml } from '../words';
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

/** The e-mails' words (content/booking.json) and the service pages' (titles shared with them). */
const { emails: say, pages } = bookingWords;

const hello = (name: string) => (name ? fillOwn(say.hello, { name }) : say.helloNoName);

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
  if (lead.kind !== 'quote') return say.aMessage;
  return `${serviceLabel(leadService(lead))}: ${leadJobLabel(lead)}`;
}

/** What happens next, honest about office hours: who sees the request when, and the reply promise. */
export function nextSteps(receivedAt: number): string {
  const moment = officeMoment(business.hours, receivedAt, bookingTimeZone);
  if (moment.open) return say.officeOpen;
  return fillOwn(say.officeClosed, { opening: openingText(moment.opensAt) });
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
    [say.referenceLabel, reference],
    [say.askedForLabel, askedFor(lead)],
    ...(lead.kind === 'quote' ? [[say.addressLabel, text(data(lead).address)] as [string, string]] : []),
  ];
  const pickLink = visit ? fillOwn(say.pickTime, { visit: visit.visit.label.toLowerCase() }) : '';
  const next = nextSteps(lead.createdAt);
  const lines = [
    hello(name),
    '',
    say.receiptThanks,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    whatNext,
    next,
    ...(visit && pickTime ? ['', `${pickLink} ${say.pickTimeNote}: ${pickTime}`] : []),
    '',
    `${say.sooner} ${say.officeHours}`,
    ...hoursLines(),
    '',
    business.name,
  ];
  const html = page([
    `<p>${escapeHtml(hello(name))}</p>`,
    `<p>${escapeHtml(say.receiptThanks)}</p>`,
    table(rows),
    `<h2 style="font-size:16px">${escapeHtml(whatNext)}</h2>`,
    `<p>${escapeHtml(next)}</p>`,
    visit && pickTime
      ? `<p><a href="${escapeHtml(pickTime)}">${escapeHtml(pickLink)}</a> ${escapeHtml(say.pickTimeNote)}.</p>`
      : '',
    callUs(),
  ]);
  return {
    to,
    subject: fillOwn(say.receiptSubject, { reference }),
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
    visitFor(availability, booking.service, booking.job) ?? { label: pages.visitFallback, minutes: 60, request: '' }
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
    ? pages.cancelledTitle
    : booking.sequence === 0
      ? bookingWords.choice.bookedTitle
      : pages.movedTitle;
  const address = text(data(lead).address);
  const rows: [string, string][] = [
    [say.referenceLabel, booking.reference],
    [say.visitLabel, visit.label],
    [cancelled ? say.wasLabel : say.whenLabel, fillOwn(say.window, { day, time })],
    [say.whereLabel, address],
    ...(cancelled
      ? []
      : [[say.lengthLabel, fillOwn(say.length, { minutes: String(visit.minutes) })] as [string, string]]),
  ];
  const links = cancelled
    ? null
    : {
        reschedule: manageUrl(context.siteUrl, 'reschedule', context.secret, booking),
        cancel: manageUrl(context.siteUrl, 'cancel', context.secret, booking),
      };
  const name = firstName(lead);
  const steps = cancelled ? [] : bookedSteps(booking, visit.label, bookingTimeZone, 'this');
  const intro = say.cancelledIntro;
  const lines = [
    hello(name),
    '',
    `${heading}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(links
      ? [
          say.inviteAttached,
          '',
          `${say.changeTime}: ${links.reschedule}`,
          `${say.cancelVisit}: ${links.cancel}`,
          say.linksYours,
          '',
          whatNext,
          ...steps.map((step, index) => `${index + 1}. ${step}`),
        ]
      : [intro]),
    '',
    say.questions,
    '',
    business.name,
  ];
  const html = page([
    `<p>${escapeHtml(hello(name))}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    table(rows),
    links
      ? `<p>${escapeHtml(say.inviteAttached)}</p><p><a href="${escapeHtml(links.reschedule)}">${escapeHtml(say.changeTime)}</a> · <a href="${escapeHtml(links.cancel)}">${escapeHtml(say.cancelVisit)}</a></p><p style="color:#555;font-size:12px">${escapeHtml(say.linksYours)}</p>`
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
  return `<p>${wordsHtml(say.sooner)}<br>${escapeHtml(say.officeHours)} ${hoursLines().map(escapeHtml).join('; ')}.</p><p>${escapeHtml(business.name)}</p>`;
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

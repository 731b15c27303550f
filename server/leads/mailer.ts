/**
 * The lead notification e-mail: what the business reads when a lead arrives. Plain text plus an HTML
 * version in which every value is escaped (visitors can type anything, including markup), every field
 * listed, and Reply-To set to the visitor so "Reply" answers them.
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { responsePromise } from '../../src/content/business';
import { referralSourceOptions, timelineOptions } from '../../src/content/quoteOptions';
import { escapeHtml } from '../../src/lib/escapeHtml';
import {
  askedJob,
  attributionRows,
  leadJobLabel,
  leadService,
  serviceAnswers,
  serviceLabel,
  type ServiceAnswer,
} from './leadDisplay';
import type { StoredLead } from './store';
import { availability } from '../../src/content/availability';
import type { BookingRecord } from '../bookings/bookingStore';
import { bookingLine } from '../bookings/bookingSummary';
import { requestReference } from '../bookings/visitorMail';
import { leadVisit } from '../bookings/visits';

/** The line that reminds the owner what the site promised the visitor (the one wording, src/content/business.ts). */
const ownerReminder = `Reply to this e-mail to answer the visitor (the site promises a ${responsePromise.reply}).`;

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
}

const optionLabels: Record<string, Record<string, string>> = {
  timeline: Object.fromEntries(timelineOptions.map((o) => [o.value, o.label])),
  referralSource: Object.fromEntries(referralSourceOptions.map((o) => [o.value, o.label])),
};

/** Field labels in the order the e-mail lists them. */
const fieldLabels: Record<StoredLead['kind'], [field: string, label: string][]> = {
  quote: [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['address', 'Project address'],
    ['service', 'Service'],
    // The kind of job and the follow-up answers it asked go here (serviceRows).
    ['timeline', 'Timeline'],
    ['referralSource', 'Heard about us'],
    ['privacyConsent', 'Privacy consent'],
    ['message', 'Project details'],
  ],
  contact: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['message', 'Message'],
  ],
};

function displayValue(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '(not given)';
  if (value === true) return 'Yes';
  const text = String(value);
  const label = optionLabels[field]?.[text];
  return label ? `${label} (${text})` : text;
}

export function visitorName(lead: StoredLead): string {
  const data = lead.data as Record<string, string | undefined>;
  return lead.kind === 'quote' ? `${data.firstName ?? ''} ${data.lastName ?? ''}`.trim() : (data.name ?? '');
}

/**
 * The kind of job and the answers as e-mail rows: "Kind of job: Repair: leaning, broken or
 * storm-damaged", "Fence type: Cedar wood (cedar)", several answers each with its value:
 * "What are you seeing?: Cracks in walls, brick or slab (cracks); Doors or windows that stick (sticking-doors)".
 */
function serviceRows(lead: StoredLead): (readonly [string, string])[] {
  return [
    ['Kind of job', leadJobLabel(lead)] as const,
    ...serviceAnswers(lead).map((answer) => [answer.label, answerText(answer)] as const),
  ];
}

/** An answer as the e-mail shows it: each choice's label with its value, or the plain text (a length, an estimate). */
function answerText(answer: ServiceAnswer): string {
  if (answer.text === undefined) return '(not given)';
  if (answer.plain) return answer.text;
  return answer.choices.map((choice) => `${choice.text} (${choice.value})`).join('; ');
}

/**
 * "New quote request (Fences, new): Ada Lovelace (Cedar wood, as soon as possible)": the inbox shows
 * what and when (the kind of job for the services that ask it).
 */
function quoteSubject(lead: StoredLead, name: string): string {
  const data = lead.data as Record<string, unknown>;
  const firstAnswer = serviceAnswers(lead).find((answer) => answer.text !== undefined)?.text;
  const timeline = displayValue('timeline', data.timeline)
    .replace(/ \(.*\)$/, '')
    .toLowerCase();
  const job = askedJob(lead);
  return `New quote request (${serviceLabel(leadService(lead))}${job ? `, ${job}` : ''}): ${name} (${firstAnswer ? `${firstAnswer}, ` : ''}${timeline})`;
}

export function buildLeadEmail(lead: StoredLead, booking: BookingRecord | null = null): LeadEmail {
  const data = lead.data as Record<string, unknown>;
  const name = visitorName(lead);
  const subject = lead.kind === 'quote' ? quoteSubject(lead, name) : `New contact message: ${name}`;
  const rows = fieldLabels[lead.kind].flatMap(([field, label]) =>
    field === 'service'
      ? [[label, serviceLabel(leadService(lead))] as const, ...serviceRows(lead)]
      : [[label, displayValue(field, data[field])] as const],
  );
  const visit = visitRow(lead, booking);
  if (visit) rows.push(visit);
  const received = new Date(lead.createdAt).toISOString();
  const footer: [string, string][] = [
    ['Reference', requestReference(lead.id)],
    ['Lead id', lead.id],
    ['Received', received],
    ['Form', `${lead.formId}${lead.page ? ` on ${lead.page}` : ''}`],
    // Where the visit came from (the page's script keeps it for the visit; none without script).
    ...attributionRows(lead),
  ];

  const text = [
    lead.kind === 'quote'
      ? 'A new quote request arrived from the website.'
      : 'A new message arrived from the website contact form.',
    ownerReminder,
    '',
    ...rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    '',
    ...footer.map(([label, value]) => `${label}: ${value}`),
    '',
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">',
    `<p>${escapeHtml(text.split('\n')[0] ?? '')}<br>${escapeHtml(ownerReminder)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="color:#555;font-size:12px">${footer.map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');

  const email = typeof data.email === 'string' && data.email ? data.email : undefined;
  return { subject, text, html, replyTo: email ? { name, address: email } : undefined };
}

/**
 * The estimate visit: booked (window, reference, status) when the e-mail goes out after it, else, for
 * a request whose visit can be booked, that a separate notice follows when the visitor picks a time.
 */
function visitRow(lead: StoredLead, booking: BookingRecord | null): readonly [string, string] | null {
  if (booking) return ['Estimate visit', bookingLine(booking)] as const;
  const data = lead.data as Record<string, unknown>;
  if (!leadVisit(availability, { id: lead.id, kind: lead.kind, data, spamReason: null })) return null;
  return [
    'Estimate visit',
    'not booked yet (the visitor was offered the times; a notice follows when one is picked)',
  ] as const;
}

export interface Mailer {
  send(lead: StoredLead, jobId: string, booking?: BookingRecord | null): Promise<void>;
  close(): void;
}

/** Who gets this lead's e-mail: its service's own inbox when one is set, else the general one. */
export function recipientFor(lead: StoredLead, to: string, serviceTo: Partial<Record<string, string>> = {}): string {
  const service = leadService(lead);
  return (service && serviceTo[service]) || to;
}

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  to: string;
  serviceTo?: Partial<Record<string, string>>;
  timeoutMs: number;
}

/**
 * "=?" opens an RFC 2047 encoded word ("=?utf-8?B?…?="): a mail client decodes one in a Subject or
 * a name into whatever it encodes (a right-to-left override, a line that reads "Bcc: …").
 */
const opensEncodedWord = (text: string) => text.includes('=?');

/**
 * Visitor text for a header, so that a mail client shows exactly what the visitor typed: text that
 * looks like an encoded word is sent as an encoded word itself (Base64 of its UTF-8), which the
 * client decodes once, back to the typed text, and no further. Other text goes as nodemailer writes it.
 */
function literalHeaderText(text: string): string {
  return encodeWord(text, 'B', 52);
}

/** The message nodemailer sends for one lead's e-mail job. */
export function mailOptionsFor(
  lead: StoredLead,
  jobId: string,
  options: Omit<MailerOptions, 'smtpUrl' | 'timeoutMs'>,
  booking: BookingRecord | null = null,
) {
  const message = buildLeadEmail(lead, booking);
  const subjectLooksEncoded = opensEncodedWord(message.subject);
  const replyTo = message.replyTo && {
    address: message.replyTo.address,
    name: opensEncodedWord(message.replyTo.name) ? literalHeaderText(message.replyTo.name) : message.replyTo.name,
  };
  return {
    from: options.from,
    to: recipientFor(lead, options.to, options.serviceTo),
    replyTo,
    // nodemailer writes an ASCII subject as it is; one that looks encoded goes prepared, encoded by us.
    ...(subjectLooksEncoded ? {} : { subject: message.subject }),
    text: message.text,
    html: message.html,
    // Stable per job: if a crash makes the worker send twice, mail clients can tell it is one message.
    messageId: `<lead-${jobId}@leads.${domainOf(options.from)}>`,
    headers: {
      'X-Lead-Id': lead.id,
      ...(subjectLooksEncoded
        ? { Subject: { prepared: true, foldLines: true, value: literalHeaderText(message.subject) } }
        : {}),
    },
  };
}

/** The SMTP transport of SMTP_URL, every wait bounded by `timeoutMs`. */
export function smtpTransport(smtpUrl: string, timeoutMs: number): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = smtpTransport(options.smtpUrl, options.timeoutMs);
  return {
    async send(lead, jobId, booking = null) {
      await transport.sendMail(mailOptionsFor(lead, jobId, options, booking));
    },
    close: () => transport.close(),
  };
}

export function domainOf(address: string): string {
  const match = /@([A-Za-z0-9.-]+)/.exec(address);
  return match?.[1] ?? 'localhost';
}

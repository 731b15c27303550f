/**
 * Delivers the visitor's e-mails and the owner's booking notices (visitorMail.ts) for the outbox:
 * one deliverer per kind of job, over the SMTP transport of SMTP_URL. A job that throws is retried by
 * the outbox like the owner's lead e-mail (same backoff, same LEAD_MAX_ATTEMPTS, `retry-failed`).
 */
import type { Transporter } from 'nodemailer';
import { business } from '../../src/content/business';
import { domainOf, recipientFor } from '../leads/mailer';
import type { Deliver } from '../leads/outbox';
import type { JobKind } from '../leads/store';
import type { BookingStore } from './bookingStore';
import {
  bookingEmail,
  bookingOwnerEmail,
  bookingTopic,
  receiptEmail,
  type VisitorEmail,
  type VisitorMailContext,
} from './visitorMail';

export interface VisitorMailerOptions extends VisitorMailContext {
  transport: Transporter;
  /** LEAD_MAIL_FROM. */
  from: string;
  /** The owner's inboxes (LEAD_NOTIFY_TO and the services' own), for booking notices. */
  notifyTo: string;
  serviceNotifyTo?: Partial<Record<string, string>>;
  bookings: BookingStore | null;
}

export function visitorDeliverers(options: VisitorMailerOptions): Partial<Record<JobKind, Deliver>> {
  const { transport, from } = options;
  const messageId = (kind: string, jobId: string) => `<${kind}-${jobId}@leads.${domainOf(from)}>`;
  // The visitor's own e-mails carry no internal lead id (X-Lead-Id): it is the office's, as in the owner's e-mails.
  const send = async (email: Omit<VisitorEmail, 'to'>, to: string, id: string, leadId?: string, replyTo?: string) => {
    await transport.sendMail({
      from,
      to,
      replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: id,
      ...(leadId ? { headers: { 'X-Lead-Id': leadId } } : {}),
      ...(email.invite
        ? {
            // The invite as the calendar part mail clients offer to add, and as a file for the others.
            icalEvent: { method: email.invite.method, content: email.invite.content, filename: 'visit.ics' },
          }
        : {}),
    });
  };

  /** The booking a job is about, at the state it was queued for; null when a newer change overtook it. */
  const bookingOf = async (topic: string) => {
    const parsed = bookingTopic(topic);
    if (!parsed || !options.bookings) throw new Error(`booking job without a booking (${topic})`);
    const booking = await options.bookings.byId(parsed.bookingId);
    if (!booking) throw new Error(`booking ${parsed.bookingId} not found`);
    return booking.sequence === parsed.sequence ? booking : null;
  };

  return {
    receipt: async (lead, job) => {
      const email = receiptEmail(lead, options);
      // The address was there when the job was queued; a lead without one has nothing to send.
      if (email) await send(email, email.to, messageId('receipt', job.id), undefined, business.email);
    },
    booking: async (lead, job) => {
      const booking = await bookingOf(job.topic);
      const email = booking && bookingEmail(lead, booking, options);
      if (email) await send(email, email.to, messageId('booking', job.id), undefined, business.email);
    },
    'booking-owner': async (lead, job) => {
      const booking = await bookingOf(job.topic);
      if (!booking) return;
      const to = recipientFor(lead, options.notifyTo, options.serviceNotifyTo);
      await send(bookingOwnerEmail(lead, booking), to, messageId('booking-owner', job.id), lead.id);
    },
  };
}

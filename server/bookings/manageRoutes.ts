/**
 * The visitor's reschedule and cancel links (manageLinks.ts), answered by the API as plain pages (no
 * JavaScript needed, the look of bookingHtml.ts), registered in the lead API's scope beside the
 * booking routes:
 *
 *   GET  /api/bookings/cancel?booking=&v=&sig=       -> the visit and one button (POST)
 *   POST /api/bookings/cancel { booking, v, sig }     -> the visit cancelled, its place freed
 *   GET  /api/bookings/reschedule?booking=&v=&sig=   -> the open windows as a form
 *   POST /api/bookings/reschedule { …, window }       -> the visit moved (one transaction), or the form again
 *
 * A JSON post gets { ok, booking } or { ok: false, message }. Every change raises the booking's
 * sequence and queues its e-mails (a new .ics with the same UID and the higher SEQUENCE; CANCEL on
 * cancel) in the same transaction. Bad links change nothing: a forged, edited or another booking's
 * signature is 403; a link from before a change (replayed), of a cancelled booking, or of a visit whose
 * window has begun is 410; a window that cannot be booked is the form again with its message.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AvailabilityFile } from '../../src/content/schemas/availability';
import type { LeadConfig } from '../leads/config';
import { isAllowedOrigin } from '../leads/origin';
import { isFormPost, messages as leadMessages, refuse } from '../leads/replies';
import { bookedHtml, bookingMessageHtml, cancelFormHtml, cancelledHtml, windowsFormHtml } from './bookingHtml';
import { bookedSteps } from './bookedSteps';
import type { BookingRecord, BookingStore, ChangeResult } from './bookingStore';
import { checkManageLink, type ManageLink } from './manageLinks';
import { bookingMessages } from './messages';
import { bookingJobKinds } from './visitorMail';
import { visitFor } from './visits';
import { bookingWords, fillOwn, words } from '../words';
import { judgeWindow, openWindows, parseWindowId, windowId, windowLabels, type WindowContext } from './windows';

export interface ManageRoutesOptions {
  config: Pick<LeadConfig, 'siteUrl' | 'extraAllowedOrigins' | 'rateLimitPerMinute' | 'webhookUrl'>;
  bookings: BookingStore;
  availability: AvailabilityFile;
  timeZone: string;
  secret: string;
  context: () => Promise<WindowContext>;
  now: () => number;
  wake?: () => void;
}

const links = words.visitLinks;

/** What the change and cancel links say when they cannot be used (the owner's words). */
export const manageMessages = { forged: links.forged, stale: links.stale, past: links.past, same: links.same } as const;

const linkFields = {
  booking: z.uuid(),
  v: z.string().regex(/^\d{1,6}$/),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
};
const linkQuery = z.strictObject(linkFields);
const rescheduleBody = z.strictObject({ ...linkFields, window: z.string().max(40) });

type Refusal = { status: 403 | 410; title: string; message: string };

export async function registerManageRoutes(scope: FastifyInstance, options: ManageRoutesOptions): Promise<void> {
  const { config, bookings, availability, timeZone, secret, context, now } = options;
  const postOptions = {
    config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } },
    preParsing: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isAllowedOrigin(request, config)) return refuse(request, reply, 403, leadMessages.forbidden);
    },
  };
  const getOptions = { config: { rateLimit: { max: config.rateLimitPerMinute * 4, timeWindow: 60_000 } } };

  /** The booking a link names, when the link is genuine and the booking can still change; else why not. */
  async function linked(link: ManageLink): Promise<{ booking: BookingRecord } | Refusal> {
    if (!checkManageLink(secret, link))
      return { status: 403, title: links.notValidTitle, message: manageMessages.forged };
    const booking = await bookings.byId(link.booking);
    if (!booking) return { status: 403, title: links.notValidTitle, message: manageMessages.forged };
    return judged(booking, link.version);
  }

  function judged(booking: BookingRecord, version: number): { booking: BookingRecord } | Refusal {
    if (booking.status !== 'booked' || booking.sequence !== version)
      return { status: 410, title: links.noLongerWorksTitle, message: manageMessages.stale };
    if (booking.windowStart <= now())
      return { status: 410, title: links.cannotChangeTitle, message: manageMessages.past };
    return { booking };
  }

  const visitLabel = (booking: BookingRecord) =>
    visitFor(availability, booking.service, booking.job)?.label ?? bookingWords.pages.visitFallback;
  const windowOf = (booking: BookingRecord) => ({ start: booking.windowStart, end: booking.windowEnd, date: '' });
  const hidden = (booking: BookingRecord) => ({ booking: booking.id, v: String(booking.sequence), sig: '' });

  scope.get('/api/bookings/cancel', getOptions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const link = readLink(linkQuery.safeParse(request.query));
    if (!link) return page(reply, 403, bookingMessageHtml(links.notValidTitle, manageMessages.forged));
    const found = await linked(link);
    if ('status' in found) return page(reply, found.status, bookingMessageHtml(found.title, found.message));
    const { booking } = found;
    return page(
      reply,
      200,
      cancelFormHtml(booking.reference, visitLabel(booking), windowOf(booking), timeZone, {
        ...hidden(booking),
        sig: link.sig,
      }),
    );
  });

  scope.get('/api/bookings/reschedule', getOptions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const link = readLink(linkQuery.safeParse(request.query));
    if (!link) return page(reply, 403, bookingMessageHtml(links.notValidTitle, manageMessages.forged));
    const found = await linked(link);
    if ('status' in found) return page(reply, found.status, bookingMessageHtml(found.title, found.message));
    return page(reply, 200, rescheduleForm(found.booking, link.sig, await context()));
  });

  function rescheduleForm(booking: BookingRecord, sig: string, windows: WindowContext, message?: string): string {
    const { day, time } = windowLabels(windowOf(booking), timeZone);
    return windowsFormHtml({
      title: bookingWords.pages.rescheduleTitle,
      message: message ?? fillOwn(bookingWords.pages.rescheduleIntro, { day, time, reference: booking.reference }),
      visitLabel: visitLabel(booking),
      days: openWindows(windows),
      action: '/api/bookings/reschedule',
      hidden: { ...hidden(booking), sig },
      button: bookingWords.pages.move,
      timeZone,
    });
  }

  scope.post('/api/bookings/cancel', postOptions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const link = readLink(linkQuery.safeParse(request.body));
    if (!link)
      return refusal(request, reply, { status: 403, title: links.notValidTitle, message: manageMessages.forged });
    if (!checkManageLink(secret, link))
      return refusal(request, reply, { status: 403, title: links.notValidTitle, message: manageMessages.forged });
    const lead = await leadOf(link.booking);
    const result = await bookings.cancel({
      bookingId: link.booking,
      sequence: link.version,
      now: now(),
      jobKinds: bookingJobKinds(lead?.data ?? {}, !!config.webhookUrl),
    });
    if (!result.ok) return refusal(request, reply, changeRefusal(result));
    request.log.info(`booking ${result.booking.reference}: cancelled by the visitor`);
    options.wake?.();
    return changed(request, reply, result.booking, bookingWords.pages.cancelledTitle);
  });

  scope.post('/api/bookings/reschedule', postOptions, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const parsed = rescheduleBody.safeParse(request.body);
    const link = parsed.success ? readLink(parsed) : null;
    if (!parsed.success || !link || !checkManageLink(secret, link))
      return refusal(request, reply, { status: 403, title: links.notValidTitle, message: manageMessages.forged });
    const found = await linked(link);
    if ('status' in found) return refusal(request, reply, found);
    const windows = await context();
    const start = parseWindowId(parsed.data.window);
    if (start === found.booking.windowStart)
      return pickAgain(request, reply, 422, manageMessages.same, found.booking, link.sig, windows);
    const verdict = start === null ? { verdict: 'not-a-window' as const, window: null } : judgeWindow(windows, start);
    if (verdict.verdict !== 'open' || !verdict.window) {
      const key = verdict.verdict === 'open' ? 'not-a-window' : verdict.verdict;
      return pickAgain(
        request,
        reply,
        key === 'full' ? 409 : 422,
        bookingMessages.window[key],
        found.booking,
        link.sig,
        windows,
      );
    }
    const lead = await leadOf(link.booking);
    const result = await bookings.reschedule({
      bookingId: link.booking,
      sequence: link.version,
      now: windows.now,
      windowStart: verdict.window.start,
      windowEnd: verdict.window.end,
      capacity: availability.visitsPerWindow,
      jobKinds: bookingJobKinds(lead?.data ?? {}, !!config.webhookUrl),
    });
    if (!result.ok && result.reason === 'full')
      return pickAgain(request, reply, 409, bookingMessages.window.full, found.booking, link.sig, await context());
    if (!result.ok) return refusal(request, reply, changeRefusal(result));
    request.log.info(`booking ${result.booking.reference}: moved by the visitor to ${parsed.data.window}`);
    options.wake?.();
    return changed(request, reply, result.booking, bookingWords.pages.movedTitle);
  });

  async function leadOf(bookingId: string) {
    const booking = await bookings.byId(bookingId);
    return booking ? bookings.lead(booking.leadId) : null;
  }

  function pickAgain(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    booking: BookingRecord,
    sig: string,
    windows: WindowContext,
  ) {
    if (!isFormPost(request)) return reply.code(status).send({ ok: false, message });
    return page(reply, status, rescheduleForm(booking, sig, windows, message));
  }

  function changed(request: FastifyRequest, reply: FastifyReply, booking: BookingRecord, title: string) {
    if (isFormPost(request)) {
      const label = visitLabel(booking);
      if (booking.status !== 'booked')
        return page(reply, 200, cancelledHtml(booking.reference, label, windowOf(booking), timeZone));
      // Changed from a link in the booking's e-mail, which a new one follows.
      const steps = bookedSteps(booking, label, timeZone, 'sent');
      return page(reply, 200, bookedHtml(booking.reference, label, windowOf(booking), timeZone, { title, steps }));
    }
    return reply.code(200).send({
      ok: true,
      booking: {
        reference: booking.reference,
        status: booking.status,
        start: windowId(booking.windowStart, timeZone),
        end: windowId(booking.windowEnd, timeZone),
        ...windowLabels(windowOf(booking), timeZone),
      },
    });
  }
}

function readLink(parsed: { success: boolean; data?: { booking: string; v: string; sig: string } }): ManageLink | null {
  if (!parsed.success || !parsed.data) return null;
  return { booking: parsed.data.booking, version: Number(parsed.data.v), sig: parsed.data.sig };
}

function changeRefusal(result: Extract<ChangeResult, { ok: false }>): Refusal {
  if (result.reason === 'past') return { status: 410, title: links.cannotChangeTitle, message: manageMessages.past };
  if (result.reason === 'gone') return { status: 403, title: links.notValidTitle, message: manageMessages.forged };
  return { status: 410, title: links.noLongerWorksTitle, message: manageMessages.stale };
}

function refusal(request: FastifyRequest, reply: FastifyReply, found: Refusal) {
  if (!isFormPost(request)) return refuse(request, reply, found.status, found.message);
  return page(reply, found.status, bookingMessageHtml(found.title, found.message));
}

function page(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The booking API, registered inside the lead API's scope (server/leads/routes.ts), so it shares its
 * body parsers (JSON, urlencoded), rate limiter and error answers:
 *
 *   GET  /api/bookings/windows?service=…[&job=…]  -> 200 { ok, service, job, visit, timeZone, days }
 *        with &lead=…&token=… and Accept: text/html  -> 200 the windows as a form (no JavaScript)
 *   POST /api/bookings { lead, token, window }     -> 201 { ok, booking } | 200 (the same again)
 *        | 403 forged | 409 full or already booked (with the next open `days`) | 422 bad window or no visit
 *        urlencoded (no JS): 200 the booked page | the form again with the message | a small refusal page
 *
 * Order of checks for a post: rate limit (per IP, as for leads) -> Origin/Referer -> parsing -> fields
 * -> the lead token (it proves the visitor sent the lead) -> the lead (a real quote whose service and
 * job book a visit) -> the window (a window of the hours, not past, after the notice, within the
 * horizon, not closed) -> the booking transaction (the database holds the capacity).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AvailabilityFile } from '../../src/content/schemas/availability';
import type { LeadConfig } from '../leads/config';
import { isAllowedOrigin } from '../leads/origin';
import { thankYouPath } from '../../src/lib/thankYouPath';
import { isFormPost, messages as leadMessages, refuse } from '../leads/replies';
import { bookedHtml, bookingMessageHtml, windowsFormHtml } from './bookingHtml';
import { bookedSteps } from './bookedSteps';
import type { BookingRecord, BookingStore } from './bookingStore';
import { checkLeadToken } from './leadToken';
import { bookingMessages } from './messages';
import { bookingJobKinds } from './visitorMail';

export { bookingMessages } from './messages';
export { windowsFormPath } from './visits';
import { registerManageRoutes } from './manageRoutes';
import { leadVisit, visitFor } from './visits';
import { bookingWords, words } from '../words';
import {
  judgeWindow,
  openWindows,
  parseWindowId,
  windowId,
  windowLabels,
  type DayOfWindows,
  type WindowContext,
  type WindowVerdict,
} from './windows';

export interface BookingRoutesOptions {
  config: Pick<LeadConfig, 'siteUrl' | 'extraAllowedOrigins' | 'rateLimitPerMinute' | 'webhookUrl'>;
  bookings: BookingStore;
  availability: AvailabilityFile;
  timeZone: string;
  /** The lead tokens' HMAC key (the lead API's secret). */
  secret: string;
  /** The clock (tests pass a fixed one). */
  now?: () => number;
  /** Called once a change's e-mails are committed: the outbox sends them now. */
  wake?: () => void;
}

/** `GET /api/bookings/windows` allows this many reads per address per minute for each lead post allowed. */
export const WINDOWS_READS_PER_POST = 4;

const bookingBody = z.strictObject({
  lead: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  window: z.string().max(40),
});

const windowsQuery = z.object({
  service: z.string().max(40),
  job: z.string().max(40).optional(),
  lead: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});

/** Registers the booking routes in the lead API's scope. */
export async function registerBookingRoutes(scope: FastifyInstance, options: BookingRoutesOptions): Promise<void> {
  const { config, bookings, availability, timeZone, secret } = options;
  const now = options.now ?? Date.now;

  /** The window context now, with the bookings of the days offered. */
  async function context(): Promise<WindowContext> {
    const at = now();
    const horizon = at + (availability.horizonDays + 2) * 86_400_000;
    const [booked, closed] = await Promise.all([bookings.bookedCounts(at, horizon), bookings.closedDates()]);
    // The owner's closed dates: the content's, and those closed from the CLI (in the database).
    const closedDates = [...availability.closedDates, ...closed.map((date) => ({ date }))];
    return { availability: { ...availability, closedDates }, timeZone, now: at, booked };
  }

  const daysJson = (days: DayOfWindows[]) =>
    days.map((day) => ({
      date: day.date,
      label: windowLabels(day.windows[0]!, timeZone).day,
      windows: day.windows.map((window) => ({
        start: windowId(window.start, timeZone),
        end: windowId(window.end, timeZone),
        label: windowLabels(window, timeZone).time,
        remaining: window.remaining,
      })),
    }));

  // Counted per address like lead posts, with room for the reads one visitor makes (the choice after
  // each request, the list again after a taken window, the page without script reloaded).
  const windowsRateLimit = { max: config.rateLimitPerMinute * WINDOWS_READS_PER_POST, timeWindow: 60_000 };
  scope.get('/api/bookings/windows', { config: { rateLimit: windowsRateLimit } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const query = windowsQuery.safeParse(request.query);
    const visit = query.success ? visitFor(availability, query.data.service, query.data.job) : null;
    if (!query.success || !visit) return reply.code(422).send({ ok: false, message: bookingMessages.service });
    const days = openWindows(await context());
    const { lead, token } = query.data;
    if (lead && token && wantsHtml(request)) {
      if (!checkLeadToken(secret, lead, token))
        return html(reply.code(403), bookingMessageHtml(words.visitLinks.notValidTitle, bookingMessages.forged));
      const stored = await bookings.lead(lead);
      // "Call me instead": the request's own thank-you page on the site, which says what happens next.
      const callMeInstead = `${config.siteUrl}${thankYouPath({ kind: stored?.kind, ...stored?.data })}`;
      return html(
        reply,
        windowsFormHtml({
          title: bookingWords.choice.title,
          visitLabel: visit.label,
          days,
          action: '/api/bookings',
          hidden: { lead, token },
          timeZone,
          callMeInstead,
        }),
      );
    }
    return {
      ok: true,
      service: query.data.service,
      visit: { label: visit.label, minutes: visit.minutes },
      timeZone,
      days: daysJson(days),
    };
  });

  await registerManageRoutes(scope, {
    config,
    bookings,
    availability,
    timeZone,
    secret,
    context,
    now,
    wake: options.wake,
  });

  scope.post(
    '/api/bookings',
    {
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } },
      preParsing: async (request, reply) => {
        if (!isAllowedOrigin(request, config)) return refuse(request, reply, 403, leadMessages.forbidden);
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const parsed = bookingBody.safeParse(request.body);
      if (!parsed.success) return refuse(request, reply, 422, bookingMessages.fields);
      const { lead: leadId, token, window: posted } = parsed.data;
      if (!checkLeadToken(secret, leadId, token)) return refusal(request, reply, 403, bookingMessages.forged);

      let lead;
      try {
        lead = await bookings.lead(leadId);
      } catch (error) {
        return unavailable(request, reply, error);
      }
      // A valid token for a lead that is not stored: the secret signed an id no request got. Forged.
      if (!lead) return refusal(request, reply, 403, bookingMessages.forged);
      if (lead.spamReason) return refusal(request, reply, 409, bookingMessages.notReal);
      const requested = leadVisit(availability, lead);
      if (!requested) return refusal(request, reply, 422, bookingMessages.noVisit);

      let windows: WindowContext;
      let held: BookingRecord | null;
      try {
        [windows, held] = await Promise.all([context(), bookings.activeBookingOf(leadId)]);
      } catch (error) {
        return unavailable(request, reply, error);
      }
      const start = parseWindowId(posted);
      // A repeated post (a double tap, a retry after a lost answer) gets the booking it made; the window
      // it holds counts as full for everyone else, so this comes before the window is judged.
      if (held && held.windowStart === start) return booked(request, reply, held, requested.visit.label, false);
      if (held) return refusal(request, reply, 409, bookingMessages.leadBooked(held.reference));
      const judged = start === null ? { verdict: 'not-a-window' as const, window: null } : judgeWindow(windows, start);
      if (judged.verdict !== 'open' || !judged.window) {
        const verdict = judged.verdict === 'open' ? 'not-a-window' : judged.verdict;
        return pickAgain(request, reply, verdict === 'full' ? 409 : 422, verdict, windows, {
          leadId,
          token,
          visitLabel: requested.visit.label,
        });
      }

      let result;
      try {
        result = await bookings.book({
          leadId,
          windowStart: judged.window.start,
          windowEnd: judged.window.end,
          capacity: availability.visitsPerWindow,
          service: requested.service,
          job: requested.job,
          now: windows.now,
          jobKinds: bookingJobKinds(lead.data, !!config.webhookUrl),
        });
      } catch (error) {
        return unavailable(request, reply, error);
      }
      if (!result.ok && result.reason === 'full')
        // Taken between the check and the transaction: the next open windows, counted again.
        return pickAgain(request, reply, 409, 'full', await context(), {
          leadId,
          token,
          visitLabel: requested.visit.label,
        });
      if (!result.ok) return refusal(request, reply, 409, bookingMessages.leadBooked(result.booking.reference));
      if (result.created) {
        request.log.info(`booking ${result.booking.reference}: lead ${leadId}, ${posted}`);
        options.wake?.();
      }
      return booked(request, reply, result.booking, requested.visit.label, result.created);
    },
  );

  /** The answer to a booking made (201) or asked again (200): JSON, or the booked page without script. */
  function booked(
    request: FastifyRequest,
    reply: FastifyReply,
    booking: BookingRecord,
    label: string,
    created: boolean,
  ) {
    if (isFormPost(request)) {
      const window = { start: booking.windowStart, end: booking.windowEnd, date: '' };
      // Every quote request gives an address, to which the booking's e-mail goes.
      const steps = bookedSteps(booking, label, timeZone, 'sent');
      return html(reply.code(200), bookedHtml(booking.reference, label, window, timeZone, { steps }));
    }
    return reply.code(created ? 201 : 200).send({ ok: true, booking: bookingJson(booking) });
  }

  function bookingJson(booking: BookingRecord) {
    const window = { start: booking.windowStart, end: booking.windowEnd, date: '' };
    return {
      reference: booking.reference,
      start: windowId(booking.windowStart, timeZone),
      end: windowId(booking.windowEnd, timeZone),
      ...windowLabels(window, timeZone),
    };
  }

  /** A window that cannot be booked: the message and the next open windows (JSON), or the form again. */
  function pickAgain(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    verdict: Exclude<WindowVerdict, 'open'>,
    windows: WindowContext,
    form: { leadId: string; token: string; visitLabel: string },
  ) {
    const message = bookingMessages.window[verdict];
    const days = openWindows(windows);
    reply.code(status);
    if (isFormPost(request))
      return html(
        reply,
        windowsFormHtml({
          title: bookingWords.pages.pickAgainTitle,
          message,
          days,
          timeZone,
          visitLabel: form.visitLabel,
          action: '/api/bookings',
          hidden: { lead: form.leadId, token: form.token },
        }),
      );
    return reply.send({ ok: false, message, days: daysJson(days) });
  }
}

/** A refusal with nothing to pick: JSON, or a small page for a form posted without script. */
function refusal(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  if (!isFormPost(request)) return refuse(request, reply, status, message);
  return html(
    reply.code(status).header('Cache-Control', 'no-store'),
    bookingMessageHtml(bookingMessages.notBookedTitle, message),
  );
}

function unavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'booking could not be stored');
  reply.header('Retry-After', '1');
  return refuse(request, reply, 503, leadMessages.unavailable);
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function html(reply: FastifyReply, body: string) {
  return reply.type('text/html; charset=utf-8').send(body);
}

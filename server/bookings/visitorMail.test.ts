/**
 * The visitor's e-mails end to end, on SQLite and PostgreSQL, with a real SMTP server: the receipt of
 * a request (reference, what was asked, when a person sees it), the booking's e-mail with its .ics read
 * back by ical.js, and the reschedule and cancel links: each change a new invite of the same UID and a
 * higher SEQUENCE (CANCEL on cancel), and every bad link (replayed, edited, another booking's, a past
 * visit) refused with its message and nothing changed.
 */
import path from 'node:path';
import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { parse } from 'node-html-parser';
import { availability, bookingTimeZone } from '../../src/content/availability';
import { business } from '../../src/content/business';
import { defaultLeadConfig, type LeadConfig } from '../leads/config';
import type { SqlLeadStore } from '../leads/sqlStore';
import { calendarPart, startSmtpSink, testDatabases, type ReceivedMail, type SmtpSink } from '../leads/test/fixtures';
import { postFoundationLead, startBookingApp } from '../leads/test/leadApp';
import { BookingStore } from './bookingStore';
import { manageUrl, signManageLink } from './manageLinks';
import { manageMessages } from './manageRoutes';
import { bookingWords, fillOwn, words } from '../words';
import { officeTime } from '../../src/lib/test/officeClock';
import { nextSteps, requestReference } from './visitorMail';
import { openWindows, windowId } from './windows';

/** `text` as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SECRET = 'visitor-mail-secret';
const SITE = 'https://www.example.test';
const zone = bookingTimeZone;
const scratch = testDatabases('visitor-mail-');
const jsonHeaders = { 'content-type': 'application/json', origin: SITE };
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, accept: 'text/html' };

describe('what happens next, honest about office hours', () => {
  /** When the office opens, in the owner's words (content/messages.json). */
  const opening = (day: string, time: string) => fillOwn(words.officeOpens, { day, time });

  test('sent at 11 PM on a Saturday: a person sees it on Monday from 8 AM', () => {
    expect(nextSteps(officeTime('2026-11-28T23:00'))).toBe(
      fillOwn(bookingWords.emails.officeClosed, { opening: opening('Monday, November 30', '8 AM') }),
    );
  });
  test('sent on a weekday afternoon: the office is open', () => {
    expect(nextSteps(officeTime('2026-11-25T14:30'))).toMatch(/^Our office is open now/);
  });
  test('sent before opening on a Saturday: that morning at 9 AM; on the Sunday of a clock change: Monday at 8 AM', () => {
    expect(nextSteps(officeTime('2026-11-28T06:00'))).toContain(opening('Saturday, November 28', '9 AM'));
    expect(nextSteps(officeTime('2026-11-01T12:00'))).toContain(opening('Monday, November 2', '8 AM'));
  });
});

/** Posts a quote request as the page's script does; returns the lead's id and booking token. */
const sendLead = (app: FastifyInstance, fields: Record<string, unknown> = {}) =>
  postFoundationLead(app, { secret: SECRET, origin: SITE, fields });

function invite(mail: ReceivedMail) {
  const text = calendarPart(mail.raw);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence, event };
}

const linkOf = (mail: ReceivedMail, action: 'reschedule' | 'cancel') => {
  const match = new RegExp(`${SITE.replace(/\./g, '\\.')}/api/bookings/${action}\\?\\S+`).exec(mail.text);
  if (!match) throw new Error(`no ${action} link in: ${mail.text}`);
  return new URL(match[0]);
};

const fieldsOf = (html: string, selector: string) =>
  Object.fromEntries(
    parse(html)
      .querySelectorAll(`${selector} input[type="hidden"]`)
      .map((input) => [input.getAttribute('name')!, input.getAttribute('value')!]),
  );

let databases = 0;
const openings: [string, () => Promise<Partial<LeadConfig>>][] = [
  ['SQLite', async () => ({ sqlitePath: path.join(scratch.dir, `mail-${++databases}.db`) })],
  ['PostgreSQL', async () => ({ databaseUrl: await scratch.postgres.createDatabase(`visitor_mail_${++databases}`) })],
];

describe.each(openings)('on %s', (_name, database) => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  let reader: SqlLeadStore;
  let bookings: BookingStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const config: LeadConfig = {
      ...defaultLeadConfig,
      ...(await database()),
      tokenSecret: SECRET,
      smtpUrl: sink.url,
      notifyTo: 'office@blackland.test',
      mailFrom: 'Website <web@blackland.test>',
      rateLimitPerMinute: 1000,
      siteUrl: SITE,
      pollIntervalMs: 25,
      retryBaseMs: 20,
      retryCapMs: 100,
    };
    ({ app, reader, bookings, close } = await startBookingApp(config, path.join(scratch.dir, 'no-dist')));
  });
  afterAll(async () => {
    await close();
    await sink.close();
  });

  const mailTo = async (to: string, subject: RegExp, count = 1) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = sink.messages.filter((mail) => mail.to.includes(to) && subject.test(mail.headers.subject ?? ''));
      if (found.length >= count) return found[count - 1]!;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  test('every request with an address gets a receipt at once: reference, what was asked, what happens next', async () => {
    const { lead: id } = await sendLead(app, { email: 'receipt@example.com' });
    const mail = await mailTo(
      'receipt@example.com',
      new RegExp(`^${escapeRegExp(bookingWords.emails.receiptSubject.split(' (')[0]!)}`),
    );
    expect(mail.headers.subject).toContain(requestReference(id));
    expect(mail.headers['reply-to']).toContain(business.email);
    expect(mail.text).toContain(`Reference: ${requestReference(id)}`);
    expect(mail.text).toContain(`${bookingWords.emails.askedForLabel}: Foundation repair`);
    expect(mail.text).toMatch(/Our office is (open now|closed now\. A person will see your request on \w+day)/);
    expect(mail.text).toContain('We reply within 24 hours.');
    // Its visit can be booked: the private link to the choice of windows.
    expect(mail.text).toContain(`${SITE}/api/bookings/windows?service=foundation-repair&job=inspection&lead=${id}`);
    const lead = (await reader.listLeads()).find((item) => item.id === id)!;
    await waitFor(async () =>
      (await reader.listLeads()).find((item) => item.id === id)!.jobs.every((job) => job.status === 'sent'),
    );
    expect(lead.jobs.map((job) => job.kind).sort()).toEqual(['email', 'receipt']);
  });

  test('a booking e-mails its invite; the reschedule link moves it (same UID, higher SEQUENCE); the cancel link frees it', async () => {
    const email = `booker-${databases}@example.com`;
    const lead = await sendLead(app, { email });
    const days = openWindows({
      availability,
      timeZone: zone,
      now: Date.now(),
      booked: await bookings.bookedCounts(0, Date.now() * 2),
    });
    const first = windowId(days[0]!.windows.at(-1)!.start, zone);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: jsonHeaders,
      payload: { lead: lead.lead, token: lead.token, window: first },
    });
    expect(booked.statusCode).toBe(201);
    const reference = booked.json().booking.reference as string;

    const confirmation = await mailTo(email, new RegExp(`^${escapeRegExp(bookingWords.choice.bookedTitle)}`));
    expect(confirmation.text).toContain(`Reference: ${reference}`);
    expect(confirmation.text).toContain('Where: 1 Elm St, Dallas TX 75201');
    // Its steps speak of this e-mail as this one, not of "the booking e-mail" the visitor is reading.
    expect(confirmation.text).toContain('to change the time or cancel, use the links above');
    expect(confirmation.text.indexOf(`${bookingWords.emails.changeTime}: `)).toBeLessThan(
      confirmation.text.indexOf('use the links above'),
    );
    expect(confirmation.text).not.toMatch(/booking e-mail/i);
    const one = invite(confirmation);
    expect(one).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(one.event.startDate.toJSDate().getTime()).toBe(Date.parse(first));
    // The owner hears of it too.
    expect((await mailTo('office@blackland.test', new RegExp(`^Visit booked \\(${reference}\\)`))).text).toContain(
      'Ada Lovelace',
    );

    // Reschedule: the page lists the open windows; the post moves the visit in one transaction.
    const reschedule = linkOf(confirmation, 'reschedule');
    const page = await app.inject({ url: reschedule.pathname + reschedule.search });
    expect(page.statusCode).toBe(200);
    const radios = parse(page.body)
      .querySelectorAll('input[type="radio"]')
      .map((radio) => radio.getAttribute('value')!);
    expect(radios).not.toContain(first);
    const second = radios[0]!;
    const moved = await app.inject({
      method: 'POST',
      url: '/api/bookings/reschedule',
      headers: formHeaders,
      payload: new URLSearchParams({ ...fieldsOf(page.body, 'form'), window: second }).toString(),
    });
    expect(moved.statusCode).toBe(200);
    expect(parse(moved.body).querySelector('h1')!.text).toBe(bookingWords.pages.movedTitle);
    const movedMail = await mailTo(email, new RegExp(`^${escapeRegExp(bookingWords.pages.movedTitle)}`));
    const two = invite(movedMail);
    expect(two).toMatchObject({ method: 'REQUEST', uid: one.uid, sequence: 1 });
    expect(two.event.startDate.toJSDate().getTime()).toBe(Date.parse(second));
    // The first window is free again, the second taken.
    const counts = await bookings.bookedCounts(0, Date.now() * 2);
    expect(counts.get(Date.parse(first)) ?? 0).toBe(0);
    expect(counts.get(Date.parse(second))).toBe(1);

    // The first e-mail's links are dead now (replayed after a change): a clear message, nothing changed.
    const replayed = await app.inject({
      url: linkOf(confirmation, 'cancel').pathname + linkOf(confirmation, 'cancel').search,
    });
    expect(replayed.statusCode).toBe(410);
    expect(replayed.body).toContain(escapeApostrophes(manageMessages.stale));
    const replayedPost = await app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      headers: jsonHeaders,
      payload: Object.fromEntries(linkOf(confirmation, 'cancel').searchParams),
    });
    expect(replayedPost.statusCode).toBe(410);
    expect((await bookings.byReference(reference))!).toMatchObject({ status: 'booked', sequence: 1 });

    // Cancel with the newest link: one button, a POST.
    const cancel = linkOf(movedMail, 'cancel');
    const cancelPage = await app.inject({ url: cancel.pathname + cancel.search });
    expect(parse(cancelPage.body).querySelector('form button')!.text).toBe(bookingWords.pages.cancelButton);
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      headers: formHeaders,
      payload: new URLSearchParams(fieldsOf(cancelPage.body, 'form')).toString(),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(parse(cancelled.body).querySelector('h1')!.text).toBe(bookingWords.pages.cancelledTitle);
    const three = invite(await mailTo(email, new RegExp(`^${escapeRegExp(bookingWords.pages.cancelledTitle)}`)));
    expect(three).toMatchObject({ method: 'CANCEL', uid: one.uid, sequence: 2 });
    expect((await bookings.bookedCounts(0, Date.now() * 2)).get(Date.parse(second)) ?? 0).toBe(0);
    // Pressed again: dead, nothing more changes.
    const again = await app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      headers: jsonHeaders,
      payload: Object.fromEntries(cancel.searchParams),
    });
    expect(again.statusCode).toBe(410);
    expect((await bookings.byReference(reference))!.sequence).toBe(2);
  });

  test("an edited link, another booking's signature and a past visit are refused, nothing changed", async () => {
    const days = openWindows({
      availability,
      timeZone: zone,
      now: Date.now(),
      booked: await bookings.bookedCounts(0, Date.now() * 2),
    });
    let made = 0;
    const make = async (windowStart: number, windowEnd: number) => {
      const lead = await sendLead(app, { email: `edited-${++made}@example.com` });
      const result = await bookings.book({
        leadId: lead.lead,
        windowStart,
        windowEnd,
        capacity: 1,
        service: 'foundation-repair',
        job: 'inspection',
        now: Date.now(),
      });
      if (!result.ok) throw new Error('not booked');
      return result.booking;
    };
    const mine = await make(days[1]!.windows[0]!.start, days[1]!.windows[0]!.end);
    const theirs = await make(days[1]!.windows[1]!.start, days[1]!.windows[1]!.end);
    const post = (fields: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/bookings/cancel', headers: jsonHeaders, payload: fields });
    const good = Object.fromEntries(new URL(manageUrl(SITE, 'cancel', SECRET, mine)).searchParams);

    for (const forged of [
      { ...good, v: '1' }, // an edited version
      { ...good, booking: theirs.id }, // my signature on another booking
      { ...good, sig: signManageLink(SECRET, theirs.id, 0) }, // another booking's signature on mine
      { ...good, sig: signManageLink('a-guessed-secret', mine.id, 0) }, // made with another key
      { ...good, sig: `${good.sig!.slice(0, -1)}${good.sig!.endsWith('A') ? 'B' : 'A'}` }, // one character changed
    ]) {
      const answer = await post(forged);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ ok: false, message: manageMessages.forged });
    }
    expect(await bookings.byId(mine.id)).toMatchObject({ status: 'booked', sequence: 0 });
    expect(await bookings.byId(theirs.id)).toMatchObject({ status: 'booked', sequence: 0 });

    // A visit whose window has passed: its genuine links are dead.
    const start = DateTime.now()
      .setZone(zone)
      .minus({ days: 3 })
      .set({ hour: 8, minute: 0, second: 0, millisecond: 0 });
    const past = await make(start.toMillis(), start.plus({ hours: 2 }).toMillis());
    const pastLink = new URL(manageUrl(SITE, 'reschedule', SECRET, past));
    const pastPage = await app.inject({ url: pastLink.pathname + pastLink.search });
    expect(pastPage.statusCode).toBe(410);
    expect(parse(pastPage.body).querySelector('main p')!.text).toBe(manageMessages.past);
    const pastCancel = await post(Object.fromEntries(new URL(manageUrl(SITE, 'cancel', SECRET, past)).searchParams));
    expect(pastCancel.statusCode).toBe(410);
    expect(pastCancel.json().message).toBe(manageMessages.past);
    expect(await bookings.byId(past.id)).toMatchObject({ status: 'booked', sequence: 0 });
  });
});

async function waitFor(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The pages escape the apostrophe of "…" as &#39;. */
function escapeApostrophes(text: string): string {
  return text.replace(/'/g, '&#39;');
}

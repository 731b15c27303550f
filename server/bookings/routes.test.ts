/**
 * The booking API through Fastify's inject, on a real SQLite file: the windows offered, a booking made
 * with the lead's token, and each bad input (forged token, past window, outside the hours, too far,
 * full, a request without a visit, another site, too many posts) answered with its message and nothing
 * stored. With and without script (the windows as a form of radio buttons).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { parse } from 'node-html-parser';
import { availability, bookingTimeZone } from '../../src/content/availability';
import { defaultLeadConfig, type LeadConfig } from '../leads/config';
import { postFoundationLead, startBookingApp, writeFixturePages, type BookingTestApp } from '../leads/test/leadApp';
import { signLeadToken } from './leadToken';
import { bookingMessages, WINDOWS_READS_PER_POST } from './routes';
import { bookingWords } from '../words';
import { openWindows, windowId } from './windows';

const SECRET = 'test-secret-for-bookings';
const zone = bookingTimeZone;
const jsonHeaders = { 'content-type': 'application/json', origin: 'http://localhost' };
const formHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'http://localhost',
  accept: 'text/html',
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function makeApp(overrides: Partial<LeadConfig> = {}): Promise<BookingTestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookings-api-'));
  dirs.push(dir);
  const config: LeadConfig = {
    ...defaultLeadConfig,
    sqlitePath: path.join(dir, 'leads.db'),
    tokenSecret: SECRET,
    rateLimitPerMinute: 1000,
    siteUrl: 'https://www.example.test',
    ...overrides,
  };
  return startBookingApp(config, writeFixturePages(dir));
}

/** Posts a quote request as the page's script does; returns the lead's id and booking token. */
const sendLead = (app: FastifyInstance, fields: Record<string, unknown> = {}) =>
  postFoundationLead(app, { secret: SECRET, origin: jsonHeaders.origin, fields });

const book = (app: FastifyInstance, fields: Record<string, string>, headers: Record<string, string> = jsonHeaders) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: headers === jsonHeaders ? fields : new URLSearchParams(fields).toString(),
  });

type Forged = { lead: string; token: string };

/** The windows offered now, as the server computes them (same content, same clock). */
const offered = () => openWindows({ availability, timeZone: zone, now: Date.now() });
const local = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone }).toISO({ suppressMilliseconds: true })!;

describe('the booking API', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  test('offers the open windows of a service with a visit, grouped by day, from the next business day', async () => {
    const response = await t.app.inject({ url: '/api/bookings/windows?service=foundation-repair' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ ok: true, visit: { label: 'Free foundation inspection' }, timeZone: zone });
    const expected = offered();
    expect(body.days.map((day: { date: string }) => day.date)).toEqual(expected.map((day) => day.date));
    expect(body.days[0].windows[0]).toMatchObject({
      start: windowId(expected[0]!.windows[0]!.start, zone),
      label: expect.stringMatching(/^\d{1,2} [AP]M - \d{1,2} [AP]M$/),
      remaining: 1,
    });
    const today = DateTime.now().setZone(zone).toISODate();
    expect(body.days[0].date > today!).toBe(true);
  });

  test.each(['landscaping', 'nonsense', ''])(
    'a service without a visit (%j) is refused with a message',
    async (service) => {
      const response = await t.app.inject({ url: `/api/bookings/windows?service=${service}` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ ok: false, message: bookingMessages.service });
    },
  );

  test('books a window with the lead token; the same post again is the same booking; the window is gone', async () => {
    const { lead, token } = await sendLead(t.app);
    const window = windowId(offered()[0]!.windows[0]!.start, zone);
    const first = await book(t.app, { lead, token, window });
    expect(first.statusCode).toBe(201);
    const { booking } = first.json();
    expect(booking).toMatchObject({
      reference: expect.stringMatching(/^BK-/),
      start: window,
      time: expect.any(String),
    });
    const again = await book(t.app, { lead, token, window });
    expect(again.statusCode).toBe(200);
    expect(again.json().booking.reference).toBe(booking.reference);
    const after = (await t.app.inject({ url: '/api/bookings/windows?service=foundation-repair' })).json();
    expect(
      after.days.flatMap((day: { windows: { start: string }[] }) => day.windows.map((w) => w.start)),
    ).not.toContain(window);
    expect(await t.bookings.activeBookingOf(lead)).toMatchObject({
      reference: booking.reference,
      service: 'foundation-repair',
      job: 'inspection',
    });
  });

  test('a full window: 409, told at once, with the next open windows', async () => {
    const window = windowId(offered()[0]!.windows[1]!.start, zone);
    const [one, two] = [await sendLead(t.app), await sendLead(t.app)];
    expect((await book(t.app, { ...one, window })).statusCode).toBe(201);
    const late = await book(t.app, { ...two, window });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ ok: false, message: bookingMessages.window.full });
    const next = late.json().days.flatMap((day: { windows: { start: string }[] }) => day.windows.map((w) => w.start));
    expect(next.length).toBeGreaterThan(0);
    expect(next).not.toContain(window);
    expect(await t.bookings.activeBookingOf(two.lead)).toBeNull();
  });

  test('twenty visitors posting for one window at once: one booking', async () => {
    const window = windowId(offered()[1]!.windows[0]!.start, zone);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => sendLead(t.app)));
    const answers = await Promise.all(visitors.map((visitor) => book(t.app, { ...visitor, window })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
  });

  test.each([
    [
      'a token of another lead',
      async (lead: string): Promise<Forged> => ({ lead, token: signLeadToken(SECRET, 'another-lead') }),
    ],
    [
      'a token made with another key',
      async (lead: string): Promise<Forged> => ({ lead, token: signLeadToken('guessed-secret', lead) }),
    ],
    ['a made-up token', async (lead: string): Promise<Forged> => ({ lead, token: 'A'.repeat(43) })],
    [
      'a lead that does not exist',
      async (): Promise<Forged> => ({ lead: 'no-such-lead', token: signLeadToken(SECRET, 'no-such-lead') }),
    ],
  ])('a forged request (%s) is refused: 403, nothing booked', async (_name, forge) => {
    const { lead } = await sendLead(t.app);
    const window = windowId(offered()[2]!.windows[0]!.start, zone);
    const response = await book(t.app, { ...(await forge(lead)), window });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ok: false, message: bookingMessages.forged });
    expect(await t.bookings.activeBookingOf(lead)).toBeNull();
  });

  test.each([
    ['a window in the past', (): string => local(daysFromToday(-7), '10:00'), 'past'],
    ['a time outside the hours', (): string => local(offered()[0]!.date, '07:00'), 'not-a-window'],
    [
      'a window that does not start on the hour of one',
      // Half an hour into the day's first window (on a Saturday 09:00 is a window's start).
      (): string =>
        DateTime.fromMillis(offered()[0]!.windows[0]!.start, { zone })
          .plus({ minutes: 30 })
          .toISO({ suppressMilliseconds: true })!,
      'not-a-window',
    ],
    ['a window past the horizon', (): string => local(daysFromToday(availability.horizonDays + 1), '10:00'), 'too-far'],
    ['a time that is no time', (): string => 'tomorrow morning', 'not-a-window'],
    ['a time without its offset', (): string => `${offered()[0]!.date}T10:00`, 'not-a-window'],
  ] as const)('%s is refused with its message and the windows to pick from', async (_name, window, verdict) => {
    const visitor = await sendLead(t.app);
    const response = await book(t.app, { ...visitor, window: window() });
    expect(response.json().message).toBe(bookingMessages.window[verdict]);
    expect(response.statusCode).toBe(422);
    expect(response.json().days.length).toBeGreaterThan(0);
    expect(await t.bookings.activeBookingOf(visitor.lead)).toBeNull();
  });

  test('a request whose service has no visit, or a contact message, books nothing', async () => {
    const landscaping = await sendLead(t.app, { service: 'landscaping', job: 'new', landscapingWork: 'new' });
    const window = windowId(offered()[2]!.windows[1]!.start, zone);
    const response = await book(t.app, { ...landscaping, window });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ ok: false, message: bookingMessages.noVisit });
    expect(await t.bookings.activeBookingOf(landscaping.lead)).toBeNull();
  });

  test('bad fields, another site and a body that is not a booking are refused', async () => {
    const visitor = await sendLead(t.app);
    const window = windowId(offered()[2]!.windows[1]!.start, zone);
    expect((await book(t.app, { ...visitor })).statusCode).toBe(422);
    expect((await book(t.app, { ...visitor, window, extra: 'x' })).statusCode).toBe(422);
    const crossSite = await book(t.app, { ...visitor, window }, { ...jsonHeaders, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.bookings.activeBookingOf(visitor.lead)).toBeNull();
  });

  test('without script: the windows as a form of radio buttons by day, and its post books the visit', async () => {
    const visitor = await sendLead(t.app);
    const page = await t.app.inject({
      url: `/api/bookings/windows?service=foundation-repair&lead=${visitor.lead}&token=${visitor.token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const document = parse(page.body);
    expect(document.querySelector('h1')!.text).toBe(bookingWords.choice.title);
    const form = document.querySelector('form[action="/api/bookings"]')!;
    const groups = form.querySelectorAll('fieldset');
    expect(groups.map((group) => group.querySelector('legend')!.text)[0]).toMatch(
      /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/,
    );
    const radios = form.querySelectorAll('input[type="radio"][name="window"]');
    expect(radios.length).toBeGreaterThan(10);
    for (const radio of radios.slice(0, 3))
      expect(form.querySelector(`label[for="${radio.id}"]`)!.text.trim()).toMatch(/^\d{1,2} [AP]M - \d{1,2} [AP]M$/);
    expect(form.querySelector('button')!.text).toBe(bookingWords.choice.book);
    // Every open day is in the one form, the first four at once and the rest behind "More days" (a
    // native <details>), so the button is never three weeks of days below the first window.
    expect(groups.length).toBeGreaterThan(4);
    const later = form.querySelector('details')!;
    expect(later.querySelector('summary')!.text).toBe(bookingWords.choice.moreDays);
    expect(groups.filter((group) => !group.closest('details'))).toHaveLength(4);
    expect(later.querySelectorAll('fieldset')).toHaveLength(groups.length - 4);

    const fields = Object.fromEntries(
      form
        .querySelectorAll('input[type="hidden"]')
        .map((input) => [input.getAttribute('name')!, input.getAttribute('value')!]),
    );
    const chosen = radios[2]!.getAttribute('value')!;
    const answer = await book(t.app, { ...fields, window: chosen } as Record<string, string>, formHeaders);
    expect(answer.statusCode).toBe(200);
    const booked = parse(answer.body);
    expect(booked.querySelector('h1')!.text).toBe(bookingWords.choice.bookedTitle);
    const reference = (await t.bookings.activeBookingOf(visitor.lead))!.reference;
    expect(booked.text).toContain(reference);
    // It gave an address: its steps point to the booking's e-mail for the invite and the links.
    expect(booked.text).toContain('the booking e-mail holds the calendar invite');

    // The same window for another visitor without script: the form again, saying why.
    const other = await sendLead(t.app);
    const full = await book(t.app, { ...other, window: chosen }, formHeaders);
    expect(full.statusCode).toBe(409);
    const again = parse(full.body);
    expect(again.querySelector('[role="alert"]')!.text).toBe(bookingMessages.window.full);
    expect(again.querySelectorAll('input[type="radio"]').map((radio) => radio.getAttribute('value'))).not.toContain(
      chosen,
    );
  });

  test('without script, a forged link gets a page saying so, not the windows', async () => {
    const visitor = await sendLead(t.app);
    const page = await t.app.inject({
      url: `/api/bookings/windows?service=foundation-repair&lead=${visitor.lead}&token=${'B'.repeat(43)}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(403);
    expect(parse(page.body).querySelectorAll('input[type="radio"]')).toHaveLength(0);
    expect(parse(page.body).querySelector('main p')!.text).toBe(bookingMessages.forged);
  });
});

test('bookings are rate limited per address, as leads are', async () => {
  const t = await makeApp({ rateLimitPerMinute: 2 });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await book(t.app, { lead: 'x', token: 'A'.repeat(43), window: 'no' })).statusCode);
    expect(statuses).toEqual([403, 403, 429]);
  } finally {
    await t.close();
  }
});

test('reading the windows is rate limited per address: a flooder gets 429, another visitor still reads them', async () => {
  const t = await makeApp({ rateLimitPerMinute: 1 });
  try {
    const read = (ip: string) =>
      t.app.inject({ url: '/api/bookings/windows?service=foundation-repair', remoteAddress: ip });
    const statuses = [];
    for (let i = 0; i < WINDOWS_READS_PER_POST + 3; i++) statuses.push((await read('203.0.113.7')).statusCode);
    expect(statuses).toEqual([...Array<number>(WINDOWS_READS_PER_POST).fill(200), ...Array<number>(3).fill(429)]);
    expect((await read('203.0.113.8')).statusCode).toBe(200);
  } finally {
    await t.close();
  }
});

/** The first Monday-to-Friday date, not closed, `days` or more from today (negative: before it, going back). */
function daysFromToday(days: number): string {
  const step = days < 0 ? -1 : 1;
  for (let date = DateTime.now().setZone(zone).plus({ days }); ; date = date.plus({ days: step })) {
    const closed = availability.closedDates.some((item) => item.date === date.toISODate());
    if (date.weekday <= 5 && !closed) return date.toISODate()!;
  }
}

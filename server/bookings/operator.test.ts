/**
 * The owner's booking commands on a real SQLite store beside a running API: a day's visits, cancelling
 * one by its reference (the visitor's cancel e-mail queued, the window free again), and closing a date
 * (the windows skip it; the visit already booked that day stands and is listed to call).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bookingTimeZone } from '../../src/content/availability';
import { defaultLeadConfig, type LeadConfig } from '../leads/config';
import type { SqlLeadStore } from '../leads/sqlStore';
import { postFoundationLead, startBookingApp } from '../leads/test/leadApp';
import { BookingStore } from './bookingStore';
import { bookingsCommand } from './operator';

const SECRET = 'operator-secret';
const headers = { 'content-type': 'application/json', origin: 'https://www.example.test' };
let dir: string;
let app: FastifyInstance;
let reader: SqlLeadStore;
let bookings: BookingStore;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bookings-operator-'));
  const config: LeadConfig = {
    ...defaultLeadConfig,
    sqlitePath: path.join(dir, 'leads.db'),
    tokenSecret: SECRET,
    rateLimitPerMinute: 1000,
    siteUrl: 'https://www.example.test',
  };
  ({ app, reader, bookings, close } = await startBookingApp(config, path.join(dir, 'no-dist')));
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

async function bookFirstWindow(): Promise<{ reference: string; date: string; start: string }> {
  const { lead, token } = await postFoundationLead(app, {
    secret: SECRET,
    origin: headers.origin,
    fields: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', address: '2 Oak Ave, Plano TX' },
  });
  const windows = (await app.inject({ url: '/api/bookings/windows?service=foundation-repair' })).json();
  const day = windows.days[0];
  const booked = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: { lead, token, window: day.windows[0].start },
  });
  expect(booked.statusCode).toBe(201);
  return { reference: booked.json().booking.reference, date: day.date, start: day.windows[0].start };
}

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  return bookingsCommand(args, bookings, false, { out: (line) => out.push(line), err: (line) => err.push(line) }).then(
    (status) => ({ status, out: out.join('\n'), err: err.join('\n') }),
  );
}

test("lists a day's visits, and closing the date keeps them, listed to call, while the windows skip it", async () => {
  const { reference, date } = await bookFirstWindow();
  const listed = await run(['--date', date]);
  expect(listed.status).toBe(0);
  expect(listed.out).toContain(`Visits on ${date}: 1 booked`);
  expect(listed.out).toContain(reference);
  expect(listed.out).toContain('Grace Hopper, (214) 555-0147, 2 Oak Ave, Plano TX');

  const closed = await run(['close', date]);
  expect(closed.status).toBe(0);
  expect(closed.out).toContain(`Closed ${date} to new visits.`);
  expect(closed.out).toContain('1 visit(s) still booked that day: call each visitor');
  expect(closed.out).toContain(reference);
  expect((await bookings.byReference(reference))!.status).toBe('booked');
  const windows = (await app.inject({ url: '/api/bookings/windows?service=foundation-repair' })).json();
  expect(windows.days.map((day: { date: string }) => day.date)).not.toContain(date);
  expect(bookingTimeZone).toBe('America/Chicago');
});

test("cancels a visit by its reference: the window is free, the visitor's cancel e-mail queued; bad input changes nothing", async () => {
  const { reference, start } = await bookFirstWindow();
  const booking = (await bookings.byReference(reference))!;
  expect((await run(['cancel', 'BK-NOPE-NOPE'])).status).toBe(1);
  expect((await run(['cancel'])).err).toContain('Give its reference');
  expect((await run(['close', '2026-02-30'])).status).toBe(1);

  const cancelled = await run(['cancel', reference.toLowerCase()]);
  expect(cancelled.status).toBe(0);
  expect(cancelled.out).toContain(`Cancelled`);
  expect(await bookings.byReference(reference)).toMatchObject({ status: 'cancelled', sequence: 1 });
  expect((await bookings.bookedCounts(0, Date.parse(start) + 1)).get(Date.parse(start)) ?? 0).toBe(0);
  const jobs = (await reader.listLeads()).find((lead) => lead.id === booking.leadId)!.jobs;
  expect(
    jobs
      .filter((job) => job.topic === `${booking.id}:1`)
      .map((job) => job.kind)
      .sort(),
  ).toEqual(['booking', 'booking-owner']);
  // Again: it is no longer booked.
  expect((await run(['cancel', reference])).status).toBe(1);
});

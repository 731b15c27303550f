/**
 * No double booking, ever: the booking store on SQLite and on PostgreSQL (the run's server, a fresh
 * database per test), with 50 concurrent visitors racing for the last place of a window, on
 * PostgreSQL from two connection pools (two API processes' worth). And the database's own guard: no
 * statement can leave a window with more bookings than places.
 */
import path from 'node:path';
import { openPostgresStore } from '../leads/postgresStore';
import { openSqliteStore } from '../leads/sqliteStore';
import type { SqlLeadStore } from '../leads/sqlStore';
import { testDatabases } from '../leads/test/fixtures';
import { BookingStore, newReference } from './bookingStore';

const scratch = testDatabases('bookings-store-');
let opened = 0;

const hour = 3_600_000;
const windowStart = Date.UTC(2026, 11, 2, 14);

/** Stores `count` real leads and returns their ids (a booking refers to its lead). */
async function leads(store: SqlLeadStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `lead-${++opened}-${i}`;
    await store.insertLead(
      {
        id,
        idempotencyKey: `key-${id}`,
        kind: 'quote',
        formId: 'dialog',
        data: { service: 'foundation-repair', job: 'inspection' },
        spamReason: null,
        ip: null,
        userAgent: null,
        page: null,
        createdAt: Date.now(),
      },
      [],
    );
    ids.push(id);
  }
  return ids;
}

const attempt = (bookings: BookingStore, leadId: string, capacity = 1, start = windowStart) =>
  bookings.book({
    leadId,
    windowStart: start,
    windowEnd: start + 2 * hour,
    capacity,
    service: 'foundation-repair',
    job: 'inspection',
    now: Date.now(),
  });

type Opened = { stores: SqlLeadStore[]; bookings: BookingStore[] };
const openers: [string, () => Promise<Opened>][] = [
  [
    'SQLite',
    async () => {
      const store = await openSqliteStore(path.join(scratch.dir, `bookings-${++opened}.db`)).whenOpen();
      return { stores: [store], bookings: [new BookingStore(store.db, 'sqlite')] };
    },
  ],
  [
    'PostgreSQL, two pools',
    async () => {
      const url = await scratch.postgres.createDatabase(`bookings_${++opened}`);
      // Two stores, two pools of 10 connections: what two API processes on one database hold.
      const stores = [await openPostgresStore(url), await openPostgresStore(url)];
      return { stores, bookings: stores.map((store) => new BookingStore(store.db, 'postgres')) };
    },
  ],
];

describe.each(openers)('%s', (_name, open) => {
  let db: Opened;
  beforeEach(async () => {
    db = await open();
  });
  afterEach(async () => {
    for (const store of db.stores) await store.close();
  });
  const bookerFor = (i: number) => db.bookings[i % db.bookings.length]!;

  test('50 visitors racing for the last place: exactly one gets it, the others are told it is full', async () => {
    const ids = await leads(db.stores[0]!, 50);
    const results = await Promise.all(ids.map((id, i) => attempt(bookerFor(i), id)));
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'full')).toHaveLength(49);
    expect(await db.bookings[0]!.bookingsBetween(windowStart, windowStart + 1)).toHaveLength(1);
    expect(await db.bookings[0]!.bookedCounts(windowStart, windowStart + 1)).toEqual(new Map([[windowStart, 1]]));
  }, 60_000);

  test('50 visitors for three windows of two places: six bookings, two per window', async () => {
    const ids = await leads(db.stores[0]!, 50);
    const starts = [0, 2, 4].map((h) => windowStart + h * hour);
    const results = await Promise.all(ids.map((id, i) => attempt(bookerFor(i), id, 2, starts[i % 3])));
    expect(results.filter((result) => result.ok)).toHaveLength(6);
    const counts = await db.bookings[1 % db.bookings.length]!.bookedCounts(starts[0]!, starts[2]! + 1);
    expect([...counts.values()]).toEqual([2, 2, 2]);
  }, 60_000);

  test('one lead holds one visit: the same window again is the same booking, another window is refused', async () => {
    const [id] = await leads(db.stores[0]!, 1);
    const first = await attempt(db.bookings[0]!, id!, 3);
    const again = await Promise.all([attempt(bookerFor(0), id!, 3), attempt(bookerFor(1), id!, 3)]);
    expect(first).toMatchObject({ ok: true, created: true });
    for (const result of again) expect(result).toMatchObject({ ok: true, created: false });
    if (!first.ok) throw new Error('not booked');
    expect(again.map((result) => result.ok && result.booking.reference)).toEqual([
      first.booking.reference,
      first.booking.reference,
    ]);
    expect(await attempt(db.bookings[0]!, id!, 3, windowStart + 2 * hour)).toMatchObject({
      ok: false,
      reason: 'lead-booked',
    });
    expect(await db.bookings[0]!.bookedCounts(windowStart, windowStart + 3 * hour)).toEqual(
      new Map([[windowStart, 1]]),
    );
  });

  test('the database refuses a window with more bookings than places, whatever the statement', async () => {
    const [id] = await leads(db.stores[0]!, 1);
    expect(await attempt(db.bookings[0]!, id!)).toMatchObject({ ok: true });
    await expect(
      db.stores[0]!.db.updateTable('booking_windows')
        .set((eb) => ({ booked: eb('booked', '+', 1) }))
        .where('window_start', '=', windowStart)
        .execute(),
    ).rejects.toThrow(/CHECK|check constraint/i);
  });

  test('a lowered capacity takes effect for new bookings and never drops one already made', async () => {
    const ids = await leads(db.stores[0]!, 3);
    expect(await attempt(db.bookings[0]!, ids[0]!, 2)).toMatchObject({ ok: true });
    expect(await attempt(db.bookings[0]!, ids[1]!, 2)).toMatchObject({ ok: true });
    expect(await attempt(db.bookings[0]!, ids[2]!, 1)).toEqual({ ok: false, reason: 'full' });
    expect(await db.bookings[0]!.bookingsBetween(windowStart, windowStart + 1)).toHaveLength(2);
  });
});

test('references are unguessable and easy to read out: BK-XXXX-XXXX without 0, O, 1, I, L or U', () => {
  const references = new Set(Array.from({ length: 2000 }, newReference));
  expect(references.size).toBe(2000);
  for (const reference of references) expect(reference).toMatch(/^BK-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
});

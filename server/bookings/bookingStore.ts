/**
 * Estimate visits in the lead store's database (SQLite or PostgreSQL, the tables of migration 3 in
 * server/leads/migrations.ts), written once with Kysely like the lead store.
 *
 * The one promise that matters: a window never holds more bookings than its places. The booking
 * transaction counts on the window's row (`booked = booked + 1 … WHERE booked < capacity`) and inserts
 * the booking only when that changed the row; migrations.ts says why a counter row holds under
 * concurrent transactions on both databases, and its CHECK refuses any statement that would overfill.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { BookingStatus, BookingsTable, LeadDb } from '../leads/database';
import { newJobRow } from '../leads/sqlStore';
import type { JobKind } from '../leads/store';

export interface BookingRecord {
  id: string;
  reference: string;
  leadId: string;
  windowStart: number;
  windowEnd: number;
  service: string;
  job: string;
  status: BookingStatus;
  sequence: number;
  createdAt: number;
  updatedAt: number;
}

export interface NewBooking {
  leadId: string;
  windowStart: number;
  windowEnd: number;
  /** The window's places now (the owner's `visitsPerWindow`). */
  capacity: number;
  service: string;
  job: string;
  now: number;
  /** The outbox jobs the booking queues in its transaction (its e-mails), each with the topic "<id>:<sequence>". */
  jobKinds?: JobKind[];
}

/** A change asked through a manage link: the booking at the version the link was made for. */
export interface BookingChange {
  bookingId: string;
  sequence: number;
  now: number;
  jobKinds?: JobKind[];
}

/**
 * gone: no such booking; stale: it changed (or was cancelled) since the link was made; past: its
 * window has begun; full: the new window has no place left; same: the new window is the one it holds.
 */
export type ChangeResult =
  | { ok: true; booking: BookingRecord }
  | { ok: false; reason: 'gone' | 'stale' | 'past' | 'full' | 'same'; booking?: BookingRecord };

export type BookResult =
  | { ok: true; booking: BookingRecord; created: boolean }
  /** full: no place left; lead-booked: this lead already holds another window (`booking`). */
  | { ok: false; reason: 'full' }
  | { ok: false; reason: 'lead-booked'; booking: BookingRecord };

/** The lead a booking is asked for, as the booking API needs it. */
export interface BookableLead {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  spamReason: string | null;
}

/** Letters and digits that cannot be misread over the phone (no 0/O, 1/I/L, U). */
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "BK-7KQ2-M9XD": 8 characters of 30, about 39 bits (unique in the table: a clash, about one in 10^11 per pair, fails that booking). */
export function newReference(): string {
  const chars = Array.from({ length: 8 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('');
  return `BK-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export class BookingStore {
  constructor(
    private readonly db: LeadDb,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  /** The lead, when it exists. */
  async lead(leadId: string): Promise<BookableLead | null> {
    const row = await this.db
      .selectFrom('leads')
      .select(['id', 'kind', 'data', 'spam_reason'])
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!row) return null;
    const data = typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
    return { id: row.id, kind: row.kind, data, spamReason: row.spam_reason };
  }

  /** Bookings per window start (epoch ms) for windows starting in [from, to). */
  async bookedCounts(from: number, to: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('booking_windows')
      .select(['window_start', 'booked'])
      .where('window_start', '>=', from)
      .where('window_start', '<', to)
      .where('booked', '>', 0)
      .execute();
    return new Map(rows.map((row) => [Number(row.window_start), Number(row.booked)]));
  }

  /** The booked (not cancelled) visit of a lead, if any. */
  async activeBookingOf(leadId: string): Promise<BookingRecord | null> {
    const row = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('lead_id', '=', leadId)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    return row ? bookingFromRow(row) : null;
  }

  /**
   * Books the window for the lead, in one transaction that takes a place in the window's counter row
   * first: exactly as many racers as places succeed. The same lead asking again for the window it holds
   * gets its booking back (`created: false`).
   */
  async book(input: NewBooking): Promise<BookResult> {
    try {
      return await this.db.transaction().execute(async (trx): Promise<BookResult> => {
        const held = await trx
          .selectFrom('bookings')
          .selectAll()
          .where('lead_id', '=', input.leadId)
          .where('status', '=', 'booked')
          .$if(this.dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (held) {
          const booking = bookingFromRow(held);
          return booking.windowStart === input.windowStart
            ? { ok: true, booking, created: false }
            : { ok: false, reason: 'lead-booked', booking };
        }
        if (!(await takeSeat(trx, input.windowStart, input.capacity))) return { ok: false, reason: 'full' };
        const row = {
          id: randomUUID(),
          reference: newReference(),
          lead_id: input.leadId,
          window_start: input.windowStart,
          window_end: input.windowEnd,
          service: input.service,
          job: input.job,
          status: 'booked' as const,
          sequence: 0,
          created_at: input.now,
          updated_at: input.now,
        };
        await trx.insertInto('bookings').values(row).execute();
        await queueJobs(trx, input.leadId, row.id, 0, input.jobKinds ?? [], input.now);
        return { ok: true, created: true, booking: bookingFromRow(row) };
      });
    } catch (error) {
      // Two posts of one lead at once on PostgreSQL: the partial unique index stops the second (its
      // transaction, seat included, rolled back); it gets the booking the first made.
      if (!isUniqueViolation(error)) throw error;
      const booking = await this.activeBookingOf(input.leadId);
      if (!booking) throw error;
      return booking.windowStart === input.windowStart
        ? { ok: true, booking, created: false }
        : { ok: false, reason: 'lead-booked', booking };
    }
  }

  /** The dates the owner closed from the CLI, oldest first. */
  async closedDates(): Promise<string[]> {
    const rows = await this.db.selectFrom('booking_closed_dates').select('date').orderBy('date').execute();
    return rows.map((row) => row.date);
  }

  /** Closes a date to new visits (again: nothing changes); returns the bookings that stand on it. */
  async closeDate(date: string, from: number, to: number, now: number): Promise<BookingRecord[]> {
    await this.db
      .insertInto('booking_closed_dates')
      .values({ date, created_at: now })
      .onConflict((conflict) => conflict.column('date').doNothing())
      .execute();
    return (await this.bookingsBetween(from, to)).filter((booking) => booking.status === 'booked');
  }

  /** The lead's booking to show (its booked one, else its newest), or null. */
  async latestOf(leadId: string): Promise<BookingRecord | null> {
    return (await this.latestOfLeads([leadId])).get(leadId) ?? null;
  }

  /** A booking by its id, or null. */
  async byId(bookingId: string): Promise<BookingRecord | null> {
    const row = await this.db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
    return row ? bookingFromRow(row) : null;
  }

  /** A booking by its reference (the office's handle), or null. */
  async byReference(reference: string): Promise<BookingRecord | null> {
    const row = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('reference', '=', reference.trim().toUpperCase())
      .executeTakeFirst();
    return row ? bookingFromRow(row) : null;
  }

  /** The newest booking of each of these leads (booked or cancelled), for the list and the export. */
  async latestOfLeads(leadIds: string[]): Promise<Map<string, BookingRecord>> {
    if (leadIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('lead_id', 'in', leadIds)
      .orderBy('updated_at')
      .execute();
    // Ordered oldest change first: the last written per lead is its newest, and a booked one wins.
    const latest = new Map<string, BookingRecord>();
    for (const booking of rows.map(bookingFromRow)) {
      const held = latest.get(booking.leadId);
      if (!held || held.status !== 'booked' || booking.status === 'booked') latest.set(booking.leadId, booking);
    }
    return latest;
  }

  /** Cancels the booking if it is still at `sequence` and its window has not begun: its place is freed. */
  async cancel(change: BookingChange): Promise<ChangeResult> {
    return this.db.transaction().execute(async (trx): Promise<ChangeResult> => {
      const checked = await this.heldAt(trx, change);
      if (!checked.ok) return checked;
      const { booking } = checked;
      await freeSeat(trx, booking.windowStart);
      const sequence = booking.sequence + 1;
      await trx
        .updateTable('bookings')
        .set({ status: 'cancelled', sequence, updated_at: change.now })
        .where('id', '=', booking.id)
        .execute();
      await queueJobs(trx, booking.leadId, booking.id, sequence, change.jobKinds ?? [], change.now);
      return { ok: true, booking: { ...booking, status: 'cancelled', sequence, updatedAt: change.now } };
    });
  }

  /**
   * Moves the booking, if it is still at `sequence` and its window has not begun, to another window:
   * one transaction takes a place in the new window (as booking does, the database holding the
   * capacity) and frees the old one; nothing changes when the new window is full.
   */
  async reschedule(
    change: BookingChange & { windowStart: number; windowEnd: number; capacity: number },
  ): Promise<ChangeResult> {
    return this.db.transaction().execute(async (trx): Promise<ChangeResult> => {
      const checked = await this.heldAt(trx, change);
      if (!checked.ok) return checked;
      const { booking } = checked;
      if (booking.windowStart === change.windowStart) return { ok: false, reason: 'same', booking };
      if (!(await takeSeat(trx, change.windowStart, change.capacity))) return { ok: false, reason: 'full', booking };
      await freeSeat(trx, booking.windowStart);
      const sequence = booking.sequence + 1;
      await trx
        .updateTable('bookings')
        .set({ window_start: change.windowStart, window_end: change.windowEnd, sequence, updated_at: change.now })
        .where('id', '=', booking.id)
        .execute();
      await queueJobs(trx, booking.leadId, booking.id, sequence, change.jobKinds ?? [], change.now);
      return {
        ok: true,
        booking: {
          ...booking,
          windowStart: change.windowStart,
          windowEnd: change.windowEnd,
          sequence,
          updatedAt: change.now,
        },
      };
    });
  }

  /** The booking, locked for the transaction, when it is still booked at `sequence` and not begun. */
  private async heldAt(
    trx: LeadDb,
    change: BookingChange,
  ): Promise<
    { ok: true; booking: BookingRecord } | { ok: false; reason: 'gone' | 'stale' | 'past'; booking?: BookingRecord }
  > {
    const row = await trx
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', change.bookingId)
      .$if(this.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'gone' };
    const booking = bookingFromRow(row);
    if (booking.status !== 'booked' || booking.sequence !== change.sequence)
      return { ok: false, reason: 'stale', booking };
    if (booking.windowStart <= change.now) return { ok: false, reason: 'past', booking };
    return { ok: true, booking };
  }

  /** Every booking of windows starting in [from, to), oldest window first (the bench and the operator). */
  async bookingsBetween(from: number, to: number): Promise<BookingRecord[]> {
    const rows = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('window_start', '>=', from)
      .where('window_start', '<', to)
      .orderBy('window_start')
      .orderBy('created_at')
      .execute();
    return rows.map(bookingFromRow);
  }
}

/**
 * Takes a place in the window, inside the caller's transaction: false when none is left. The window's
 * counter row is made on first use; the update changes it only while a place is left, and concurrent
 * bookers of one window wait here for each other (row lock on PostgreSQL, the write lock on SQLite)
 * and re-check the count.
 */
async function takeSeat(trx: LeadDb, windowStart: number, capacity: number): Promise<boolean> {
  await trx
    .insertInto('booking_windows')
    .values({ window_start: windowStart, capacity, booked: 0 })
    .onConflict((conflict) => conflict.column('window_start').doNothing())
    .execute();
  const seat = await trx
    .updateTable('booking_windows')
    .set((eb) => ({ booked: eb('booked', '+', 1), capacity }))
    .where('window_start', '=', windowStart)
    .where('booked', '<', capacity)
    .executeTakeFirst();
  return Number(seat.numUpdatedRows) === 1;
}

/** Gives the window's place back, inside the caller's transaction. */
async function freeSeat(trx: LeadDb, windowStart: number) {
  await trx
    .updateTable('booking_windows')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('window_start', '=', windowStart)
    .where('booked', '>', 0)
    .execute();
}

/** The e-mails of a booking's change, queued with it: topic "<booking id>:<sequence>". */
async function queueJobs(
  trx: LeadDb,
  leadId: string,
  bookingId: string,
  sequence: number,
  kinds: JobKind[],
  now: number,
) {
  if (kinds.length === 0) return;
  await trx
    .insertInto('jobs')
    .values(kinds.map((kind) => newJobRow(leadId, kind, now, `${bookingId}:${sequence}`)))
    .execute();
}

function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = error as { code?: string; errcode?: number };
  // pg: 23505 unique_violation; node:sqlite: SQLITE_CONSTRAINT_UNIQUE (2067).
  return code === '23505' || errcode === 2067;
}

function bookingFromRow(row: Selectable<BookingsTable>): BookingRecord {
  return {
    id: row.id,
    reference: row.reference,
    leadId: row.lead_id,
    windowStart: Number(row.window_start),
    windowEnd: Number(row.window_end),
    service: row.service,
    job: row.job,
    status: row.status,
    sequence: Number(row.sequence),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/**
 * What the lead and booking tests and the booking benchmark set up alike, written once: the fixture
 * pages in a dist/ of their own (the no-script answers are made from them, so no build is needed), and
 * the sample quote request, a foundation inspection (a request that books a visit); the server with
 * a reader of its database, and the request posted as the page's script posts it. Not used by the
 * production server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BookingStore } from '../../bookings/bookingStore';
import { buildServer } from '../../buildServer';
import type { LeadConfig } from '../config';
import { openLeadStore } from '../openLeadStore';
import type { SqlLeadStore } from '../sqlStore';
import { signFormToken } from '../tokens';
import { fixtureHtmlFiles } from './fixtures';

/** Writes the fixture pages into `<dir>/dist` and returns that directory. */
export function writeFixturePages(dir: string): string {
  const distDir = path.join(dir, 'dist');
  for (const [file, html] of Object.entries(fixtureHtmlFiles())) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), html);
  }
  return distDir;
}

/** Who the sample requests come from: the answers every quote form asks. */
export const sampleVisitor = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '214-555-0147',
  address: '1 Elm St, Dallas TX 75201',
} as const;

/** A foundation inspection request from the quote dialog, valid as it is; the caller adds its key and token. */
export function sampleFoundationRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'quote',
    formId: 'dialog',
    website: '',
    ...sampleVisitor,
    service: 'foundation-repair',
    job: 'inspection',
    timeline: '1month',
    privacyConsent: true,
    ...overrides,
  };
}

/** The lead API with its booking routes, and a second connection to its database to read what it stored. */
export interface BookingTestApp {
  app: FastifyInstance;
  reader: SqlLeadStore;
  bookings: BookingStore;
  close: () => Promise<void>;
}

/** Starts the server on `config` (SQLite or PostgreSQL, as the config says) and opens its reader. */
export async function startBookingApp(config: LeadConfig, distDir: string): Promise<BookingTestApp> {
  const app = await buildServer({ distDir, leads: { config } });
  await app.ready();
  const reader = (await openLeadStore({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
  })) as SqlLeadStore;
  return {
    app,
    reader,
    bookings: new BookingStore(reader.db, reader.dialect),
    close: async () => {
      await app.close();
      await reader.close();
    },
  };
}

let posted = 0;

/**
 * Posts a foundation inspection request as the page's script does (a new idempotency key; a form
 * token signed with the server's secret, old enough for the fill-time check) and returns the lead's
 * id and the token that books its visit.
 */
export async function postFoundationLead(
  app: FastifyInstance,
  { secret, origin, fields = {} }: { secret: string; origin: string; fields?: Record<string, unknown> },
): Promise<{ lead: string; token: string }> {
  posted += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { 'content-type': 'application/json', origin },
    payload: sampleFoundationRequest({
      idempotencyKey: `test-lead-${Date.now()}-${posted}`,
      formToken: signFormToken(secret, Date.now() - 10_000 - posted),
      ...fields,
    }),
  });
  if (response.statusCode !== 201) throw new Error(`the lead was not stored: ${response.statusCode} ${response.body}`);
  const { id, bookingToken } = response.json() as { id: string; bookingToken: string };
  return { lead: id, token: bookingToken };
}

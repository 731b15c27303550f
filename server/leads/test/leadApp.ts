/**
 * What the lead and booking tests and the booking benchmark set up alike, written once: the fixture
 * pages in a dist/ of their own (the no-script answers are made from them, so no build is needed), and
 * the sample quote request, a foundation inspection (a request that books a visit). Not used by the
 * production server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

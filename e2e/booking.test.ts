/**
 * Booking the free estimate visit with JavaScript, in place: a foundation inspection requested from
 * /services/foundation-repair is offered its open arrival windows in the dialog's confirmation, and
 * the first window of the next business day is booked by keyboard alone (stored in the lead store's
 * bookings); a window taken by another visitor meanwhile is said at once, with the windows still open;
 * "Call me instead" keeps the request and books nothing. axe on the choice of windows.
 *
 * The server runs on the real clock: the expected windows come from the same windows module the API
 * uses (server/bookings/windows.ts), at the moment of the test.
 */
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'puppeteer-core';
import { openWindows, windowId, windowLabels } from '../server/bookings/windows';
import { availability, bookingTimeZone } from '../src/content/availability';
import { browserForFile, watchEachTest } from './browser';
import { dialogAxeViolations, fillAtOnce, openDialog, sendDialogWithScript, storedLead } from './serviceQuote';
import { serverForFile } from './testServer';
import { bookingWords } from '../server/words';

const { choice } = bookingWords;

const browser = browserForFile();
const server = serverForFile();
/** The race test's 409 is the point of it: the browser logs the refused post as a console error. */
const visitor = watchEachTest(browser, {
  width: 375,
  forAxe: true,
  reducedMotion: true,
  ignore: (text) => text.includes('status of 409'),
});

const path = '/services/foundation-repair';
const pickTime = `::-p-aria([name="${choice.title}"][role="heading"])`;

/** The open windows now, as the API computes them, with what is booked in this file's store. */
function expectedDays() {
  const db = new DatabaseSync(server().dbPath, { readOnly: true });
  const rows = db.prepare("SELECT window_start FROM bookings WHERE status = 'booked'").all() as {
    window_start: number | string;
  }[];
  db.close();
  const booked = new Map<number, number>();
  for (const row of rows) {
    const start = Number(row.window_start);
    booked.set(start, (booked.get(start) ?? 0) + 1);
  }
  return openWindows({ availability, timeZone: bookingTimeZone, now: Date.now(), booked }).map((day) => ({
    label: windowLabels(day.windows[0]!, bookingTimeZone).day,
    windows: day.windows.map((window) => ({
      start: windowId(window.start, bookingTimeZone),
      label: windowLabels(window, bookingTimeZone).time,
    })),
  }));
}

function bookingsOf(leadId: string) {
  const db = new DatabaseSync(server().dbPath, { readOnly: true });
  const rows = db.prepare('SELECT window_start, status FROM bookings WHERE lead_id = ?').all(leadId);
  db.close();
  return rows as { window_start: number | string; status: string }[];
}

/** Sends a foundation inspection request from the dialog; resolves once the choice of windows shows. */
async function requestInspection(page: Page, email: string) {
  await visitor.open(server().baseUrl + path);
  await openDialog(page, 375);
  await fillAtOnce(page, 'dialog', email, 'foundation-repair', 'inspection');
  await sendDialogWithScript(page);
  await page.waitForSelector(`dialog[open] ${pickTime}`);
}

/** The days and windows the page offers, as a visitor reads them (legends and radio labels). */
const offered = (page: Page) =>
  page.$$eval('dialog[open] form[aria-label="Arrival windows"] fieldset', (sets) =>
    sets.map((set) => ({
      label: set.querySelector('legend')!.textContent!.trim(),
      windows: [...set.querySelectorAll('label')].map((label) => ({
        start: label.querySelector('input')!.value,
        label: label.textContent!.trim(),
      })),
    })),
  );

const activeText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? '');

test('a foundation inspection books the first window of the next business day, by keyboard alone', async () => {
  const { page } = visitor;
  const email = 'booking-keyboard@example.com';
  await requestInspection(page, email);
  const expected = expectedDays();
  expect(expected.length).toBeGreaterThan(0);
  const shown = await offered(page);
  // The first days show at once (later ones behind "More days"): the same days and windows as the API's.
  expect(shown).toEqual(expected.slice(0, shown.length));
  expect(shown.length).toBeGreaterThanOrEqual(Math.min(expected.length, 4));
  expect(await dialogAxeViolations(page)).toEqual([]);
  // The dialog's title and close button stay in view: only its body scrolls, never the dialog itself
  // (the windows' visually hidden radios once stretched the dialog, and focusing one scrolled it).
  const dialogScroll = () =>
    page.$eval('dialog[open]', (dialog) => ({
      scrollTop: dialog.scrollTop,
      overflows: dialog.scrollHeight > dialog.clientHeight,
    }));
  expect(await dialogScroll()).toEqual({ scrollTop: 0, overflows: false });

  // Focus is on the confirmation; Tab reaches the first window, Space picks it, Tab on to the button.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status');
  await page.keyboard.press('Tab');
  const first = expected[0]!.windows[0]!;
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(first.start);
  expect(await dialogScroll()).toEqual({ scrollTop: 0, overflows: false });
  await page.keyboard.press('Space');
  for (let presses = 0; presses < 5 && (await activeText(page)) !== choice.book; presses += 1)
    await page.keyboard.press('Tab');
  expect(await activeText(page)).toBe(choice.book);
  await page.keyboard.press('Enter');

  await page.waitForSelector(`dialog[open] ::-p-aria([name="${choice.bookedTitle}"][role="heading"])`);
  expect(await activeText(page)).toBe(choice.bookedTitle);
  const said = await page.$eval('dialog[open]', (dialog) => (dialog as HTMLElement).innerText);
  expect(said).toContain(`${expected[0]!.label}, arriving between ${first.label.replace(' - ', ' and ')}.`);
  expect(said).toMatch(/Your reference is BK-[A-Z0-9]{4}-[A-Z0-9]{4}\./);
  expect(said).toContain('A receipt with these details is on its way to your e-mail.');
  expect(said).toContain('What happens next');

  const lead = await storedLead(server(), email);
  const stored = bookingsOf(lead.id);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.status).toBe('booked');
  // The window is taken: the next visitor is not offered it.
  expect(expectedDays()[0]!.windows[0]!.start).not.toBe(first.start);
  expect(await dialogAxeViolations(page)).toEqual([]);
});

test('a window taken meanwhile by another visitor: said at once, with the windows still open', async () => {
  const { page } = visitor;
  await requestInspection(page, 'booking-race@example.com');
  const [day] = await offered(page);
  const wanted = day!.windows[0]!;

  // Another visitor sends a request and books that window first, through the same API.
  const rival = await browser().newPage();
  await rival.goto(server().baseUrl + path, { waitUntil: 'load' });
  const rivalStatus = await rival.evaluate(async (window) => {
    const { token } = (await fetch('/api/leads/token').then((response) => response.json())) as { token: string };
    const lead = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        kind: 'quote',
        formId: 'dialog',
        idempotencyKey: crypto.randomUUID(),
        formToken: token,
        website: '',
        firstName: 'Rival',
        lastName: 'Visitor',
        email: 'booking-rival@example.com',
        phone: '214-555-0199',
        address: '1 Elm St, Dallas, TX 75201',
        service: 'foundation-repair',
        job: 'inspection',
        timeline: '3months',
        privacyConsent: true,
      }),
    }).then((response) => response.json() as Promise<{ id: string; bookingToken: string }>);
    const booked = await fetch('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ lead: lead.id, token: lead.bookingToken, window }),
    });
    return booked.status;
  }, wanted.start);
  await rival.close();
  expect(rivalStatus).toBe(201);

  // The first label with its time is the first day's (the radio itself is visually hidden: the label is what a finger taps).
  await page.click(`dialog[open] form[aria-label="Arrival windows"] ::-p-text(${wanted.label})`);
  await page.click(`dialog[open] ::-p-aria([name="${choice.book}"][role="button"])`);
  const alert = await page.waitForSelector('dialog[open] [role="alert"]');
  expect(await alert!.evaluate((element) => element.textContent)).toContain('That time was just taken');
  // Focus on the message, and the windows offered now are the API's open ones, without the one taken.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
  const now = await offered(page);
  expect(now.flatMap((shownDay) => shownDay.windows.map((window) => window.start))).not.toContain(wanted.start);
  expect(now).toEqual(expectedDays().slice(0, now.length));
  expect(await dialogAxeViolations(page)).toEqual([]);
});

test('"Call me instead" keeps the request, books nothing and shows the usual next steps', async () => {
  const { page } = visitor;
  const email = 'booking-call@example.com';
  await requestInspection(page, email);
  await page.click('dialog[open] ::-p-aria([name="Call me instead"][role="button"])');
  await page.waitForSelector('dialog[open] ::-p-aria([name="We will call you to arrange a time"][role="heading"])');
  expect(await activeText(page)).toBe('We will call you to arrange a time');
  expect(await page.$eval('dialog[open]', (dialog) => (dialog as HTMLElement).innerText)).toContain(
    'What happens next',
  );
  const lead = await storedLead(server(), email);
  expect(lead).toMatchObject({ kind: 'quote' });
  expect(bookingsOf(lead.id)).toEqual([]);
});

test('at 320 px every arrival window fits its box', async () => {
  const { page } = visitor;
  await visitor.open(server().baseUrl + path, 320);
  // Under 768 px the dialog opens from the phone's contact row, as at 375.
  await openDialog(page, 375);
  await fillAtOnce(page, 'dialog', 'booking-320@example.com', 'foundation-repair', 'inspection');
  await sendDialogWithScript(page);
  await page.waitForSelector(`dialog[open] ${pickTime}`);
  const labels = await page.$$eval('dialog[open] form[aria-label="Arrival windows"] label', (all) =>
    all
      .filter((label) => label.checkVisibility())
      .map((label) => ({
        text: label.textContent,
        overflows: label.scrollWidth > label.clientWidth,
      })),
  );
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.filter((label) => label.overflows)).toEqual([]);
});

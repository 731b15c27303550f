/**
 * Booking the free estimate visit, end to end, three ways: with JavaScript (the quote dialog's choice
 * of windows), without it (the served form posts natively, the API's windows form is answered
 * natively), and behind the shipped nginx config (deploy/nginx.conf: the pages from nginx, the lead
 * API alone behind it, with JavaScript). Each way, a foundation inspection requested from
 * /services/foundation-repair books the first window of the next business day (worked out from
 * content/availability.json alone: bookingDriver.ts); the stored lead holds the booking; the homeowner's
 * e-mail carries a calendar invite that ical.js reads (METHOD:REQUEST, the window in Dallas time, a
 * UID) and, like the page, says the visit is booked in its next steps; the e-mail's reschedule link,
 * opened in the browser, moves the visit (the first window is offered again; the second invite has the
 * same UID and a higher SEQUENCE); the first e-mail's link, replayed, and an edited link are refused
 * with a page that says so; the cancel link, confirmed, cancels it and frees its window.
 *
 * One browser; each way has a server of its own (pages and API, its e-mail links pointing at itself;
 * for the third, nginx and an API alone), so a way that fails half-way leaves no booking in another's.
 */
import type { Page } from 'puppeteer-core';
import { availability, bookingTimeZone } from '../src/content/availability';
import { freePort } from '../server/freePort';
import { siteDir } from '../server/site/buildOutput';
import { windowLabels } from '../server/bookings/windows';
import { startNginx, type RunningNginx } from '../scripts/startNginx';
import { browserForFile, mainText, sendWithoutScript, watchEachTest } from './browser';
import {
  bookingsOf,
  firstWindowOfNextBusinessDay,
  inviteIn,
  linkIn,
  offeredNow,
  offeredOn,
  visitorMail,
  type ExpectedWindow,
} from './bookingDriver';
import {
  checkedJobOn,
  fill,
  fillAtOnce,
  openDialog,
  requestQuote,
  sendDialogWithScript,
  storedLead,
} from './serviceQuote';
import { serverForFile, startTestServer, type TestServer } from './testServer';
import { bookingWords } from '../server/words';
import { afterBooking } from '../src/content/bookingWords';
import { fillOwn } from '../src/content/ownValues';

const { choice, pages } = bookingWords;

const browser = browserForFile();
/** The refused links answer 403 and 410 on purpose: the browser logs each as a failed load. */
const visitor = watchEachTest(browser, {
  reducedMotion: true,
  ignore: (text) => /status of (403|410)\b/.test(text),
});

const path = '/services/foundation-repair';
const inspection = availability.visits.find((visit) => visit.request === 'foundation-repair/inspection')!;
const labels = (window: { start: number; end: number }) => windowLabels({ ...window, date: '' }, bookingTimeZone);

/** The heading and the text of the page now (an API page without script, or the site's). */
const heading = (page: Page) => page.$eval('h1', (h1) => h1.textContent?.trim() ?? '');

/** With JavaScript: the request from the quote dialog, then the first window picked and booked in place. */
async function bookWithScript(page: Page, origin: string, email: string, expected: ExpectedWindow) {
  await visitor.open(origin + path, 1280);
  await openDialog(page, 1280);
  await fillAtOnce(page, 'dialog', email, 'foundation-repair', 'inspection');
  await sendDialogWithScript(page);
  await page.waitForSelector(`dialog[open] ::-p-aria([name="${choice.title}"][role="heading"])`);
  expect((await offeredOn(page, 'dialog[open]'))[0]).toBe(expected.id);
  // The radio is visually hidden: its label is what a finger taps (the first day's comes first).
  await page.click(`dialog[open] form[aria-label="Arrival windows"] ::-p-text(${labels(expected).time})`);
  await page.click(`dialog[open] ::-p-aria([name="${choice.book}"][role="button"])`);
  await page.waitForSelector(`dialog[open] ::-p-aria([name="${choice.bookedTitle}"][role="heading"])`);
  return page.$eval('dialog[open]', (dialog) => (dialog as HTMLElement).innerText);
}

/** Without JavaScript: the served dialog's form posts natively; the API's windows form is answered natively. */
async function bookWithoutScript(page: Page, origin: string, email: string, expected: ExpectedWindow) {
  await visitor.open(origin + path, 1280, { javaScript: false });
  // The page's form comes with the inspection chosen: the visitor only fills in who and where.
  expect(checkedJobOn(path)).toBe('inspection');
  await page.click('header button[command="show-modal"]');
  await page.waitForSelector('dialog[open] #dialog-firstName');
  await fill(page, 'dialog', email, 'foundation-repair', 'inspection');
  await sendWithoutScript(page, `dialog[open] ${requestQuote}`);
  expect(new URL(page.url()).pathname).toBe('/api/bookings/windows');
  expect(await heading(page)).toBe(choice.title);
  expect((await offeredOn(page))[0]).toBe(expected.id);
  const { day, time } = labels(expected);
  await page.click(`::-p-aria([name="${day}"][role="group"]) ::-p-aria([name="${time}"][role="radio"])`);
  await Promise.all([page.waitForNavigation(), page.click(`::-p-aria([name="${choice.book}"][role="button"])`)]);
  expect(await heading(page)).toBe(choice.bookedTitle);
  return mainText(page);
}

/** The first step once the inspection is booked, in the owner's words, up to its day (a mail may wrap what follows). */
const bookedFor = (day: string) =>
  fillOwn(afterBooking.visitBooked.slice(0, afterBooking.visitBooked.indexOf('{day}') + '{day}'.length), {
    visit: inspection.label.toLowerCase(),
    day,
  });

/**
 * The round trip after the booking: the stored booking, the invite, the reschedule link (the first
 * window free again, the second invite), the old and an edited link refused, the cancel link.
 */
async function followTheEmails(page: Page, site: { origin: string; server: TestServer }, email: string) {
  const expected = firstWindowOfNextBusinessDay();
  const lead = await storedLead(site.server, email);
  const [stored] = bookingsOf(site.server, lead.id);
  expect(bookingsOf(site.server, lead.id)).toHaveLength(1);
  expect(stored).toMatchObject({ status: 'booked', window_start: expected.start, window_end: expected.end });
  expect(await offeredNow(site.origin)).not.toContain(expected.id);

  // The homeowner's e-mail: the window, the invite, and what happens next (the visit is booked).
  const booked = await visitorMail(site.server, email, choice.bookedTitle);
  const { day, time } = labels(expected);
  expect(booked.text).toContain(`When: ${day}, the estimator arriving in the window ${time}`);
  expect(booked.text).toContain(`1. ${bookedFor(day)}`);
  expect(booked.text).not.toMatch(/to book your free inspection/);
  const first = inviteIn(booked);
  expect(first).toMatchObject({ method: 'REQUEST', start: expected.id, end: expected.endId, sequence: 0 });
  expect(first.uid).toMatch(new RegExp(`^${stored!.id}@`));

  // The reschedule link, opened in the browser: the current time stated, the open windows offered.
  const reschedule = linkIn(booked, 'reschedule', site.origin);
  expect((await page.goto(reschedule))!.status()).toBe(200);
  expect(await heading(page)).toBe(pages.rescheduleTitle);
  const [next] = await offeredOn(page);
  expect(next).toBeDefined();
  expect(next).not.toBe(expected.id);
  await page.click('input[name="window"]');
  await Promise.all([page.waitForNavigation(), page.click(`::-p-aria([name="${pages.move}"][role="button"])`)]);
  expect(await heading(page)).toBe('Your visit has moved');
  const [moved] = bookingsOf(site.server, lead.id);
  expect(moved).toMatchObject({ id: stored!.id, status: 'booked' });
  expect(moved!.window_start).not.toBe(expected.start);
  const offered = await offeredNow(site.origin);
  expect(offered).toContain(expected.id);
  expect(offered).not.toContain(next);

  const movedMail = await visitorMail(site.server, email, 'Your visit has moved');
  const second = inviteIn(movedMail);
  expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, start: next });
  expect(second.sequence).toBeGreaterThan(first.sequence);

  // The first e-mail's links are dead now (replayed), and an edited link opens nothing.
  expect((await page.goto(reschedule))!.status()).toBe(410);
  expect(await heading(page)).toBe('This link no longer works');
  expect(await mainText(page)).toContain('The newest e-mail about your visit has the links that work');
  const cancel = new URL(linkIn(movedMail, 'cancel', site.origin));
  const edited = new URL(cancel);
  const sig = edited.searchParams.get('sig')!;
  edited.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
  expect((await page.goto(edited.href))!.status()).toBe(403);
  expect(await heading(page)).toBe('This link is not valid');
  expect(bookingsOf(site.server, lead.id)[0]).toMatchObject({ status: 'booked', window_start: moved!.window_start });

  // The cancel link: the visit, one button; confirmed, the window is offered again.
  expect((await page.goto(cancel.href))!.status()).toBe(200);
  expect(await heading(page)).toBe('Cancel your visit');
  await Promise.all([page.waitForNavigation(), page.click(`::-p-aria([name="${pages.cancelButton}"][role="button"])`)]);
  expect(await heading(page)).toBe('Your visit is cancelled');
  expect(await mainText(page)).toContain('cancelled, and the time is free again');
  expect(await mainText(page)).not.toContain('arriving in the window');
  expect(bookingsOf(site.server, lead.id)[0]).toMatchObject({ status: 'cancelled' });
  expect(await offeredNow(site.origin)).toContain(next);
  const cancelled = inviteIn(await visitorMail(site.server, email, 'Your visit is cancelled'));
  expect(cancelled).toMatchObject({ method: 'CANCEL', uid: first.uid });
  expect(cancelled.sequence).toBeGreaterThan(second.sequence);
}

/** The steps the confirmation or page lists after the booking, in order. */
function stepsIn(text: string): string {
  return text.slice(text.indexOf('What happens next'));
}

describe('with JavaScript', () => {
  const server = serverForFile({ linksToSelf: true });
  test('booked in the dialog, the steps say so; the e-mails move and cancel it', async () => {
    const { page } = visitor;
    const expected = firstWindowOfNextBusinessDay();
    const email = 'roundtrip-js@example.com';
    const said = await bookWithScript(page, server().baseUrl, email, expected);
    const { day, time } = labels(expected);
    expect(said).toContain(`${day}, arriving between ${time.replace(' - ', ' and ')}.`);
    // What happens next now starts with the booked visit, not with "we reply … to book" it.
    expect(stepsIn(said)).toContain(bookedFor(day));
    expect(said).not.toMatch(/to book your free inspection/);
    await followTheEmails(page, { origin: server().baseUrl, server: server() }, email);
  });
});

describe('without JavaScript', () => {
  const server = serverForFile({ linksToSelf: true });
  test('the form and the windows form post natively; the e-mails move and cancel it', async () => {
    const { page } = visitor;
    const expected = firstWindowOfNextBusinessDay();
    const email = 'roundtrip-nojs@example.com';
    const said = await bookWithoutScript(page, server().baseUrl, email, expected);
    expect(stepsIn(said)).toContain(bookedFor(labels(expected).day));
    expect(said).not.toMatch(/to book your free inspection/);
    await followTheEmails(page, { origin: server().baseUrl, server: server() }, email);
  });
});

describe('behind the shipped nginx config, the API alone', () => {
  let api: TestServer;
  let nginx: RunningNginx;
  beforeAll(async () => {
    const port = await freePort();
    // The API knows the site's public origin (SITE_URL), as in production: its e-mail links name nginx.
    api = await startTestServer(siteDir(), { site: false, lead: { siteUrl: `http://127.0.0.1:${port}` } });
    nginx = await startNginx({ root: siteDir(), api: new URL(api.baseUrl).host, port });
  });
  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
  });

  test('booked with JavaScript; the e-mails move and cancel it', async () => {
    const { page } = visitor;
    const expected = firstWindowOfNextBusinessDay();
    const email = 'roundtrip-nginx@example.com';
    await bookWithScript(page, nginx.baseUrl, email, expected);
    await followTheEmails(page, { origin: nginx.baseUrl, server: api }, email);
  });
});

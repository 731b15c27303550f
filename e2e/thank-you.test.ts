/**
 * The thank-you page follows the request: a foundation inspection sent without JavaScript (posted
 * through the real server, the check-and-send step included) lands on the foundation inspection's
 * own page, which lists the foundation steps and nothing about fences; with JavaScript the dialog's
 * confirmation lists the same steps in place. A contact message lands on /thank-you. (Every
 * thank-you page is also a registry route: e2e/built-pages/ read each one's HTML, and
 * e2e/page-sweep checks one page of their module for axe, hydration and every width.)
 */
import type { Page } from 'puppeteer-core';
import * as thankYouSteps from '../src/content/thankYouSteps';
import { stepsAfter, thankYouPath } from '../src/lib/thankYouPath';
import { axeViolations, browserForFile, callMeInstead, openRecorded, sendWithoutScript } from './browser';
import { fill, openDialog, requestQuote, storedLead } from './serviceQuote';
import { serverForFile } from './testServer';

const browser = browserForFile();
const server = serverForFile();

const inspection = { kind: 'quote', service: 'foundation-repair', job: 'inspection' } as const;
const inspectionSteps = stepsAfter(inspection, thankYouSteps);

/** A phone-sized page on the test server, recording page and console errors. */
const open = (path: string, { javaScript = true } = {}) =>
  openRecorded(browser(), server().baseUrl + path, { javaScript, width: 375, forAxe: true });

/** The numbered steps under a heading, as the visitor reads them. */
const stepsUnder = (page: Page, within: string) =>
  page.$$eval(`${within} ol li`, (items) =>
    items.map((item) => (item as HTMLElement).innerText.replace(/^\d+\s*/, '')),
  );

test('without JavaScript, a foundation inspection request lands on the foundation inspection page, with its steps', async () => {
  const { page } = await open('/services/foundation-repair', { javaScript: false });
  await openDialog(page, 375);
  const email = 'slab-thanks-nojs@example.com';
  await fill(page, 'dialog', email, 'foundation-repair');
  // The page is the build's file: a check-and-send page, then one more press.
  expect((await sendWithoutScript(page, `dialog[open] ${requestQuote}`)).presses).toBe(2);

  const lead = await storedLead(server(), email);
  expect(lead.data).toMatchObject({ service: 'foundation-repair' });
  // The inspection visit can be booked: the choice of windows first, then "Call me instead".
  expect(await callMeInstead(page)).toBe('/thank-you/foundation-repair/inspection');
  expect(thankYouPath({ kind: lead.kind, ...lead.data })).toBe('/thank-you/foundation-repair/inspection');
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(
    'Thank you: your foundation inspection request reached us',
  );
  expect(await stepsUnder(page, 'main')).toEqual(inspectionSteps);
  const text = await page.$eval('main', (main) => (main as HTMLElement).innerText);
  expect(text).toMatch(/floor elevations/);
  expect(text).not.toMatch(/installation/i);
  expect(await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content'))).toBe('noindex, follow');
  // While they wait, the first card leads back to the page about foundation repair.
  expect(await page.$eval('main ul li a', (a) => a.getAttribute('href'))).toBe('/services/foundation-repair');
  await page.close();
});

test('with JavaScript, the dialog’s confirmation lists the foundation inspection’s steps in place, and passes axe', async () => {
  const { page, problems } = await open('/services/foundation-repair');
  await openDialog(page, 375);
  const email = 'slab-thanks-js@example.com';
  await fill(page, 'dialog', email, 'foundation-repair');
  await page.click(`dialog[open] ${requestQuote}`);
  const confirmation = 'dialog[open] [role="status"]';
  await page.waitForSelector(`${confirmation} ol`);
  expect(new URL(page.url()).pathname).toBe('/services/foundation-repair');
  // It is read from its first line: the thank-you is in view, not scrolled away above the steps.
  expect(
    await page.$eval(`${confirmation} p`, (p) => {
      const box = p.getBoundingClientRect();
      return p.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
    }),
  ).toBe(true);
  expect(await page.$eval(`${confirmation} h3`, (h3) => h3.textContent)).toBe('What happens next');
  expect(await stepsUnder(page, confirmation)).toEqual(inspectionSteps);
  expect(await page.$eval(confirmation, (el) => (el as HTMLElement).innerText)).not.toMatch(/installation/i);
  expect((await storedLead(server(), email)).data).toMatchObject({ service: 'foundation-repair' });
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  // The confirmation fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(problems).toEqual([]);
  await page.close();
});

test('if the steps cannot load, the confirmation links to the request’s thank-you page instead', async () => {
  const { page } = await open('/services/foundation-repair');
  await page.setRequestInterception(true);
  page.on(
    'request',
    (request) => void (/\/thank-you-steps\.[0-9a-f]+\.js$/.test(request.url()) ? request.abort() : request.continue()),
  );
  await openDialog(page, 375);
  await fill(page, 'dialog', 'slab-thanks-offline@example.com', 'foundation-repair');
  await page.click(`dialog[open] ${requestQuote}`);
  const link = 'dialog[open] [role="status"] ::-p-aria([name="What happens next"][role="link"])';
  await page.waitForSelector(link);
  expect(await page.$eval(link, (a) => a.getAttribute('href'))).toBe('/thank-you/foundation-repair/inspection');
  expect(await page.$('dialog[open] [role="status"] ol')).toBeNull();
  await storedLead(server(), 'slab-thanks-offline@example.com');
  await page.close();
});

test('a contact message lands on /thank-you, with the general steps', async () => {
  const { page } = await open('/contact', { javaScript: false });
  for (const [name, value] of Object.entries({
    name: 'Luis Ortega',
    email: 'luis-thanks@example.com',
    message: 'Can someone look at a crack over the garage?',
  }))
    await page.type(`#contact-${name}`, value);
  await sendWithoutScript(page, 'form[aria-label="Send us a message"] button[type="submit"]');
  expect(new URL(page.url()).pathname).toBe('/thank-you');
  expect(await stepsUnder(page, 'main')).toEqual(thankYouSteps.generalSteps);
  await page.close();
});

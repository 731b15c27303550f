/**
 * The dialog's confirmation follows the request: with JavaScript, a foundation inspection sent from
 * the dialog lists the foundation steps in place, and nothing about fences; if the steps cannot load,
 * it links to the request's own thank-you page instead. Where a request sent without JavaScript lands
 * is proven by e2e/service-quote-nojs (every service and kind of job, the foundation inspection
 * among them) and e2e/leads (a contact message lands on /thank-you); what those pages state, read
 * without a browser, by e2e/built-pages/thank-you.test.ts. (Every thank-you page is also a registry
 * route: e2e/built-pages/ read each one's HTML, and e2e/page-sweep checks one page of their module
 * for axe, hydration and every width.)
 */
import type { Page } from 'puppeteer-core';
import * as thankYouSteps from '../src/content/thankYouSteps';
import { stepsAfter } from '../src/lib/thankYouPath';
import { axeViolations, browserForFile, interceptRequests, openRecorded } from './browser';
import { fill, openDialog, sendDialogWithScript, storedLead } from './serviceQuote';
import { serverForFile } from './testServer';

const browser = browserForFile();
const server = serverForFile();

const inspection = { kind: 'quote', service: 'foundation-repair', job: 'inspection' } as const;
const inspectionSteps = stepsAfter(inspection, thankYouSteps);

/** A phone-sized page on the test server, recording page and console errors. */
const open = (path: string) => openRecorded(browser(), server().baseUrl + path, { width: 375, forAxe: true });

/** The numbered steps under a heading, as the visitor reads them. */
const stepsUnder = (page: Page, within: string) =>
  page.$$eval(`${within} ol li`, (items) =>
    items.map((item) => (item as HTMLElement).innerText.replace(/^\d+\s*/, '')),
  );

test('with JavaScript, the dialog’s confirmation lists the foundation inspection’s steps in place, and passes axe', async () => {
  const { page, problems } = await open('/services/foundation-repair');
  await openDialog(page, 375);
  const email = 'slab-thanks-js@example.com';
  await fill(page, 'dialog', email, 'foundation-repair');
  await sendDialogWithScript(page);
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
  await interceptRequests(page);
  page.on(
    'request',
    (request) => void (/\/thank-you-steps\.[0-9a-f]+\.js$/.test(request.url()) ? request.abort() : request.continue()),
  );
  await openDialog(page, 375);
  await fill(page, 'dialog', 'slab-thanks-offline@example.com', 'foundation-repair');
  await sendDialogWithScript(page);
  const link = 'dialog[open] [role="status"] ::-p-aria([name="What happens next"][role="link"])';
  await page.waitForSelector(link);
  expect(await page.$eval(link, (a) => a.getAttribute('href'))).toBe('/thank-you/foundation-repair/inspection');
  expect(await page.$('dialog[open] [role="status"] ol')).toBeNull();
  await storedLead(server(), 'slab-thanks-offline@example.com');
  await page.close();
});

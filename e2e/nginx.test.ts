/**
 * The primary deployment, for real: Debian's nginx with the shipped deploy/nginx.conf serves dist/ and
 * proxies /api/ to the lead API running alone (`npm run start:api`, here through the same
 * buildServer({ site: false })). Pages are the build's files; leads from the quote dialog and the
 * contact form, with and without JavaScript, are each stored exactly once, and a visitor without
 * script keeps every answer through the check-and-send step.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { freePort } from '../server/freePort';
import { startNginx, type RunningNginx } from '../scripts/startNginx';
import { cacheControl } from '../server/site/cachePolicy';
import { siteDir } from '../server/site/buildOutput';
import { axeViolations, browserForFile, callMeInstead, openRecorded, sendWithoutScript } from './browser';
import { startTestServer, type TestServer } from './testServer';
import { buildServer } from '../server/buildServer';
import { relayCspHeaderValue } from '../server/cms/relay';
import { adminCspHeaderValue, cspHeaderValue } from '../server/security';
import { adminBuild, cspViolations, recordViolationsAndMessages, signInScreen } from './adminSite';
import { watchedPage } from './browser';
import { fillOwn } from '../src/content/ownValues';
import { requestNames } from '../src/content/serviceRequestNames';
import { requestTitle } from '../src/content/thankYou';

const distDir = siteDir();
const browser = browserForFile();
let api: TestServer;
let nginx: RunningNginx;

beforeAll(async () => {
  const port = await freePort();
  // The API knows the site's public origin (SITE_URL), as in production: it checks Origin against it.
  api = await startTestServer(distDir, { site: false, lead: { siteUrl: `http://127.0.0.1:${port}` } });
  nginx = await startNginx({ root: distDir, api: new URL(api.baseUrl).host, port });
});
afterAll(async () => {
  await nginx?.stop();
  await api?.close();
});

/** A page from nginx, recording page and console errors (forAxe: CSP bypassed so axe can be injected). */
async function open(
  routePath: string,
  javaScript: boolean,
  forAxe = false,
): Promise<{ page: Page; problems: string[] }> {
  return openRecorded(browser(), nginx.baseUrl + routePath, { javaScript, forAxe });
}

const leadsWith = async (email: string) =>
  (await api.leads()).filter((lead) => (lead.data as { email?: string }).email === email);

async function fillDialog(page: Page, email: string) {
  await page.type('#dialog-firstName', 'Rosa');
  await page.type('#dialog-lastName', 'Delgado');
  await page.type('#dialog-email', email);
  await page.type('#dialog-phone', '214-555-0123');
  await page.type('#dialog-address', '88 Pecan St, Denton, TX 76201');
  await page.select('#dialog-service', 'fences');
  await page.select('#dialog-fenceType', 'cedar');
  await page.select('#dialog-timeline', '1month');
  await page.type('#dialog-message', 'Replace 90 ft of "leaning" fence <script>x</script>');
  await page.click('#dialog-privacyConsent');
}

async function fillContact(page: Page, email: string) {
  await page.type('#contact-name', 'Omar Haddad');
  await page.type('#contact-email', email);
  await page.type('#contact-message', 'Sprinkler zone 3 & 4 stay on: <b>help</b>');
}

test("pages are the build's files: the same bytes as dist/, Brotli as the build wrote it, 304 on revalidation", async () => {
  const file = await readFile(path.join(distDir, 'contact/index.html'), 'utf8');
  const first = await fetch(`${nginx.baseUrl}/contact`, { headers: { 'accept-encoding': 'br' } });
  expect(first.headers.get('content-encoding')).toBe('br');
  expect(first.headers.get('cache-control')).toBe(cacheControl.html);
  expect(first.headers.get('content-security-policy')).toContain("object-src 'none'");
  expect(await first.text()).toBe(file);
  const second = await fetch(`${nginx.baseUrl}/contact`, {
    headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! },
  });
  expect(second.status).toBe(304);
  const missing = await fetch(`${nginx.baseUrl}/no/such/page`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe(await readFile(path.join(distDir, '404.html'), 'utf8'));
  // The API's answers come through untouched: JSON, no-store, one copy of each security header.
  const token = await fetch(`${nginx.baseUrl}/api/leads/token`);
  expect(token.headers.get('cache-control')).toBe('no-store');
  expect(token.headers.get('x-frame-options')).toBe('SAMEORIGIN');
});

test('with JavaScript, the quote dialog sends in place: one lead', async () => {
  const { page, problems } = await open('/services/fences', true);
  await page.click('header button[aria-haspopup="dialog"]');
  await page.waitForSelector('dialog[open] #dialog-firstName');
  await fillDialog(page, 'dialog-js@nginx.test');
  await page.click('dialog[open] button[type="submit"]');
  await page.waitForSelector('dialog[open] [role="status"]');
  const leads = await leadsWith('dialog-js@nginx.test');
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ formId: 'dialog', spamReason: null, page: '/services/fences' });
  expect(problems).toEqual([]);
  await page.close();
});

test('with JavaScript, the contact form sends in place: one lead', async () => {
  const { page, problems } = await open('/contact', true);
  await fillContact(page, 'contact-js@nginx.test');
  await page.click('form[aria-label="Send us a message"] button[type="submit"]');
  await page.waitForSelector('[role="status"] ::-p-text(Thank you, Omar)');
  const leads = await leadsWith('contact-js@nginx.test');
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ kind: 'contact', spamReason: null, page: '/contact' });
  expect(problems).toEqual([]);
  await page.close();
});

test('without JavaScript, the contact form ends on the thank-you page in two presses, answers kept, one lead', async () => {
  const { page, problems } = await open('/contact', false);
  await fillContact(page, 'contact-nojs@nginx.test');
  const { presses, checked } = await sendWithoutScript(
    page,
    'form[aria-label="Send us a message"] button[type="submit"]',
  );
  expect(presses).toBe(2);
  expect(checked).toMatchObject({
    name: 'Omar Haddad',
    email: 'contact-nojs@nginx.test',
    message: 'Sprinkler zone 3 & 4 stay on: <b>help</b>',
  });
  expect(new URL(page.url()).pathname).toBe('/thank-you');
  const leads = await leadsWith('contact-nojs@nginx.test');
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ spamReason: null, page: '/contact', data: { message: checked!.message } });
  expect(problems).toEqual([]);
  await page.close();
});

test('without JavaScript, the quote dialog opens by itself and its lead arrives after check and send, once', async () => {
  const { page, problems } = await open('/about', false);
  await page.click('header button[command="show-modal"]');
  await page.waitForSelector('dialog[open] #dialog-firstName');
  await fillDialog(page, 'dialog-nojs@nginx.test');
  const { presses, checked } = await sendWithoutScript(page, 'dialog[open] button[type="submit"]');
  expect(presses).toBe(2);
  expect(checked).toMatchObject({ firstName: 'Rosa', fenceType: 'cedar', timeline: '1month', privacyConsent: 'yes' });
  expect(checked!.message).toBe('Replace 90 ft of "leaning" fence <script>x</script>');
  // A fence request from the dialog: the API's choice of windows, through nginx; "Call me instead" leads
  // to the request's own thank-you page, which nginx serves from its folder.
  expect(await callMeInstead(page)).toBe('/thank-you/fences/new');
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(
    fillOwn(requestTitle, { request: requestNames.fences.new! }),
  );
  const leads = await leadsWith('dialog-nojs@nginx.test');
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ formId: 'dialog', spamReason: null, page: '/about' });
  expect(problems).toEqual([]);
  await page.close();
});

test('the check-and-send page is short, escaped, says what to do, passes axe and is reachable by keyboard', async () => {
  const { page, problems } = await open('/contact', false, true);
  await fillContact(page, 'contact-axe@nginx.test');
  await Promise.all([
    page.waitForNavigation(),
    page.click('form[aria-label="Send us a message"] button[type="submit"]'),
  ]);
  expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Check and send your request');
  expect(await page.$$eval('form', (forms) => forms.length)).toBe(1);
  expect(await page.$eval('main', (main) => (main as HTMLElement).innerText)).not.toMatch(/reload/i);
  expect(await page.$eval('#contact-message', (el) => (el as HTMLTextAreaElement).value)).toBe(
    'Sprinkler zone 3 & 4 stay on: <b>help</b>',
  );
  // axe runs as script: allowed now, on a page that has none of its own.
  await page.setJavaScriptEnabled(true);
  expect(await axeViolations(page)).toEqual([]);
  // Keyboard: the send button is in the tab order and a key press sends.
  await page.focus('main form button[type="submit"]');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).pathname).toBe('/thank-you');
  expect(await leadsWith('contact-axe@nginx.test')).toHaveLength(1);
  expect(problems).toEqual([]);
  await page.close();
});

/**
 * The editor at /admin from nginx (its own build folder: the run's build has no editor unless
 * CMS_GITHUB_REPO was set): its own policy and headers, loaded in Chromium without a violation; the
 * pages keep theirs; the sign-in relay's pages keep the API's own.
 */
describe('the editor at /admin, from nginx', () => {
  let editorNginx: RunningNginx;
  let relayApi: Awaited<ReturnType<typeof buildServer>>;
  let remove: () => void;

  beforeAll(async () => {
    const port = await freePort();
    const build = await adminBuild(`http://127.0.0.1:${port}`);
    remove = build.remove;
    relayApi = await buildServer({ distDir: build.root, site: false });
    await relayApi.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (relayApi.server.address() as { port: number }).port;
    editorNginx = await startNginx({ root: build.root, api: `127.0.0.1:${apiPort}`, port });
  });
  afterAll(async () => {
    await editorNginx?.stop();
    await relayApi?.close();
    remove?.();
  });

  test("/admin carries the editor's policy, keeps its sign-in window's link, is never indexed", async () => {
    const response = await fetch(`${editorNginx.baseUrl}/admin`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(adminCspHeaderValue());
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe(cacheControl.html);
    const slash = await fetch(`${editorNginx.baseUrl}/admin/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/admin');
    // Everything else keeps the pages' headers.
    const other = await fetch(`${editorNginx.baseUrl}/images/favicon.svg`);
    expect(other.headers.get('content-security-policy')).toBe(cspHeaderValue());
    expect(other.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });

  test("the sign-in relay's pages carry the API's own policy, and no opener policy", async () => {
    const response = await fetch(`${editorNginx.baseUrl}/api/cms/auth?provider=github`);
    expect(response.status).toBe(503); // no OAuth app set up on this API
    expect(response.headers.get('content-security-policy')).toBe(relayCspHeaderValue);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('CMS_GITHUB_CLIENT_ID');
  });

  test('/admin shows the sign-in screen in Chromium with no policy violation and no console error', async () => {
    const { page, problems } = await watchedPage(browser());
    await recordViolationsAndMessages(page);
    await page.goto(`${editorNginx.baseUrl}/admin`, { waitUntil: 'load' });
    await signInScreen(page);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

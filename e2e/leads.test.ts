/**
 * The quote and contact forms in a real browser, against the real server with its real SQLite
 * store and a real SMTP sink: with JavaScript (fetch, inline confirmation, toast, field errors,
 * retries) and without (native post, 303 to a thank-you page, or the page again with the errors listed).
 * Each test starts its own server, so its store and mailbox hold only what the test sent.
 */
import type { Page } from 'puppeteer-core';
import { checkAndSendCopy } from '../server/leads/noScriptHtml';
import { siteDir } from '../server/site/buildOutput';
import { estimator } from '../src/content/fenceSales';
import { pricingTiers } from '../src/content/pricing';
import { axeViolations, browserForFile, callMeInstead, openRecorded, sendWithoutScript } from './browser';
import { ownerMail, startTestServer, type TestServer, type TestServerOptions } from './testServer';

const distDir = siteDir();
const browser = browserForFile();

/** A page on a server of its own, recording page errors and console errors. */
const open = (
  server: TestServer,
  path: string,
  options: { javaScript?: boolean; width?: number; forAxe?: boolean } = {},
) =>
  // The retry test's failing commits answer 503 on purpose: the browser logs those.
  openRecorded(browser(), server.baseUrl + path, { ...options, ignore: (text) => text.includes('503') });

async function withServer(options: TestServerOptions, run: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(distDir, options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

/** The one lead the server stored: a real (not spam) request from the fence sales page's quote form. */
async function onlySalesLead(server: TestServer) {
  const leads = await server.leads();
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ kind: 'quote', formId: 'sales', spamReason: null, page: '/services/fences/sales' });
  return leads[0]!;
}

async function fillQuote(page: Page, formId: string, overrides: Record<string, string> = {}) {
  const values = {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@example.com',
    phone: '214-555-0187',
    address: '1418 Glenhaven Dr, Plano, TX 75023',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) await page.type(`#${formId}-${name}`, value);
  await page.select(`#${formId}-fenceType`, 'cedar');
  await page.select(`#${formId}-timeline`, '1month');
  await page.type(`#${formId}-message`, 'About 180 ft of 6 ft cedar <b>board-on-board</b>, two gates.');
  await page.click(`#${formId}-privacyConsent`);
}

async function fillContact(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    name: 'Luis Ortega',
    email: 'luis@example.com',
    phone: '(972) 555-0164',
    message: 'Our foundation has a new crack over the garage. Can someone look this week?',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) await page.type(`#contact-${name}`, value);
}

test('with JavaScript, the quote form is sent in place: confirmation, its choice of windows with no toast over it, one stored lead, one e-mail', async () => {
  await withServer({}, async (server) => {
    const { page, problems } = await open(server, '/services/fences/sales');
    await fillQuote(page, 'sales');
    await page.click('#get-quote button[type="submit"]');
    await page.waitForSelector('#get-quote [role="status"]');
    expect(await page.$eval('#get-quote [role="status"]', (el) => el.textContent)).toContain('Thank you, Dana');
    // The confirmation takes focus, so screen readers read it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status');
    // A new fence books an estimate visit: its choice of windows follows, and no toast is laid over it
    // (on a phone it would cover "Book this time" for four seconds). A toast shows after the confirmation's
    // first paint (two frames); the toasts' layer is made with the first one.
    await page.waitForSelector('#get-quote ::-p-aria([name="Pick a time for your free estimate"][role="heading"])');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await page.$('#toasts')).toBeNull();

    const lead = await onlySalesLead(server);
    expect(lead.data).toMatchObject({
      firstName: 'Dana',
      phone: '(214) 555-0187',
      fenceType: 'cedar',
      message: 'About 180 ft of 6 ft cedar <b>board-on-board</b>, two gates.',
    });
    const mail = await ownerMail(server);
    expect(mail.headers['reply-to']).toContain('dana@example.com');
    // And the visitor's receipt, to the address they gave.
    await server.smtp.waitFor(2);
    expect(server.smtp.messages.filter((m) => m.to.includes('dana@example.com'))).toHaveLength(1);
    expect(mail.text).toContain('1418 Glenhaven Dr');
    expect(mail.html).toContain('&lt;b&gt;board-on-board&lt;/b&gt;');
    expect(problems).toEqual([]);
    await page.close();
  });
});

test('with JavaScript, the contact form is sent in place and e-mailed', async () => {
  await withServer({}, async (server) => {
    const { page, problems } = await open(server, '/contact');
    await fillContact(page);
    await page.click('form[aria-label="Send us a message"] button[type="submit"]');
    await page.waitForSelector('[role="status"]');
    expect(await page.$eval('[role="status"]', (el) => el.textContent)).toContain('Thank you, Luis');
    const leads = await server.leads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'contact', formId: 'contact', spamReason: null });
    const mail = await ownerMail(server);
    expect(mail.text).toContain('new crack over the garage');
    expect(problems).toEqual([]);
    await page.close();
  });
});

test('with JavaScript, a field error is shown next to its field, announced, and nothing is stored', async () => {
  await withServer({}, async (server) => {
    const { page } = await open(server, '/contact');
    await fillContact(page, { phone: '555-01', email: '' });
    await page.click('form[aria-label="Send us a message"] button[type="submit"]');
    await page.waitForSelector('#contact-phone-error');
    expect(await page.$eval('#contact-phone-error', (el) => el.textContent)).toBe('Enter a 10-digit US phone number.');
    expect(
      await page.$eval('#contact-phone', (el) => [
        el.getAttribute('aria-invalid'),
        el.getAttribute('aria-describedby'),
      ]),
    ).toEqual(['true', 'contact-phone-error']);
    // The summary is an alert and takes focus; its links lead to the fields.
    expect(
      await page.evaluate(() => [document.activeElement?.id, document.activeElement?.getAttribute('role')]),
    ).toEqual(['contact-errors', 'alert']);
    expect(await page.$eval('#contact-errors a', (el) => el.getAttribute('href'))).toBe('#contact-phone');
    // What was typed is still there.
    expect(await page.$eval('#contact-message', (el) => (el as HTMLTextAreaElement).value)).toContain('new crack');
    expect(await server.leads()).toHaveLength(0);
    await page.close();
  });
});

test('a server that fails twice still ends in exactly one lead: the page retries with the same key', async () => {
  await withServer({ failFirstCommits: 2 }, async (server) => {
    const { page } = await open(server, '/contact');
    await fillContact(page);
    const button = 'form[aria-label="Send us a message"] button[type="submit"]';
    await page.click(button);
    // While it retries, the button says so and cannot be pressed again.
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLButtonElement | null)?.disabled === true,
      {},
      button,
    );
    expect(await page.$eval(button, (el) => el.textContent)).toContain('Sending');
    await page.waitForSelector('[role="status"]', { timeout: 15_000 });
    expect(server.failedCommits()).toBe(2);
    expect(await server.leads()).toHaveLength(1);
    await ownerMail(server);
    await page.close();
  });
});

test('when every retry fails, the answers stay and the phone is offered instead', async () => {
  await withServer({ failFirstCommits: 100 }, async (server) => {
    const { page } = await open(server, '/contact');
    await fillContact(page);
    // The page's clock runs 100 times faster from here: the 1 + 2 + 4 s of backoff between the 4
    // attempts take 70 ms. The backoff itself is timed on jest's fake clock in src/lib/leadClient.test.ts;
    // this test checks what the visitor is left with.
    await page.evaluate(() => {
      const realSetTimeout = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) =>
        realSetTimeout(handler, ms >= 1000 ? ms / 100 : ms, ...args)) as typeof window.setTimeout;
    });
    await page.click('form[aria-label="Send us a message"] button[type="submit"]');
    await page.waitForSelector('#contact-errors a[href^="tel:"]', { timeout: 20_000 });
    expect(await page.$eval('#contact-errors', (el) => el.textContent)).toContain('could not send');
    expect(await page.$('#contact-errors a[href^="sms:"]')).not.toBeNull();
    expect(await page.$eval('#contact-name', (el) => (el as HTMLInputElement).value)).toBe('Luis Ortega');
    expect(server.failedCommits()).toBe(4);
    expect(await server.leads()).toHaveLength(0);
    await page.close();
  });
});

test('without JavaScript, the quote form posts natively, is checked and sent, and lands on its thank-you page with the lead stored and e-mailed', async () => {
  await withServer({}, async (server) => {
    const { page } = await open(server, '/services/fences/sales', { javaScript: false });
    // The served page is the build's file: no token or key in it (script fetches them; without script
    // the server asks the visitor to check and send).
    expect(await page.$eval('#get-quote input[name="formToken"]', (el) => (el as HTMLInputElement).value)).toBe('');
    await fillQuote(page, 'sales');
    const { presses, checked } = await sendWithoutScript(page, '#get-quote button[type="submit"]');
    expect(presses).toBe(2);
    expect(checked).toMatchObject({ firstName: 'Dana', email: 'dana@example.com', fenceType: 'cedar' });
    expect(checked!.message).toContain('<b>board-on-board</b>');
    // The fence sales page's form is about a new fence: its estimate visit can be booked, and
    // "Call me instead" leads to its own thank-you page.
    expect(await callMeInstead(page)).toBe('/thank-you/fences/new');
    expect(await page.$eval('h1', (el) => el.textContent)).toContain('Thank you');
    await onlySalesLead(server);
    await ownerMail(server);
    await page.close();
  });
});

test('without JavaScript, the contact form posts natively; an invalid answer comes back listed, with the values kept', async () => {
  await withServer({}, async (server) => {
    const { page } = await open(server, '/contact', { javaScript: false });
    await fillContact(page, { phone: '12345' });
    await Promise.all([
      page.waitForNavigation(),
      page.click('form[aria-label="Send us a message"] button[type="submit"]'),
    ]);
    expect(await page.$eval('#contact-errors', (el) => el.textContent)).toContain('Enter a 10-digit US phone number.');
    expect(await page.$eval('#contact-name', (el) => (el as HTMLInputElement).value)).toBe('Luis Ortega');
    expect(await page.$eval('#contact-message', (el) => (el as HTMLTextAreaElement).value)).toContain('new crack');
    expect(await server.leads()).toHaveLength(0);

    // Corrected and sent again: stored, e-mailed, thanked.
    await page.$eval('#contact-phone', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('#contact-phone', '972-555-0164');
    await Promise.all([
      page.waitForNavigation(),
      page.click('form[aria-label="Send us a message"] button[type="submit"]'),
    ]);
    expect(new URL(page.url()).pathname).toBe('/thank-you');
    expect(await server.leads()).toHaveLength(1);
    await ownerMail(server);
    await page.close();
  });
});

test('the honeypot is out of sight and out of the tab order', async () => {
  await withServer({}, async (server) => {
    const { page } = await open(server, '/contact', { width: 375 });
    const honeypot = await page.$eval('#contact-website', (el) => {
      const box = el.getBoundingClientRect();
      return {
        tabIndex: (el as HTMLInputElement).tabIndex,
        right: box.right,
        hidden: el.closest('[aria-hidden="true"]') !== null,
      };
    });
    expect(honeypot).toEqual({ tabIndex: -1, right: expect.any(Number), hidden: true });
    expect(honeypot.right).toBeLessThan(0);
    await page.close();
  });
});

test('the quote dialog sends in place; its confirmation and the toast (above the dialog) pass axe', async () => {
  // Landscaping books no estimate visit online, so its confirmation has no choice of windows and the toast shows.
  await withServer({}, async (server) => {
    const { page, problems } = await open(server, '/', { forAxe: true });
    await page.click('header button[aria-haspopup="dialog"]');
    await page.waitForSelector('dialog[open] #dialog-firstName');
    // Errors first: axe on the error state.
    await page.type('#dialog-firstName', 'Ann');
    await page.type('#dialog-lastName', 'Lee');
    await page.type('#dialog-email', 'ann@example.com');
    await page.type('#dialog-phone', '214555');
    await page.type('#dialog-address', '12 Elm St, Garland, TX 75040');
    await page.select('#dialog-service', 'landscaping');
    await page.select('#dialog-landscapingWork', 'renovation');
    await page.select('#dialog-timeline', 'planning');
    await page.click('#dialog-privacyConsent');
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('#dialog-phone-error');
    expect(await axeViolations(page)).toEqual([]);

    await page.$eval('#dialog-phone', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('#dialog-phone', '214-555-0111');
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('dialog[open] [role="status"]');
    await page.waitForFunction(
      () =>
        document.querySelector('#toasts')?.matches(':popover-open') &&
        document.querySelector('#toasts')?.textContent?.includes('Your request is in'),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect((await server.leads()).map((lead) => lead.formId)).toEqual(['dialog']);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/**
 * The fence estimator on the sales page: 150 ft of a residential package, sent as a quote request.
 * The stored lead carries package, audience, length and the estimate the server computed; the
 * e-mail shows them. With JavaScript the line follows the typing; without, the check-and-send page
 * states the estimate before the second press.
 */
describe('the fence estimate that becomes a quote', () => {
  const premium = pricingTiers.residential.find((tier) => tier.id === 'premium')!;
  const from = `$${(premium.pricePerFoot * 150).toLocaleString('en-US')}`;
  const shownLine = `From ${from} for 150 ft of Premium (Residential)`;
  const LINE = 'output[data-fence-estimate]';
  const lineText = (page: Page) => page.$eval(LINE, (el) => el.textContent?.trim());

  async function expectStoredAndMailed(server: TestServer) {
    const lead = await onlySalesLead(server);
    expect(lead.data).toMatchObject({
      service: 'fences',
      fencePackage: 'premium',
      fenceAudience: 'residential',
      fenceFeet: 150,
      fenceEstimateFrom: premium.pricePerFoot * 150,
    });
    const mail = await ownerMail(server);
    for (const line of [
      'Package: Premium (premium)',
      'Audience: Residential (residential)',
      'Length: 150 ft',
      `Estimate shown: From ${from}`,
    ])
      expect(mail.text).toContain(line);
  }

  test('with JavaScript: the line follows the typing without moving the form, and the request carries the estimate', async () => {
    await withServer({}, async (server) => {
      const { page, problems } = await open(server, '/services/fences/sales', { forAxe: true });
      const prompt = await lineText(page);
      // The recommended package is chosen from the start: only the length is missing.
      expect(prompt).toBe(estimator.prompt);
      expect(await page.$eval('#sales-fencePackage', (el) => (el as HTMLSelectElement).value)).toBe('premium');
      // <output> is a status: a polite live region.
      expect(await page.$eval(LINE, (el) => el.tagName.toLowerCase())).toBe('output');
      const below = () => page.$eval('#sales-firstName', (el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await below();

      await page.select('#sales-fencePackage', 'premium');
      expect(await lineText(page)).toBe(prompt);
      await page.type('#sales-fenceFeet', '1');
      expect(await lineText(page)).toBe('Enter the length in whole feet, from 10 to 10,000.');
      await page.type('#sales-fenceFeet', '5');
      expect(await lineText(page)).toBe(`From $${premium.pricePerFoot * 15} for 15 ft of Premium (Residential)`);
      await page.type('#sales-fenceFeet', '0');
      expect(await lineText(page)).toBe(shownLine);
      expect(await below()).toBe(before);
      expect(await axeViolations(page, '#get-quote')).toEqual([]);

      await fillQuote(page, 'sales');
      await page.click('#get-quote button[type="submit"]');
      await page.waitForSelector('#get-quote [role="status"]:not(output)');
      await expectStoredAndMailed(server);
      expect(problems).toEqual([]);
      await page.close();
    });
  });

  test('without JavaScript at 320 px: the native form posts package and length; the check page states the estimate, then it is sent', async () => {
    await withServer({}, async (server) => {
      const { page, problems } = await open(server, '/services/fences/sales', {
        javaScript: false,
        width: 320,
        forAxe: true,
      });
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= 320);
      expect(await fits()).toBe(true);
      expect(await page.$eval('#get-quote fieldset', (el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(
        320,
      );

      await page.select('#sales-fencePackage', 'premium');
      await page.type('#sales-fenceFeet', '150');
      await fillQuote(page, 'sales');
      await Promise.all([page.waitForNavigation(), page.click('#get-quote button[type="submit"]')]);
      expect(await page.$eval('h1', (el) => el.textContent)).toBe(checkAndSendCopy.title);
      expect(await lineText(page)).toBe(shownLine);
      expect(await fits()).toBe(true);
      // axe runs as script: allowed now, on a page that has none of its own.
      await page.setJavaScriptEnabled(true);
      expect(await axeViolations(page)).toEqual([]);

      await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
      expect(await callMeInstead(page)).toBe('/thank-you/fences/new');
      await expectStoredAndMailed(server);
      expect(problems).toEqual([]);
      await page.close();
    });
  });
});

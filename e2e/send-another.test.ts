/**
 * "Send another request" after a request sent with JavaScript: the confirmation takes the form's place
 * (the form is hidden, not taken apart: src/components/forms/LeadForm.tsx), and the button brings a new,
 * empty form with the focus in its first field; what it sends is a second lead, not a retry of the
 * first (a new idempotency key and form token).
 */
import { siteDir } from '../server/site/buildOutput';
import { leadFormWords } from '../src/content/formWords';
import { browserForFile, openRecorded } from './browser';
import { startTestServer, type TestServer } from './testServer';

const browser = browserForFile();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(siteDir());
});
afterAll(() => server?.close());

const form = 'form[aria-label="Send us a message"]';

async function fillAndSend(page: import('puppeteer-core').Page, name: string) {
  await page.type('#contact-name', name);
  await page.type('#contact-email', `${name.split(' ')[0]!.toLowerCase()}@example.com`);
  await page.type('#contact-phone', '(972) 555-0164');
  await page.type('#contact-message', `A question from ${name} about a new fence.`);
  await page.click(`${form} button[type="submit"]`);
  await page.waitForSelector('[role="status"]');
}

test('a second request from the same page is a new, empty form and a second lead', async () => {
  const { page, problems } = await openRecorded(browser(), `${server.baseUrl}/contact`, { width: 375 });
  await fillAndSend(page, 'Luis Ortega');
  expect(await page.$eval('[role="status"]', (el) => el.textContent)).toContain('Thank you, Luis');
  // The sent form is out of sight and out of the accessibility tree.
  expect(await page.$eval(form, (el) => (el as HTMLFormElement).hidden && !el.checkVisibility())).toBe(true);

  await page.locator(`::-p-aria([name="${leadFormWords.sendAnother}"][role="button"])`).click();
  await page.waitForSelector(`${form}`, { visible: true });
  expect(await page.$('[role="status"]')).toBeNull();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
  for (const name of ['name', 'email', 'phone', 'message'])
    expect(await page.$eval(`#contact-${name}`, (el) => (el as HTMLInputElement).value)).toBe('');

  await fillAndSend(page, 'Mara Quinn');
  expect(await page.$eval('[role="status"]', (el) => el.textContent)).toContain('Thank you, Mara');
  const leads = await server.leads();
  expect(leads.map((lead) => lead.data.name).sort()).toEqual(['Luis Ortega', 'Mara Quinn']);
  expect(new Set(leads.map((lead) => lead.id)).size).toBe(2);
  expect(problems).toEqual([]);
  await page.close();
});

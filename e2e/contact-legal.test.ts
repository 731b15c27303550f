/**
 * The contact page and the two legal pages in a real browser and as crawlers get them: contact facts,
 * hours, service areas, the message form, the map that loads only on approach or on request (never in
 * the prerendered HTML), and the legal pages' date, links and children clause.
 */
import type { Page } from 'puppeteer-core';
import { baseUrl, intersectionsSettled, mainText, openRoute, browserForFile, watchEachTest } from './browser';
import { business, contactServiceAreas, socialProfiles, terms } from '../src/content/business';
import { map as contactMap } from '../src/content/contact';
import { minimumAge } from '../src/content/legal';
import { privacyPolicy } from '../src/content/privacyPolicy';
import { termsOfUse } from '../src/content/termsOfUse';
import { sectionWords } from '../src/content/sectionWords';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MAP_TITLE = contactMap.frameTitle;

const browser = browserForFile();
const watched = watchEachTest(browser);

const mapFrame = (page: Page) => page.$(`iframe[title="${MAP_TITLE}"]`);

describe('contact page', () => {
  test('shows phone (tel link), e-mail (mailto link), the office address and the opening hours', async () => {
    const { page } = watched;
    await openRoute(page, '/contact');
    const links = await page.$$eval('main a', (els) =>
      els.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent!.trim() })),
    );
    const tel = links.find((l) => l.href.startsWith('tel:'));
    expect(tel?.href).toMatch(/^tel:\+1\d{10}$/);
    expect(tel?.text).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(links.some((l) => l.href.startsWith('sms:'))).toBe(true);
    const mail = links.find((l) => l.href.startsWith('mailto:'));
    expect(mail?.text).toBe(mail?.href.slice('mailto:'.length));
    const text = await mainText(page);
    const { city, region, postalCode } = business.address;
    expect(text).toContain(`${city}, ${region} ${postalCode}`);
    // The hours as business.ts has them, each day's label beside its hours.
    for (const { label, display } of business.hours)
      expect(text).toMatch(new RegExp(`${escapeRegExp(label)}\\s+${escapeRegExp(display)}`));
    // Social profiles appear only once business.ts has a real profile URL; never a network's home page.
    expect(links.filter((l) => /^https:\/\/(www\.)?(facebook|instagram|youtube)\.com\/?$/.test(l.href))).toEqual([]);
    expect(await page.$$('#contact-social-title')).toHaveLength(socialProfiles.length > 0 ? 1 : 0);
    // The form is text only, so the copy sends photos to the e-mail address and phone instead.
    expect(text).toContain(`photos are welcome by e-mail to ${business.email} or by text to ${business.phone.display}`);
    expect(text).toContain(`within ${terms.quoteResponseHours} hours`);
  });

  test('lists the cities we serve, as content/business.json ticks them', async () => {
    const { page } = watched;
    await openRoute(page, '/contact');
    const items = await page.$eval('#service-area', (section) =>
      [...section.querySelectorAll('li')].map((li) => li.textContent!.trim()),
    );
    expect(items).toEqual([...contactServiceAreas]);
  });

  test('has the message form: name, email, phone and message, each labelled', async () => {
    const { page } = watched;
    await openRoute(page, '/contact');
    const fields = await page.$eval('form[aria-label="Send us a message"]', (form) =>
      // The visitor's fields: not the hidden ones, not the honeypot people never see.
      [
        ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input:not([type="hidden"]):not([name="website"]), textarea',
        ),
      ].map((el) => ({
        name: el.name,
        type: el.getAttribute('type'),
        label: el.labels?.[0]?.textContent?.trim() ?? '',
      })),
    );
    expect(fields.map((f) => f.name)).toEqual(['name', 'email', 'phone', 'message']);
    for (const field of fields) expect(field.label.length).toBeGreaterThan(0);
    expect(fields.find((f) => f.name === 'email')!.type).toBe('email');
    expect(fields.find((f) => f.name === 'phone')!.type).toBe('tel');
  });

  test('the prerendered HTML has no map frame, only the address and an Open in Google Maps link', async () => {
    const html = await (await fetch(`${baseUrl()}/contact`)).text();
    expect(html).not.toMatch(/<iframe/);
    expect(html).not.toContain('google.com/maps?q=');
    const search = html.match(/href="(https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+)"/);
    expect(search).not.toBeNull();
    expect(decodeURIComponent(search![1]!.split('query=')[1]!)).toContain(
      `${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
    );
    expect(html).toContain(sectionWords.map.open);
  });

  test('the map frame loads only when its placeholder comes within reach of the viewport', async () => {
    const { page } = watched;
    await openRoute(page, '/contact');
    // The map box: the element holding both the "Show map" button and the Google Maps link.
    const placeholderTop = await page.$eval('#map button', (button) => {
      const box = button.closest('div:has(a[href*="/maps/search/"])')!;
      return box.getBoundingClientRect().top + window.scrollY;
    });
    expect(placeholderTop).toBeGreaterThan(900 + 200); // below the fold at 1280 x 900, beyond the preload margin
    // Once an observer of ours has reported, the page's own has judged this scroll position too.
    await intersectionsSettled(page, '#map');
    expect(await mapFrame(page)).toBeNull();

    // ~350 px below the viewport: still outside the 200 px margin.
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), placeholderTop - 900 - 350);
    await intersectionsSettled(page, '#map');
    expect(await mapFrame(page)).toBeNull();

    // Scroll until the box is ~100 px below the viewport: inside the 200 px margin, not yet visible.
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), placeholderTop - 900 - 100);
    const frame = await page.waitForSelector(`iframe[title="${MAP_TITLE}"]`, { timeout: 5000 });
    const src = await frame!.evaluate((el) => el.getAttribute('src')!);
    expect(src).toMatch(/^https:\/\/www\.google\.com\/maps\?q=.*&output=embed$/);
    expect(decodeURIComponent(new URL(src).searchParams.get('q')!)).toContain(business.address.city);
  });

  test('"Show map" loads the frame at once, without scrolling, and moves focus to it', async () => {
    const { page } = watched;
    await openRoute(page, '/contact');
    expect(await mapFrame(page)).toBeNull();
    const button = await page.waitForSelector(`::-p-aria([name="${sectionWords.map.show}"][role="button"])`);
    await button!.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`iframe[title="${MAP_TITLE}"]`, { timeout: 5000 });
    expect(await page.evaluate((title) => document.activeElement?.getAttribute('title') === title, MAP_TITLE)).toBe(
      true,
    );
  });
});

// Each document's title and date are the owner's (content/pages/privacy-policy.json, terms-of-use.json).
describe.each([
  ['/privacy', privacyPolicy],
  ['/terms', termsOfUse],
])('%s', (path, { title, lastUpdated }) => {
  test('shows its title, its "Last updated" date and sections, also without JavaScript', async () => {
    const html = await (await fetch(baseUrl() + path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toMatch(
      new RegExp(
        `${sectionWords.legal.lastUpdated} <time[^>]*datetime="${lastUpdated.iso}"[^>]*>${escapeRegExp(lastUpdated.display)}</time>`,
      ),
    );
    const { page } = watched;
    await openRoute(page, path);
    expect(await mainText(page)).toContain(`${sectionWords.legal.lastUpdated} ${lastUpdated.display}`);
    expect((await page.$$('main h2')).length).toBeGreaterThanOrEqual(8);
  });

  test('has a Contact Us button that goes to /contact', async () => {
    const { page } = watched;
    await openRoute(page, path);
    const contact = await page.waitForSelector('::-p-aria([name="Contact Us"][role="link"])');
    expect(await contact!.evaluate((a) => a.getAttribute('href'))).toBe('/contact');
    await contact!.click();
    await page.waitForFunction(() => location.pathname === '/contact');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Project'));
  });
});

test('the terms link to the privacy policy, and the privacy policy excludes children under its minimum age', async () => {
  const { page } = watched;
  await openRoute(page, '/terms');
  expect(await page.$$eval('main a[href="/privacy"]', (els) => els.length)).toBeGreaterThan(0);
  await page.click('main a[href="/privacy"]');
  await page.waitForFunction(
    () => location.pathname === '/privacy' && document.querySelector('h1')?.textContent === 'Privacy Policy',
  );
  const text = await mainText(page);
  expect(text).toContain(`not directed to children under ${minimumAge}`);
  expect(text).toContain(`do not knowingly collect personal information from children under ${minimumAge}`);
  expect(text).toMatch(/do not sell/i);
  // What the forms collect is spelled out.
  for (const field of [
    'first and last name',
    'email address',
    'phone number',
    'address of the project',
    'type of fence',
    'timeline',
    'how you heard about us',
  ]) {
    expect(text).toContain(field);
  }
});

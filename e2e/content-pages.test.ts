/**
 * The content pages (sub-service pages, case studies, portfolio views, the garden design process) in a
 * real browser, one page per page module: the closing call to action opens the quote dialog, without
 * a console error; a sub-service page's answers open on demand; the portfolio opens a project full
 * screen; client navigation from a service to its sub-service and back. What the pages hold (their
 * breadcrumbs, JSON-LD, warranty, questions, steps, projects) is checked on every page without a
 * browser, in e2e/built-pages/content-pages.test.ts.
 * Rules: which pages are checked comes from the registry (e2e/sitePages.ts).
 */
import type { Page } from 'puppeteer-core';
import { business } from '../src/content/business';
import { shellWords } from '../src/content/shellWords';
import { pages as irrigationPages } from '../src/content/subServices/irrigation';
import { browserForFile, watchEachTest } from './browser';
import { expectQuoteDialogOpensFrom } from './pageChecks';
import { contentPages, findEntry, onePagePerModule } from './sitePages';

const browser = browserForFile();
const { open } = watchEachTest(browser);

/** Presses the last button of the page's closing section (its call to action). */
async function pressClosingCallToAction(page: Page) {
  const buttons = await page.$$('main section:last-of-type button');
  expect(buttons.length).toBeGreaterThan(0);
  await buttons[buttons.length - 1]!.click();
}

/** One content page of each page module (a sub-service page, a case study, each portfolio view, the process). */
const contentPagePerModule = onePagePerModule.filter((entry) => contentPages.includes(entry));

test.each(contentPagePerModule.map((entry) => entry.path))(
  '%s: the closing call to action opens the quote dialog',
  async (path) => {
    const page = await open(path);
    await expectQuoteDialogOpensFrom(page, () => pressClosingCallToAction(page));
  },
);

test('a sub-service page’s answers open on demand', async () => {
  const page = await open(contentPagePerModule.find((entry) => entry.module === 'SubService')!.path);
  await page.click('#faq details summary');
  expect(
    await page.$eval('#faq details', (d) => (d as HTMLDetailsElement).open && d.querySelector('p')!.checkVisibility()),
  ).toBe(true);
});

test('/portfolio opens a project full screen, and Escape closes it', async () => {
  const page = await open('/portfolio');
  await page.click('main li button[aria-haspopup="dialog"]');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dialog')].some(
      (d) =>
        d.open &&
        d.textContent!.includes(document.querySelector('main li button[aria-haspopup="dialog"]')!.textContent!),
    ),
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => ![...document.querySelectorAll('dialog')].some((d) => d.open));
});

test('client-side navigation from a service to its sub-service loads the page and its copy, then back to the parent', async () => {
  const page = await open('/services/irrigation');
  await page.click('main a[href="/services/irrigation/smart-controllers"]');
  await page.waitForFunction(
    () =>
      location.pathname === '/services/irrigation/smart-controllers' && document.querySelector('#warranty') !== null,
  );
  const copy = irrigationPages.find((written) => written.path === '/services/irrigation/smart-controllers')!;
  expect(await page.$eval('h1', (h) => h.textContent)).toContain(copy.hero.title);
  expect(await page.title()).toBe(`${findEntry('/services/irrigation/smart-controllers')!.title} | ${business.name}`);
  await page.click(`nav[aria-label="${shellWords.breadcrumb}"] a[href="/services/irrigation"]`);
  await page.waitForFunction(
    () => location.pathname === '/services/irrigation' && document.querySelector('#warranty') === null,
  );
});

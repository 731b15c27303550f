/**
 * The quote form with JavaScript, on one page per service and kind of job the pages preselect (which
 * pair a page preselects is a pure function of its path, and every page's served form is checked
 * without a browser in e2e/built-pages/quote-preselection.test.ts): the dialog opens with the page's
 * service chosen (a sub-page takes its parent's), only that service's follow-up questions show and
 * are required, at 375 and 1280 px; a lead sent from it is stored with that service, posted once per
 * pair, at one of the two widths (serviceQuote.ts, postWidthOf). The dialog differs between pages only by the service chosen, so axe runs on
 * it once per service and width, on the service's first page. The form is filled in one step on
 * every route, and by typing, as a visitor would, in the tests of the service choice.
 * e2e/service-quote-nojs.test.ts does the same without JavaScript.
 *
 * One browser, one page per width reused across routes, and one server for the whole file (each
 * lead is told apart by its e-mail address).
 */
import type { Page } from 'puppeteer-core';
import type { JobKind } from '../src/content/jobKinds';
import type { ServiceValue } from '../src/content/quoteOptions';
import { quoteFormWords } from '../src/content/formWords';
import { browserForFile, fieldError, hydratePage, watchAcrossTests, type WatchedPage } from './browser';
import {
  asksForJob,
  chooseAskedJob,
  checkedJobOn,
  dialogAxeViolations,
  dialogService,
  emailFor,
  expectStoredWithService,
  fill,
  fillAtOnce,
  firstPageOf,
  formState,
  dialogEnhanced,
  openDialog,
  questionNames,
  requiredOf,
  sendDialogWithScript,
  onePagePerServiceAndJob,
  postWidthOf,
  storedLead,
  widths,
  type Width,
} from './serviceQuote';
import { serverForFile } from './testServer';
import { shellWords } from '../src/content/shellWords';

const browser = browserForFile();
const server = serverForFile();
/** One page per width for the whole file, each test failing on what it made either page log. */
const pages = new Map<Width, WatchedPage>(
  widths.map((width) => [width, watchAcrossTests(browser, { width, forAxe: true, reducedMotion: true })]),
);

async function visit(width: Width, path: string): Promise<Page> {
  const { page } = pages.get(width)!;
  // A tab in the background gets no animation frames, and the app's ready signal waits for one.
  await page.bringToFront();
  await page.goto(server().baseUrl + path, { waitUntil: 'load' });
  await hydratePage(page);
  return page;
}

describe.each(widths)('at %i px, with JavaScript', (width) => {
  /** The dialog's state on the page; then, at the width that posts this pair, the post and the stored lead. */
  const check = async (path: string, service: ServiceValue, job: JobKind) => {
    const page = await visit(width, path);
    await openDialog(page, width);
    await dialogEnhanced(page);
    await chooseAskedJob(page, path, job);
    const state = await formState(page, 'dialog[open] form');
    expect(state).toEqual({
      service,
      job: asksForJob(path) ? job : checkedJobOn(path),
      visibleGroups: [service],
      visibleQuestions: questionNames(service, job),
      requiredFollowUps: requiredOf(service, job),
      visibleForeign: [],
    });
    if (firstPageOf.get(service) === path) expect(await dialogAxeViolations(page)).toEqual([]);
    if (postWidthOf(path) === width) {
      const email = emailFor(path, width, 'js');
      const answers = await fillAtOnce(page, 'dialog', email, service, job);
      await sendDialogWithScript(page);
      await page.waitForSelector('dialog[open] [role="status"]');
      await expectStoredWithService(server(), email, path, service, job, answers);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(pages.get(width)!.problems).toEqual([]);
  };
  const pairs = (posted: boolean) =>
    onePagePerServiceAndJob
      .filter((p) => (postWidthOf(p.path) === width) === posted)
      .map((p) => [p.path, p.service, p.job] as const);

  test.each(pairs(true))(
    '%s: the dialog opens with %s (%s) chosen, only its questions shown and required, and the lead is stored with it',
    check,
  );
  test.each(pairs(false))(
    '%s: the dialog opens with %s (%s) chosen, only its questions shown and required (posted at the other width)',
    check,
  );
});

describe('the service choice', () => {
  test('a page about no one service preselects nothing; "Something else" has no questions and is stored as such', async () => {
    const page = await visit(1280, '/');
    await openDialog(page, 1280);
    await dialogEnhanced(page);
    expect(await formState(page, 'dialog[open] form')).toEqual({
      service: '',
      job: '',
      visibleGroups: [],
      visibleQuestions: [],
      requiredFollowUps: [],
      visibleForeign: [],
    });
    await page.select(dialogService, 'other');
    expect(await formState(page, 'dialog[open] form')).toEqual({
      service: 'other',
      job: '',
      visibleGroups: [],
      visibleQuestions: [],
      requiredFollowUps: [],
      visibleForeign: [],
    });
    await fill(page, 'dialog', 'other-1280@example.com', 'other');
    await page.type(
      'dialog[open] ::-p-aria([name="Project details (optional)"][role="textbox"])',
      'A cedar pergola over the back door.',
    );
    await sendDialogWithScript(page);
    await page.waitForSelector('dialog[open] [role="status"]');
    expect((await storedLead(server(), 'other-1280@example.com')).data).toEqual(
      expect.objectContaining({ service: 'other', message: 'A cedar pergola over the back door.' }),
    );
    await page.keyboard.press('Escape');
  });

  test('switching service swaps the questions shown and required; a fence request without a fence type gets a field error', async () => {
    const page = await visit(1280, '/services/foundation-repair/crack-repair');
    await openDialog(page, 1280);
    await dialogEnhanced(page);
    await page.select(dialogService, 'fences');
    expect(await formState(page, 'dialog[open] form')).toEqual({
      service: 'fences',
      job: 'new',
      visibleGroups: ['fences'],
      visibleQuestions: questionNames('fences', 'new'),
      requiredFollowUps: requiredOf('fences', 'new'),
      visibleForeign: [],
    });
    // Past the browser's own check, the schema's message shows next to the field and in the summary.
    const fenceType = (await page.$('dialog[open] ::-p-aria([name="Fence type"][role="combobox"])'))!;
    await fenceType.evaluate((el) => el.removeAttribute('required'));
    await fill(page, 'dialog', 'switch-1280@example.com', 'other');
    await sendDialogWithScript(page);
    // The summary (an alert) and the field's error come in the same render.
    const summary = (await page.waitForSelector('dialog[open] ::-p-aria([role="alert"])'))!;
    expect(await fieldError(fenceType)).toBe('Choose a fence type.');
    expect(await fenceType.evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    expect(await summary.evaluate((el) => el.textContent)).toContain('Choose a fence type.');
    await page.keyboard.press('Escape');
  });

  test('the dialog opened from the mobile menu returns focus to the menu button when it closes', async () => {
    const page = await visit(375, '/services/irrigation');
    const toggle = (await page.$(`::-p-aria([name="${shellWords.menu}"][role="button"])`))!;
    await toggle.click();
    await page
      .locator(
        `::-p-aria([name="${shellWords.menu}"][role="list"]) ::-p-aria([name="${shellWords.quoteButton}"][role="button"])`,
      )
      .click();
    await page.waitForSelector(dialogService);
    expect(await page.$eval(dialogService, (el) => (el as HTMLSelectElement).value)).toBe('irrigation');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    // The dialog loses its open attribute at once, but its close event (which moves focus) comes a task later.
    await page.waitForFunction((button) => document.activeElement === button, { timeout: 5000 }, toggle);
  });

  test('text inputs say type="text", and the address is a first address line', async () => {
    const page = await visit(1280, '/custom-outdoor-kitchen-design-dallas');
    const untyped = await page.$$eval('form input:not([type])', (els) => els.map((el) => el.getAttribute('name')));
    expect(untyped).toEqual([]);
    expect(
      await page.$eval(
        `main ::-p-aria([name="${quoteFormWords.label}"][role="form"]) ::-p-aria([name="${quoteFormWords.address}"][role="textbox"])`,
        (el) => el.getAttribute('autocomplete'),
      ),
    ).toBe('address-line1');
    await visit(1280, '/contact');
    expect(await page.$$eval('form input:not([type])', (els) => els.map((el) => el.getAttribute('name')))).toEqual([]);
  });
});

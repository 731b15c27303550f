/**
 * The quote forms without JavaScript, as the served HTML has them: the dialog's form on one page per
 * service and kind of job (the quote buttons are HTML invoker buttons, which open it by themselves;
 * every page's served preselection: e2e/built-pages/quote-preselection.test.ts) has the page's service
 * chosen and shows only its questions, at 375 and 1280 px, and a post from it stores the lead with
 * that service, once per pair, at one of the two widths (serviceQuote.ts, postWidthOf); axe on the open dialog once per service and width. And the
 * outdoor-kitchen page's own inline form. Required follow-ups are left to the server here: a
 * required control in a hidden group would block the post.
 */
import type { Page } from 'puppeteer-core';
import type { JobKind } from '../src/content/jobKinds';
import { serviceOptions, type ServiceValue } from '../src/content/quoteOptions';
import { thankYouPath } from '../src/lib/thankYouPath';
import { visitFor } from '../server/bookings/visits';
import { availability } from '../src/content/availability';
import { browserForFile, callMeInstead, fieldError, interceptRequests, sendWithoutScript } from './browser';
import {
  asksForJob,
  chooseAskedJob,
  checkedJobOn,
  dialogAxeViolations,
  emailFor,
  expectStoredWithService,
  fill,
  fillAtOnce,
  firstPageOf,
  formState,
  openDialog,
  questionNames,
  requestQuote,
  onePagePerServiceAndJob,
  postWidthOf,
  storedLead,
  widths,
} from './serviceQuote';
import { serverForFile } from './testServer';

const browser = browserForFile();
const server = serverForFile();

/** The thank-you page of the lead stored for this e-mail address (its service and kind of job). */
const thankYouPathOf = async (email: string) => {
  const lead = await storedLead(server(), email);
  return thankYouPath({ kind: lead.kind, ...lead.data });
};

/** The outdoor-kitchen page's own quote form, and its controls by their labels. */
/**
 * Where a request posted without script leads: its thank-you page, or, for one whose visit can be
 * booked, the API's choice of windows first, and through its "Call me instead" the thank-you page.
 */
async function landedOn(page: Page, service: string, job: string): Promise<string> {
  if (!visitFor(availability, service, job)) return new URL(page.url()).pathname;
  return callMeInstead(page);
}

const kitchenForm = 'main ::-p-aria([name="Quote request"][role="form"])';
const kitchenSelect = (label: string) => `${kitchenForm} ::-p-aria([name="${label}"][role="combobox"])`;

describe('without JavaScript: the outdoor-kitchen page’s own form', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser().newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 1280, height: 900 });
  });
  afterAll(() => page.close());
  const open = async () => {
    await page.bringToFront();
    await page.goto(`${server().baseUrl}/custom-outdoor-kitchen-design-dallas`, { waitUntil: 'load' });
  };

  test('the served HTML has the service chosen and every group, only its own shown', async () => {
    await open();
    expect(await page.$eval(`${kitchenSelect('Service')} option[selected]`, (el) => el.getAttribute('value'))).toBe(
      'outdoor-living',
    );
    const state = await formState(page, kitchenForm);
    expect(state.visibleGroups).toEqual(['outdoor-living']);
    expect(state.visibleForeign).toEqual([]);
    // Required is left to the server here: a required control in a hidden group would block the post.
    expect(state.requiredFollowUps).toEqual([]);
    expect(await page.$$eval(`${kitchenForm} fieldset[data-service] > legend`, (els) => els.length)).toBe(
      serviceOptions.length - 1,
    );
  });

  test('a post stores the lead with the service; switching service shows its group and drops the other answers', async () => {
    await open();
    const answers = await fill(page, 'kitchen', 'kitchen-nojs@example.com', 'outdoor-living');
    // The page is the build's file: a check-and-send page, then one more press.
    expect((await sendWithoutScript(page, `${kitchenForm} ${requestQuote}`)).presses).toBe(2);
    expect(new URL(page.url()).pathname).toBe(await thankYouPathOf('kitchen-nojs@example.com'));
    expect((await storedLead(server(), 'kitchen-nojs@example.com')).data).toEqual(
      expect.objectContaining({ service: 'outdoor-living', ...answers }),
    );

    await open();
    await fill(page, 'kitchen', 'slab-nojs@example.com', 'outdoor-living');
    await page.select(kitchenSelect('Service'), 'foundation-repair');
    // The kitchen page's service has one kind of job, so no kind is checked yet: the visitor picks one.
    expect(await formState(page, kitchenForm)).toMatchObject({ job: '', visibleGroups: ['foundation-repair'] });
    await page.click(`${kitchenForm} ::-p-aria([name="A free inspection: find out what is wrong"][role="radio"])`);
    await page.click(`${kitchenForm} ::-p-aria([name="Gaps around doors, windows or trim"][role="checkbox"])`);
    await page.click(`${kitchenForm} ::-p-aria([name="Cracks in walls, brick or slab"][role="checkbox"])`);
    // The page is the build's file: a check-and-send page, then one more press.
    expect((await sendWithoutScript(page, `${kitchenForm} ${requestQuote}`)).presses).toBe(2);
    expect(await landedOn(page, 'foundation-repair', 'inspection')).toBe(await thankYouPathOf('slab-nojs@example.com'));
    const lead = await storedLead(server(), 'slab-nojs@example.com');
    expect(lead.data).toEqual(
      expect.objectContaining({
        service: 'foundation-repair',
        job: 'inspection',
        foundationSymptoms: ['cracks', 'gaps'],
      }),
    );
    expect(lead.data).not.toHaveProperty('outdoorFeature');
  });

  test('a fence request without a fence type comes back with the error, the fence group showing', async () => {
    await open();
    await fill(page, 'kitchen', 'fence-nojs@example.com', 'other');
    await page.select(kitchenSelect('Service'), 'fences');
    await Promise.all([page.waitForNavigation(), page.click(`${kitchenForm} ${requestQuote}`)]);
    expect(await fieldError((await page.$(kitchenSelect('Fence type')))!)).toBe('Choose a fence type.');
    expect((await formState(page, kitchenForm)).visibleGroups).toEqual(['fences']);
    expect(
      (await server().leads()).some((l) => (l.data as { email?: string }).email === 'fence-nojs@example.com'),
    ).toBe(false);
  });
});

describe.each(widths)('at %i px, without JavaScript: the dialog from the served HTML', (width) => {
  let page: Page;
  /**
   * For axe, which is itself a script: a page where scripts run but the site's own are not loaded,
   * so what axe sees is the served HTML, as a visitor without script has it.
   */
  let withoutSiteScripts: Page;
  beforeAll(async () => {
    page = await browser().newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width, height: 900 });
    withoutSiteScripts = await browser().newPage();
    await withoutSiteScripts.setBypassCSP(true);
    await withoutSiteScripts.setViewport({ width, height: 900 });
    await interceptRequests(withoutSiteScripts);
    withoutSiteScripts.on(
      'request',
      (request) => void (request.resourceType() === 'script' ? request.abort() : request.continue()),
    );
  });
  afterAll(async () => {
    await page.close();
    await withoutSiteScripts.close();
  });
  /** axe on the dialog as the served HTML opens it (the invoker button, no script of the site's). */
  const axeOnServedDialog = async (path: string) => {
    await withoutSiteScripts.bringToFront();
    await withoutSiteScripts.goto(server().baseUrl + path, { waitUntil: 'load' });
    // The app did not start: the dialog below is opened by the browser's invoker command alone.
    expect(
      await withoutSiteScripts.evaluate(() => (window as { __SHELL_READY__?: boolean }).__SHELL_READY__ ?? false),
    ).toBe(false);
    await openDialog(withoutSiteScripts, width);
    const violations = await dialogAxeViolations(withoutSiteScripts);
    await page.bringToFront();
    return violations;
  };
  const visitWithoutScript = async (path: string) => {
    await page.bringToFront();
    await page.goto(server().baseUrl + path, { waitUntil: 'load' });
  };

  /** The served dialog's state on the page; then, at the width that posts this pair, the post and the stored lead. */
  const check = async (path: string, service: ServiceValue, job: JobKind) => {
    await visitWithoutScript(path);
    await openDialog(page, width);
    await chooseAskedJob(page, path, job);
    const state = await formState(page, 'dialog[open] form');
    // Required is left to the server without script: a required control in a hidden group would block the post.
    expect(state).toEqual({
      service,
      job: asksForJob(path) ? job : checkedJobOn(path),
      visibleGroups: [service],
      visibleQuestions: questionNames(service, job),
      requiredFollowUps: [],
      visibleForeign: [],
    });
    if (firstPageOf.get(service) === path) expect(await axeOnServedDialog(path)).toEqual([]);
    if (postWidthOf(path) !== width) return;
    const email = emailFor(path, width, 'nojs');
    const answers = await fillAtOnce(page, 'dialog', email, service, job);
    expect((await sendWithoutScript(page, `dialog[open] ${requestQuote}`)).presses).toBe(2);
    expect(await landedOn(page, service, job)).toBe(await thankYouPathOf(email));
    await expectStoredWithService(server(), email, path, service, job, answers);
  };
  const pairs = (posted: boolean) =>
    onePagePerServiceAndJob
      .filter((p) => (postWidthOf(p.path) === width) === posted)
      .map((p) => [p.path, p.service, p.job] as const);

  test.each(pairs(true))(
    '%s: the button opens the dialog with %s (%s) chosen, only its questions shown, and the post stores the lead with it',
    check,
  );
  test.each(pairs(false))(
    '%s: the button opens the dialog with %s (%s) chosen, only its questions shown (posted at the other width)',
    check,
  );

  test('a fence request without a fence type comes back in the open dialog with the error', async () => {
    await visitWithoutScript('/services/fences/installation');
    await openDialog(page, width);
    const email = `dialog-fence-nojs-${width}@example.com`;
    await fill(page, 'dialog', email, 'other');
    await Promise.all([page.waitForNavigation(), page.click(`dialog[open] ${requestQuote}`)]);
    const fenceType = (await page.$('dialog[open] ::-p-aria([name="Fence type"][role="combobox"])'))!;
    expect(await fieldError(fenceType)).toBe('Choose a fence type.');
    expect(await page.$eval('dialog[open] ::-p-aria([role="alert"])', (el) => el.checkVisibility())).toBe(true);
    expect((await formState(page, 'dialog[open] form')).visibleGroups).toEqual(['fences']);
    expect((await server().leads()).some((l) => (l.data as { email?: string }).email === email)).toBe(false);
  });
});

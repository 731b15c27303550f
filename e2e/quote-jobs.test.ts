/**
 * The kind of job, then only its questions, in the quote dialog, with and without JavaScript: a fence
 * repair from the fence repair page (stored as a repair, no fence type or length asked) and a
 * foundation inspection with two signs from the foundation repair page, each lead's e-mail showing
 * what the visitor chose. The dialog's title says what it is for, in the served HTML and after
 * client-side navigation, where the form's preselection follows the page too.
 */
import type { Page } from 'puppeteer-core';
import type { JobKind } from '../src/content/jobKinds';
import { generalSteps, requestSteps } from '../src/content/thankYouSteps';
import { stepsAfter } from '../src/lib/thankYouPath';
import { visitFor } from '../server/bookings/visits';
import { availability } from '../src/content/availability';
import { browserForFile, callMeInstead, openRecorded, sendWithoutScript, type WatchedPage } from './browser';
import { formState, openDialog, requestQuote, sendDialogWithScript, type Width } from './serviceQuote';
import { serverForFile } from './testServer';

const browser = browserForFile();
const server = serverForFile();

/** A watched page on this file's server, with reduced motion, hydrated when it has JavaScript. */
const visit = (path: string, javaScript: boolean, width: Width = 375): Promise<WatchedPage> =>
  openRecorded(browser(), server().baseUrl + path, { javaScript, width });

/** The dialog's title as shown: the one of its titles the stylesheet shows for the form's choices. */
const dialogTitle = (page: Page) =>
  page.$eval('#quote-dialog-title', (el) =>
    [...el.children]
      .filter((title) => getComputedStyle(title).display !== 'none')
      .map((title) => title.textContent)
      .join(''),
  );
/** Waits until the dialog's title as shown (see dialogTitle) is `expected`. */
const waitForTitle = (page: Page, expected: string) =>
  page.waitForFunction(
    (title) =>
      [...document.getElementById('quote-dialog-title')!.children]
        .filter((shown) => getComputedStyle(shown).display !== 'none')
        .map((shown) => shown.textContent)
        .join('') === title,
    {},
    expected,
  );
const inDialog = (role: string, name: string) => `dialog[open] ::-p-aria([name="${name}"][role="${role}"])`;

/** Name, contact and address, typed as a visitor does, then the timeline. */
async function fillVisitor(page: Page, email: string) {
  for (const [name, value] of Object.entries({
    firstName: 'Marisol',
    lastName: 'Okafor',
    email,
    phone: '469-555-0178',
    address: '2208 Custer Pkwy, Richardson, TX 75080',
  }))
    await page.type(`#dialog-${name}`, value);
  await page.select('#dialog-timeline', 'immediately');
}

/** The fence repair page's request: what is wrong (two things), the material, consent. */
async function fillFenceRepair(page: Page, email: string) {
  await fillVisitor(page, email);
  await page.click(inDialog('checkbox', 'Leaning or loose posts'));
  await page.click(inDialog('checkbox', 'Storm, wind or fallen-tree damage'));
  await page.select('#dialog-fenceMaterial', 'cedar');
  await page.click('#dialog-privacyConsent');
}

/** The foundation page's inspection: two signs, consent. */
async function fillFoundationInspection(page: Page, email: string) {
  await fillVisitor(page, email);
  await page.click(inDialog('checkbox', 'Cracks in walls, brick or slab'));
  await page.click(inDialog('checkbox', 'Doors or windows that stick'));
  await page.click('#dialog-privacyConsent');
}

async function storedAndMailed(email: string) {
  const lead = (await server().leads()).find((l) => (l.data as { email?: string }).email === email);
  if (!lead) throw new Error(`no lead stored for ${email}`);
  await server().smtp.waitFor(1);
  const deadline = Date.now() + 10_000;
  let mail = server().smtp.messages.find((m) => m.headers['x-lead-id'] === lead.id);
  while (!mail && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mail = server().smtp.messages.find((m) => m.headers['x-lead-id'] === lead.id);
  }
  if (!mail) throw new Error(`no e-mail for ${email}`);
  return { lead, mail };
}

async function expectFenceRepair(email: string) {
  const { lead, mail } = await storedAndMailed(email);
  expect(lead.data).toEqual(
    expect.objectContaining({
      service: 'fences',
      job: 'repair',
      fenceProblems: ['leaning', 'storm'],
      fenceMaterial: 'cedar',
    }),
  );
  expect(lead.data).not.toHaveProperty('fenceType');
  expect(lead.data).not.toHaveProperty('fenceLength');
  expect(mail.headers.subject).toContain('New quote request (Fences, repair): Marisol Okafor');
  for (const line of [
    'Kind of job: Repair: leaning, broken or storm-damaged',
    'What is wrong with it?: Leaning or loose posts (leaning); Storm, wind or fallen-tree damage (storm)',
    'What is the fence made of?: Cedar wood (cedar)',
  ])
    expect(mail.text).toContain(line);
  expect(mail.text).not.toContain('Fence type');
}

async function expectFoundationInspection(email: string) {
  const { lead, mail } = await storedAndMailed(email);
  expect(lead.data).toEqual(
    expect.objectContaining({
      service: 'foundation-repair',
      job: 'inspection',
      foundationSymptoms: ['cracks', 'sticking-doors'],
    }),
  );
  expect(mail.headers.subject).toContain('New quote request (Foundation repair, inspection): Marisol Okafor');
  for (const line of [
    'Kind of job: A free inspection: find out what is wrong',
    'What are you seeing?: Cracks in walls, brick or slab (cracks); Doors or windows that stick (sticking-doors)',
  ])
    expect(mail.text).toContain(line);
}

describe.each([true, false])('with JavaScript: %s', (javaScript) => {
  const mode = javaScript ? 'js' : 'nojs';

  /**
   * Sends the dialog's form: in place with script, through the check-and-send page without; either
   * way the visitor reads the next steps of this service and kind of job.
   */
  async function send(page: Page, service: 'fences' | 'foundation-repair', job: JobKind) {
    const firstStep = stepsAfter({ kind: 'quote', service, job }, { requestSteps, generalSteps })[0]!;
    if (javaScript) {
      await sendDialogWithScript(page);
      await page.waitForSelector('dialog[open] [role="status"]');
    } else {
      expect((await sendWithoutScript(page, `dialog[open] ${requestQuote}`)).presses).toBe(2);
      // A request whose visit can be booked is offered the windows first; "Call me instead" goes on.
      if (visitFor(availability, service, job)) expect(await callMeInstead(page)).toBe(`/thank-you/${service}/${job}`);
      else expect(new URL(page.url()).pathname).toBe(`/thank-you/${service}/${job}`);
    }
    await page.waitForFunction((text) => document.body.innerText.includes(text), { timeout: 10_000 }, firstStep);
  }

  test('from the fence repair page: a repair, asked what is wrong, never the fence type or length', async () => {
    const { page, problems } = await visit('/services/fences/repair', javaScript);
    expect(await dialogTitle(page)).toBe('Request a fence repair');
    await openDialog(page, 375);
    expect(await formState(page, 'dialog[open] form')).toMatchObject({
      service: 'fences',
      job: 'repair',
      visibleGroups: ['fences'],
      visibleQuestions: ['fenceProblems', 'fenceMaterial'],
      visibleForeign: [],
    });
    // The radio group names the kinds of fence job, worded for fences, and only those.
    const kinds = await page.$$eval('dialog[open] input[name="job"]', (radios) =>
      radios.filter((radio) => radio.checkVisibility()).map((radio) => radio.closest('label')!.innerText.trim()),
    );
    expect(kinds).toEqual([
      'A new fence or a replacement',
      'Repair: leaning, broken or storm-damaged',
      'Staining and sealing',
    ]);
    const email = `fence-repair-${mode}@example.com`;
    await fillFenceRepair(page, email);
    await send(page, 'fences', 'repair');
    await expectFenceRepair(email);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('from the foundation repair page: a free inspection with two signs', async () => {
    const { page, problems } = await visit('/services/foundation-repair', javaScript);
    expect(await dialogTitle(page)).toBe('Book your free foundation inspection');
    await openDialog(page, 375);
    expect(await formState(page, 'dialog[open] form')).toMatchObject({
      service: 'foundation-repair',
      job: 'inspection',
      visibleGroups: ['foundation-repair'],
      visibleQuestions: ['foundationSymptoms', 'foundationType'],
    });
    const email = `foundation-inspection-${mode}@example.com`;
    await fillFoundationInspection(page, email);
    await send(page, 'foundation-repair', 'inspection');
    await expectFoundationInspection(email);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('choosing another kind of job swaps the questions shown', async () => {
    const { page } = await visit('/services/fences/repair', javaScript);
    await openDialog(page, 375);
    await page.click(inDialog('radio', 'A new fence or a replacement'));
    expect(await formState(page, 'dialog[open] form')).toMatchObject({
      job: 'new',
      visibleQuestions: ['fenceType', 'fenceLength'],
    });
    await page.click(inDialog('radio', 'Staining and sealing'));
    expect(await formState(page, 'dialog[open] form')).toMatchObject({
      job: 'staining',
      visibleQuestions: ['fenceLength'],
    });
    await page.close();
  });
});

describe('the dialog follows client-side navigation', () => {
  /** A click on a link of the page, which the router takes over (no page load). */
  async function navigate(page: Page, path: string) {
    await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!.click(), path);
    await page.waitForFunction((href) => location.pathname === href, {}, path);
  }

  test('its title and the form’s service and kind of job, before and after the form has started', async () => {
    const { page, problems } = await visit('/', true, 1280);
    const marker = await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    expect(await dialogTitle(page)).toBe('Request your free quote');

    // The served form has not started yet: its controls are moved for the new page.
    await navigate(page, '/services/foundation-repair');
    await waitForTitle(page, 'Book your free foundation inspection');
    await openDialog(page, 1280);
    expect(await formState(page, 'dialog[open] form')).toMatchObject({
      service: 'foundation-repair',
      job: 'inspection',
      visibleQuestions: ['foundationSymptoms', 'foundationType'],
    });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    // Now it has: React moves them.
    await navigate(page, '/services/fences');
    await waitForTitle(page, 'Request your free fence quote');
    await navigate(page, '/services/fences/repair');
    await waitForTitle(page, 'Request a fence repair');
    await openDialog(page, 1280);
    expect(await formState(page, 'dialog[open] form')).toMatchObject({
      service: 'fences',
      job: 'repair',
      visibleQuestions: ['fenceProblems', 'fenceMaterial'],
    });
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(marker);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/**
 * The quote form on every page about a service: the dialog opens with the page's service chosen
 * (a sub-page takes its parent's), only that service's follow-up questions show or are required,
 * and a lead sent from it is stored with that service. Checked on every such route at 375 and
 * 1280 px; the full send, and axe on the open dialog, on one route per service. Without JavaScript
 * the same: the dialog's form is in the served HTML and its buttons open it by themselves; and the
 * outdoor-kitchen page's own inline form.
 *
 * One browser, one page per width reused across routes, and one server for the whole file (each
 * lead is told apart by its e-mail address).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { serviceOptions, type ServiceValue } from '../src/content/quoteOptions';
import { serviceQuestions } from '../src/content/serviceQuestions';
import { serviceForPath } from '../src/lib/serviceForPath';
import { routes } from '../src/routes';
import { hydratePage, launchBrowser } from './browser';
import { startTestServer, type TestServer } from './testServer';

const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Every page about one service, except the fence sales page (its fence-only form has no service choice). */
const servicePages = routes
  .map((route) => ({ path: route.path, service: serviceForPath(route.path) }))
  .filter((entry): entry is { path: string; service: ServiceValue } => entry.service !== null && entry.path !== '/services/fences/sales');

/** The first page of each service: where the whole flow (send, axe) runs. */
const firstPageOf = new Map<ServiceValue, string>();
for (const { path, service } of servicePages) if (!firstPageOf.has(service)) firstPageOf.set(service, path);

const widths = [375, 1280] as const;
type Width = (typeof widths)[number];

let browser: Browser;
let server: TestServer;
const pages = new Map<Width, { page: Page; problems: string[] }>();

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startTestServer(distDir)]);
  for (const width of widths) {
    const page = await browser.newPage();
    // axe is injected as an inline script, which the site's CSP (rightly) forbids.
    await page.setBypassCSP(true);
    await page.setViewport({ width, height: 900 });
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    pages.set(width, { page, problems });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function visit(width: Width, path: string): Promise<Page> {
  const { page } = pages.get(width)!;
  // A tab in the background gets no animation frames, and the app's ready signal waits for one.
  await page.bringToFront();
  await page.goto(server.baseUrl + path, { waitUntil: 'load' });
  await hydratePage(page);
  return page;
}

/** Opens the quote dialog the way a visitor at this width would: the header button, or the phone's "Complete our form". */
async function openDialog(page: Page, width: Width): Promise<void> {
  await page.click(width < 768 ? 'aside button[aria-label="Complete our form"]' : 'header button[aria-haspopup="dialog"]');
  await page.waitForSelector('dialog[open] #dialog-service');
}

interface FormState {
  service: string;
  /** data-service of the follow-up groups that are visible. */
  visibleGroups: string[];
  /** Names of the required follow-up controls, with the group they are in. */
  requiredFollowUps: string[];
  /** Names of visible follow-up controls outside the chosen group. */
  visibleForeign: string[];
}

async function formState(page: Page, formSelector: string): Promise<FormState> {
  return page.$eval(formSelector, (form) => {
    const service = (form.querySelector('select[name="service"]') as HTMLSelectElement).value;
    const groups = [...form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-service]')];
    return {
      service,
      visibleGroups: groups.filter((g) => g.checkVisibility()).map((g) => g.dataset.service!),
      requiredFollowUps: groups.flatMap((g) => [...g.querySelectorAll<HTMLSelectElement>('select')].filter((s) => s.required).map((s) => `${g.dataset.service}:${s.name}`)),
      visibleForeign: groups.filter((g) => g.dataset.service !== service).flatMap((g) => [...g.querySelectorAll('select')].filter((s) => s.checkVisibility()).map((s) => s.name)),
    };
  });
}

const requiredOf = (service: ServiceValue) => serviceQuestions[service].questions.filter((q) => q.required).map((q) => `${service}:${q.name}`);

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document.querySelector('dialog[open]')!, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

/** Fills the shared fields and the service's required questions (first option) of a form. */
async function fill(page: Page, formId: string, email: string, service: ServiceValue): Promise<Record<string, string>> {
  const values = { firstName: 'Rosa', lastName: 'Delgado', email, phone: '972-555-0133', address: '4410 Lakeview Pkwy, Rowlett, TX 75088' };
  for (const [name, value] of Object.entries(values)) await page.type(`#${formId}-${name}`, value);
  await page.select(`#${formId}-timeline`, '3months');
  const answers: Record<string, string> = {};
  for (const question of serviceQuestions[service].questions.filter((q) => q.required)) {
    answers[question.name] = question.options[0]!.value;
    await page.select(`#${formId}-${question.name}`, question.options[0]!.value);
  }
  await page.click(`#${formId}-privacyConsent`);
  return answers;
}

async function storedLead(email: string) {
  const lead = (await server.leads()).find((l) => (l.data as { email?: string }).email === email);
  if (!lead) throw new Error(`no lead stored for ${email}`);
  return lead;
}

describe.each(widths)('at %i px, with JavaScript', (width) => {
  test.each(servicePages.map((p) => [p.path, p.service]))('%s: the dialog opens with %s chosen and only its questions shown and required', async (path, service) => {
    const page = await visit(width, path);
    await openDialog(page, width);
    const state = await formState(page, 'dialog[open] form');
    expect(state).toEqual({ service, visibleGroups: [service], requiredFollowUps: requiredOf(service as ServiceValue), visibleForeign: [] });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(pages.get(width)!.problems).toEqual([]);
  });

  test.each([...firstPageOf].map(([service, path]) => [service, path]))('%s (from %s): axe passes on the open dialog and the lead is stored with its service', async (service, path) => {
    const page = await visit(width, path);
    await openDialog(page, width);
    expect(await axeViolations(page)).toEqual([]);
    const email = `${service}-${width}@example.com`;
    const answers = await fill(page, 'dialog', email, service as ServiceValue);
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('dialog[open] [role="status"]');
    const lead = await storedLead(email);
    expect(lead).toMatchObject({ kind: 'quote', formId: 'dialog', page: path });
    expect(lead.data).toEqual(expect.objectContaining({ service, ...answers }));
    // Nothing of another service is stored.
    const foreign = Object.values(serviceQuestions).flatMap((g) => g.questions.map((q) => q.name)).filter((name) => !(name in answers));
    for (const name of foreign) expect(lead.data).not.toHaveProperty(name);
    await page.keyboard.press('Escape');
    expect(pages.get(width)!.problems).toEqual([]);
  });
});

describe('the service choice', () => {
  test('a page about no one service preselects nothing; "Something else" has no questions and is stored as such', async () => {
    const page = await visit(1280, '/');
    await openDialog(page, 1280);
    expect(await formState(page, 'dialog[open] form')).toEqual({ service: '', visibleGroups: [], requiredFollowUps: [], visibleForeign: [] });
    await page.select('#dialog-service', 'other');
    expect(await formState(page, 'dialog[open] form')).toEqual({ service: 'other', visibleGroups: [], requiredFollowUps: [], visibleForeign: [] });
    await fill(page, 'dialog', 'other-1280@example.com', 'other');
    await page.type('#dialog-message', 'A cedar pergola over the back door.');
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('dialog[open] [role="status"]');
    expect((await storedLead('other-1280@example.com')).data).toEqual(expect.objectContaining({ service: 'other', message: 'A cedar pergola over the back door.' }));
    await page.keyboard.press('Escape');
  });

  test('switching service swaps the questions shown and required; a fence request without a fence type gets a field error', async () => {
    const page = await visit(1280, '/services/foundation-repair/crack-repair');
    await openDialog(page, 1280);
    await page.select('#dialog-service', 'fences');
    expect(await formState(page, 'dialog[open] form')).toEqual({ service: 'fences', visibleGroups: ['fences'], requiredFollowUps: requiredOf('fences'), visibleForeign: [] });
    // Past the browser's own check, the schema's message shows next to the field and in the summary.
    await page.$eval('#dialog-fenceType', (el) => (el as HTMLSelectElement).removeAttribute('required'));
    await fill(page, 'dialog', 'switch-1280@example.com', 'other');
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('#dialog-fenceType-error');
    expect(await page.$eval('#dialog-fenceType-error', (el) => el.textContent)).toBe('Choose a fence type.');
    expect(await page.$eval('#dialog-fenceType', (el) => el.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.$eval('#dialog-errors', (el) => el.textContent)).toContain('Choose a fence type.');
    await page.keyboard.press('Escape');
  });

  test('the dialog opened from the mobile menu returns focus to the menu button when it closes', async () => {
    const page = await visit(375, '/services/irrigation');
    await page.click('button[aria-controls="mobile-menu"]');
    await page.click('#mobile-menu button[aria-haspopup="dialog"]');
    await page.waitForSelector('dialog[open] #dialog-service');
    expect(await page.$eval('#dialog-service', (el) => (el as HTMLSelectElement).value)).toBe('irrigation');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    // The dialog loses its open attribute at once, but its close event (which moves focus) comes a task later.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'mobile-menu', { timeout: 5000 });
  });

  test('text inputs say type="text", and the address is a first address line', async () => {
    const page = await visit(1280, '/custom-outdoor-kitchen-design-dallas');
    const untyped = await page.$$eval('form input:not([type])', (els) => els.map((el) => el.getAttribute('name')));
    expect(untyped).toEqual([]);
    expect(await page.$eval('#kitchen-address', (el) => el.getAttribute('autocomplete'))).toBe('address-line1');
    await visit(1280, '/contact');
    expect(await page.$$eval('form input:not([type])', (els) => els.map((el) => el.getAttribute('name')))).toEqual([]);
  });
});

describe('without JavaScript: the outdoor-kitchen page’s own form', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 1280, height: 900 });
  });
  afterAll(() => page.close());
  const open = async () => {
    await page.bringToFront();
    await page.goto(`${server.baseUrl}/custom-outdoor-kitchen-design-dallas`, { waitUntil: 'load' });
  };

  test('the served HTML has the service chosen and every group, only its own shown', async () => {
    await open();
    expect(await page.$eval('#kitchen-service option[selected]', (el) => el.getAttribute('value'))).toBe('outdoor-living');
    const state = await formState(page, '#contact-form form');
    expect(state.visibleGroups).toEqual(['outdoor-living']);
    expect(state.visibleForeign).toEqual([]);
    // Required is left to the server here: a required control in a hidden group would block the post.
    expect(state.requiredFollowUps).toEqual([]);
    expect(await page.$$eval('#contact-form fieldset[data-service] legend', (els) => els.length)).toBe(serviceOptions.length - 1);
  });

  test('a post stores the lead with the service; switching service shows its group and drops the other answers', async () => {
    await open();
    const answers = await fill(page, 'kitchen', 'kitchen-nojs@example.com', 'outdoor-living');
    await Promise.all([page.waitForNavigation(), page.click('#contact-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).toBe('/thank-you');
    expect((await storedLead('kitchen-nojs@example.com')).data).toEqual(expect.objectContaining({ service: 'outdoor-living', ...answers }));

    await open();
    await fill(page, 'kitchen', 'slab-nojs@example.com', 'outdoor-living');
    await page.select('#kitchen-service', 'foundation-repair');
    expect((await formState(page, '#contact-form form')).visibleGroups).toEqual(['foundation-repair']);
    await page.select('#kitchen-foundationSymptom', 'gaps');
    await Promise.all([page.waitForNavigation(), page.click('#contact-form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).toBe('/thank-you');
    const lead = await storedLead('slab-nojs@example.com');
    expect(lead.data).toEqual(expect.objectContaining({ service: 'foundation-repair', foundationSymptom: 'gaps' }));
    expect(lead.data).not.toHaveProperty('outdoorFeature');
  });

  test('a fence request without a fence type comes back with the error, the fence group showing', async () => {
    await open();
    await fill(page, 'kitchen', 'fence-nojs@example.com', 'other');
    await page.select('#kitchen-service', 'fences');
    await Promise.all([page.waitForNavigation(), page.click('#contact-form button[type="submit"]')]);
    expect(await page.$eval('#kitchen-fenceType-error', (el) => el.textContent)).toBe('Choose a fence type.');
    expect((await formState(page, '#contact-form form')).visibleGroups).toEqual(['fences']);
    expect((await server.leads()).some((l) => (l.data as { email?: string }).email === 'fence-nojs@example.com')).toBe(false);
  });
});

describe.each(widths)('at %i px, without JavaScript: the dialog from the served HTML', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width, height: 900 });
  });
  afterAll(() => page.close());
  const visitWithoutScript = async (path: string) => {
    await page.bringToFront();
    await page.goto(server.baseUrl + path, { waitUntil: 'load' });
  };

  test.each(servicePages.map((p) => [p.path, p.service]))('%s: the button opens the dialog with %s chosen and only its questions shown', async (path, service) => {
    await visitWithoutScript(path);
    await openDialog(page, width);
    const state = await formState(page, 'dialog[open] form');
    // Required is left to the server without script: a required control in a hidden group would block the post.
    expect(state).toEqual({ service, visibleGroups: [service], requiredFollowUps: [], visibleForeign: [] });
    await page.click('dialog[open] button[aria-label="Close"]');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  });

  test('a request sent from the dialog is stored with the page’s service', async () => {
    const path = width < 768 ? '/services/foundation-repair/crack-repair' : '/services/irrigation';
    const service = serviceForPath(path)!;
    await visitWithoutScript(path);
    await openDialog(page, width);
    const email = `dialog-nojs-${width}@example.com`;
    const answers = await fill(page, 'dialog', email, service);
    await Promise.all([page.waitForNavigation(), page.click('dialog[open] button[type="submit"]')]);
    expect(new URL(page.url()).pathname).toBe('/thank-you');
    const lead = await storedLead(email);
    expect(lead).toMatchObject({ kind: 'quote', formId: 'dialog', page: path });
    expect(lead.data).toEqual(expect.objectContaining({ service, ...answers }));
  });

  test('a fence request without a fence type comes back in the open dialog with the error', async () => {
    await visitWithoutScript('/services/fences/installation');
    await openDialog(page, width);
    const email = `dialog-fence-nojs-${width}@example.com`;
    await fill(page, 'dialog', email, 'other');
    await Promise.all([page.waitForNavigation(), page.click('dialog[open] button[type="submit"]')]);
    expect(await page.$eval('#dialog-fenceType-error', (el) => el.textContent)).toBe('Choose a fence type.');
    expect(await page.$eval('#dialog-errors', (el) => el.checkVisibility())).toBe(true);
    expect((await formState(page, 'dialog[open] form')).visibleGroups).toEqual(['fences']);
    expect((await server.leads()).some((l) => (l.data as { email?: string }).email === email)).toBe(false);
  });
});

/**
 * The owner's five-minute tasks, in the real editor (Sveltia CMS, local mode, as `npm run edit` serves
 * it) on a copy of this repository (e2e/editorDriver.ts): Saturday's hours, the Premium fence's price,
 * a new review. After the rebuild the save starts, the footer, the contact page, the JSON-LD opening
 * hours, the estimator and the fence page show them. A value the editor refuses is never saved; the
 * same value written into the file by hand stops the rebuild, naming the file and the field, and the
 * last good site stays served.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import { startEditServer, type EditServer } from '../scripts/editServer';
import { estimator } from '../src/content/fenceSales';
import type { PricingFile } from '../src/content/schemas/pricing';
import { settledSignInScreen } from './adminSite';
import { browserForFile, watchedPage } from './browser';
import {
  copyBackSaves,
  field,
  formButton,
  fillPickedFolder,
  openFile,
  pickedContent,
  repositoryCopy,
  save,
  typeInto,
  pickOriginFolder,
} from './editorDriver';

const browser = browserForFile();
let copy: ReturnType<typeof repositoryCopy>;
let server: EditServer;
let site: string;
const log: string[] = [];

beforeAll(async () => {
  copy = repositoryCopy();
  server = await startEditServer({
    distDir: path.join(copy.root, 'dist'),
    port: 0,
    env: {},
    cwd: copy.root,
    log: (line) => log.push(line),
  });
  site = server.origin.replace('localhost', '127.0.0.1');
}, 120_000);
afterAll(async () => {
  await server?.close();
  copy?.remove();
}, 600_000);

/** Waits for the edit server's `count`-th rebuild to finish, and returns its outcome. */
async function rebuild(count: number) {
  const deadline = Date.now() + 480_000;
  while (server.rebuilds.outcomes.length < count) {
    if (Date.now() > deadline) throw new Error(`no rebuild after the save:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server.rebuilds.outcomes[count - 1]!;
}

const page = async (urlPath: string) => {
  const response = await fetch(`${site}${urlPath}`);
  expect(response.status).toBe(200);
  return response.text();
};

/** Saturday's row as the contact page and the footer write it, and its JSON-LD. */
const saturdayShown = (html: string) => ({
  contact: /Saturday<\/dt><dd[^>]*>([^<]+)</.exec(html)?.[1] ?? null,
  footer: /Saturday<!-- -->:<\/span> <!-- -->([^<]+)</.exec(html)?.[1] ?? null,
  jsonLd: /"dayOfWeek":\["Saturday"\],"opens":"([^"]+)","closes":"([^"]+)"/.exec(html)?.slice(1) ?? null,
});

async function openEditor(editor: Page): Promise<void> {
  await pickOriginFolder(editor);
  await editor.goto(`${site}/admin`, { waitUntil: 'load' });
  await fillPickedFolder(editor, copy.root);
  await editor.reload({ waitUntil: 'load' });
  // The editor remembers the folder picked before (in this browser context): then it opens on it.
  const first = await editor.waitForSelector('::-p-text(Work with Local Repository), ::-p-text(Business details)', {
    timeout: 30_000,
  });
  if ((await first!.evaluate((element) => element.textContent)) !== 'Business details') {
    await settledSignInScreen(editor);
    await (await editor.waitForSelector('::-p-text(Work with Local Repository)'))!.click();
  }
  await editor.waitForSelector('::-p-text(Business details)');
}

/** Ticks a checkbox of the editor, and makes sure it took (a click while the form still moves can miss). */
async function check(box: ElementHandle<HTMLElement>): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await box.evaluate((element) => element.getAttribute('aria-checked'))) === 'true') return;
    await box.scrollIntoView();
    await box.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(await box.evaluate((element) => element.getAttribute('aria-checked'))).toBe('true');
}

const newReview = {
  quote: 'They fixed the gate that had dragged for years and stained the whole fence in two days.',
  author: 'Jordan Test-Reviewer',
  role: 'Homeowner',
  company: 'Rowlett',
};

test('the owner changes Saturday’s hours and the Premium price and adds a review; the rebuilt pages show them', async () => {
  const { page: editor, problems } = await watchedPage(browser(), {
    // The editor's icon font and its GitHub status check are on other sites, out of reach here.
    ignore: (text) => /net::ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(text),
  });
  await openEditor(editor);

  await openFile(editor, 'Business details');
  await typeInto(await field(editor, 'Saturday'), '08:00-13:00');
  await save(editor);

  await openFile(editor, 'Prices');
  await typeInto(await field(editor, 'Price per foot (dollars)', premiumIndex()), '38');
  await save(editor);

  await openFile(editor, 'Customer reviews');
  // "Add Review" (the list's item is a review); the editor may say "Add Reviews".
  await (await formButton(editor, 'Add Review')).click();
  await typeInto(await field(editor, 'Review', -1), newReview.quote);
  await typeInto(await field(editor, 'Name', -1), newReview.author);
  await typeInto(await field(editor, 'Who they are', -1), newReview.role);
  await typeInto(await field(editor, 'Company or neighborhood', -1), newReview.company);
  await check(await field(editor, 'Fence services page', -1));
  await save(editor);
  expect(problems).toEqual([]);

  // The picked folder now holds the saves: into the copy's content/, which the edit server watches.
  const savedAt = Date.now();
  expect((await copyBackSaves(editor, copy.root)).sort()).toEqual([
    'content/business.json',
    'content/pricing.json',
    'content/reviews.json',
  ]);
  const outcome = await rebuild(1);
  expect(outcome).toMatchObject({ ok: true });
  console.log(`editor e2e: save -> pages served in ${((Date.now() - savedAt) / 1000).toFixed(1)} s`);

  for (const urlPath of ['/', '/contact']) {
    const shown = saturdayShown(await page(urlPath));
    expect(shown.footer).toBe('8:00 AM - 1:00 PM');
    expect(shown.jsonLd).toEqual(['08:00', '13:00']);
    if (urlPath === '/contact') expect(shown.contact).toBe('8:00 AM - 1:00 PM');
  }
  const sales = await page('/services/fences/sales');
  expect(sales).toContain('Premium, from $38/ft');
  const fences = await page('/services/fences');
  expect(fences).toContain(newReview.author);
  expect(fences).toContain(newReview.quote);

  // The estimator, as a visitor uses it.
  const visitor = await editor.browser().newPage();
  await visitor.goto(`${site}/services/fences/sales`, { waitUntil: 'load' });
  const length = (await visitor.waitForSelector(`::-p-aria(${estimator.feetLabel})`))!;
  await length.type('180');
  const figure = () => visitor.$eval('output[data-fence-estimate]', (output) => output.textContent ?? '');
  await visitor
    .waitForFunction(
      () => document.querySelector('output[data-fence-estimate]')?.textContent?.includes('From $6,840 for 180 ft'),
      { timeout: 30_000 },
    )
    .catch(async () => expect(await figure()).toContain('From $6,840 for 180 ft'));
  await visitor.close();
  await editor.close();
}, 600_000);

test('a price the editor refuses is never saved; written into the file by hand, it stops the rebuild and the last good site stays', async () => {
  const { page: editor } = await watchedPage(browser(), {
    ignore: (text) => /net::ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(text),
  });
  await openEditor(editor);
  await openFile(editor, 'Prices');
  await typeInto(await field(editor, 'Price per foot (dollars)', premiumIndex()), '$38');
  await (await editor.waitForSelector('button::-p-text(Save)'))!.click();
  const before = await pickedContent(editor);
  // Either the field keeps no "$" or the editor names the problem; the file is never written with it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(JSON.stringify(await pickedContent(editor))).toBe(JSON.stringify(before));
  expect(before['pricing.json']).not.toContain('$38');
  await editor.close();

  const file = path.join(copy.root, 'content/pricing.json');
  const served = await page('/services/fences/sales');
  const count = server.rebuilds.outcomes.length;
  const handWritten = JSON.parse(readFileSync(file, 'utf8')) as { residential: { premium: { pricePerFoot: unknown } } };
  handWritten.residential.premium.pricePerFoot = '$38';
  writeFileSync(file, JSON.stringify(handWritten, null, 2));
  expect(await rebuild(count + 1)).toMatchObject({ ok: false });
  const said = log.join('\n');
  expect(said).toMatch(/content\/pricing\.json/);
  expect(said).toMatch(/Enter the price as a number, like 38/);
  expect(said).toMatch(/The site still shows the last good version/);
  expect(await page('/services/fences/sales')).toBe(served);
}, 600_000);

/** Which "Price per foot" field is the Premium package's: the editor lists the packages in the file's order. */
function premiumIndex(): number {
  const file = JSON.parse(readFileSync(path.join(copy.root, 'content/pricing.json'), 'utf8')) as PricingFile;
  return [...Object.values(file.residential), ...Object.values(file.commercial)]
    .map((tier) => tier.title)
    .indexOf('Premium');
}

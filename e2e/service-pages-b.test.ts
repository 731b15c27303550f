/**
 * Four service pages in a real browser: the outdoor kitchen page's
 * inline intake form, which shows only from the 768 px breakpoint up (a quote-dialog button below
 * it); and the irrigation, artificial turf and foundation repair pages' cards, exact process steps,
 * benefits or warning signs, warranties and Service JSON-LD.
 */
import type { Page } from 'puppeteer-core';
import { business, terms } from '../src/content/business';
import { ui } from '../src/lib/uiSettings';
import { baseUrl, browserForFile, mainText, openRoute, watchedPage, type WatchedPage } from './browser';

const KITCHEN = '/custom-outdoor-kitchen-design-dallas';
const IRRIGATION = '/services/irrigation';
const TURF = '/services/artificial-turf';
const FOUNDATION = '/services/foundation-repair';
const MOBILE_BUTTON = 'Get my free kitchen quote';

const browser = browserForFile();

let watched: WatchedPage;
afterEach(async () => {
  expect(watched.problems).toEqual([]);
  await watched.page.close();
});

async function open(path: string, width = 1280): Promise<Page> {
  watched = await watchedPage(browser(), { width, height: 900 });
  await openRoute(watched.page, path);
  return watched.page;
}

/** The numbered steps of the page's process list, as titles (without the screen-reader "Step n:" prefix). */
const processSteps = (page: Page) =>
  page.$$eval('#process ol > li h3', (headings) =>
    headings.map((h) => h.textContent!.replace(/^Step \d+:\s*/, '').trim()),
  );

/** Titles of the cards in a section's list. */
const cardTitles = (page: Page, sectionId: string) =>
  page.$$eval(`#${sectionId} li h3`, (headings) => headings.map((h) => h.textContent!.trim()));

/** Where each card's link goes, in order. */
const cardLinks = (page: Page) => page.$$eval('#services li a', (links) => links.map((a) => a.getAttribute('href')));

/** The links and buttons inside the hero (the section holding the h1). */
const heroActions = (page: Page) =>
  page.evaluate(() => {
    const hero = document.querySelector('h1')!.closest('section')!;
    return [...hero.querySelectorAll<HTMLElement>('a, button')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({ tag: el.tagName.toLowerCase(), text: el.innerText.trim(), href: el.getAttribute('href') }));
  });

async function expectServiceJsonLd(page: Page, path: string) {
  const block = await page.$eval('script[type="application/ld+json"][data-jsonld="service"]', (s) =>
    JSON.parse(s.textContent!),
  );
  expect(block['@type']).toBe('Service');
  expect(block.url).toMatch(new RegExp(`${path}$`));
  // The provider points at the page's one business block instead of repeating it.
  expect(block.provider['@id']).toMatch(/\/#business$/);
  expect(block.provider.name).toBe(business.name);
  expect(block.provider.telephone).toBe(business.phone.e164);
  expect(block.areaServed.length).toBeGreaterThan(0);
  for (const area of block.areaServed) expect(area).toEqual({ '@type': 'City', name: expect.any(String) });
  // Crawlers get the same block without running JavaScript.
  const html = await (await fetch(baseUrl() + path)).text();
  const snapshot = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*data-jsonld="service"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(snapshot).toHaveLength(1);
  expect(JSON.parse(snapshot[0]![1]!)).toEqual(block);
}

async function expectQuoteDialogOpensFrom(page: Page, click: () => Promise<void>) {
  expect(await page.$eval('dialog', (d) => (d as HTMLDialogElement).open)).toBe(false);
  await click();
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === true);
  await page.waitForSelector('dialog form[aria-label="Quote request"], dialog iframe[title="Intake Form"]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === false);
}

describe('outdoor kitchen page: the intake form shows from 768 px up, a quote button below', () => {
  /** What a visitor sees in the #contact-form slot. */
  const slot = (page: Page) =>
    page.evaluate((buttonText) => {
      const anchor = document.getElementById('contact-form');
      const form = anchor?.querySelector('form[aria-label="Quote request"], iframe[title="Intake Form"]') ?? null;
      const button =
        [...document.querySelectorAll('main button')].find((b) => b.textContent!.trim() === buttonText) ?? null;
      return {
        anchor: anchor !== null,
        formVisible: form?.checkVisibility() ?? false,
        /** The provider's frame (when a form id is configured) is 500 px high; the native form has its own height. */
        frameHeight: form?.tagName === 'IFRAME' ? form.getBoundingClientRect().height : null,
        buttonExists: button !== null,
        buttonVisible: button?.checkVisibility() ?? false,
        buttonHeight: button?.getBoundingClientRect().height ?? 0,
      };
    }, MOBILE_BUTTON);

  test.each([1280, 768])(
    'at %i px the form inside #contact-form is visible and the mobile button is not',
    async (width) => {
      const page = await open(KITCHEN, width);
      const reading = await slot(page);
      expect(reading).toMatchObject({ anchor: true, formVisible: true, buttonExists: true, buttonVisible: false });
      if (reading.frameHeight !== null) expect(reading.frameHeight).toBe(ui.intakeFrameHeightPx);
    },
  );

  test.each([375, 767])('at %i px the form is hidden and a large button opens the quote dialog', async (width) => {
    const page = await open(KITCHEN, width);
    const reading = await slot(page);
    expect(reading).toMatchObject({ anchor: true, formVisible: false, buttonVisible: true });
    expect(reading.buttonHeight).toBeGreaterThanOrEqual(44);
    await expectQuoteDialogOpensFrom(page, () =>
      page.locator(`::-p-aria([name="${MOBILE_BUTTON}"][role="button"])`).click(),
    );
  });

  test('the form and the #contact-form anchor are in the prerendered HTML', async () => {
    watched = await watchedPage(browser());
    const html = await (await fetch(baseUrl() + KITCHEN)).text();
    expect(html).toMatch(/id="contact-form"/);
    expect(html).toMatch(/<form[^>]*aria-label="Quote request"|<iframe[^>]*title="Intake Form"/);
    expect(html).toContain(MOBILE_BUTTON);
  });

  test('has call and text buttons, feature cards, service areas, captioned work images and Service JSON-LD', async () => {
    const page = await open(KITCHEN);
    const links = await page.$$eval('main a', (els) =>
      els.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent!.trim() })),
    );
    expect(links).toContainEqual({ href: `tel:${business.phone.e164}`, text: `Call ${business.phone.display}` });
    expect(links).toContainEqual({ href: `sms:${business.phone.e164}`, text: 'Text us' });

    const features = await cardTitles(page, 'features');
    expect(features.length).toBeGreaterThanOrEqual(6);
    for (const topic of [/grill/i, /island|countertop/i, /pavilion|pergola/i, /lighting/i, /fireplace|pizza/i]) {
      expect(features.some((title) => topic.test(title))).toBe(true);
    }

    const areas = await page.$$eval('#service-areas li', (items) => items.map((li) => li.textContent!.trim()));
    expect(areas).toContain('Dallas');
    expect(areas.length).toBe(10);

    const figures = await page.$$eval('#our-work figure', (els) =>
      els.map((figure) => ({
        src: figure.querySelector('img')!.getAttribute('src'),
        alt: figure.querySelector('img')!.alt,
        caption: figure.querySelector('figcaption')!.textContent!.trim(),
      })),
    );
    expect(figures.map((f) => f.src)).toEqual([
      '/images/kitchen-island.svg',
      '/images/kitchen-pavilion.svg',
      '/images/gallery-outdoor-kitchen.svg',
    ]);
    for (const figure of figures) {
      expect(figure.alt.length).toBeGreaterThan(10);
      expect(figure.caption.length).toBeGreaterThan(10);
    }

    await expectServiceJsonLd(page, KITCHEN);
  });
});

describe('irrigation page', () => {
  test('hero buttons go to /contact and /gallery; three cards link to the irrigation sub-routes', async () => {
    const page = await open(IRRIGATION);
    const actions = await heroActions(page);
    expect(actions).toContainEqual({ tag: 'a', text: 'Get a Free Quote', href: '/contact' });
    expect(actions).toContainEqual({ tag: 'a', text: 'View Our Work', href: '/gallery' });
    expect(await cardLinks(page)).toEqual([
      '/services/irrigation/sprinklers',
      '/services/irrigation/smart-controllers',
      '/services/irrigation/maintenance',
    ]);
  });

  test('the 4-step process, six benefits, the watering rules and the 1-year installation warranty', async () => {
    const page = await open(IRRIGATION, 375);
    expect(await processSteps(page)).toEqual([
      'Site Assessment',
      'Custom Design',
      'Professional Installation',
      'System Programming',
    ]);
    expect(await cardTitles(page, 'benefits')).toHaveLength(6);
    const text = await mainText(page);
    expect(text).toContain(`${terms.irrigationWarranty} warranty on installation work`);
    expect(text).toContain('1-year');
    expect(text).toContain(`${terms.claims.waterReduction}`);
    for (const topic of [/watering (days|schedule)/i, /drought/i, /rain and freeze sensors/i, /backflow/i])
      expect(text).toMatch(topic);
    // The irrigator licence is shown only once business.ts has its number.
    if (business.irrigatorLicense) expect(text).toContain(`Licensed irrigator LI ${business.irrigatorLicense}`);
    else expect(text).not.toMatch(/Licensed irrigator/);
    const image = await page.$eval('#watering img', (img) => ({
      src: img.getAttribute('src'),
      alt: (img as HTMLImageElement).alt,
    }));
    expect(image.src).toBe('/images/irrigation-controller.svg');
    expect(image.alt.length).toBeGreaterThan(10);
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(IRRIGATION), IRRIGATION);
  });
});

describe('artificial turf page', () => {
  test('three cards to residential, commercial and pet-friendly; the 4-step process; six benefits; the 15-year warranty', async () => {
    const page = await open(TURF);
    expect(await cardLinks(page)).toEqual([
      '/services/artificial-turf/residential',
      '/services/artificial-turf/commercial',
      '/services/artificial-turf/pet-friendly',
    ]);
    expect(await processSteps(page)).toEqual([
      'Site Preparation',
      'Base Installation',
      'Turf Installation',
      'Final Details',
    ]);
    expect(await cardTitles(page, 'benefits')).toHaveLength(6);
    expect(await mainText(page)).toContain(`${terms.turfWarrantyYears}-year warranty`);
    expect(terms.turfWarrantyYears).toBe(15);
  });

  test('the hero quote button opens the quote dialog, and the page has Service JSON-LD', async () => {
    const page = await open(TURF, 375);
    await expectQuoteDialogOpensFrom(page, () =>
      page.locator('::-p-aria([name="Get a Free Quote"][role="button"])').click(),
    );
    await expectServiceJsonLd(page, TURF);
  });
});

describe('foundation repair page', () => {
  test('"Free Inspection" is the hero action and opens the quote dialog', async () => {
    const page = await open(FOUNDATION);
    const actions = await heroActions(page);
    expect(actions[actions.findIndex((a) => a.text !== 'Home')]).toMatchObject({ text: 'Free Inspection' });
    await expectQuoteDialogOpensFrom(page, () =>
      page.locator('::-p-aria([name="Free Inspection"][role="button"])').click(),
    );
  });

  test('three cards, the 4-step process, six warning signs, the lifetime transferable warranty and financing', async () => {
    const page = await open(FOUNDATION, 375);
    expect(await cardLinks(page)).toEqual([
      '/services/foundation-repair/stabilization',
      '/services/foundation-repair/crack-repair',
      '/services/foundation-repair/drainage',
    ]);
    expect(await processSteps(page)).toEqual([
      'Free Inspection',
      'Custom Solution',
      'Professional Repair',
      'Quality Assurance',
    ]);
    const signs = await cardTitles(page, 'warning-signs');
    expect(signs).toHaveLength(6);
    for (const sign of [/doors and windows/i, /brick or drywall/i, /floors/i, /gaps/i, /slab/i, /water pooling/i]) {
      expect(signs.some((title) => sign.test(title))).toBe(true);
    }
    const text = await mainText(page);
    expect(text).toMatch(/clay/i);
    expect(text).toMatch(/swell/i);
    expect(text).toMatch(/lifetime, transferable warranty/i);
    expect(text).toMatch(/financing is available/i);
    expect(await page.$eval('#causes img', (img) => img.getAttribute('src'))).toBe('/images/foundation-drainage.svg');
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(FOUNDATION), FOUNDATION);
  });
});

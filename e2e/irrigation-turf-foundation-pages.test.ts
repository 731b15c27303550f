/**
 * The irrigation, artificial turf and foundation repair service pages in a real browser: hero
 * actions, cards to their sub-service pages, exact process steps, benefits or warning signs,
 * warranties, the quote dialog from the hero, and a Service JSON-LD block naming the provider and the
 * areas its content lists.
 * Rules: sub-service links come from the registry, warranties and claims from src/content; every
 * test's page is watched (no console error, page error or failed request).
 */
import type { Page } from 'puppeteer-core';
import { business, contactServiceAreas, terms } from '../src/content/business';
import * as irrigation from '../src/content/irrigation';
import * as foundationRepair from '../src/content/foundationRepair';
import { browserForFile, mainText, watchEachTest } from './browser';
import { cardLinks, cardTitles, expectQuoteDialogOpensFrom, expectServiceJsonLd, processSteps } from './pageChecks';
import { subServicePathsOf } from './sitePages';

const IRRIGATION = '/services/irrigation';
const TURF = '/services/artificial-turf';
const FOUNDATION = '/services/foundation-repair';

const browser = browserForFile();
const { open } = watchEachTest(browser);

/** The links and buttons inside the hero (the section holding the h1). */
const heroActions = (page: Page) =>
  page.evaluate(() => {
    const hero = document.querySelector('h1')!.closest('section')!;
    return [...hero.querySelectorAll<HTMLElement>('a, button')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({ tag: el.tagName.toLowerCase(), text: el.innerText.trim(), href: el.getAttribute('href') }));
  });

describe('irrigation page', () => {
  test('hero buttons go to /contact and to the work the gallery holds; cards link to the irrigation sub-service pages', async () => {
    const page = await open(IRRIGATION);
    const actions = await heroActions(page);
    const quote = irrigation.hero.primaryCTA;
    expect(actions).toContainEqual({ tag: 'a', text: quote.text, href: '/contact' });
    // The gallery's irrigation projects, or the related work it holds (src/content/galleryItems.ts, workLink).
    const work = irrigation.hero.secondaryCTA;
    expect(actions).toContainEqual({ tag: 'a', text: work.text, href: work.link });
    expect(await cardLinks(page, 'services')).toEqual(subServicePathsOf(IRRIGATION));
  });

  test('the 4-step process, the benefits, the watering rules and the installation warranty', async () => {
    const page = await open(IRRIGATION, 375);
    // The words are the owner's (content/pages/irrigation.json), read through the page's copy module.
    expect(await processSteps(page)).toEqual(irrigation.process.steps.map((step) => step.title));
    expect(irrigation.process.steps).toHaveLength(4);
    expect(await cardTitles(page, 'benefits')).toEqual(irrigation.benefits.items.map((item) => item.title));
    const text = await mainText(page);
    expect(text).toContain(`${terms.irrigationWarranty} warranty on installation work`);
    expect(text).toContain(`${terms.claims.waterReduction}`);
    for (const point of irrigation.watering.points) expect(text).toContain(point.title);
    // The irrigator licence is shown only once business.ts has its number.
    if (business.irrigatorLicense) expect(text).toContain(`Licensed irrigator LI ${business.irrigatorLicense}`);
    else expect(text).not.toMatch(/Licensed irrigator/);
    const image = await page.$eval('#watering img', (img) => ({
      src: img.getAttribute('src'),
      alt: (img as HTMLImageElement).alt,
    }));
    expect(image).toEqual({ src: irrigation.watering.image.src, alt: irrigation.watering.image.alt });
    expect(image.alt.length).toBeGreaterThan(10);
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(IRRIGATION), IRRIGATION, contactServiceAreas);
  });
});

describe('artificial turf page', () => {
  test('cards to its sub-service pages (residential, commercial, pet-friendly); the 4-step process; six benefits; the 15-year warranty', async () => {
    const page = await open(TURF);
    expect(await cardLinks(page, 'services')).toEqual(subServicePathsOf(TURF));
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
    await expectServiceJsonLd(page, TURF, contactServiceAreas);
  });
});

describe('foundation repair page', () => {
  test('the hero’s first action ("Free Inspection") opens the quote dialog', async () => {
    const page = await open(FOUNDATION);
    const actions = await heroActions(page);
    const inspection = foundationRepair.hero.primaryCTA.text;
    expect(actions[actions.findIndex((a) => a.text !== 'Home')]).toMatchObject({ text: inspection });
    await expectQuoteDialogOpensFrom(page, () =>
      page.locator(`::-p-aria([name="${inspection}"][role="button"])`).click(),
    );
  });

  test('cards to its sub-service pages, the 4-step process, six warning signs, the causes, the warranty and the closing guarantee', async () => {
    const page = await open(FOUNDATION, 375);
    expect(await cardLinks(page, 'services')).toEqual(subServicePathsOf(FOUNDATION));
    // The words are the owner's (content/pages/foundation-repair.json), read through the page's copy module.
    expect(await processSteps(page)).toEqual(foundationRepair.process.steps.map((step) => step.title));
    expect(foundationRepair.process.steps).toHaveLength(4);
    const signs = await cardTitles(page, 'warning-signs');
    expect(signs).toEqual(foundationRepair.warningSigns.items.map((item) => item.title));
    expect(signs).toHaveLength(6);
    const text = await mainText(page);
    for (const cause of foundationRepair.causes.points) expect(text).toContain(cause.title);
    expect(text).toMatch(new RegExp(`${terms.foundationWarranty} warranty`, 'i'));
    expect(text).toContain(foundationRepair.cta.guaranteeText!);
    expect(await page.$eval('#causes img', (img) => img.getAttribute('src'))).toBe(foundationRepair.causes.image.src);
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(FOUNDATION), FOUNDATION, contactServiceAreas);
  });
});

/**
 * The landscaping, design and outdoor living service pages in a real browser: landscaping and
 * landscape design link to their sub-service pages, /contact, /case-studies and /gallery; the design
 * page states the design-fee discount and links to the design specialty pages; the landscape and
 * garden design pages list the design areas, with a carousel, a before/after toggle, a showcase and
 * the reviews set for it (none: no section), and the garden page adds "what we do" cards; outdoor living has its services, six steps, a
 * showcase and its areas; the outdoor kitchen page shows its inline intake form from the 768 px
 * breakpoint up (a quote-dialog button below it). Every page has its own hero illustration and a
 * Service JSON-LD block naming the provider and the areas its content lists.
 * Rules: sub-service links come from the registry, figures and areas from src/content; every test's
 * page is watched (no console error, page error or failed request).
 */
import type { Page } from 'puppeteer-core';
import { business, contactServiceAreas, designServiceAreas, terms } from '../src/content/business';
import { ui } from '../src/lib/uiSettings';
import { discount as designDiscount } from '../src/content/design';
import * as gardenDesign from '../src/content/gardenDesign';
import * as landscapeDesign from '../src/content/landscapeDesign';
import * as outdoorLiving from '../src/content/outdoorLiving';
import { mobileQuote, work } from '../src/content/outdoorKitchen';
import { reviewsOn } from '../src/content/testimonials';
import { baseUrl, browserForFile, mainText, watchEachTest } from './browser';
import {
  cardLinks,
  cardTitles,
  expectHero,
  expectQuoteDialogOpensFrom,
  expectReviews,
  expectServiceJsonLd,
  listedAreas,
  mainLinks,
  processSteps,
} from './pageChecks';
import { subServicePathsOf } from './sitePages';
import { sectionWords } from '../src/content/sectionWords';
import { fillOwn } from '../src/content/ownValues';

const LANDSCAPING = '/services/landscaping';
const DESIGN = '/services/design';
const LANDSCAPE_DESIGN = '/services/landscape-design';
const GARDEN = '/services/garden-design';
const GARDEN_PROCESS = '/garden-design-process';
const OUTDOOR = '/services/outdoor-living';
const KITCHEN = '/custom-outdoor-kitchen-design-dallas';
// The words are the owner's (content/pages/*.json), read through the pages' copy modules.
const MOBILE_BUTTON = mobileQuote.buttonText;

const browser = browserForFile();
const { open } = watchEachTest(browser);

describe('landscaping services page', () => {
  test('links to its sub-service pages and to /contact, /case-studies and /gallery', async () => {
    const page = await open(LANDSCAPING);
    expect(await cardLinks(page, 'services')).toEqual(subServicePathsOf(LANDSCAPING));
    const links = await mainLinks(page);
    for (const target of ['/contact', '/case-studies', '/gallery']) expect(links).toContain(target);
    await expectHero(page, 'hero-landscaping');
  });

  test('states the value and water claims, why us and the process, at 375 px', async () => {
    const page = await open(LANDSCAPING, 375);
    const text = await mainText(page);
    expect(text).toContain(terms.claims.propertyValueIncrease);
    expect(text).toContain(`${terms.claims.waterReduction} less water`);
    expect(text).toMatch(/clay/i);
    expect(await cardTitles(page, 'why-us')).toHaveLength(6);
    expect((await cardTitles(page, 'process')).length).toBeGreaterThanOrEqual(3);
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(LANDSCAPING), LANDSCAPING, contactServiceAreas);
  });
});

describe('landscape design services page', () => {
  test('links to its sub-service pages, the design specialty pages, /contact, /case-studies and /gallery', async () => {
    const page = await open(DESIGN);
    expect(await cardLinks(page, 'services')).toEqual(subServicePathsOf(DESIGN));
    expect(await cardLinks(page, 'specialties')).toEqual([LANDSCAPE_DESIGN, GARDEN, GARDEN_PROCESS]);
    const links = await mainLinks(page);
    for (const target of ['/contact', '/case-studies', '/gallery']) expect(links).toContain(target);
    await expectHero(page, 'hero-design');
  });

  test('offers the design-fee discount for hiring the recommended contractors, and the three claims', async () => {
    const page = await open(DESIGN, 375);
    const text = await mainText(page);
    expect(text).toContain(designDiscount.text);
    expect(text).toContain(`${terms.designFeeDiscountPercent}% off your design fee`);
    expect(text).toContain(terms.claims.propertyValueIncrease);
    expect(text).toContain(terms.claims.waterReduction);
    expect(text).toContain(`${terms.claims.extraSpaceSqFt} sq ft`);
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(DESIGN), DESIGN, contactServiceAreas);
  });
});

describe.each([
  [LANDSCAPE_DESIGN, 'hero-landscape-design', 'landscapeDesign', landscapeDesign],
  [GARDEN, 'hero-garden-design', 'gardenDesign', gardenDesign],
] as const)('%s', (path, heroImage, reviewPage, copy) => {
  test('has a carousel, a before/after toggle, service cards, a showcase, the reviews set for it (if any) and the design areas', async () => {
    const page = await open(path);
    await expectHero(page, heroImage);
    expect(
      await page.$$eval('#portfolio [aria-roledescription="slide"]', (slides) => slides.length),
    ).toBeGreaterThanOrEqual(6);
    expect(
      await page.$$eval('#before-after input[type="radio"]', (radios) =>
        radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
      ),
    ).toEqual([sectionWords.beforeAfter.before, sectionWords.beforeAfter.after]);
    // The drawn before/after and design idea are named in the page file's words, with no place line.
    expect(await page.$eval('#before-after legend', (legend) => legend.textContent)).toBe(
      fillOwn(sectionWords.beforeAfter.choice, { label: copy.transformation.content.pair.label }),
    );
    expect((await cardLinks(page, 'services')).length).toBeGreaterThanOrEqual(3);
    const showcase = await page.$eval('#design-idea', (section) => ({
      title: section.querySelector('h3')?.textContent ?? '',
      image: section.querySelector('img')?.getAttribute('src') ?? '',
      text: (section as HTMLElement).innerText.length,
      place: section.querySelector('use[href$="#map-pin"]') !== null,
    }));
    expect(showcase.title).toBe(copy.showcase.content.title);
    expect(showcase.place).toBe(false);
    expect(showcase.image).toMatch(/^\/images\/.+\.svg$/);
    expect(showcase.text).toBeGreaterThan(300);
    await expectReviews(page, reviewsOn(reviewPage));
    expect(await listedAreas(page)).toEqual([...designServiceAreas]);
  });

  test('has Service JSON-LD with provider and the design areas', async () => {
    await expectServiceJsonLd(await open(path, 375), path, designServiceAreas);
  });
});

describe('garden design page', () => {
  test('adds "what we do" cards and links to the garden design process', async () => {
    const page = await open(GARDEN, 375);
    expect(await page.$eval('#what-we-do h2', (heading) => heading.textContent)).toBe(gardenDesign.whatWeDo.title);
    expect(await cardTitles(page, 'what-we-do')).toEqual(gardenDesign.whatWeDo.items.map((item) => item.title));
    expect(await mainLinks(page)).toContain(GARDEN_PROCESS);
  });
});

describe('outdoor living page', () => {
  test('services (outdoor kitchens link to their page), six steps, a showcase and the areas served', async () => {
    const page = await open(OUTDOOR);
    await expectHero(page, 'hero-outdoor-living');
    const services = await cardTitles(page, 'services');
    for (const kind of [/patio/i, /pergola/i, /fire pit/i, /kitchen/i, /lighting/i, /shade/i])
      expect(services.some((title) => kind.test(title))).toBe(true);
    expect(await cardLinks(page, 'services')).toContain(KITCHEN);
    expect(await processSteps(page)).toHaveLength(6);
    expect(await page.$eval('#design-idea h3', (h3) => h3.textContent)).toBe(outdoorLiving.showcase.content.title);
    expect(await page.$$('#design-idea use[href$="#map-pin"]')).toHaveLength(0);
    expect(await listedAreas(page)).toEqual([...contactServiceAreas]);
    expect(await mainText(page)).toContain(`${terms.claims.extraSpaceSqFt} sq ft`);
  });

  test('the hero quote button opens the quote dialog', async () => {
    const page = await open(OUTDOOR, 375);
    await expectQuoteDialogOpensFrom(page, () =>
      page.locator('::-p-aria([name="Get a Free Quote"][role="button"])').click(),
    );
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(OUTDOOR), OUTDOOR, contactServiceAreas);
  });
});

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
    expect(links).toContainEqual({ href: `tel:${business.phone.e164}`, text: sectionWords.phoneButtons.call });
    expect(links).toContainEqual({ href: `sms:${business.phone.e164}`, text: sectionWords.phoneButtons.textUs });

    const features = await cardTitles(page, 'features');
    expect(features.length).toBeGreaterThanOrEqual(6);
    for (const topic of [/grill/i, /island|countertop/i, /pavilion|pergola/i, /lighting/i, /fireplace|pizza/i]) {
      expect(features.some((title) => topic.test(title))).toBe(true);
    }

    expect(await listedAreas(page)).toEqual([...designServiceAreas]);

    const figures = await page.$$eval('#our-work figure', (els) =>
      els.map((figure) => ({
        src: figure.querySelector('img')!.getAttribute('src'),
        alt: figure.querySelector('img')!.alt,
        caption: figure.querySelector('figcaption')!.textContent!.trim(),
      })),
    );
    // Kitchen layouts, drawn: each captioned with its picture's caption only, no project or place.
    expect(figures).toEqual(work.items.map((item) => ({ src: item.src, alt: item.alt, caption: item.caption })));
    for (const figure of figures) {
      expect(figure.alt.length).toBeGreaterThan(10);
      expect(figure.caption.length).toBeGreaterThan(10);
    }

    await expectServiceJsonLd(page, KITCHEN, designServiceAreas);
  });
});

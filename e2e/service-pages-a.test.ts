/**
 * Five service pages in a real browser: landscaping and landscape design
 * services link to their sub-routes, /contact, /case-studies and /gallery; the design page states
 * the design-fee discount and links to the design specialty pages; both design pages list the ten
 * design areas, with a carousel, a before/after toggle, a showcase and a review, and the garden page
 * adds "what we do" cards; outdoor living has its services, six steps, a showcase and its areas.
 * Every page has its own hero illustration and a Service JSON-LD block naming the provider.
 */
import type { Page } from 'puppeteer-core';
import { business, contactServiceAreas, designServiceAreas, terms } from '../src/content/business';
import { baseUrl, browserForFile, mainText, openRoute, watchedPage, type WatchedPage } from './browser';

const LANDSCAPING = '/services/landscaping';
const DESIGN = '/services/design';
const LANDSCAPE_DESIGN = '/services/landscape-design';
const GARDEN = '/services/garden-design';
const OUTDOOR = '/services/outdoor-living';

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

/** Every link target in the page's main content. */
const mainLinks = (page: Page) => page.$$eval('main a', (links) => links.map((a) => a.getAttribute('href')));
/** Where the cards of a section link to, in order. */
const cardLinks = (page: Page, sectionId: string) =>
  page.$$eval(`#${sectionId} li a`, (links) => links.map((a) => a.getAttribute('href')));
const cardTitles = (page: Page, sectionId: string) =>
  page.$$eval(`#${sectionId} li h3`, (headings) => headings.map((h) => h.textContent!.trim()));
const areas = (page: Page) => page.$$eval('#service-areas li', (items) => items.map((li) => li.textContent!.trim()));

async function expectHero(page: Page, image: string) {
  const hero = await page.$eval('h1', (h1) => {
    const img = h1.closest('section')!.querySelector('img')!;
    return { src: img.getAttribute('src'), alt: img.alt, h1s: document.querySelectorAll('h1').length };
  });
  expect(hero).toMatchObject({ src: `/images/${image}.svg`, h1s: 1 });
  expect(hero.alt.length).toBeGreaterThan(20);
}

/** The page's Service block: provider by reference, its areas, and the same block in the prerendered HTML. */
async function expectServiceJsonLd(page: Page, path: string, areaList: readonly string[]) {
  const block = await page.$eval('script[type="application/ld+json"][data-jsonld="service"]', (s) =>
    JSON.parse(s.textContent!),
  );
  expect(block['@type']).toBe('Service');
  expect(block.url).toMatch(new RegExp(`${path}$`));
  expect(block.name.length).toBeGreaterThan(5);
  expect(block.description.length).toBeGreaterThan(40);
  expect(block.provider).toMatchObject({
    '@id': expect.stringMatching(/\/#business$/),
    name: business.name,
    telephone: business.phone.e164,
  });
  expect(block.areaServed).toEqual(areaList.map((name) => ({ '@type': 'City', name })));
  const html = await (await fetch(baseUrl() + path)).text();
  const snapshot = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*data-jsonld="service"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(snapshot).toHaveLength(1);
  expect(JSON.parse(snapshot[0]![1]!)).toEqual(block);
}

describe('landscaping services page', () => {
  test('links to its three sub-routes and to /contact, /case-studies and /gallery', async () => {
    const page = await open(LANDSCAPING);
    expect(await cardLinks(page, 'services')).toEqual([
      '/services/landscaping/installation',
      '/services/landscaping/renovation',
      '/services/landscaping/clean-up',
    ]);
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
  test('links to its four sub-routes, the design specialty pages, /contact, /case-studies and /gallery', async () => {
    const page = await open(DESIGN);
    expect(await cardLinks(page, 'services')).toEqual([
      '/services/design/custom-plans',
      '/services/design/space-planning',
      '/services/design/visual-presentations',
      '/services/design/process',
    ]);
    expect(await cardLinks(page, 'specialties')).toEqual([
      '/services/landscape-design',
      '/services/garden-design',
      '/garden-design-process',
    ]);
    const links = await mainLinks(page);
    for (const target of ['/contact', '/case-studies', '/gallery']) expect(links).toContain(target);
    await expectHero(page, 'hero-design');
  });

  test('offers the design-fee discount for hiring the recommended contractors, and the three claims', async () => {
    const page = await open(DESIGN, 375);
    const text = await mainText(page);
    expect(terms.designFeeDiscountPercent).toBe(50);
    expect(text).toContain(
      `${terms.designFeeDiscountPercent}% off your design fee when you hire our recommended contractors after your design contract is complete`,
    );
    expect(text).toContain(terms.claims.propertyValueIncrease);
    expect(text).toContain(terms.claims.waterReduction);
    expect(text).toContain(`${terms.claims.extraSpaceSqFt} sq ft`);
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(DESIGN), DESIGN, contactServiceAreas);
  });
});

describe.each([
  [LANDSCAPE_DESIGN, 'hero-landscape-design'],
  [GARDEN, 'hero-garden-design'],
])('%s', (path, heroImage) => {
  test('has a carousel, a before/after toggle, service cards, a showcase, a review and the ten design areas', async () => {
    const page = await open(path);
    await expectHero(page, heroImage);
    expect(
      await page.$$eval('#portfolio [aria-roledescription="slide"]', (slides) => slides.length),
    ).toBeGreaterThanOrEqual(6);
    expect(
      await page.$$eval('#before-after input[type="radio"]', (radios) =>
        radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
      ),
    ).toEqual(['Before', 'After']);
    expect((await cardLinks(page, 'services')).length).toBeGreaterThanOrEqual(3);
    const showcase = await page.$eval('#featured-project', (section) => ({
      title: section.querySelector('h3')?.textContent ?? '',
      image: section.querySelector('img')?.getAttribute('src') ?? '',
      text: (section as HTMLElement).innerText.length,
    }));
    expect(showcase.title.length).toBeGreaterThan(10);
    expect(showcase.image).toMatch(/^\/images\/.+\.svg$/);
    expect(showcase.text).toBeGreaterThan(300);
    const review = await page.$eval('#reviews figure', (figure) => ({
      quote: figure.querySelector('blockquote')!.textContent!.length,
      stars: figure.textContent!.includes('Rated 5 out of 5 stars'),
    }));
    expect(review.quote).toBeGreaterThan(60);
    expect(review.stars).toBe(true);
    expect(await areas(page)).toEqual([...designServiceAreas]);
    expect(designServiceAreas).toHaveLength(10);
  });

  test('has Service JSON-LD with provider and the design areas', async () => {
    await expectServiceJsonLd(await open(path, 375), path, designServiceAreas);
  });
});

describe('garden design page', () => {
  test('adds "what we do" cards and links to the garden design process', async () => {
    const page = await open(GARDEN, 375);
    expect(await page.$eval('#what-we-do', (section) => section.textContent)).toMatch(/what we do/i);
    const cards = await cardTitles(page, 'what-we-do');
    expect(cards.length).toBeGreaterThanOrEqual(6);
    for (const kind of [/native|pollinator/i, /courtyard/i, /cottage/i])
      expect(cards.some((title) => kind.test(title))).toBe(true);
    expect(await mainLinks(page)).toContain('/garden-design-process');
  });
});

describe('outdoor living page', () => {
  test('services (outdoor kitchens link to their page), six steps, a showcase and the areas served', async () => {
    const page = await open(OUTDOOR);
    await expectHero(page, 'hero-outdoor-living');
    const services = await cardTitles(page, 'services');
    for (const kind of [/patio/i, /pergola/i, /fire pit/i, /kitchen/i, /lighting/i, /shade/i])
      expect(services.some((title) => kind.test(title))).toBe(true);
    expect(await cardLinks(page, 'services')).toContain('/custom-outdoor-kitchen-design-dallas');
    const steps = await page.$$eval('#process ol > li h3', (headings) =>
      headings.map((h) => h.textContent!.replace(/^Step \d+:\s*/, '').trim()),
    );
    expect(steps).toHaveLength(6);
    expect(await page.$eval('#featured-project h3', (h3) => h3.textContent!.length)).toBeGreaterThan(10);
    expect(await areas(page)).toEqual([...contactServiceAreas]);
    expect(await mainText(page)).toContain(`${terms.claims.extraSpaceSqFt} sq ft`);
  });

  test('the hero quote button opens the quote dialog', async () => {
    const page = await open(OUTDOOR, 375);
    expect(await page.$eval('#quote-dialog', (d) => (d as HTMLDialogElement).open)).toBe(false);
    await page.locator('::-p-aria([name="Get a Free Quote"][role="button"])').click();
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === false);
  });

  test('has Service JSON-LD with provider and areaServed', async () => {
    await expectServiceJsonLd(await open(OUTDOOR), OUTDOOR, contactServiceAreas);
  });
});

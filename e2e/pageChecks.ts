/**
 * Checks several page tests share, read from a page in the browser: the cards, links and process
 * steps of a page's sections, its hero picture, its Service JSON-LD and the quote dialog opening from
 * one of its buttons. Rules: a check reads what a visitor (or a crawler, for JSON-LD) gets; what it
 * expects comes from the caller, which takes it from src/content.
 */
import type { Page } from 'puppeteer-core';
import { business } from '../src/content/business';
import { baseUrl } from './browser';
import { fillOwn } from '../src/content/ownValues';
import { sectionWords } from '../src/content/sectionWords';
import type { Review } from '../src/content/schemas/testimonials';

/** Every link target in the page's main content. */
export const mainLinks = (page: Page) => page.$$eval('main a', (links) => links.map((a) => a.getAttribute('href')));

/** Where the cards of a section link to, in order. */
export const cardLinks = (page: Page, sectionId: string) =>
  page.$$eval(`#${sectionId} li a`, (links) => links.map((a) => a.getAttribute('href')));

/** Titles of the cards in a section's list. */
export const cardTitles = (page: Page, sectionId: string) =>
  page.$$eval(`#${sectionId} li h3`, (headings) => headings.map((h) => h.textContent!.trim()));

/** The numbered steps of the page's process list, as titles (without the screen-reader "Step n:" prefix). */
export const processSteps = (page: Page) =>
  page.$$eval('#process ol > li h3', (headings) =>
    headings.map((h) => h.textContent!.replace(/^Step \d+:\s*/, '').trim()),
  );

/** The cities listed in the page's service-areas section. */
export const listedAreas = (page: Page) =>
  page.$$eval('#service-areas li', (items) => items.map((li) => li.textContent!.trim()));

/** The page has one h1, and its hero (the section holding it) shows this illustration with a real alt text. */
export async function expectHero(page: Page, image: string) {
  const hero = await page.$eval('h1', (h1) => {
    const img = h1.closest('section')!.querySelector('img')!;
    return { src: img.getAttribute('src'), alt: img.alt, h1s: document.querySelectorAll('h1').length };
  });
  expect(hero).toMatchObject({ src: `/images/${image}.svg`, h1s: 1 });
  expect(hero.alt.length).toBeGreaterThan(20);
}

/**
 * The page's Service block: its own URL, a name and description, the provider by reference to the
 * page's one business block (instead of repeating it), exactly these cities as areaServed, and the
 * same block in the prerendered HTML (crawlers get it without running JavaScript).
 */
export async function expectServiceJsonLd(page: Page, path: string, areas: readonly string[]) {
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
  expect(block.areaServed).toEqual(areas.map((name) => ({ '@type': 'City', name })));
  const html = await (await fetch(baseUrl() + path)).text();
  const snapshot = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*data-jsonld="service"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(snapshot).toHaveLength(1);
  expect(JSON.parse(snapshot[0]![1]!)).toEqual(block);
}

/**
 * The quote dialog is closed, `click` (a visitor pressing one of the page's buttons) opens it with the
 * quote form (or the provider's frame) inside, and Escape closes it again.
 */
export async function expectQuoteDialogOpensFrom(page: Page, click: () => Promise<void>) {
  const isOpen = () => page.$eval('#quote-dialog', (d) => (d as HTMLDialogElement).open);
  expect(await isOpen()).toBe(false);
  await click();
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === true);
  await page.waitForSelector('dialog form[aria-label="Quote request"], dialog iframe[title="Intake Form"]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === false);
}

/**
 * The page's reviews section shows the owner's reviews set for it (content/reviews.json), each with
 * its stars when it has a rating; with none there is no section at all.
 */
/** A review's stars in the owner's words (content/site-words.json), one to five. */
const starsInWords = [1, 2, 3, 4, 5].map((rating) => fillOwn(sectionWords.reviews.rating, { rating: String(rating) }));

export async function expectReviews(page: Page, shown: Review[]): Promise<void> {
  if (shown.length === 0) {
    expect(await page.$('#reviews')).toBeNull();
    return;
  }
  expect(
    await page.$$eval(
      '#reviews figure',
      (figures, stars) =>
        figures.map((figure) => ({
          quote: figure.querySelector('blockquote')!.textContent,
          stars: stars.find((words) => figure.textContent!.includes(words)) ?? null,
        })),
      starsInWords,
    ),
  ).toEqual(
    shown.map((review) => ({
      quote: `“${review.quote}”`,
      stars: review.rating ? starsInWords[review.rating - 1] : null,
    })),
  );
}

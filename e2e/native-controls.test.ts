/**
 * The page's own controls answer natively: the pricing switch, the gallery filter and project
 * view, the before/after switch, the carousel's buttons and track, and the FAQ. Each works with
 * JavaScript disabled; with JavaScript, a tap before the scripts have started answers at once (the
 * app's scripts are held back by the test), and the page's hydration afterwards keeps what the tap
 * did (no second toggle, no reset).
 */
import type { Page } from 'puppeteer-core';
import { galleryItems } from '../src/content/gallery';
import { galleryItemPath } from '../src/content/gallery.entries';
import { portfolio } from '../src/content/landscapeDesign';
import { animationFrames, baseUrl, browserForFile, hydratePage, interceptRequests, watchEachTest } from './browser';
import { sectionWords } from '../src/content/sectionWords';

const browser = browserForFile();
const watched = watchEachTest(browser);

const SALES = '/services/fences/sales';
const GALLERY = '/gallery';
const LANDSCAPE = '/services/landscape-design';

/** Opens a page as served, with JavaScript off. */
async function openWithoutScript(page: Page, path: string, width = 375): Promise<void> {
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width, height: 812 });
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
}

/**
 * Opens a page with JavaScript on but the app's scripts held back until `release()`: the page is
 * drawn and every tap lands before start-up, as a visitor's quick first tap does on a slow phone.
 */
async function openBeforeStartUp(page: Page, path: string, width = 375): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.setViewport({ width, height: 812 });
  await interceptRequests(page);
  page.on('request', (request) => {
    if (/\/assets\/(vendor|app|main)\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname))
      void released.then(() => request.continue());
    else void request.continue();
  });
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  return { release };
}

/** Taps the centre of an element as a finger or mouse would (real input events, not a DOM click). */
async function tap(page: Page, selector: string): Promise<void> {
  const point = await page.$eval(selector, (element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  await page.mouse.click(point.x, point.y);
}

const visible = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));

const shownProjects = (page: Page) =>
  page.$$eval('#projects li.card', (cards) =>
    cards.filter((card) => card.checkVisibility()).map((card) => card.querySelector('button')!.textContent),
  );
const titles = (category?: string) =>
  galleryItems.filter((item) => !category || item.category === category).map((item) => item.title);

const openProjectTitle = (page: Page) =>
  page.evaluate(() => {
    const dialog = [...document.querySelectorAll('dialog[open]')].find((d) => d.id !== 'quote-dialog');
    return dialog ? document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent : null;
  });

/** Where the carousel's track is scrolled to, in slides. */
const trackSlide = (page: Page) =>
  page.$eval('[aria-roledescription="carousel"] .carousel-track', (track) => {
    const slide = (track.firstElementChild as HTMLElement).offsetWidth;
    return Math.round(track.scrollLeft / slide);
  });
const carouselNext = `[aria-roledescription="carousel"] button[aria-label="${sectionWords.carousel.next}"]`;

describe('without JavaScript', () => {
  test('the pricing switch shows the commercial packages, by tap and by arrow key', async () => {
    const { page } = watched;
    await openWithoutScript(page, SALES);
    expect([await visible(page, '#pricing-residential'), await visible(page, '#pricing-commercial')]).toEqual([
      true,
      false,
    ]);
    await tap(page, 'label:has(> input[value="commercial"])');
    expect([await visible(page, '#pricing-residential'), await visible(page, '#pricing-commercial')]).toEqual([
      false,
      true,
    ]);
    // The radio group's own keyboard: the arrow key moves the choice back.
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('residential');
    expect([await visible(page, '#pricing-residential'), await visible(page, '#pricing-commercial')]).toEqual([
      true,
      false,
    ]);
  });

  test('the FAQ opens a question', async () => {
    const { page } = watched;
    await openWithoutScript(page, SALES);
    expect(await visible(page, '#faq details p')).toBe(false);
    await tap(page, '#faq summary');
    expect(await visible(page, '#faq details p')).toBe(true);
  });

  test('the gallery filter shows one kind of project, and a project opens full screen and closes', async () => {
    const { page } = watched;
    await openWithoutScript(page, GALLERY);
    expect(await shownProjects(page)).toEqual(titles());
    await tap(page, 'label:has(> input[value="fences"])');
    expect(await shownProjects(page)).toEqual(titles('fences'));
    await page.keyboard.press('ArrowRight');
    expect(await shownProjects(page)).toEqual(titles('landscaping'));

    const first = titles('landscaping')[0]!;
    const button = (await page.$$(`::-p-xpath(//li//button[normalize-space()="${first}"])`))[0]!;
    await button.click();
    expect(await openProjectTitle(page)).toBe(first);
    expect(await page.$eval('dialog[open] img', (img) => img.getAttribute('alt'))).toBeTruthy();
    // Escape closes it and focus is back on the project's button.
    await page.keyboard.press('Escape');
    expect(await openProjectTitle(page)).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(first);
    // So does its Close button.
    await button.click();
    await (await page.$('::-p-xpath(//dialog[@open]//button[normalize-space()="Close"])'))!.click();
    expect(await openProjectTitle(page)).toBeNull();
    // And a tap on the dark backdrop beside the picture.
    await button.click();
    expect(await openProjectTitle(page)).toBe(first);
    await page.mouse.click(4, 406);
    for (let waited = 0; (await openProjectTitle(page)) !== null && waited < 2000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await openProjectTitle(page)).toBeNull();
  });

  test('the before/after switch shows the yard before', async () => {
    const { page } = watched;
    await openWithoutScript(page, LANDSCAPE);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    const shown = () =>
      page.$$eval('#before-after img', (images) =>
        images
          .filter((img) => img.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .map((img) => img.alt.split(':')[0]),
      );
    expect(await shown()).toEqual([sectionWords.beforeAfter.after]);
    await tap(page, '#before-after label:has(> input[value="before"])');
    expect(await shown()).toEqual([sectionWords.beforeAfter.before]);
  });

  test('the carousel moves by its buttons (the browser’s scroll buttons) and by arrow keys on its track', async () => {
    const { page } = watched;
    await openWithoutScript(page, LANDSCAPE);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    expect(await trackSlide(page)).toBe(0);
    // The script's own buttons are hidden; the browser draws its scroll buttons in their place.
    expect(await visible(page, carouselNext)).toBe(false);
    await tap(page, carouselNext);
    // Without JavaScript the page runs no callback: poll from here.
    for (let waited = 0; (await trackSlide(page)) !== 1 && waited < 5000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await trackSlide(page)).toBe(1);
    await page.focus('.carousel-track');
    await page.keyboard.press('ArrowRight');
    for (let waited = 0; (await trackSlide(page)) !== 2 && waited < 5000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await trackSlide(page)).toBe(2);
  });
});

describe('with JavaScript, tapped before the scripts have started', () => {
  test('the pricing switch answers at once and keeps the choice when the page hydrates', async () => {
    const { page } = watched;
    const { release } = await openBeforeStartUp(page, SALES);
    await tap(page, 'label:has(> input[value="commercial"])');
    expect(await visible(page, '#pricing-commercial')).toBe(true);
    expect(await page.evaluate(() => window.__SHELL_READY__ === true)).toBe(false);
    release();
    await hydratePage(page);
    await animationFrames(page);
    expect([await visible(page, '#pricing-residential'), await visible(page, '#pricing-commercial')]).toEqual([
      false,
      true,
    ]);
  });

  test('the gallery filter and a project view answer at once and stay as they are through hydration', async () => {
    const { page } = watched;
    const { release } = await openBeforeStartUp(page, GALLERY);
    await tap(page, 'label:has(> input[value="outdoor-living"])');
    expect(await shownProjects(page)).toEqual(titles('outdoor-living'));
    const title = titles('outdoor-living')[0]!;
    await (await page.$$(`::-p-xpath(//li//button[normalize-space()="${title}"])`))[0]!.click();
    expect(await openProjectTitle(page)).toBe(title);
    release();
    await page.waitForFunction(() => window.__SHELL_READY__ === true, { timeout: 20_000 });
    // Reaching for the page inside the open dialog hydrates it around the dialog.
    await page.evaluate(() =>
      document.getElementById('main')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    );
    await page.waitForFunction(() => window.__APP_READY__ === true, { timeout: 20_000 });
    await animationFrames(page);
    expect(await openProjectTitle(page)).toBe(title);
    // The hydrated page gives the view opened before it its address, so Back would close it.
    const item = galleryItems.find((i) => i.title === title)!;
    await page.waitForFunction((p) => window.location.pathname === p, {}, galleryItemPath(item.id));
    await page.keyboard.press('Escape');
    expect(await openProjectTitle(page)).toBeNull();
    await page.waitForFunction((p) => window.location.pathname === p, {}, GALLERY);
    expect(await shownProjects(page)).toEqual(titles('outdoor-living'));
  });

  test('the carousel moves at once, and keen-slider takes over from where it was left', async () => {
    const { page } = watched;
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    const { release } = await openBeforeStartUp(page, LANDSCAPE);
    await tap(page, carouselNext);
    await page.waitForFunction((selector) => document.querySelector(selector)!.scrollLeft > 0, {}, '.carousel-track');
    await animationFrames(page, 4);
    expect(await trackSlide(page)).toBe(1);
    const secondSlideLeft = () =>
      page.$eval('[aria-roledescription="slide"]:nth-child(2)', (slide) =>
        Math.round(slide.getBoundingClientRect().left),
      );
    const before = await secondSlideLeft();
    release();
    await hydratePage(page);
    // keen-slider has taken over (it sizes the slides in px) at the second slide: nothing moved.
    await page.waitForFunction(
      () => (document.querySelector('[aria-roledescription="slide"]') as HTMLElement).style.minWidth !== '',
    );
    await animationFrames(page);
    expect(await secondSlideLeft()).toBe(before);
    expect(await page.$eval('[aria-roledescription="carousel"] [aria-live="polite"]', (live) => live.textContent)).toBe(
      `Slide 2 of ${portfolio.items.length}`,
    );
    // Its buttons replace the browser's, and move one slide on.
    expect(await visible(page, carouselNext)).toBe(true);
    await tap(page, carouselNext);
    await page.waitForFunction(
      (text) => document.querySelector('[aria-roledescription="carousel"] [aria-live="polite"]')?.textContent === text,
      { timeout: 5000 },
      `Slide 3 of ${portfolio.items.length}`,
    );
  });
});

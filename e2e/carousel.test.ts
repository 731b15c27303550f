/**
 * The portfolio carousel and the before/after toggle in a real browser:
 * previous/next buttons disabled at the ends, no loop, arrow keys, drag, 1 / 2 / 3 slides per view
 * at 375 / 800 / 1280 px, the WAI-ARIA carousel semantics and live announcements, reduced motion,
 * and no layout shift when keen-slider takes over the prerendered markup. Then the before/after
 * toggle: it starts at "after" and switches both ways.
 */
import type { Page } from 'puppeteer-core';
import { ui } from '../src/lib/uiSettings';
import { portfolio as gardenPortfolio } from '../src/content/gardenDesign';
import { portfolio } from '../src/content/landscapeDesign';
import { animationFrames, baseUrl, recordChanges, browserForFile, watchEachTest, type ChangeLog } from './browser';
import { sectionWords } from '../src/content/sectionWords';
import { fillOwn } from '../src/content/ownValues';

const LANDSCAPE = '/services/landscape-design';
const GARDEN = '/services/garden-design';
const COUNT = portfolio.items.length;
const words = sectionWords.carousel;
/** A slide's name ("2 of 9") and what the live region says when it leads ("Slide 2 of 9"): the owner's words. */
const slideName = (slide: number | string, count: number = COUNT) =>
  fillOwn(words.slide, { slide: String(slide), count: String(count) });
const position = (slide: number | string, count: number = COUNT) =>
  fillOwn(words.position, { slide: String(slide), count: String(count) });

const browser = browserForFile();

const watched = watchEachTest(browser);

/**
 * Opens a page. Most tests run with prefers-reduced-motion, where moves jump, so the state can be
 * read straight after a press; the animation itself has its own test.
 */
async function open(path: string, width = 1280, reducedMotion = true): Promise<Page> {
  await watched.open(path, width, { reducedMotion });
  await watched.page.$eval('[aria-roledescription="carousel"]', (el) => el.scrollIntoView({ block: 'center' }));
  // keen-slider loads after hydration; once running it sizes the slides in px.
  await watched.page.waitForFunction(
    () => (document.querySelector('[aria-roledescription="slide"]') as HTMLElement).style.minWidth !== '',
  );
  return watched.page;
}

const next = (page: Page) => page.locator(`::-p-aria([name="${words.next}"][role="button"])`);
const previous = (page: Page) => page.locator(`::-p-aria([name="${words.previous}"][role="button"])`);

/** What a visitor sees and hears: the live announcement, the buttons' states and the fully visible slides. */
const reading = (page: Page) =>
  page.evaluate(
    ({ previousName, nextName }) => {
      const region = document.querySelector('[aria-roledescription="carousel"]')!;
      const slides = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
      const track = slides[0]!.parentElement!.getBoundingClientRect();
      const visible = slides.filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= track.left - 1 && box.right <= track.right + 1;
      });
      const button = (name: string) =>
        region.querySelector(`button[aria-label="${name}"]`)!.getAttribute('aria-disabled') === 'true';
      return {
        live: region.querySelector('[aria-live="polite"]')!.textContent,
        previousDisabled: button(previousName),
        nextDisabled: button(nextName),
        visible: visible.map((slide) => slide.getAttribute('aria-label')),
        trackWidth: track.width,
        slideWidths: visible.map((slide) => slide.getBoundingClientRect().width),
      };
    },
    { previousName: words.previous, nextName: words.next },
  );

/**
 * Waits until the slide labelled "n of m" is the first fully visible one (moves may animate) and
 * React has rendered the move (the live region, updated from keen-slider's event, can trail the
 * transform by a frame).
 */
const settledAt = (page: Page, index: number) =>
  page.waitForFunction(
    ({ label, announced }) => {
      const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
      const track = slides[0]!.parentElement!.getBoundingClientRect();
      const slide = slides.find((s) => s.getAttribute('aria-label') === label)!.getBoundingClientRect();
      const live = document.querySelector('[aria-roledescription="carousel"] [aria-live="polite"]')?.textContent;
      return Math.abs(slide.left - track.left) < 1 && live === announced;
    },
    { timeout: 5000 },
    { label: slideName(index + 1, slides(page)), announced: position(index + 1, slides(page)) },
  );
const slides = (page: Page) => (page.url().endsWith(GARDEN) ? gardenPortfolio.items.length : COUNT);

/**
 * `perView` slides fully in view, each an equal share of the track, which spans the page's content
 * column (gutters included) at this width, not more.
 */
function expectEqualShares(state: Awaited<ReturnType<typeof reading>>, width: number, perView: number): void {
  expect(state.visible).toHaveLength(perView);
  for (const slideWidth of state.slideWidths) expect(slideWidth).toBeCloseTo(state.trackWidth / perView, 0);
  expect(state.trackWidth).toBeLessThanOrEqual(width);
  expect(state.trackWidth).toBeGreaterThan(Math.min(width, 1280) * 0.85);
}

/** Records every change in the carousel from now on, to show that a press moved nothing. */
const recordCarousel = (page: Page) => recordChanges(page, '[aria-roledescription="carousel"]');
/**
 * What changed in the carousel since recording began, once a press could have shown: these tests run
 * with reduced motion, where keen-slider applies a move on its next frame and React renders the
 * announcement in the frame after, so four frames leave room to spare.
 */
const changesAfterPress = (changes: ChangeLog) => changes.settle(4);

describe('portfolio carousel', () => {
  test('is a labelled carousel region of labelled slides, in the prerendered HTML too; at 1280 px it starts at slide 1 of 3 in view, previous disabled and next enabled', async () => {
    const page = await open(LANDSCAPE);
    const semantics = await page.evaluate(() => {
      const region = document.querySelector('[aria-roledescription="carousel"]')!;
      return {
        role: region.getAttribute('role'),
        label: region.getAttribute('aria-label'),
        slides: [...region.querySelectorAll('[aria-roledescription="slide"]')].map(
          (s) => `${s.getAttribute('role')} ${s.getAttribute('aria-label')}`,
        ),
        images: [...region.querySelectorAll('img')].map((img) => img.alt.length > 10),
        captions: [...region.querySelectorAll('figcaption')].map((c) => c.textContent!.length > 10),
      };
    });
    expect(semantics.role).toBe('region');
    expect(semantics.label).toBe(portfolio.label);
    expect(COUNT).toBeGreaterThanOrEqual(6);
    expect(semantics.slides).toEqual(portfolio.items.map((_, i) => `group ${slideName(i + 1)}`));
    expect(semantics.images.every(Boolean) && semantics.captions.every(Boolean)).toBe(true);
    // The start, on the same load: the first three slides in view, each a third of the track.
    const start = await reading(page);
    expect(start).toMatchObject({
      live: position(1),
      previousDisabled: true,
      nextDisabled: false,
      visible: [1, 2, 3].map((n) => slideName(n)),
    });
    expectEqualShares(start, 1280, ui.carousel.slidesPerView.lg);
    // Crawlers and no-JS visitors get every slide and the buttons.
    const html = await (await fetch(baseUrl() + LANDSCAPE)).text();
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(COUNT);
    expect(html).toContain(`aria-label="${words.next}"`);
  });

  test('next moves one slide and announces it; previous comes back', async () => {
    const page = await open(LANDSCAPE);
    await next(page).click();
    await settledAt(page, 1);
    expect(await reading(page)).toMatchObject({
      live: position(2),
      previousDisabled: false,
      nextDisabled: false,
      visible: [2, 3, 4].map((n) => slideName(n)),
    });
    await previous(page).click();
    await settledAt(page, 0);
    expect(await reading(page)).toMatchObject({ live: position(1), previousDisabled: true });
  });

  test('next is disabled once the last slide is fully in view, and pressing it again does nothing (no loop)', async () => {
    const page = await open(LANDSCAPE);
    const lastStart = COUNT - ui.carousel.slidesPerView.lg; // 3 per view at 1280 px
    for (let i = 1; i <= lastStart; i++) {
      expect((await reading(page)).nextDisabled).toBe(false);
      await next(page).click();
      await settledAt(page, i);
    }
    const atEnd = await reading(page);
    expect(atEnd).toMatchObject({
      live: position(lastStart + 1),
      previousDisabled: false,
      nextDisabled: true,
    });
    expect(atEnd.visible.at(-1)).toBe(slideName(COUNT));
    const pressAtEnd = await recordCarousel(page);
    await next(page).click();
    expect(await changesAfterPress(pressAtEnd)).toEqual([]);
    expect(await reading(page)).toEqual(atEnd);
    // The disabled button keeps focus (aria-disabled), so the keyboard still works from it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(words.next);
    for (let i = lastStart - 1; i >= 0; i--) {
      await previous(page).click();
      await settledAt(page, i);
    }
    expect(await reading(page)).toMatchObject({
      live: position(1),
      previousDisabled: true,
      nextDisabled: false,
    });
    const pressAtStart = await recordCarousel(page);
    await previous(page).click();
    expect(await changesAfterPress(pressAtStart)).toEqual([]);
    expect((await reading(page)).visible[0]).toBe(slideName(1));
  });

  test('arrow keys do nothing while focus is outside the carousel; inside it ArrowRight and ArrowLeft move it and stop at the ends', async () => {
    const page = await open(LANDSCAPE);
    await page.focus('#portfolio ~ section a, #portfolio ~ section button');
    const pressOutside = await recordCarousel(page);
    await page.keyboard.press('ArrowRight');
    expect(await changesAfterPress(pressOutside)).toEqual([]);
    expect((await reading(page)).live).toBe(position(1));

    await next(page).setTimeout(2000).wait();
    await page.focus(`button[aria-label="${words.next}"]`);
    await page.keyboard.press('ArrowRight');
    await settledAt(page, 1);
    await page.keyboard.press('ArrowRight');
    await settledAt(page, 2);
    expect((await reading(page)).live).toBe(position(3));
    await page.keyboard.press('ArrowLeft');
    await settledAt(page, 1);
    await page.keyboard.press('ArrowLeft');
    await settledAt(page, 0);
    const pressAtStart = await recordCarousel(page);
    await page.keyboard.press('ArrowLeft');
    expect(await changesAfterPress(pressAtStart)).toEqual([]);
    expect(await reading(page)).toMatchObject({ live: position(1), previousDisabled: true });
  });

  test('dragging with the pointer moves to the next slide', async () => {
    const page = await open(LANDSCAPE);
    const box = (await page.$eval('[aria-roledescription="slide"]', (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, width: r.width };
    }))!;
    await page.mouse.move(box.x, box.y);
    await page.mouse.down();
    await page.mouse.move(box.x - box.width * 0.6, box.y + 2, { steps: 12 });
    await page.mouse.up();
    await settledAt(page, 1);
    expect((await reading(page)).live).toBe(position(2));
  });

  // 1280 px (three per view) is checked by the first test's load and walked to its end by the
  // "next is disabled" test.
  test.each([
    [375, ui.carousel.slidesPerView.base],
    [800, ui.carousel.slidesPerView.md],
  ])('at %i px it shows %i slide(s) per view, each an equal share of the width', async (width, perView) => {
    const page = await open(LANDSCAPE, width);
    expectEqualShares(await reading(page), width, perView);
    // Last position depends on how many show at once.
    const lastStart = COUNT - perView;
    for (let i = 1; i <= lastStart; i++) {
      await next(page).click();
      await settledAt(page, i);
    }
    expect(await reading(page)).toMatchObject({ nextDisabled: true, live: position(lastStart + 1) });
  });

  test('slide changes animate, and jump with prefers-reduced-motion', async () => {
    const slideOffset = (page: Page) =>
      page.evaluate(() => {
        const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
        return slides[1]!.getBoundingClientRect().left - slides[0]!.parentElement!.getBoundingClientRect().left;
      });
    let page = await open(LANDSCAPE, 1280, false);
    const start = await slideOffset(page);
    await next(page).click();
    // The first frame on which the slide has left its place: read there and then, in the page, so a
    // slow round trip cannot miss the animation.
    const moving = await page.waitForFunction(
      (from) => {
        const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
        const offset = slides[1]!.getBoundingClientRect().left - slides[0]!.parentElement!.getBoundingClientRect().left;
        return Math.abs(offset - from) >= 0.5 ? offset : false;
      },
      { polling: 'raf', timeout: 5000 },
      start,
    );
    const midway = (await moving.jsonValue()) as number;
    expect(midway).toBeGreaterThan(1);
    expect(midway).toBeLessThan(start);
    await settledAt(page, 1);

    page = await open(LANDSCAPE, 1280, true);
    await next(page).click();
    // A jump: already in place two frames after the press, where an animation has barely begun.
    await animationFrames(page);
    expect(Math.abs(await slideOffset(page))).toBeLessThan(1);
  });

  test('keen-slider takes over without moving anything: the layout equals the no-JavaScript one', async () => {
    const layout = (page: Page) =>
      page.$$eval('[aria-roledescription="slide"]', (els) =>
        els.slice(0, 4).map((el) => {
          const r = el.getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.top + window.scrollY), Math.round(r.width), Math.round(r.height)];
        }),
      );
    for (const width of [375, 800, 1280]) {
      const before = await layout(await watched.open(LANDSCAPE, width, { javaScript: false }));
      const page = await open(LANDSCAPE, width);
      expect(await layout(page)).toEqual(before);
    }
  });

  test('the garden design page has its own carousel that works the same way', async () => {
    const page = await open(GARDEN, 800);
    const count = gardenPortfolio.items.length;
    expect(count).toBeGreaterThanOrEqual(6);
    expect(await reading(page)).toMatchObject({
      live: position(1, count),
      previousDisabled: true,
      nextDisabled: false,
      visible: [slideName(1, count), slideName(2, count)],
    });
    await next(page).click();
    await settledAt(page, 1);
    expect((await reading(page)).live).toBe(position(2, count));
  });
});

describe('before/after toggle', () => {
  const toggle = (page: Page) =>
    page.evaluate(({ before, after }) => {
      const section = document.getElementById('before-after')!;
      const pressed = (name: string) =>
        String(
          [...section.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
            (radio) => radio.labels?.[0]?.textContent === name,
          )?.checked,
        );
      const shown = [...section.querySelectorAll('img')].filter((img) =>
        img.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      return {
        before: pressed(before),
        after: pressed(after),
        shown: shown.map((img) => ({ src: img.getAttribute('src'), alt: img.alt })),
      };
    }, sectionWords.beforeAfter);

  test.each([LANDSCAPE, GARDEN])('%s starts at "after" and switches to "before" and back', async (path) => {
    const page = await open(path, 375);
    await page.$eval('#before-after', (el) => el.scrollIntoView());
    const start = await toggle(page);
    expect(start).toMatchObject({ before: 'false', after: 'true' });
    expect(start.shown).toHaveLength(1);
    expect(start.shown[0]!.src).toBe('/images/yard-after.svg');
    expect(start.shown[0]!.alt.startsWith(`${sectionWords.beforeAfter.after}: `)).toBe(true);

    await page.locator('#before-after label:has(> input[value="before"])').click();
    const before = await toggle(page);
    expect(before).toMatchObject({ before: 'true', after: 'false' });
    expect(before.shown.map((s) => s.src)).toEqual(['/images/yard-before.svg']);
    expect(before.shown[0]!.alt.startsWith(`${sectionWords.beforeAfter.before}: `)).toBe(true);

    // Keyboard: the arrow key moves the focused choice to "After".
    await page.focus('#before-after input:checked');
    await page.keyboard.press('ArrowRight');
    const after = await toggle(page);
    expect(after).toMatchObject({ before: 'false', after: 'true' });
    expect(after.shown.map((s) => s.src)).toEqual(['/images/yard-after.svg']);
  });

  test('the prerendered HTML already shows "after"', async () => {
    const html = await (await fetch(baseUrl() + LANDSCAPE)).text();
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*value="after")[^>]*checked=""[^>]*>After<\/label>/);
    expect(html).toMatch(/<input(?![^>]*checked)(?=[^>]*type="radio")[^>]*value="before"[^>]*>Before<\/label>/);
  });
});

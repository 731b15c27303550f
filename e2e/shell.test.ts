/** The shared shell in a real browser: navigation, Services menu, mobile menu, quote dialog, contact bar. */
import type { Page } from 'puppeteer-core';
import {
  animationFrames,
  browserForFile,
  interceptRequests,
  openRoute,
  pageNow,
  pageTimePassed,
  watchEachTest,
} from './browser';
import { shellWords } from '../src/content/shellWords';
import { dialogEnhanced, dialogFormEnhanced } from './serviceQuote';

const browser = browserForFile();

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('top navigation', () => {
  const watched = watchEachTest(browser);

  test('takes a white background once scrolled past 10 px, not at 10', async () => {
    const { page } = watched;
    // Reduced motion turns the colour transition off, so the computed colour is the final one.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await openRoute(page, '/sitemap');
    // Scrolls, then waits for the scroll event to reach a listener of ours on window (added after the
    // header's, so called after it) and for two frames, in which the header has rendered what it heard.
    const state = async (y: number) => {
      await page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
            window.addEventListener('scroll', frames, { once: true });
            window.scrollTo(0, top);
          }),
        y,
      );
      await page.waitForFunction((top) => window.scrollY === top, {}, y);
      return page.$eval('header', (el) => el.getAttribute('data-scrolled'));
    };
    expect(await state(10)).toBe('false');
    expect(await state(11)).toBe('true');
    // Read the header's colour back as RGB through a canvas (Tailwind 4 colours compute as oklab).
    const [red, green, blue] = await page.$eval('header', (el) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(el).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(Math.min(red!, green!, blue!)).toBeGreaterThanOrEqual(250);
    expect(await page.$eval('header', (el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    expect(await state(0)).toBe('false');
  });

  test('Services menu works by keyboard: arrows, Home/End, type-ahead, Escape returns focus', async () => {
    const { page } = watched;
    await openRoute(page, '/');
    const button = await page.waitForSelector(`::-p-aria([name="${shellWords.services}"][role="button"])`);
    await button!.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.querySelector('#services-menu')?.matches(':popover-open') === true);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Fences');
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).toBe('Landscaping');
    await page.keyboard.press('End');
    expect(await activeText(page)).toBe('Outdoor Living');
    await page.keyboard.press('ArrowDown'); // wraps
    expect(await activeText(page)).toBe('Fences');
    await page.keyboard.press('Home');
    expect(await activeText(page)).toBe('Fences');
    // The type-ahead buffer clears 1 s after the last letter: time that from the key's own event, on
    // the page's clock, with 100 ms to spare for the timer to run.
    await page.evaluate(() => {
      window.addEventListener(
        'keydown',
        (event) => ((window as unknown as { typedAt: number }).typedAt = event.timeStamp),
        { capture: true, once: true },
      );
    });
    await page.keyboard.press('i');
    expect(await activeText(page)).toBe('Irrigation');
    await pageTimePassed(page, await page.evaluate(() => (window as unknown as { typedAt: number }).typedAt), 1100);
    await page.keyboard.press('a');
    expect(await activeText(page)).toBe('Artificial Turf');
    await page.keyboard.press('Escape');
    expect(await page.$eval('#services-menu', (el) => el.matches(':popover-open'))).toBe(false);
    expect(await activeText(page)).toBe(shellWords.services);
    // Enter on a link navigates.
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Fences');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/services/fences');
  });

  test('type-ahead keeps growing within 1 s ("la" finds Landscaping, then "lan" stays)', async () => {
    const { page } = watched;
    await openRoute(page, '/');
    const button = await page.waitForSelector(`::-p-aria([name="${shellWords.services}"][role="button"])`);
    await button!.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Fences');
    await page.keyboard.type('la');
    expect(await activeText(page)).toBe('Landscaping');
    await page.keyboard.type('n');
    expect(await activeText(page)).toBe('Landscaping');
  });

  test('Services menu opens after a 100 ms hover and closes after a 300 ms grace period', async () => {
    const { page } = watched;
    await openRoute(page, '/');
    // Timed inside the page (event time to the popover's toggle), so a slow test machine, whose round
    // trips can take longer than the delays, neither fails nor passes this by accident.
    await page.evaluate(() => {
      const button = document.querySelector('button[aria-controls="services-menu"]')!;
      const timings: Record<string, number> = {};
      (window as unknown as { menuTimings: Record<string, number> }).menuTimings = timings;
      document.querySelector('#services-menu')!.addEventListener('beforetoggle', (event) => {
        timings[(event as ToggleEvent).newState === 'open' ? 'openedAt' : 'closedAt'] = performance.now();
      });
      button.addEventListener('pointerenter', (event) => (timings.enteredAt = event.timeStamp));
      button.parentElement!.addEventListener('pointerleave', (event) => (timings.leftAt = event.timeStamp));
    });
    const timings = () =>
      page.evaluate(() => (window as unknown as { menuTimings: Record<string, number> }).menuTimings);
    const box = (await (await page.$('button[aria-controls="services-menu"]'))!.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => document.querySelector('#services-menu')!.matches(':popover-open'), {
      timeout: 2000,
    });
    const opened = await timings();
    expect(opened.openedAt! - opened.enteredAt!).toBeGreaterThanOrEqual(95); // not instantly: after the hover delay
    await page.mouse.move(box.x + box.width / 2, 600); // leave both button and list
    await page.waitForFunction(() => !document.querySelector('#services-menu')!.matches(':popover-open'), {
      timeout: 2000,
    });
    const closed = await timings();
    expect(closed.closedAt! - closed.leftAt!).toBeGreaterThanOrEqual(295); // still open inside the grace period
    expect(closed.closedAt! - closed.leftAt!).toBeLessThan(1500);
  });

  test('a click after the hover has opened the Services menu keeps it open; the next click closes it', async () => {
    const { page } = watched;
    await openRoute(page, '/');
    const menuOpen = () => page.$eval('#services-menu', (el) => el.matches(':popover-open'));
    const box = (await (await page.$('button[aria-controls="services-menu"]'))!.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => document.querySelector('#services-menu')!.matches(':popover-open'));
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await animationFrames(page);
    expect(await menuOpen()).toBe(true);
    // Clicked open, it stays open when the pointer leaves.
    await page.mouse.move(box.x + box.width / 2, 600);
    await pageTimePassed(page, await pageNow(page), 600);
    expect(await menuOpen()).toBe(true);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await animationFrames(page);
    expect(await menuOpen()).toBe(false);
  });

  test('mobile menu at 375 px opens from its button and closes when a link is chosen', async () => {
    const { page } = watched;
    await page.setViewport({ width: 375, height: 800 });
    await openRoute(page, '/');
    const toggle = await page.waitForSelector(`::-p-aria([name="${shellWords.menu}"][role="button"])`);
    expect(await toggle!.isVisible()).toBe(true);
    await toggle!.click();
    await page.waitForFunction(() => document.querySelector('#mobile-menu')?.matches(':popover-open') === true);
    const link = await page.waitForSelector('#mobile-menu ::-p-aria([name="About"][role="link"])', { visible: true });
    await link!.click();
    await page.waitForFunction(() => location.pathname === '/about');
    expect(await page.$eval('#mobile-menu', (el) => el.matches(':popover-open'))).toBe(false);
  });

  test('the fence sales landing page shows only the logo and the phone link', async () => {
    const { page } = watched;
    await openRoute(page, '/services/fences/sales');
    const items = await page.$$eval('header a, header button', (els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => el.getAttribute('href') ?? el.textContent),
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toBe('/');
    expect(items[1]).toMatch(/^tel:\+1\d{10}$/);
  });
});

describe('quote dialog', () => {
  const watched = watchEachTest(browser);
  const triggersAt = async (page: Page) =>
    page.$$eval(
      'button[aria-haspopup="dialog"]',
      (els) =>
        els.filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
          .length,
    );

  test.each([
    ['desktop Get a Quote', 1280],
    ['mobile contact bar', 375],
  ])(
    'opens from the %s trigger and closes by Escape, outside click and Close, returning focus',
    async (_name, width) => {
      const page = await watched.open('/about', width, { height: 800 });
      expect(await triggersAt(page)).toBeGreaterThan(0);
      const selector =
        width < 768
          ? 'aside ::-p-aria([name="Quote"][role="button"])'
          : `::-p-aria([name="${shellWords.quoteButton}"][role="button"])`;
      const isOpen = () => page.$eval('#quote-dialog', (d) => (d as HTMLDialogElement).open);
      const focusedIsTrigger = () => page.$eval(selector, (el) => el === document.activeElement);

      // Escape
      await page.click(selector);
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === true);
      await page.waitForSelector('#quote-dialog form, #quote-dialog iframe[title="Intake Form"]');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === false);
      expect(await focusedIsTrigger()).toBe(true);

      // Click outside (on the backdrop, top-left corner of the viewport)
      await page.click(selector);
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === true);
      await page.mouse.click(3, 3);
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === false);
      expect(await focusedIsTrigger()).toBe(true);

      // The Close button
      await page.click(selector);
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === true);
      await page.click(`#quote-dialog ::-p-aria([name="${shellWords.close}"][role="button"])`);
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === false);
      expect(await isOpen()).toBe(false);
      expect(await focusedIsTrigger()).toBe(true);
    },
  );

  test('every "Get a Quote" style trigger on the home page opens the dialog', async () => {
    const { page } = watched;
    await openRoute(page, '/');
    const count = await page.$$eval(
      'button[aria-haspopup="dialog"]',
      (els) => els.filter((el) => (el as HTMLElement).getClientRects().length > 0).length,
    );
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const visible = await page.$$('button[aria-haspopup="dialog"]');
      const candidates = [];
      for (const handle of visible) if (await handle.isVisible()) candidates.push(handle);
      const trigger = candidates[index]!;
      await trigger.scrollIntoView();
      await trigger.click();
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === true);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === false);
      expect(await page.evaluate((el) => el === document.activeElement, trigger)).toBe(true);
    }
  });
});

describe('quote dialog after start-up', () => {
  const watched = watchEachTest(browser);
  test('opens at once with the served form while its chunk is still on the way, then script enhances that form in place', async () => {
    const { page } = watched;
    let releaseChunk!: () => void;
    const chunkReleased = new Promise<void>((resolve) => (releaseChunk = resolve));
    let chunkRequested = false;
    await interceptRequests(page);
    page.on('request', (request) => {
      if (/\/assets\/quote-dialog-body\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) {
        chunkRequested = true;
        void chunkReleased.then(() => request.continue());
      } else void request.continue();
    });
    await openRoute(page, '/services/irrigation');
    await page.click(`header ::-p-aria([name="${shellWords.quoteButton}"][role="button"])`);
    expect(await page.$eval('#quote-dialog', (d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(chunkRequested).toBe(true); // asked for, not waited for
    await page.type('#quote-dialog #dialog-email', 'early@example.com');
    expect(await dialogFormEnhanced(page)).toBe(false);
    releaseChunk();
    await dialogEnhanced(page);
    // The same form, what was typed kept, the page's service still chosen.
    expect(await page.$eval('#quote-dialog #dialog-email', (input) => (input as HTMLInputElement).value)).toBe(
      'early@example.com',
    );
    expect(await page.$eval('#quote-dialog #dialog-service', (select) => (select as HTMLSelectElement).value)).toBe(
      'irrigation',
    );
  });
});

describe('mobile contact bar', () => {
  const watched = watchEachTest(browser);
  test.each([
    [767, true],
    [768, false],
  ])('at %i px wide it is shown: %s', async (width, shown) => {
    const page = await watched.open('/', width, { height: 800 });
    const bar = await page.$(`aside[aria-label="${shellWords.contactBar.name}"]`);
    expect(await bar!.isVisible()).toBe(shown);
    if (shown) {
      const labels = await page.$$eval(
        `aside[aria-label="${shellWords.contactBar.name}"] a, aside[aria-label="${shellWords.contactBar.name}"] button`,
        (els) =>
          els.map((el) => ({
            label: el.textContent?.trim(),
            href: el.getAttribute('href'),
            size: el.getBoundingClientRect().width,
          })),
      );
      expect(labels.map((l) => l.label)).toEqual([
        shellWords.contactBar.call,
        shellWords.contactBar.text,
        shellWords.contactBar.quote,
      ]);
      expect(labels[0]!.href).toMatch(/^tel:\+1\d{10}$/);
      expect(labels[1]!.href).toMatch(/^sms:\+1\d{10}$/);
      for (const l of labels) expect(l.size).toBeGreaterThanOrEqual(44);
    }
  });
});

/**
 * The gallery's project view steps and has an address: Previous / Next, the arrow keys and a swipe
 * move through the projects in the order the filter shows; opening a project pushes its URL
 * (/gallery/<id>), Back closes it and stays on the gallery, closing goes back rather than piling up
 * history, and stepping replaces the entry. Each project's address is its own prerendered page
 * (title, description, canonical, picture in its head), which opens that project with and without
 * JavaScript. Keys and orders come from the content.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { galleryItems, hero } from '../src/content/gallery';
import { projects as words } from '../src/content/galleryWords';
import { fillOwn } from '../src/content/ownValues';
import { shellWords } from '../src/content/shellWords';
import { galleryEntry } from '../src/content/gallery.entry';
import { galleryItemEntries, galleryItemPath } from '../src/content/gallery.entries';
import { absoluteUrl, documentTitle, previewImage } from '../src/lib/seo';
import { siteDir } from '../server/site/buildOutput';
import {
  animationFrames,
  baseUrl,
  browserForFile,
  hydratePage,
  interceptRequests,
  openRoute,
  watchEachTest,
} from './browser';

const browser = browserForFile();
const watched = watchEachTest(browser);

const itemsIn = (category?: string) => galleryItems.filter((item) => !category || item.category === category);
/** A category with at least three projects, so stepping and wrapping around differ. */
const category = ['fences', 'landscaping', 'outdoor-living'].find((c) => itemsIn(c).length >= 3)!;

/** The position's line as a pattern: the owner's words, with a number for each value. */
const positionPattern = `^${words.position.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(position|total)\}/g, '\\d+')}$`;

/** The open project view: its title, whether it is modal, and the position it shows. */
const openView = (page: Page) =>
  page.evaluate((pattern) => {
    const dialogs = [...document.querySelectorAll<HTMLDialogElement>('dialog[data-overlay-item]')].filter(
      (d) => d.open,
    );
    const dialog = dialogs[0];
    if (!dialog) return null;
    const position = [...dialog.querySelectorAll('p')].find(
      (p) => p.checkVisibility() && new RegExp(pattern).test(p.textContent ?? ''),
    );
    return {
      open: dialogs.length,
      title: document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent,
      modal: dialog.matches(':modal'),
      visible: dialog.checkVisibility(),
      position: position?.textContent ?? null,
    };
  }, positionPattern);

const pathname = (page: Page) => page.evaluate(() => window.location.pathname);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

async function waitForView(page: Page, title: string | null): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const dialog = [...document.querySelectorAll<HTMLDialogElement>('dialog[data-overlay-item]')].find((d) => d.open);
      const shown = dialog ? document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent : null;
      return shown === expected;
    },
    { timeout: 5000 },
    title,
  );
}

/** The Previous / Next links' names, and where a project stands ("Project 1 of 9"), in the owner's words. */
const previousProject = `${words.previous} ${words.heardAfterStep}`;
const nextProject = `${words.next} ${words.heardAfterStep}`;
const position = (number: number, total: number) =>
  fillOwn(words.position, { position: String(number), total: String(total) });

/** Presses a visible Previous / Next link of the open view by its accessible name. */
async function step(page: Page, name: string): Promise<void> {
  const links = await page.$$(`::-p-aria([name="${name}"][role="link"])`);
  for (const link of links) {
    if (await link.evaluate((element) => element.checkVisibility())) {
      await link.click();
      return;
    }
  }
  throw new Error(`no visible ${name} link`);
}

async function openCard(page: Page, title: string): Promise<void> {
  const [button] = await page.$$(`::-p-xpath(//li//button[normalize-space()="${title}"])`);
  await button!.scrollIntoView();
  await button!.click();
  await waitForView(page, title);
}

describe('each project has its own prerendered page', () => {
  test('one registry entry per gallery item, in sitemap.xml, under /gallery', () => {
    expect(galleryItemEntries.map((entry) => entry.path)).toEqual(galleryItems.map((item) => `/gallery/${item.id}`));
    const sitemap = readFileSync(path.join(siteDir(), 'sitemap.xml'), 'utf8');
    for (const entry of galleryItemEntries) expect(sitemap).toContain(`<loc>${absoluteUrl(entry.path)}</loc>`);
  });

  test.each(galleryItemEntries.map((entry) => [entry.path, entry] as const))(
    '%s is a file with the project open, its own head and its picture as og:image',
    async (itemPath, entry) => {
      const item = galleryItems.find((i) => i.id === entry.galleryItem)!;
      const file = readFileSync(path.join(siteDir(), itemPath.slice(1), 'index.html'), 'utf8');
      const served = await (await fetch(baseUrl() + itemPath)).text();
      expect(served).toBe(file);
      expect(file).toContain(`<title>${documentTitle(entry.title).replace(/&/g, '&amp;')}</title>`);
      expect(file).toContain(`<link rel="canonical" href="${absoluteUrl(itemPath)}">`);
      // The project's own dialog, and only it, is served open.
      const open = [...file.matchAll(/<dialog\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /\sopen(=""|\s|>)/.test(tag));
      expect(open).toHaveLength(1);
      expect(open[0]).toContain(`data-overlay-item="${item.id}"`);
      // og:image: the picture, as a file the build wrote, of the size the head says.
      const preview = previewImage(item.image);
      expect(file).toContain(`<meta property="og:image" content="${absoluteUrl(preview.path)}">`);
      const png = await fetch(baseUrl() + preview.path);
      expect(png.status).toBe(200);
      const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([preview.width, preview.height]);
    },
  );
});

describe('without JavaScript', () => {
  test('a project’s address shows that project over the page, steps to the next page and closes', async () => {
    const { page } = watched;
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 375, height: 812 });
    const [first, second] = galleryItems;
    await page.goto(baseUrl() + galleryItemPath(first!.id), { waitUntil: 'load' });
    expect(await openView(page)).toEqual({
      open: 1,
      title: first!.title,
      modal: false,
      visible: true,
      position: position(1, galleryItems.length),
    });
    // Its box is opaque and dark like the modal view's backdrop: the page behind is hidden, and a
    // see-through box would show white text on the blank page.
    expect(await page.$eval('dialog[open]', (dialog) => getComputedStyle(dialog).backgroundColor)).toMatch(/^rgb\(/);
    // The page behind is hidden, so Tab stays in the project (the Close button comes first).
    expect(await page.$eval('h1', (h1) => h1.checkVisibility({ visibilityProperty: true }))).toBe(false);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(shellWords.close);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(previousProject);

    await Promise.all([page.waitForNavigation(), step(page, nextProject)]);
    expect(await pathname(page)).toBe(galleryItemPath(second!.id));
    expect((await openView(page))?.title).toBe(second!.title);

    await (await page.$('::-p-xpath(//dialog[@open]//button[normalize-space()="Close"])'))!.click();
    expect(await openView(page)).toBeNull();
    expect(await page.$eval('h1', (h1) => h1.checkVisibility({ visibilityProperty: true }))).toBe(true);
  });
});

describe('with JavaScript', () => {
  test('opening pushes the project’s URL; Previous / Next, arrow keys follow the filter and replace it; Back closes', async () => {
    const { page } = watched;
    await page.setViewport({ width: 1280, height: 900 });
    await openRoute(page, '/gallery');
    const order = itemsIn(category);
    const before = await historyLength(page);

    await page.$eval(`#projects input[value="${category}"]`, (radio) => (radio as HTMLElement).click());
    await openCard(page, order[0]!.title);
    expect(await pathname(page)).toBe(galleryItemPath(order[0]!.id));
    expect(await historyLength(page)).toBe(before + 1);
    // The project's head comes with its entry, which may still be loading when the URL has changed.
    await page.waitForFunction(
      (title) => document.title === title,
      {},
      documentTitle(galleryItemEntries.find((e) => e.galleryItem === order[0]!.id)!.title),
    );
    expect(await openView(page)).toMatchObject({ open: 1, modal: true, position: position(1, order.length) });

    await step(page, nextProject);
    await waitForView(page, order[1]!.title);
    expect(await openView(page)).toMatchObject({ open: 1, modal: true, position: position(2, order.length) });
    // Focus stays on Next, for the next press.
    expect(await focusedName(page)).toBe(nextProject);
    await page.waitForFunction((p) => window.location.pathname === p, {}, galleryItemPath(order[1]!.id));

    await page.keyboard.press('ArrowRight');
    await waitForView(page, order[2]!.title);
    await page.keyboard.press('ArrowLeft');
    await waitForView(page, order[1]!.title);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // It wraps around: before the first comes the last of the filter's order.
    await waitForView(page, order[order.length - 1]!.title);
    await page.waitForFunction((p) => window.location.pathname === p, {}, galleryItemPath(order.at(-1)!.id));
    expect(await historyLength(page)).toBe(before + 1);

    // Back (the phone's gesture): the view closes, the gallery stays, with focus on the project's card.
    await page.goBack();
    await waitForView(page, null);
    expect(await pathname(page)).toBe('/gallery');
    expect(await focusedName(page)).toBe(order.at(-1)!.title);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toContain(hero.title);
  });

  test('closing goes back rather than adding an entry, so Back then leaves the gallery', async () => {
    const { page } = watched;
    await page.setViewport({ width: 1280, height: 900 });
    await openRoute(page, '/services/fences');
    await openRoute(page, '/gallery');
    const [item] = galleryItems;
    await openCard(page, item!.title);
    await step(page, nextProject);
    await waitForView(page, galleryItems[1]!.title);
    await page.keyboard.press('Escape');
    await waitForView(page, null);
    await page.waitForFunction(() => window.location.pathname === '/gallery');
    expect(await focusedName(page)).toBe(galleryItems[1]!.title);
    await page.goBack({ waitUntil: 'load' });
    expect(await pathname(page)).toBe('/services/fences');
  });

  test('Next pressed before the page has hydrated shows the next project, and Back still closes it', async () => {
    const { page } = watched;
    await page.setViewport({ width: 1280, height: 900 });
    // The gallery's page script is held, so both presses surely come before the page hydrates.
    const held: (() => void)[] = [];
    let releasing = false;
    await interceptRequests(page);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (/\/page-Gallery[.-]/.test(request.url()) && !releasing) held.push(() => void request.continue());
      else void request.continue();
    });
    await page.goto(baseUrl() + '/gallery', { waitUntil: 'load' });
    await page.waitForFunction(() => window.__SHELL_READY__ === true);
    const before = await historyLength(page);
    const [first, second] = galleryItems;
    await openCard(page, first!.title);
    await step(page, nextProject);
    expect(await page.evaluate(() => window.__APP_READY__)).not.toBe(true);
    releasing = true;
    held.splice(0).forEach((go) => go());
    await waitForView(page, second!.title);
    await page.waitForFunction((p) => window.location.pathname === p, {}, galleryItemPath(second!.id));
    expect(await openView(page)).toMatchObject({ open: 1, modal: true, title: second!.title });
    expect(await historyLength(page)).toBe(before + 1);
    await page.goBack();
    await waitForView(page, null);
    expect(await pathname(page)).toBe('/gallery');
  });

  // The visitor's Escape, as early as it can come: right as the opening pushes the project's URL,
  // while React has yet to render the route (under load that takes a while). The dialog's close
  // event is a task of its own: under load React may render the route before it comes, so it is
  // also held back two frames.
  test.each([
    ['as the browser sends it', false],
    ['after React has rendered the route', true],
  ])(
    'a project closed the moment its URL changes, before the route has rendered it, stays closed (its close event %s)',
    async (_, holdCloseEvent) => {
      const { page } = watched;
      await page.setViewport({ width: 1280, height: 900 });
      await openRoute(page, '/gallery');
      const before = await historyLength(page);
      const [item] = galleryItems;
      await page.evaluate((hold) => {
        const push = history.pushState.bind(history);
        history.pushState = (...args: Parameters<History['pushState']>) => {
          push(...args);
          document.body.dataset.pushed = String(args[2]);
          const dialog = document.querySelector<HTMLDialogElement>('dialog[data-overlay-item][open]');
          if (!dialog) return;
          const resend = (event: Event) => {
            if (event.target !== dialog) return;
            event.stopImmediatePropagation();
            window.removeEventListener('close', resend, true);
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                document.body.dataset.closeSent = 'yes';
                dialog.dispatchEvent(new Event('close'));
              }),
            );
          };
          if (hold) window.addEventListener('close', resend, true);
          dialog.requestClose();
        };
      }, holdCloseEvent);
      const [button] = await page.$$(`::-p-xpath(//li//button[normalize-space()="${item!.title}"])`);
      await button!.click();
      expect(await page.waitForFunction(() => document.body.dataset.pushed).then((h) => h.jsonValue())).toBe(
        galleryItemPath(item!.id),
      );
      if (holdCloseEvent) await page.waitForFunction(() => document.body.dataset.closeSent === 'yes');
      await page.waitForFunction(() => window.location.pathname === '/gallery', { timeout: 5000 });
      await animationFrames(page, 4);
      expect(await openView(page)).toBeNull();
      expect(await pathname(page)).toBe('/gallery');
      expect(await historyLength(page)).toBe(before + 1); // the project's entry, now forward of /gallery
      expect(await focusedName(page)).toBe(item!.title);
    },
  );

  test('a swipe moves to the next and the previous project', async () => {
    const { page } = watched;
    await page.setViewport({ width: 375, height: 812, hasTouch: true, isMobile: true });
    await openRoute(page, '/gallery');
    const [first, second] = galleryItems;
    // Swipes come as soon as a view shows: the URL (and React Router's navigate) catch up meanwhile,
    // which must not lose a finger already down.
    await openCard(page, first!.title);
    const box = await page.$eval('dialog[open] img', (img) => {
      const rect = img.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, width: rect.width };
    });
    const swipe = async (dx: number) => {
      await page.touchscreen.touchStart(box.x, box.y);
      for (let i = 1; i <= 5; i++) await page.touchscreen.touchMove(box.x + (dx * i) / 5, box.y + i);
      await page.touchscreen.touchEnd();
    };
    await swipe(-box.width / 2);
    await waitForView(page, second!.title);
    await swipe(box.width / 2);
    await waitForView(page, first!.title);
    // A vertical drag is a scroll, not a step.
    await page.touchscreen.touchStart(box.x, box.y);
    await page.touchscreen.touchMove(box.x + 10, box.y - 120);
    await page.touchscreen.touchEnd();
    await animationFrames(page, 4);
    expect((await openView(page))?.title).toBe(first!.title);
  });

  test('a project’s address opens it, modal once the page has hydrated; closing leaves /gallery in its place', async () => {
    const { page } = watched;
    await page.setViewport({ width: 375, height: 812 });
    const item = galleryItems.at(-1)!;
    await page.goto(baseUrl() + galleryItemPath(item.id), { waitUntil: 'load' });
    expect(await openView(page)).toMatchObject({ open: 1, title: item.title, visible: true });
    await hydratePage(page);
    await animationFrames(page);
    expect(await openView(page)).toMatchObject({ open: 1, title: item.title, modal: true, visible: true });
    const before = await historyLength(page);
    await (await page.$('::-p-xpath(//dialog[@open]//button[normalize-space()="Close"])'))!.click();
    await waitForView(page, null);
    await page.waitForFunction(() => window.location.pathname === '/gallery');
    expect(await historyLength(page)).toBe(before);
    expect(await focusedName(page)).toBe(item.title);
    // The gallery's head follows once its route has rendered (the URL changes first).
    await page.waitForFunction((title) => document.title === title, {}, documentTitle(galleryEntry.title));
  });
});

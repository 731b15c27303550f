/**
 * The menus (mobile menu, Services menu) as HTML popovers: with JavaScript disabled they open on a
 * tap, show their links, the links work, and they close; with JavaScript, axe finds nothing with
 * either open. And the focus ring keeps 3:1 against the surface it is drawn on (WCAG 1.4.11): on the
 * dark bar, on a light section and in the quote dialog.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { servicesMenuLinks } from '../src/content/navigation';
import { axeViolations, baseUrl, browserForFile, controlledBy, openRoute, watchEachTest } from './browser';
import { shellWords } from '../src/content/shellWords';

const browser = browserForFile();
const watched = watchEachTest(browser);

const menus = [
  { name: 'mobile menu', width: 375, button: `header ::-p-aria([name="${shellWords.menu}"][role="button"])` },
  { name: 'Services menu', width: 1280, button: `header ::-p-aria([name="${shellWords.services}"][role="button"])` },
] as const;

const isOpen = (menu: ElementHandle<HTMLElement>) => menu.evaluate((el) => el.matches(':popover-open'));
const shownLinks = (menu: ElementHandle<HTMLElement>) =>
  menu.$$eval('a[href]', (links) =>
    links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href')),
  );

describe.each(menus)('$name at $width px', ({ width, button }) => {
  test('without JavaScript: opens on a tap, shows every service page, a link works, Escape and a second tap close it', async () => {
    const { page } = watched;
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width, height: 800 });
    await page.goto(`${baseUrl()}/about`, { waitUntil: 'load' });
    const toggle = (await page.waitForSelector(button))!;
    const menu = await controlledBy(toggle);
    expect(await isOpen(menu)).toBe(false);

    await toggle.click();
    expect(await isOpen(menu)).toBe(true);
    const links = await shownLinks(menu);
    expect(links).toEqual(expect.arrayContaining(servicesMenuLinks.map((link) => link.to)));
    // A second tap closes it, Escape too.
    await toggle.click();
    expect(await isOpen(menu)).toBe(false);
    await toggle.click();
    expect(await isOpen(menu)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(menu)).toBe(false);

    // A link goes to its page.
    await toggle.click();
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      menu.$eval('a[href="/services/outdoor-living"]', (link) => (link as HTMLElement).click()),
    ]);
    expect(new URL(page.url()).pathname).toBe('/services/outdoor-living');
  });

  test('with JavaScript: axe finds no violation with the menu open', async () => {
    const { page } = watched;
    await page.setBypassCSP(true);
    await page.setViewport({ width, height: 800 });
    await openRoute(page, '/');
    const toggle = (await page.waitForSelector(button))!;
    const menu = await controlledBy(toggle);
    await toggle.click();
    await page.waitForFunction((el) => el.matches(':popover-open') && el.checkVisibility(), {}, menu);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the mobile menu lists the gallery too', async () => {
  const { page } = watched;
  await page.setViewport({ width: 375, height: 800 });
  await openRoute(page, '/');
  const toggle = (await page.waitForSelector(menus[0].button))!;
  const menu = await controlledBy(toggle);
  await toggle.click();
  expect(await shownLinks(menu)).toContain('/gallery');
});

/**
 * Runs in the page: the contrast ratio between the focused element's outline colour and the first
 * opaque background behind it (colours read back as RGB through a canvas: Tailwind 4's compute as oklab).
 */
function focusRingContrast(): { ring: number[]; surface: number[]; ratio: number } {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgb = (css: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  };
  const focused = document.activeElement as HTMLElement;
  const style = getComputedStyle(focused);
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) throw new Error('no focus outline');
  const ring = rgb(style.outlineColor);
  // The outline is drawn outside the element: the surface is the first opaque background of an ancestor.
  let surface: number[] | null = null;
  for (let node = focused.parentElement; node && !surface; node = node.parentElement) {
    const background = rgb(getComputedStyle(node).backgroundColor);
    if (background[3] === 255) surface = background;
  }
  surface ??= [255, 255, 255, 255];
  const luminance = ([r, g, b]: number[]) =>
    [r!, g!, b!]
      .map((value) => value / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [a, b] = [luminance(ring), luminance(surface)].sort((x, y) => y - x);
  return { ring, surface, ratio: (a! + 0.05) / (b! + 0.05) };
}

/** Focuses the element as a keyboard would (after a key press, so :focus-visible applies). */
async function keyboardFocus(page: Page, element: ElementHandle<Element>) {
  await page.keyboard.press('Shift');
  await element.evaluate((el) => (el as HTMLElement).focus());
}

describe('focus ring contrast, at least 3:1 against the surface', () => {
  test('on the dark bar', async () => {
    const { page } = watched;
    await openRoute(page, '/');
    await keyboardFocus(page, (await page.$('header nav ::-p-aria([name="About"][role="link"])'))!);
    const { ratio, surface } = await page.evaluate(focusRingContrast);
    expect(Math.max(...surface.slice(0, 3))).toBeLessThan(100); // the dark green bar
    expect(ratio).toBeGreaterThanOrEqual(3);
  });

  test('on a light section', async () => {
    const { page } = watched;
    await openRoute(page, '/sitemap');
    await keyboardFocus(page, (await page.$('main ::-p-aria([name="About"][role="link"])'))!);
    const { ratio, surface } = await page.evaluate(focusRingContrast);
    expect(Math.min(...surface.slice(0, 3))).toBeGreaterThan(200);
    expect(ratio).toBeGreaterThanOrEqual(3);
  });

  test('in the quote dialog', async () => {
    const { page } = watched;
    await openRoute(page, '/about');
    await page.click(`header ::-p-aria([name="${shellWords.quoteButton}"][role="button"])`);
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#quote-dialog')?.open === true);
    await keyboardFocus(page, (await page.$(`dialog ::-p-aria([name="${shellWords.close}"][role="button"])`))!);
    const { ratio, surface } = await page.evaluate(focusRingContrast);
    expect(Math.min(...surface.slice(0, 3))).toBeGreaterThan(200);
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
});

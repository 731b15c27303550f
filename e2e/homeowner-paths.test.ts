/**
 * What homeowners hit on a phone (issue 34), each path as a visitor takes it: a same-page link scrolls
 * to its target on the first tap (with and without script, before and after start-up) and focus
 * follows; a package's "Get a Quote" lands on the estimator's form with that package, and a length
 * alone gives a figure; the sprinkler repair and maintenance page asks which job, and the dialog's
 * title follows the choice; About promises only what it shows; a service page's "View Our Work"
 * opens the gallery filtered to work that exists; the home page's "Get a Free Quote" lands on the
 * contact form with focus on its first field.
 */
import type { Page } from 'puppeteer-core';
import { hero as fenceSalesHero } from '../src/content/fenceSales';
import { hero as landscapeDesignHero } from '../src/content/landscapeDesign';
import { hero as outdoorKitchenHero } from '../src/content/outdoorKitchen';
import { hero as turfHero } from '../src/content/artificialTurf';
import { hero as landscapingHero } from '../src/content/landscaping';
import { hero as homeHero } from '../src/content/home';
import { form as contactForm } from '../src/content/contact';
import { galleryFilters, galleryItems } from '../src/content/gallery';
import { generalDialogTitle, jobKinds } from '../src/content/jobKinds';
import { pricingTiers } from '../src/content/pricing';
import { fenceSalesEntry } from '../src/content/fenceSales.entry';
import { aboutEntry } from '../src/content/about.entry';
import { baseUrl, browserForFile, hydratePage, interceptRequests, watchEachTest } from './browser';

const browser = browserForFile();
const visitor = watchEachTest(browser);

type Moment = 'before start-up' | 'after start-up' | 'without script';

/** Lets the app's scripts held by openAs('before start-up') load (nothing to do otherwise). */
let release = () => undefined as void;

/**
 * Opens a path as a visitor's phone (375 px, touch) or desktop (1280 px, mouse) does, with reduced
 * motion (a scroll lands at once, so the test reads where it ends). Before start-up: the page is
 * drawn and nothing of the app runs yet (its scripts wait for the load event and the first paint,
 * or the visitor's first touch).
 */
async function openAs(path: string, width: 375 | 1280, moment: Moment): Promise<Page> {
  const { page } = visitor;
  const touch = width < 1024;
  await page.setJavaScriptEnabled(moment !== 'without script');
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.setViewport({ width, height: touch ? 812 : 900, isMobile: touch, hasTouch: touch });
  if (moment === 'before start-up') {
    // The app's scripts are held until the tap has been answered (release()), so the tap surely
    // lands before start-up, however fast this machine loads them.
    const held: (() => void)[] = [];
    await interceptRequests(page);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.resourceType() === 'script' && !releasing) held.push(() => void request.continue());
      else void request.continue();
    });
    let releasing = false;
    release = () => {
      releasing = true;
      held.splice(0).forEach((go) => go());
    };
    await page.goto(baseUrl() + path, { waitUntil: 'load' });
    expect(await page.evaluate(() => window.__SHELL_READY__ === true)).toBe(false);
  } else {
    await page.goto(baseUrl() + path, { waitUntil: 'load' });
    if (moment === 'after start-up') await page.waitForFunction(() => window.__SHELL_READY__ === true);
  }
  return page;
}

/** A tap on a phone, a click on a desktop, in the middle of the element. */
async function tap(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { visible: true });
  await element!.scrollIntoView();
  const box = (await element!.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (page.viewport()!.hasTouch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Whether the element's top is on screen, in the upper part of the viewport (where a scroll to it puts it). */
const onScreen = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight * 0.6;
  });

/**
 * Waits until the element is on screen (up to 3 s, far beyond any tap's answer), polling from here so
 * it works without script too, then reports whether it still is a moment later (start-up or the
 * page's hydration did not take it away).
 */
async function landsOn(page: Page, selector: string): Promise<boolean> {
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && !(await onScreen(page, selector).catch(() => false)))
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 400));
  return onScreen(page, selector);
}

/** The id of the focused element, or of the element holding focus inside the target. */
const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const element = document.querySelector(target);
    return element !== null && document.activeElement !== null && element.contains(document.activeElement);
  }, selector);

/** A hero's second action, which on these pages is a link to a section of the page (the owner's words). */
function sameHeroLink(path: string, action: { text: string; link?: string } | undefined) {
  if (!action?.link) throw new Error(`${path}: the hero's second action is no longer a link`);
  return { path, text: action.text, href: action.link };
}

describe('a same-page link scrolls to its target on the first tap, and focus follows', () => {
  const links = [
    { path: fenceSalesEntry.path, text: fenceSalesHero.secondaryCTA.text, href: fenceSalesHero.secondaryCTA.link },
    sameHeroLink('/services/landscape-design', landscapeDesignHero.secondaryCTA),
    sameHeroLink('/custom-outdoor-kitchen-design-dallas', outdoorKitchenHero.secondaryCTA),
  ];
  const cases = links.flatMap((link) =>
    (['after start-up', 'before start-up', 'without script'] as const).flatMap((moment) =>
      ([375, 1280] as const).map((width) => ({ ...link, moment, width })),
    ),
  );

  test.each(cases)('$text on $path at $width px, $moment', async ({ path, href, moment, width }) => {
    const page = await openAs(path, width, moment);
    await tap(page, `main a[href="${href}"]`);
    expect(await landsOn(page, href)).toBe(true);
    expect(await page.evaluate(() => window.location.hash)).toBe(href);
    // With script, focus moves to the target, so Tab and a screen reader go on from there.
    if (moment === 'after start-up') expect(await focusIsIn(page, href)).toBe(true);
    if (moment === 'before start-up') {
      // Start-up after the tap leaves the visitor there, and moves focus there too.
      release();
      await page.waitForFunction(() => window.__SHELL_READY__ === true);
      expect(await landsOn(page, href)).toBe(true);
      expect(await focusIsIn(page, href)).toBe(true);
    }
  });

  test('after start-up the page content keeps what the visitor sees: the tap does not redraw it', async () => {
    const page = await openAs(fenceSalesEntry.path, 375, 'after start-up');
    await page.$eval('#pricing', (section) => ((section as HTMLElement).dataset.seen = 'served'));
    await tap(page, `main a[href="#pricing"]`);
    await page.waitForFunction(() => window.__APP_READY__ === true);
    expect(await page.$eval('#pricing', (section) => (section as HTMLElement).dataset.seen)).toBe('served');
  });
});

describe('a package’s Get a Quote lands on the estimator’s form with that package', () => {
  const basic = pricingTiers.residential.find((tier) => !tier.recommended)!;
  const recommended = pricingTiers.residential.find((tier) => tier.recommended)!;
  const cardLink = (tierId: string) => `#pricing-residential li:has(#tier-${tierId}-title) a[href^="#quote-"]`;

  test.each(['after start-up', 'before start-up'] as const)('at 375 px, %s', async (moment) => {
    const page = await openAs(fenceSalesEntry.path, 375, moment);
    await tap(page, cardLink(basic.id));
    expect(await landsOn(page, `#quote-${basic.id}`)).toBe(true);
    // The sales form's package and length are on screen; the hero's form (no estimator) is not.
    expect(await onScreen(page, '#sales-fencePackage')).toBe(true);
    expect(await page.$eval('#hero-firstName', (field) => field.getBoundingClientRect().bottom > 0)).toBe(false);
    release();
    await hydratePage(page);
    await page.waitForFunction(
      (id) => (document.querySelector('#sales-fencePackage') as HTMLSelectElement).value === id,
      { timeout: 5000 },
      basic.id,
    );
  });

  test('a length alone shows a figure: the recommended package is chosen from the start', async () => {
    const page = await visitor.open(fenceSalesEntry.path, 375);
    expect(await page.$eval('#sales-fencePackage', (select) => (select as HTMLSelectElement).value)).toBe(
      recommended.id,
    );
    await page.type('#sales-fenceFeet', '180');
    const line = await page.$eval('output[data-fence-estimate]', (output) => output.textContent);
    expect(line).toBe(
      `From $${(recommended.pricePerFoot * 180).toLocaleString('en-US')} for 180 ft of ${recommended.title} (Residential)`,
    );
  });
});

describe('the sprinkler repair and maintenance page asks which job, and the title follows the choice', () => {
  const irrigation = Object.fromEntries(jobKinds.irrigation.map((kind) => [kind.value, kind]));
  const repair = irrigation.repair!;
  const titleShown = (page: Page) =>
    page.$eval('dialog[open]', (dialog) => {
      const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)!;
      return (title as HTMLElement).innerText.trim();
    });

  test.each([true, false])('with JavaScript: %s', async (javaScript) => {
    const page = await visitor.open('/services/irrigation/maintenance', 375, { javaScript, reducedMotion: true });
    await page.click('aside ::-p-aria([name="Quote"][role="button"])');
    await page.waitForSelector('dialog[open]');
    expect(await page.$$eval('dialog[open] input[name="job"]:checked', (radios) => radios.length)).toBe(0);
    expect(await titleShown(page)).toBe(generalDialogTitle);
    // The kinds on offer are the irrigation ones, none chosen.
    const offered = await page.$$eval('dialog[open] input[name="job"]', (radios) =>
      radios.filter((radio) => radio.checkVisibility()).map((radio) => (radio as HTMLInputElement).value),
    );
    expect(offered).toEqual(jobKinds.irrigation.map((kind) => kind.value));

    await page.click(`dialog[open] ::-p-text(${repair.label})`);
    expect(await titleShown(page)).toBe(repair.dialogTitle);
    // The repair's problem checkboxes show.
    expect(
      await page.$$eval('dialog[open] fieldset[data-service="irrigation"] input[type="checkbox"]', (boxes) =>
        boxes.some((box) => box.checkVisibility()),
      ),
    ).toBe(true);
    await page.click(`dialog[open] ::-p-text(${irrigation.maintenance!.label})`);
    expect(await titleShown(page)).toBe(irrigation.maintenance!.dialogTitle);
  });
});

describe('About promises only what it shows', () => {
  test('no heading promises proof when no credential is set; the work behind the figures is linked', async () => {
    const page = await visitor.open(aboutEntry.path, 375);
    const headings = await page.$$eval('main h2, main h3', (all) =>
      all.filter((h) => h.checkVisibility()).map((h) => (h as HTMLElement).innerText),
    );
    expect(headings.filter((heading) => /\b(check|verif|proof|trust|before you hire)/i.test(heading))).toEqual([]);
    const links = await page.$$eval('#by-the-numbers a', (all) => all.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/case-studies', '/gallery']));
  });
});

describe('View Our Work opens work that exists', () => {
  const withProjects = galleryFilters.filter(
    (filter) => filter.id !== 'all' && galleryItems.some((item) => item.category === filter.id),
  );

  test('the gallery’s filters are the services holding projects, after All', async () => {
    const page = await visitor.open('/gallery', 375);
    const filters = await page.$$eval('#projects input[type="radio"]', (radios) =>
      radios.map((radio) => (radio as HTMLInputElement).value),
    );
    expect(filters).toEqual(['all', ...withProjects.map((filter) => filter.id)]);
  });

  const shownCategories = (page: Page) =>
    page.$$eval('#projects li:has(button[aria-haspopup="dialog"])', (cards) =>
      cards.filter((card) => card.checkVisibility()).map((card) => card.textContent ?? ''),
    );

  test.each([
    { path: '/services/artificial-turf', link: turfHero.secondaryCTA, category: 'landscaping' },
    { path: '/services/landscaping', link: landscapingHero.secondaryCTA, category: 'landscaping' },
  ])('$path: "$link.text" opens the gallery filtered to $category', async ({ path, link, category }) => {
    expect('link' in link && link.link).toBe(`/gallery#gallery-filter-${category}`);
    const page = await visitor.open(path, 375, { reducedMotion: true });
    await tap(page, `main a[href="${'link' in link ? link.link : ''}"]`);
    await page.waitForFunction(() => window.location.pathname === '/gallery');
    await page.waitForFunction(
      (id) => (document.getElementById(id) as HTMLInputElement | null)?.checked === true,
      { timeout: 5000 },
      `gallery-filter-${category}`,
    );
    const label = galleryFilters.find((filter) => filter.id === category)!.label;
    const expected = galleryItems.filter((item) => item.category === category).length;
    const shown = await shownCategories(page);
    expect(shown).toHaveLength(expected);
    for (const card of shown) expect(card).toContain(label);
  });

  test('the turf page names the related work it links to, not turf projects the gallery lacks', async () => {
    expect(galleryItems.some((item) => item.category === 'artificial-turf')).toBe(false);
    expect(turfHero.secondaryCTA.text).toMatch(/related landscaping work/i);
  });

  test('a full load of the filtered address, with script, shows that category', async () => {
    const page = await visitor.open('/gallery#gallery-filter-landscaping', 375);
    expect(await page.$eval('#gallery-filter-landscaping', (radio) => (radio as HTMLInputElement).checked)).toBe(true);
  });

  test('without script, the filtered address lands on the filter, one tap from the category', async () => {
    const page = await openAs('/gallery#gallery-filter-landscaping', 375, 'without script');
    expect(await onScreen(page, '#projects fieldset')).toBe(true);
    await tap(page, '#projects label:has(#gallery-filter-landscaping)');
    expect(await page.$eval('#gallery-filter-landscaping', (radio) => (radio as HTMLInputElement).checked)).toBe(true);
  });
});

describe('the home page’s Get a Free Quote lands on the contact form', () => {
  const href = 'link' in homeHero.primaryCTA ? homeHero.primaryCTA.link : '';

  test.each([375, 1280] as const)('at %s px, with focus on its first field', async (width) => {
    expect(href).toBe(`/contact#${contactForm.anchor}`);
    const page = await openAs('/', width, 'after start-up');
    await tap(page, `main a[href="${href}"]`);
    await page.waitForFunction(() => window.location.pathname === '/contact');
    expect(await landsOn(page, `#${contactForm.anchor}`)).toBe(true);
    await page.waitForFunction(() => document.activeElement?.id === 'contact-name', { timeout: 3000 });
  });

  test('without script it lands on the form, and the first Tab reaches its first field', async () => {
    const page = await openAs('/', 375, 'without script');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), tap(page, `main a[href="${href}"]`)]);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await landsOn(page, `#${contactForm.anchor}`)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
  });
});

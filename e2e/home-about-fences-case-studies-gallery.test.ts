/**
 * The home, about, fences, case studies and gallery pages: the business's figures are pinned to the prerendered HTML (read with JavaScript off, as a crawler
 * would); the counters animate once when scrolled into view and not at all with reduced motion;
 * the gallery filter is a native radio group (arrow keys, one Tab stop); the project overlay opens and
 * closes by Escape, its Close button and an outside click, giving focus back to the project.
 * Rules: figures, claims, sub-service cards, filters and projects come from src/content and the
 * registry; every test's browser page is watched (a JavaScript-off snapshot, which fetches no
 * script, is not).
 */
import type { Page } from 'puppeteer-core';
import { story } from '../src/content/about';
import { business, fenceWarrantyText, stats, terms } from '../src/content/business';
import { caseStudies, featuredCaseStudies, study as studyPage } from '../src/content/caseStudies';
import { galleryFilters, galleryItems } from '../src/content/gallery';
import { projects as galleryProjectWords } from '../src/content/galleryWords';
import {
  counters as homeCounters,
  fencePricing,
  hero as homeHero,
  services as homeServices,
} from '../src/content/home';
import { form as contactForm } from '../src/content/contact';
import { reviewsOn } from '../src/content/testimonials';
import { sectionWords } from '../src/content/sectionWords';
import { baseUrl, intersectionsSettled, mainText, recordChanges, browserForFile, watchEachTest } from './browser';
import { expectReviews } from './pageChecks';
import { subServicePathsOf } from './sitePages';

const browser = browserForFile();

const { open } = watchEachTest(browser);

let snapshot: Page | undefined;
afterEach(async () => {
  await snapshot?.close();
  snapshot = undefined;
});

/**
 * A page with JavaScript off: what the prerendered HTML alone shows (to a crawler or a no-JS
 * reader). Not watched: with scripts off the browser refuses the page's script requests itself.
 */
async function openSnapshot(path: string, width = 1280): Promise<Page> {
  snapshot = await browser().newPage();
  await snapshot.setViewport({ width, height: 900 });
  await snapshot.setJavaScriptEnabled(false);
  const response = await snapshot.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(response!.status()).toBe(200);
  return snapshot;
}

/** Figure and label of every counter inside a section, as displayed. */
const counters = (page: Page, section: string) =>
  page.$$eval(`${section} [data-counter-target]`, (nodes) =>
    nodes.map((node) => ({
      shown: node.querySelector('[data-counter-value]')!.textContent,
      target: node.getAttribute('data-counter-target'),
      label: node.querySelectorAll('p')[1]!.textContent,
    })),
  );

/** Links inside a container: visible text (screen-reader extras included) and href. */
const links = (page: Page, selector: string) =>
  page.$$eval(`${selector} a`, (anchors) =>
    anchors.map((a) => ({ text: a.textContent!.replace(/\s+/g, ' ').trim(), href: a.getAttribute('href') })),
  );

describe('prerendered content pins the business figures', () => {
  test('home: hero buttons, three service cards, 500+ customers and 21 years, the home reviews (if any), pricing link', async () => {
    const page = await openSnapshot('/');
    const hero = await page.$$eval('h1 ~ div a', (anchors) =>
      anchors.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(hero).toEqual([
      [homeHero.primaryCTA.text, `/contact#${contactForm.anchor}`],
      [homeHero.secondaryCTA?.text, '/gallery'],
    ]);
    expect(await page.$$eval('#services h3', (h) => h.map((x) => x.textContent))).toEqual(
      homeServices.cards.map((card) => card.title),
    );
    const cardLinks = await page.$$eval('#services li:has(h3) a', (a) => a.map((x) => x.getAttribute('href')));
    expect(cardLinks).toEqual(homeServices.cards.map((card) => card.link));
    const [customers, years] = homeCounters.stats.map((stat) => stat.label);
    expect(await counters(page, '#track-record')).toEqual([
      { shown: '500+', target: '500', label: customers },
      { shown: '21', target: '21', label: years },
    ]);
    // Founded 2005, counted in 2026.
    expect(stats.yearsInBusiness).toBe('21');
    await expectReviews(page, reviewsOn('home'));
    expect(await links(page, 'main')).toContainEqual({
      text: fencePricing.action?.text,
      href: '/services/fences/sales',
    });
    const text = await mainText(page);
    expect(text).toContain(`within ${terms.quoteResponseHours} hours`);
  });

  test('about: story since 2005, stat cards 21 years, 500+ customers, 20 team members, vision, mission, values, phone CTA', async () => {
    const page = await openSnapshot('/about');
    expect(await counters(page, 'main')).toEqual([
      { shown: '21', target: '21', label: 'Years in business' },
      { shown: '500+', target: '500', label: 'Customers served' },
      { shown: '20', target: '20', label: 'Team members' },
    ]);
    const text = await mainText(page);
    // The story is the owner's words with the facts filled in: the founding year and the office's city.
    for (const paragraph of story.paragraphs) expect(text).toContain(paragraph);
    expect(story.paragraphs[0]).toContain(String(business.foundingYear));
    expect(story.paragraphs[0]).toContain(business.address.city);
    expect(await page.$$eval('main h3', (h) => h.map((x) => x.textContent))).toEqual(
      expect.arrayContaining(['Our Vision', 'Our Mission', 'Sustainability', 'Collaboration', 'Quality']),
    );
    expect(await page.$$eval('#values h3', (h) => h.map((x) => x.textContent))).toEqual([
      'Sustainability',
      'Collaboration',
      'Quality',
    ]);
    const tel = await page.$$eval('main a[href^="tel:"]', (a) => a.map((x) => x.textContent!.trim()));
    expect(tel.some((t) => /\(\d{3}\) \d{3}-\d{4}/.test(t))).toBe(true);
    expect(await page.$eval('main img[src="/images/about-story.svg"]', (img) => img.getAttribute('alt'))).toBeTruthy();
    expect(await page.title()).toMatch(/^About/);
    expect(await page.$eval('meta[name="description"]', (m) => m.getAttribute('content'))).toContain(
      business.address.city,
    );
  });

  test('fences: its sub-service cards, 450+ / 21 / 98% / 20, its reviews, every case study to /gallery, pricing and case-study links', async () => {
    const page = await openSnapshot('/services/fences');
    const cards = await page.$$eval('#services li', (items) =>
      items.map((li) => li.querySelector('a')!.getAttribute('href')),
    );
    expect(cards).toEqual(subServicePathsOf('/services/fences'));
    expect(await counters(page, '#track-record')).toEqual([
      { shown: '450+', target: '450', label: 'Properties fenced' },
      { shown: '21', target: '21', label: 'Years of experience' },
      { shown: '98%', target: '98', label: 'Customer satisfaction' },
      { shown: '20', target: '20', label: 'Team members' },
    ]);
    await expectReviews(page, reviewsOn('fences'));
    const studies = await page.$$eval(
      '#case-studies article',
      (articles, result) =>
        articles.map((article) => ({
          images: [...article.querySelectorAll('img')].map((img) => img.getAttribute('alt')!.split(':')[0]),
          gallery: [...article.querySelectorAll('a')].some((a) => a.getAttribute('href') === '/gallery'),
          result: article.textContent!.includes(result),
        })),
      sectionWords.caseStudy.result,
    );
    // The first three studies in the owner's order (src/content/caseStudies.ts), their pictures named in the owner's words.
    const { before, after } = sectionWords.beforeAfter;
    expect(studies).toEqual(featuredCaseStudies.map(() => ({ images: [before, after], gallery: true, result: true })));
    const all = await links(page, 'main');
    expect(all).toContainEqual({ text: 'See fence pricing', href: '/services/fences/sales' });
    expect(all).toContainEqual({ text: 'Read all case studies', href: '/case-studies' });
    // The fence claims, quoted from business.ts.
    const text = await mainText(page);
    for (const claim of [
      terms.installationDays,
      terms.cedarRestainYears,
      terms.materialWarrantyYears,
      terms.claims.unsightlyFenceValueLoss,
    ]) {
      expect(text).toContain(claim);
    }
    expect(text).toContain(fenceWarrantyText.summary);
    const service = await page.$eval('script[data-jsonld="service"]', (s) => JSON.parse(s.textContent!));
    expect(service['@type']).toBe('Service');
    expect(service.url).toMatch(/\/services\/fences$/);
  });

  test('case studies: a card for each study, each with before and after images, a result, a gallery link and a detail link', async () => {
    const page = await openSnapshot('/case-studies');
    const cards = await page.$$eval(
      'main article',
      (articles, result) =>
        articles.map((article) => ({
          title: article.querySelector('h3')!.textContent,
          images: [...article.querySelectorAll('img')].map((img) => ({
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt'),
          })),
          result:
            article.textContent!.includes(`${result} `) && article.textContent!.split(result)[1]!.trim().length > 0,
          links: [...article.querySelectorAll('a')].map((a) => ({
            text: a.textContent!.trim(),
            href: a.getAttribute('href'),
          })),
        })),
      sectionWords.caseStudy.result,
    );
    expect(cards).toHaveLength(caseStudies.length);
    const slugs = caseStudies.map((c) => c.slug);
    cards.forEach((card, index) => {
      expect(card.images).toHaveLength(2);
      expect(card.images.map((i) => i.src)).toEqual([
        caseStudies[index]!.imageBefore.src,
        caseStudies[index]!.imageAfter.src,
      ]);
      expect(card.images.every((i) => (i.alt ?? '').length > 20)).toBe(true);
      expect(card.result).toBe(true);
      expect(card.links.some((l) => l.href === '/gallery')).toBe(true);
      const detail = card.links.find((l) => l.href === `/case-studies/${slugs[index]}`);
      expect(detail?.text?.startsWith(studyPage.more.readStudy)).toBe(true);
    });
  });

  test('gallery: every project, All Projects selected, links to the portfolio pages', async () => {
    const page = await openSnapshot('/gallery');
    expect(galleryItems.length).toBeGreaterThan(0);
    const filters = await page.$$eval('#projects fieldset input[type="radio"]', (radios) =>
      radios.map((radio) => [(radio as HTMLInputElement).labels![0]!.textContent, (radio as HTMLInputElement).checked]),
    );
    // One filter per service holding projects, after All.
    const holding = galleryFilters.filter(
      (filter) => filter.id === 'all' || galleryItems.some((item) => item.category === filter.id),
    );
    expect(filters).toEqual(holding.map((filter) => [filter.label, filter.id === 'all']));
    const shown = await page.$$eval('#projects li button', (b) =>
      b.filter((x) => (x as HTMLElement).checkVisibility()).map((x) => x.textContent),
    );
    expect(shown).toEqual(galleryItems.map((item) => item.title));
    const all = await links(page, 'main');
    expect(all).toContainEqual({ text: 'Full portfolio', href: '/portfolio' });
    expect(all).toContainEqual({ text: 'Residential projects', href: '/residential-portfolio' });
  });
});

describe('counters', () => {
  const firstFenceCounter = '#track-record [data-counter-value]';

  /** Records every text the first fence counter shows from now on. */
  const recordCounter = (page: Page) =>
    page.$eval(firstFenceCounter, (node) => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => seen.push(node.textContent!)).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
  const seen = (page: Page) => page.evaluate(() => [...(window as unknown as { __seen: string[] }).__seen]);
  /**
   * Waits until the counters' own observer has judged the current scroll position and whatever it
   * started has had two frames to show: a run starts by showing 0 at once, in that callback.
   */
  const countersSettled = (page: Page) => intersectionsSettled(page, firstFenceCounter, 0.1);

  test('count up once from below the target when first scrolled into view, and never restart', async () => {
    const page = await open('/services/fences');
    // Below the fold it shows the target, as in the HTML.
    expect(await page.$eval(firstFenceCounter, (n) => n.textContent)).toBe('450+');
    await recordCounter(page);
    await countersSettled(page);
    expect(await seen(page)).toEqual([]);

    await page.$eval('#track-record', (section) => section.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForFunction(() => (window as unknown as { __seen: string[] }).__seen.at(-1) === '450+', {
      timeout: 5000,
    });
    const run = await seen(page);
    const values = run.map((text) => Number.parseInt(text, 10));
    expect(values[0]).toBeLessThan(450);
    expect(values.some((v) => v > 0 && v < 450)).toBe(true);
    // Rises steadily to the target.
    expect(values).toEqual([...values].sort((a, b) => a - b));

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await countersSettled(page);
    await page.$eval('#track-record', (section) => section.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await countersSettled(page);
    expect(await seen(page)).toEqual(run);
    expect(await page.$eval(firstFenceCounter, (n) => n.textContent)).toBe('450+');
  });

  test('show the final figures at once with prefers-reduced-motion', async () => {
    const page = await open('/services/fences', 1280, { reducedMotion: true });
    await recordCounter(page);
    await page.$eval('#track-record', (section) => section.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await countersSettled(page);
    expect(await seen(page)).toEqual([]);
    expect(await counters(page, '#track-record')).toEqual([
      { shown: '450+', target: '450', label: 'Properties fenced' },
      { shown: '21', target: '21', label: 'Years of experience' },
      { shown: '98%', target: '98', label: 'Customer satisfaction' },
      { shown: '20', target: '20', label: 'Team members' },
    ]);
  });
});

describe('gallery', () => {
  /** The filter (a radio group) and the projects a visitor sees under it. */
  const filterState = (page: Page) =>
    page.evaluate(() => {
      const radios = [...document.querySelectorAll<HTMLInputElement>('#projects fieldset input[type="radio"]')];
      const label = (radio: HTMLInputElement | null | undefined) => radio?.labels?.[0]?.textContent ?? null;
      return {
        legend: document.querySelector('#projects fieldset legend')?.textContent,
        selected: radios.filter((radio) => radio.checked).map(label),
        focused: radios.includes(document.activeElement as HTMLInputElement)
          ? label(document.activeElement as HTMLInputElement)
          : null,
        items: [...document.querySelectorAll<HTMLElement>('#projects li button')]
          .filter((button) => button.checkVisibility())
          .map((button) => button.textContent),
      };
    });

  const titles = (category?: string) =>
    galleryItems.filter((item) => !category || item.category === category).map((item) => item.title);

  test('the filter is a radio group: arrow keys move and filter, one Tab stop, a tap filters too', async () => {
    const page = await open('/gallery', 375);
    expect(await filterState(page)).toEqual({
      legend: galleryProjectWords.filterName,
      selected: ['All Projects'],
      focused: null,
      items: titles(),
    });

    await page.focus('#projects input:checked');
    await page.keyboard.press('ArrowRight');
    expect(await filterState(page)).toMatchObject({ selected: ['Fences'], focused: 'Fences', items: titles('fences') });
    expect(titles('fences').length).toBeGreaterThan(0);

    await page.keyboard.press('ArrowRight');
    expect(await filterState(page)).toMatchObject({
      selected: ['Landscaping'],
      focused: 'Landscaping',
      items: titles('landscaping'),
    });
    await page.keyboard.press('ArrowDown');
    expect(await filterState(page)).toMatchObject({
      selected: ['Outdoor Living'],
      focused: 'Outdoor Living',
      items: titles('outdoor-living'),
    });
    // The browser's radio group wraps around.
    await page.keyboard.press('ArrowRight');
    expect(await filterState(page)).toMatchObject({ selected: ['All Projects'], items: titles() });
    await page.keyboard.press('ArrowLeft');
    expect(await filterState(page)).toMatchObject({ selected: ['Outdoor Living'], focused: 'Outdoor Living' });

    // Tab leaves the group for the first project shown; Shift+Tab comes back to the chosen filter.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(titles('outdoor-living')[0]);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect((await filterState(page)).focused).toBe('Outdoor Living');

    // A tap on a label chooses too. (A DOM click: the smooth scroll the focus moves above may still be
    // under way, and a click at screen coordinates could land beside it.)
    await page.$eval('#projects label:nth-of-type(3)', (label) => (label as HTMLElement).click());
    expect(await filterState(page)).toMatchObject({ selected: ['Landscaping'], items: titles('landscaping') });
  });

  const overlay = (page: Page) =>
    page.evaluate(() => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
      if (!dialog) return null;
      const rect = dialog.getBoundingClientRect();
      return {
        title: document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent,
        description: document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent,
        image: dialog.querySelector('img')?.getAttribute('alt'),
        // The picture and its text sit on an opaque backdrop that covers the whole screen.
        fullScreen:
          getComputedStyle(dialog, '::backdrop').backgroundColor.startsWith('rgb(') &&
          rect.width <= window.innerWidth &&
          rect.height <= window.innerHeight,
        modal: dialog.matches(':modal'),
      };
    });
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

  async function openItem(page: Page, title: string) {
    const [button] = await page.$$(`::-p-xpath(//li//button[normalize-space()="${title}"])`);
    await button!.scrollIntoView();
    await button!.click();
    await page.waitForSelector('dialog[open]');
  }

  test.each([375, 1280])(
    'a project opens full screen and closes by Escape, Close and an outside click, focus back on the project (%i px)',
    async (width) => {
      const page = await open('/gallery', width);
      const item = galleryItems.find((i) => i.category === 'outdoor-living')!;
      await page.$eval('#projects input[value="outdoor-living"]', (radio) => (radio as HTMLElement).click());

      await openItem(page, item.title);
      expect(await overlay(page)).toEqual({
        title: item.title,
        description: item.description,
        image: item.image.alt,
        fullScreen: true,
        modal: true,
      });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      expect(await focusedText(page)).toBe(item.title);

      await openItem(page, item.title);
      const [close] = await page.$$('::-p-xpath(//dialog[@open]//button[normalize-space()="Close"])');
      await close!.click();
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      expect(await focusedText(page)).toBe(item.title);

      await openItem(page, item.title);
      // A click in the overlay's margin, away from the picture and its text.
      await page.mouse.click(8, Math.round(page.viewport()!.height / 2));
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      expect(await focusedText(page)).toBe(item.title);

      // A click on the picture itself does not close it.
      await openItem(page, item.title);
      const changes = await recordChanges(page, 'dialog[open]');
      await page.click('dialog[open] img');
      // A close (the dialog losing `open`) would show within two frames of the click.
      expect(await changes.settle()).toEqual([]);
      expect(await overlay(page)).toMatchObject({ title: item.title });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    },
  );
});

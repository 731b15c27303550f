/**
 * The content pages (every sub-service page, case study, portfolio view and the garden design
 * process) in a real browser: each has one h1, visible breadcrumbs and BreadcrumbList JSON-LD
 * matching the registry, a call to action that opens the quote dialog, calls and texts, and no
 * console errors. Sub-service pages state the warranty that applies, answer 3 to 5 questions and
 * link to related services; case studies show before and after; the portfolio shows every gallery
 * project and the residential portfolio only residential ones.
 * Rules: which pages are checked and what their breadcrumbs say come from the registry
 * (e2e/sitePages.ts), warranties, projects and studies from src/content.
 */
import type { Page } from 'puppeteer-core';
import { SITE_URL, business, smsHref, telHref, terms } from '../src/content/business';
import { caseStudies } from '../src/content/caseStudies';
import { galleryItems } from '../src/content/gallery';
import type { SubServiceGroup } from '../src/content/subServices';
import { breadcrumbTrail } from '../src/lib/seo';
import { browserForFile, mainText, watchEachTest } from './browser';
import { expectQuoteDialogOpensFrom, processSteps } from './pageChecks';
import { contentPages, findEntry, subServiceEntries } from './sitePages';

/** Text every warranty section of a service must contain. */
const warrantyText: Record<SubServiceGroup, RegExp[]> = {
  fences: [new RegExp(`${terms.materialWarrantyYears} year`), /lifetime post guarantee/i, /year workmanship warranty/i],
  landscaping: [/written/i],
  design: [new RegExp(`${terms.designFeeDiscountPercent}% off`)],
  irrigation: [new RegExp(`${terms.irrigationWarranty} warranty on installation`)],
  'artificial-turf': [new RegExp(`${terms.turfWarrantyYears}-year`)],
  'foundation-repair': [new RegExp(terms.foundationWarranty, 'i')],
};

const browser = browserForFile();
const { open } = watchEachTest(browser);

/** Presses the last button of the page's closing section (its call to action). */
async function pressClosingCallToAction(page: Page) {
  const buttons = await page.$$('main section:last-of-type button');
  expect(buttons.length).toBeGreaterThan(0);
  await buttons[buttons.length - 1]!.click();
}

describe.each(contentPages.map((entry) => entry.path))('%s', (path) => {
  test('has one h1, breadcrumbs and BreadcrumbList JSON-LD that follow the registry, and a quote, call and text action', async () => {
    const page = await open(path);
    const route = findEntry(path)!;
    const trail = breadcrumbTrail(route);
    expect(await page.$$eval('h1', (h) => h.length)).toBe(1);

    const crumbs = await page.$eval('nav[aria-label="Breadcrumb"]', (nav) => ({
      links: [...nav.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href'), text: a.textContent!.trim() })),
      current: nav.querySelector('[aria-current="page"]')?.textContent?.trim(),
    }));
    expect(crumbs.links).toEqual(trail.slice(0, -1).map((c) => ({ href: c.path, text: c.label })));
    expect(crumbs.current).toBe(route.label);
    expect(trail.length).toBeGreaterThanOrEqual(3);
    expect(trail.at(-2)!.path).toBe(route.parent);

    const jsonLd = await page.$eval('script[type="application/ld+json"][data-jsonld="breadcrumbs"]', (s) =>
      JSON.parse(s.textContent!),
    );
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement).toEqual(
      trail.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        item: c.path === '/' ? SITE_URL : SITE_URL + c.path,
      })),
    );

    const actions = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return {
        tel: [...main.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href')),
        sms: [...main.querySelectorAll('a[href^="sms:"]')].map((a) => a.getAttribute('href')),
      };
    });
    expect(actions.tel).toContain(telHref);
    expect(actions.sms).toContain(smsHref);
    await expectQuoteDialogOpensFrom(page, () => pressClosingCallToAction(page));
  });
});

describe.each(subServiceEntries.map((p) => [p.path, p.group] as const))('sub-service %s', (path, group) => {
  test('states its warranty, answers 3-5 questions and links to related services including its parent', async () => {
    const page = await open(path);
    const warranty = await page.$eval('#warranty', (el) => (el as HTMLElement).innerText);
    for (const pattern of warrantyText[group]) expect(warranty).toMatch(pattern);

    const faqs = await page.$$eval('#faq details', (items) =>
      items.map((d) => ({
        question: d.querySelector('summary')!.textContent!.trim(),
        answer: d.querySelector('p')!.textContent!.trim(),
      })),
    );
    expect(faqs.length).toBeGreaterThanOrEqual(3);
    expect(faqs.length).toBeLessThanOrEqual(5);
    for (const faq of faqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(80);
    }
    // Answers open on demand.
    await page.click('#faq details summary');
    expect(
      await page.$eval(
        '#faq details',
        (d) => (d as HTMLDetailsElement).open && d.querySelector('p')!.checkVisibility(),
      ),
    ).toBe(true);

    expect(await page.$$eval('#process ol > li', (steps) => steps.length)).toBeGreaterThanOrEqual(3);
    expect(await page.$$eval('#included li', (items) => items.length)).toBeGreaterThanOrEqual(5);
    const related = await page.$$eval('#related a', (links) => links.map((a) => a.getAttribute('href')));
    expect(related).toContain(findEntry(path)!.parent);
    expect(related.length).toBeGreaterThanOrEqual(3);

    const service = await page.$eval('script[type="application/ld+json"][data-jsonld="service"]', (s) =>
      JSON.parse(s.textContent!),
    );
    expect(service['@type']).toBe('Service');
    expect(service.url).toBe(SITE_URL + path);
  });
});

describe.each(caseStudies.map((s) => [s.slug, s] as const))('case study %s', (slug, study) => {
  test('tells the problem, what was built, shows before and after, the result, and links back', async () => {
    const page = await open(`/case-studies/${slug}`);
    const headings = await page.$$eval('main h2', (h) => h.map((el) => el.textContent!.trim()));
    expect(headings).toEqual(
      expect.arrayContaining([
        'The Property and the Problem',
        'What We Built and Why',
        'Before and After',
        'How It Turned Out',
      ]),
    );
    const pictures = await page.$$eval('#before-after img', (imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(pictures).toEqual([study.imageBefore.src, study.imageAfter.src]);
    expect(await page.$eval('#result', (el) => (el as HTMLElement).innerText)).toContain(study.result);
    const links = await page.$$eval('main a', (as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/case-studies', '/gallery']));
    for (const other of caseStudies.filter((s) => s.slug !== slug))
      expect(links).toContain(`/case-studies/${other.slug}`);
  });
});

describe('portfolio views', () => {
  /** Titles of the project cards (each card's button opens the project full screen). */
  const projectTitles = (page: Page) =>
    page.$$eval('main li button[aria-haspopup="dialog"]', (buttons) => buttons.map((b) => b.textContent!.trim()));

  test('/portfolio shows every gallery project, grouped by category with counts, and opens one full screen', async () => {
    const page = await open('/portfolio');
    expect(galleryItems.length).toBeGreaterThan(0);
    expect((await projectTitles(page)).sort()).toEqual(galleryItems.map((i) => i.title).sort());
    for (const category of new Set(galleryItems.map((i) => i.category))) {
      const count = galleryItems.filter((i) => i.category === category).length;
      expect(await page.$$eval(`section#${category} li button[aria-haspopup="dialog"]`, (b) => b.length)).toBe(count);
      expect(await page.$eval(`a[href="#${category}"]`, (a) => a.textContent)).toContain(String(count));
    }
    await page.click('main li button[aria-haspopup="dialog"]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('dialog')].some(
        (d) =>
          d.open &&
          d.textContent!.includes(document.querySelector('main li button[aria-haspopup="dialog"]')!.textContent!),
      ),
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => ![...document.querySelectorAll('dialog')].some((d) => d.open));
  });

  test('/residential-portfolio shows only the residential projects', async () => {
    const page = await open('/residential-portfolio');
    const residential = galleryItems.filter((i) => i.segment === 'residential');
    expect(residential.length).toBeLessThan(galleryItems.length);
    expect((await projectTitles(page)).sort()).toEqual(residential.map((i) => i.title).sort());
    const cards = await page.$$eval('main li:has(> div > h3 > button[aria-haspopup="dialog"])', (items) =>
      items.map((li) => (li as HTMLElement).innerText),
    );
    expect(cards).toHaveLength(residential.length);
    for (const card of cards) expect(card).not.toMatch(/Commercial/);
  });
});

test('/garden-design-process explains the six steps and the design-fee discount', async () => {
  const page = await open('/garden-design-process');
  expect(await processSteps(page)).toEqual([
    'Consultation',
    'Site Analysis',
    'Concept',
    'Design Development',
    'Final Plan & Presentation',
    'Installation Coordination',
  ]);
  expect(await mainText(page)).toContain(`${terms.designFeeDiscountPercent}% off your design fee`);
  expect(await page.$$eval('#faq details', (d) => d.length)).toBeGreaterThanOrEqual(3);
});

test('client-side navigation from a service to its sub-service loads the page and its copy, then back to the parent', async () => {
  const page = await open('/services/irrigation');
  await page.click('main a[href="/services/irrigation/smart-controllers"]');
  await page.waitForFunction(
    () =>
      location.pathname === '/services/irrigation/smart-controllers' && document.querySelector('#warranty') !== null,
  );
  expect(await page.$eval('h1', (h) => h.textContent)).toContain('Smart Controllers');
  expect(await page.title()).toBe(`${findEntry('/services/irrigation/smart-controllers')!.title} | ${business.name}`);
  await page.click('nav[aria-label="Breadcrumb"] a[href="/services/irrigation"]');
  await page.waitForFunction(
    () => location.pathname === '/services/irrigation' && document.querySelector('#warranty') === null,
  );
});

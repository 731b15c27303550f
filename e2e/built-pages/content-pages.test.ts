/**
 * The content pages (every sub-service page, case study, portfolio view and the garden design
 * process) as built, without a browser: breadcrumbs and BreadcrumbList JSON-LD matching the registry,
 * calls and texts. Sub-service pages state the warranty that applies, answer 3 to 5 questions, show
 * their process and what is included, link to related services and carry their Service JSON-LD; case
 * studies tell their story with before and after; the portfolio shows every gallery project and the
 * residential portfolio only residential ones; the garden design process shows its steps.
 * The sub-page rules are checked here, on every page, and only here; e2e/content-pages.test.ts checks
 * in a browser what script adds (the quote dialog, the FAQ opening, client navigation), one page per
 * page module.
 * Rules: which pages are checked and what their breadcrumbs say come from the registry
 * (e2e/sitePages.ts), warranties, projects, studies and steps from src/content.
 */
import { SITE_URL, smsHref, telHref, terms } from '../../src/content/business';
import { caseStudies, study as studyWords } from '../../src/content/caseStudies';
import { steps as gardenDesignSteps } from '../../src/content/gardenDesignProcess';
import { galleryItems } from '../../src/content/gallery';
import type { SubServiceGroup } from '../../src/content/subServices';
import { breadcrumbTrail } from '../../src/lib/seo';
import { shellWords } from '../../src/content/shellWords';
import { builtPage, jsonLdBlocks, textOf } from '../builtPage';
import { contentPages, findEntry, subServiceEntries } from '../sitePages';

/** Text every warranty section of a service must contain. */
const warrantyText: Record<SubServiceGroup, RegExp[]> = {
  fences: [new RegExp(`${terms.materialWarrantyYears} year`), /lifetime post guarantee/i, /year workmanship warranty/i],
  landscaping: [/written/i],
  design: [new RegExp(`${terms.designFeeDiscountPercent}% off`)],
  irrigation: [new RegExp(`${terms.irrigationWarranty} warranty on installation`)],
  'artificial-turf': [new RegExp(`${terms.turfWarrantyYears}-year`)],
  'foundation-repair': [new RegExp(terms.foundationWarranty, 'i')],
};

describe.each(contentPages.map((entry) => entry.path))('%s', (path) => {
  test('has breadcrumbs and BreadcrumbList JSON-LD that follow the registry, and a call and text action', () => {
    const root = builtPage(path);
    const entry = findEntry(path)!;
    const trail = breadcrumbTrail(entry);

    const nav = root.querySelector(`nav[aria-label="${shellWords.breadcrumb}"]`)!;
    expect(nav).not.toBeNull();
    expect(nav.querySelectorAll('a').map((a) => ({ href: a.getAttribute('href'), text: textOf(a) }))).toEqual(
      trail.slice(0, -1).map((c) => ({ href: c.path, text: c.label })),
    );
    expect(textOf(nav.querySelector('[aria-current="page"]'))).toBe(entry.label);
    expect(trail.length).toBeGreaterThanOrEqual(3);
    expect(trail.at(-2)!.path).toBe(entry.parent);

    const jsonLd = jsonLdBlocks(root).find((block) => block['@type'] === 'BreadcrumbList');
    expect(jsonLd?.itemListElement).toEqual(
      trail.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        item: c.path === '/' ? SITE_URL : SITE_URL + c.path,
      })),
    );

    const main = root.querySelector('main')!;
    expect(main.querySelectorAll('a[href^="tel:"]').map((a) => a.getAttribute('href'))).toContain(telHref);
    expect(main.querySelectorAll('a[href^="sms:"]').map((a) => a.getAttribute('href'))).toContain(smsHref);
    // The closing section ends with a button (the call to action that opens the quote dialog).
    expect(main.querySelectorAll('section').at(-1)?.querySelectorAll('button').length).toBeGreaterThan(0);
  });
});

describe.each(subServiceEntries.map((p) => [p.path, p.group] as const))('sub-service %s', (path, group) => {
  test('states its warranty, answers 3-5 questions, shows its process and what is included, links to related services including its parent', () => {
    const root = builtPage(path);
    const warranty = textOf(root.querySelector('#warranty'));
    for (const pattern of warrantyText[group]) expect(warranty).toMatch(pattern);

    const faqs = root.querySelectorAll('#faq details').map((d) => ({
      question: textOf(d.querySelector('summary')),
      answer: textOf(d.querySelector('p')),
    }));
    expect(faqs.length).toBeGreaterThanOrEqual(3);
    expect(faqs.length).toBeLessThanOrEqual(5);
    for (const faq of faqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(80);
    }

    expect(root.querySelectorAll('#process ol > li').length).toBeGreaterThanOrEqual(3);
    expect(root.querySelectorAll('#included li').length).toBeGreaterThanOrEqual(5);
    const related = root.querySelectorAll('#related a').map((a) => a.getAttribute('href'));
    expect(related).toContain(findEntry(path)!.parent);
    expect(related.length).toBeGreaterThanOrEqual(3);

    const service = jsonLdBlocks(root).find((block) => block['@type'] === 'Service');
    expect(service?.url).toBe(SITE_URL + path);
  });
});

// None on a build of the shipped site (CONTENT_FIXTURES= …): jest refuses an empty table.
if (caseStudies.length)
  describe.each(caseStudies.map((s) => [s.slug, s] as const))('case study %s', (slug, study) => {
    test('tells the problem, what was built, shows before and after, the result, and links back', () => {
      const root = builtPage(`/case-studies/${slug}`);
      expect(root.querySelectorAll('main h2').map(textOf)).toEqual(
        expect.arrayContaining([
          studyWords.problem.title,
          studyWords.solution.title,
          studyWords.beforeAfter.title,
          studyWords.result.title,
        ]),
      );
      expect(root.querySelectorAll('#before-after img').map((img) => img.getAttribute('src'))).toEqual([
        study.imageBefore.src,
        study.imageAfter.src,
      ]);
      expect(textOf(root.querySelector('#result'))).toContain(study.result);
      const links = root.querySelectorAll('main a').map((a) => a.getAttribute('href'));
      expect(links).toEqual(expect.arrayContaining(['/case-studies', '/gallery']));
      for (const other of caseStudies.filter((s) => s.slug !== slug))
        expect(links).toContain(`/case-studies/${other.slug}`);
    });
  });

describe('portfolio views', () => {
  /** Titles of the project cards (each card's button opens the project full screen). */
  const projectButtons = (path: string) => builtPage(path).querySelectorAll('main li button[aria-haspopup="dialog"]');

  test('/portfolio shows every gallery project, grouped by category with counts', () => {
    const root = builtPage('/portfolio');
    expect(galleryItems.length).toBeGreaterThan(0);
    expect(projectButtons('/portfolio').map(textOf).sort()).toEqual(galleryItems.map((i) => i.title).sort());
    for (const category of new Set(galleryItems.map((i) => i.category))) {
      const count = galleryItems.filter((i) => i.category === category).length;
      expect(root.querySelectorAll(`section#${category} li button[aria-haspopup="dialog"]`)).toHaveLength(count);
      expect(textOf(root.querySelector(`a[href="#${category}"]`))).toContain(String(count));
    }
  });

  test('/residential-portfolio shows only the residential projects', () => {
    const residential = galleryItems.filter((i) => i.segment === 'residential');
    expect(residential.length).toBeLessThan(galleryItems.length);
    const buttons = projectButtons('/residential-portfolio');
    expect(buttons.map(textOf).sort()).toEqual(residential.map((i) => i.title).sort());
    for (const button of buttons) expect(textOf(button.closest('li'))).not.toMatch(/Commercial/);
  });
});

test('/garden-design-process explains its steps and the design-fee discount', () => {
  const root = builtPage('/garden-design-process');
  expect(root.querySelectorAll('#process ol > li h3').map((h) => textOf(h).replace(/^Step \d+:\s*/, ''))).toEqual(
    gardenDesignSteps.steps.map((step) => step.title),
  );
  expect(textOf(root.querySelector('main'))).toContain(`${terms.designFeeDiscountPercent}% off your design fee`);
  expect(root.querySelectorAll('#faq details').length).toBeGreaterThanOrEqual(3);
});

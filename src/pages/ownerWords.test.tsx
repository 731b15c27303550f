/**
 * The last words that were typed in components are the owner's now (content/site-words.json, the
 * about and fence sales pages' files): with every one of them reworded, the pages and sections show
 * the new words, so none is still written in a component. Each word is wrapped in « » here, as an
 * owner's rewording would change it, and looked for where a visitor or a screen reader meets it.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import type { Testimonial } from '../content/schemas/shapes';
import { pageMarkup } from './test/pageMarkup';

/** Every text in `value` wrapped in « », placeholders kept inside. */
function reworded<Value>(value: Value): Value {
  if (typeof value === 'string') return `«${value}»` as Value;
  if (Array.isArray(value)) return value.map(reworded) as Value;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, reworded(field)])) as Value;
  return value;
}

type SectionWords = typeof import('../content/sectionWords');
type ShellWords = typeof import('../content/shellWords');
type About = typeof import('../content/about');
type FenceSales = typeof import('../content/fenceSales');
type Testimonials = typeof import('../content/testimonials');

const review: Testimonial = { quote: 'Test fixture review.', author: 'Fixture Customer', rating: 4 };

/** The words the page shows, as the owner wrote them (the real files, read outside the mocks). */
const written = {
  section: jest.requireActual<SectionWords>('../content/sectionWords').sectionWords,
  frame: jest.requireActual<ShellWords>('../content/shellWords').shellWords,
  about: jest.requireActual<About>('../content/about').statCards,
  fenceSales: jest.requireActual<FenceSales>('../content/fenceSales').socialProof,
};

/** Runs `render` with the shared words, the about page's and the fence sales page's reworded. */
function withReworded(render: () => string): HTMLElement {
  let markup = '';
  jest.isolateModules(() => {
    jest.doMock('../content/sectionWords', () => ({ sectionWords: reworded(written.section) }));
    jest.doMock('../content/shellWords', () => ({ shellWords: reworded(written.frame) }));
    jest.doMock('../content/about', () => ({
      ...jest.requireActual<About>('../content/about'),
      statCards: { ...written.about, workLinksName: reworded(written.about.workLinksName) },
    }));
    jest.doMock('../content/fenceSales', () => ({
      ...jest.requireActual<FenceSales>('../content/fenceSales'),
      socialProof: { ...written.fenceSales, reviewsHeading: reworded(written.fenceSales.reviewsHeading) },
    }));
    // One review on every page that shows reviews: the fence sales page's heading over them shows.
    jest.doMock('../content/testimonials', () => ({
      ...jest.requireActual<Testimonials>('../content/testimonials'),
      reviewsOn: () => [review],
    }));
    markup = render();
  });
  return parse(markup);
}

const text = (root: HTMLElement) => root.text.replace(/\s+/g, ' ');

test('the sitemap page: its title, its intro around the link to sitemap.xml, its list’s heading and its box’s name', () => {
  const root = withReworded(() => pageMarkup('/sitemap'));
  const words = reworded(written.section.sitemap);
  expect(root.querySelector('h1')!.text).toBe(words.title);
  expect(root.querySelectorAll('h2').map((heading) => heading.text)).toContain(words.pages);
  expect(root.querySelector('[role="region"]')!.getAttribute('aria-label')).toBe(words.fileName);
  const [before, after] = words.intro.split('{file}');
  const link = root.querySelector('a[href="/sitemap.xml"]')!;
  expect(text(link.parentNode!)).toContain(`${before}sitemap.xml${after}`);
});

test.each(['/privacy', '/terms'])('%s: the legal pages’ small line over the title', (pagePath) => {
  const root = withReworded(() => pageMarkup(pagePath));
  expect(text(root)).toContain(reworded(written.section.legal.eyebrow));
});

test('the about page: the breadcrumbs’ name and the name of the links to our work', () => {
  const root = withReworded(() => pageMarkup('/about'));
  expect(root.querySelector(`nav[aria-label="${reworded(written.frame.breadcrumb)}"]`)).not.toBeNull();
  expect(root.querySelector(`ul[aria-label="${reworded(written.about.workLinksName)}"]`)).not.toBeNull();
});

test('the garden design process: the shared headings over the questions and the related services', () => {
  const root = withReworded(() => pageMarkup('/garden-design-process'));
  const headings = reworded(written.section.headings);
  const titles = root.querySelectorAll('h2').map((heading) => heading.text);
  expect(titles).toEqual(expect.arrayContaining([headings.faq.title, headings.related.title]));
  expect(text(root)).toContain(headings.faq.eyebrow);
  expect(text(root)).toContain(headings.related.eyebrow);
});

test('the fence sales page: the heading over its reviews, and each review’s stars in words', () => {
  const root = withReworded(() => pageMarkup('/services/fences/sales'));
  expect(root.querySelectorAll('h3').map((heading) => heading.text)).toContain(
    reworded(written.fenceSales.reviewsHeading),
  );
  expect(text(root)).toContain(reworded(written.section.reviews.rating).replace('{rating}', '4'));
});

test('a case study card: its pictures’ badges and alt texts, the result’s label and the link to the gallery', () => {
  const root = withReworded(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- fresh copies that read the reworded words */
    const { createElement } = require('react') as typeof import('react');
    const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
    const { MemoryRouter } = require('react-router-dom') as typeof import('react-router-dom');
    const { CaseStudyCard } =
      require('../components/sections/CaseStudyCard') as typeof import('../components/sections/CaseStudyCard');
    const { default: before } = require('../content/images/case-cedar-before') as {
      default: import('../content/schemas/shapes').Illustration;
    };
    const { default: after } = require('../content/images/case-cedar-after') as {
      default: import('../content/schemas/shapes').Illustration;
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const study = {
      title: 'Fixture study',
      description: 'A fixture story.',
      result: 'A fixture result.',
      link: '/gallery',
      imageBefore: before,
      imageAfter: after,
    };
    return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(CaseStudyCard, { study })));
  });
  const badges = reworded(written.section.beforeAfter);
  const words = reworded(written.section.caseStudy);
  expect(root.querySelectorAll('img').map((img) => img.getAttribute('alt')!.split(': ')[0])).toEqual([
    badges.before,
    badges.after,
  ]);
  expect(text(root)).toContain(`${badges.before}${badges.after}`);
  expect(text(root)).toContain(`${words.result} A fixture result.`);
  const gallery = root.querySelector('a[href="/gallery"]')!;
  expect(text(gallery)).toBe(`${words.galleryLink} ${words.galleryLinkMore.replace('{title}', 'Fixture study')}`);
});

/**
 * Every page that shows customer reviews, rendered as the prerender does, in both states: with the
 * reviews the owner set for it (a test fixture, never shipped: content/reviews.json holds only the
 * owner's real reviews) each page shows them under its heading; with none it has no reviews section
 * at all, no heading left, no empty box. A case study shows the review the owner picked for it, or
 * none. The built pages in the shipped state are swept by axe in the browser tests (e2e/page-sweep).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { pageMarkup } from './test/pageMarkup';
import { sectionWords } from '../content/sectionWords';
import { fillOwn } from '../content/ownValues';
import { socialProof } from '../content/fenceSales';
import type { Review } from '../content/schemas/testimonials';

import { reviewPages } from '../content/schemas/testimonials';

type Testimonials = typeof import('../content/testimonials');

/** The fixture: two reviews for every page that shows reviews, one with no rating, role or company. */
function fixtureReviews(pages: readonly string[]): Review[] {
  return [
    {
      quote: 'Test fixture: first review, with a rating.',
      author: 'Fixture Customer A',
      role: 'Homeowner',
      company: 'Test neighborhood',
      rating: 4,
      showOn: [...pages] as Review['showOn'],
    },
    {
      quote: 'Test fixture: second review, words and name only.',
      author: 'Fixture Customer B',
      showOn: [...pages] as Review['showOn'],
    },
  ];
}

/**
 * What the page modules read as content/reviews.json's list, and the review the case study's file
 * picks, for the render at hand; undefined: the real ones. The pages read both while they render
 * (`reviewsOn(page)`, `findCaseStudyDetail(slug)`), never at import, so one copy of the registry and
 * the page modules serves every render (a fresh copy per render, with `jest.isolateModules`, took
 * about a second each: the whole registry and its content loaded again).
 */
let mockReviews: Review[] | undefined;
let mockCaseStudyReview: Review | undefined;

jest.mock('../content/testimonials', () => {
  const actual = jest.requireActual<Testimonials>('../content/testimonials');
  return {
    get reviews() {
      return mockReviews ?? actual.reviews;
    },
    reviewsOn: (page: Review['showOn'][number]) =>
      mockReviews ? mockReviews.filter((review) => review.showOn.includes(page)) : actual.reviewsOn(page),
  };
});
jest.mock('../content/caseStudyDetails', () => {
  const actual = jest.requireActual<typeof import('../content/caseStudyDetails')>('../content/caseStudyDetails');
  return {
    ...actual,
    findCaseStudyDetail: (slug: string) => {
      const detail = actual.findCaseStudyDetail(slug);
      return detail && mockCaseStudyReview ? { ...detail, review: mockCaseStudyReview } : detail;
    },
  };
});

/** The page module at `path`, rendered with `reviews` as content/reviews.json's list (and the real one when undefined). */
function render(pagePath: string, reviews?: Review[], caseStudyReview?: Review): HTMLElement {
  mockReviews = reviews;
  mockCaseStudyReview = caseStudyReview;
  try {
    return parse(pageMarkup(pagePath));
  } finally {
    // The next render starts from the real content again.
    mockReviews = undefined;
    mockCaseStudyReview = undefined;
  }
}

/** Each review card's words, name and stars, as a visitor reads them (the initials' badge is hidden from screen readers). */
const cards = (root: HTMLElement) =>
  root
    .querySelectorAll('figure')
    .filter((figure) => figure.querySelector('blockquote'))
    .map((figure) => {
      figure.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return {
        quote: figure.querySelector('blockquote')!.text,
        name: figure.querySelector('figcaption')!.text,
        stars: starsInWords.find((words) => figure.text.includes(words)) ?? null,
      };
    });

/** A review's stars in the owner's words (content/site-words.json), one to five. */
const starsInWords = [1, 2, 3, 4, 5].map((rating) => fillOwn(sectionWords.reviews.rating, { rating: String(rating) }));

const shownAs = (reviews: Review[]) =>
  reviews.map((review) => ({
    quote: `“${review.quote}”`,
    name: [review.author, [review.role, review.company].filter(Boolean).join(', ')].join(''),
    stars: review.rating ? starsInWords[review.rating - 1] : null,
  }));

const headings = (root: HTMLElement) => root.querySelectorAll('h2, h3').map((heading) => heading.text);

/** The page each "Show on" choice is, and where its reviews sit. */
const pages = [
  { page: 'home', path: '/', heading: 'What Our Neighbors Say', within: '#reviews' },
  { page: 'fences', path: '/services/fences', within: '#reviews' },
  { page: 'landscaping', path: '/services/landscaping', within: '#reviews' },
  { page: 'landscapeDesign', path: '/services/landscape-design', within: '#reviews' },
  { page: 'gardenDesign', path: '/services/garden-design', within: '#reviews' },
  // The fence sales page's reviews sit under its counters, which stay either way.
  { page: 'fenceSales', path: '/services/fences/sales', within: '#social-proof' },
] as const;

test('every page a review can be set to show on is tested here', () => {
  expect(pages.map(({ page }) => page).sort()).toEqual([...reviewPages].sort());
});

describe.each(pages)('$path', ({ page, path: pagePath, within }) => {
  const fixture = fixtureReviews([page]);

  test('shows the reviews set for it, in the list order, stars only where given', () => {
    const root = render(pagePath, fixture);
    const section = root.querySelector(within)!;
    expect(cards(section)).toEqual(shownAs(fixture));
    if (within === '#reviews') expect(section.getAttribute('aria-labelledby')).toBe('reviews-title');
    else expect(headings(section)).toContain(socialProof.reviewsHeading);
  });

  test('shows none set for another page', () => {
    const other = reviewPages.find((candidate) => candidate !== page)!;
    const root = render(pagePath, fixtureReviews([other]));
    expect(root.querySelectorAll('blockquote')).toEqual([]);
  });

  test('with no review, has no reviews section: no heading, no empty box', () => {
    const withReviews = render(pagePath, fixture);
    const without = render(pagePath, []);
    expect(without.querySelectorAll('figure blockquote')).toEqual([]);
    expect(without.querySelector('#reviews')).toBeNull();
    // Exactly the reviews' headings are gone; every other heading of the page stays.
    const gone = headings(withReviews).filter((heading) => !headings(without).includes(heading));
    const reviewHeadings =
      within === '#reviews' ? [withReviews.querySelector('#reviews-title')!.text] : [socialProof.reviewsHeading];
    expect(gone).toEqual(reviewHeadings);
    if (within === '#social-proof') expect(without.querySelector('#social-proof')!.text).toContain('%');
  });

  test('as shipped, shows exactly the owner’s reviews set for it', () => {
    const { reviewsOn } = jest.requireActual<Testimonials>('../content/testimonials');
    const root = render(pagePath);
    expect(cards(root.querySelector('main') ?? root)).toEqual(shownAs(reviewsOn(page)));
    if (reviewsOn(page).length === 0) expect(root.querySelector('#reviews')).toBeNull();
  });
});

describe('a case study', () => {
  const pagePath = '/case-studies/cedar-privacy-fence';

  test('shows the review the owner picked beside the result, and none when none is picked', () => {
    const [review] = fixtureReviews([]);
    expect(cards(render(pagePath, undefined, review).querySelector('#result')!)).toEqual(shownAs([review!]));
    expect(cards(render(pagePath, undefined, undefined).querySelector('#result')!)).toEqual([]);
  });

  test('its file picks a review by name: the page gets that review; an unknown name is refused', () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- the folder's reader and the schema, as the build runs them */
    const { caseStudyOf } = require('../content/caseStudyFolder') as typeof import('../content/caseStudyFolder');
    const { caseStudyFile } =
      require('../content/schemas/caseStudyFile') as typeof import('../content/schemas/caseStudyFile');
    /* eslint-enable @typescript-eslint/no-require-imports */
    // A copy of the project's content and pictures, whose reviews file holds the fixture.
    const root = mkdtempSync(path.join(tmpdir(), 'reviews-'));
    cpSync('content', path.join(root, 'content'), { recursive: true });
    cpSync('static/images', path.join(root, 'static/images'), { recursive: true });
    // The fixtures' job pictures (case-cedar-after's project), as the test processes read them.
    cpSync(process.env.CONTENT_FIXTURES!, path.join(root, process.env.CONTENT_FIXTURES!), { recursive: true });
    const reviews = fixtureReviews([]);
    writeFileSync(path.join(root, 'content', 'reviews.json'), JSON.stringify({ reviews }));
    const file = jest.requireActual<object>('../../e2e/fixtures/content/case-studies/cedar-privacy-fence.json');
    const parsed = caseStudyFile.parse(file) as Parameters<typeof caseStudyOf>[1];
    expect(caseStudyOf('cedar-privacy-fence', { ...parsed, review: reviews[1]!.author }, root).detail.review).toEqual(
      reviews[1],
    );
    expect(caseStudyOf('cedar-privacy-fence', parsed, root).detail.review).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
    // The schema reads the project's own reviews file: a name it does not hold is refused in plain words.
    const refused = caseStudyFile.safeParse({ ...file, review: 'Nobody We Know' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toMatch(/^Write the name of a review in Customer reviews/);
  });
});

test('a review whose optional words the owner left empty ("", as the editor writes them) is taken and shows none of them', async () => {
  const { reviewsFile } = await import('../content/schemas/testimonials');
  const { TestimonialCard } = await import('../components/sections/Testimonials');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { createElement } = await import('react');
  const left = {
    quote: 'Straight, on time, and they hauled the old fence away.',
    author: 'Sam P.',
    showOn: ['fences'],
  };
  const parsed = reviewsFile.safeParse({ reviews: [{ ...left, role: '', company: '  ', rating: null }] });
  expect(parsed.success).toBe(true);
  const card = parse(renderToStaticMarkup(createElement(TestimonialCard, { testimonial: parsed.data!.reviews[0]! })));
  // The name alone under the words: no "who they are, where" line, not even its comma.
  expect(card.querySelector('figcaption')!.text).toContain('Sam P.');
  expect(card.querySelector('figcaption')!.text).not.toContain(',');
});

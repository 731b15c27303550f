/**
 * The pages that show the owner's jobs, rendered as the prerender does, in both states: with jobs
 * (the test fixtures the test processes read: e2e/fixtures/content, never shipped) the gallery, the
 * portfolio pages, the case studies and the fence page's cards show them; with none (the shipped
 * site: content/gallery/ and content/case-studies/ start empty) those sections are absent, no heading
 * left over, no empty grid, no "0 projects", and the gallery points to the services instead. The
 * empty state's axe check is the browser test's (e2e/examples-empty.test.ts).
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { renderExamplesPage, renderExamplesPages } from './test/examplesMarkup';

const render = (pagePath: string, empty: boolean): HTMLElement => parse(renderExamplesPage(pagePath, empty));

const headings = (root: HTMLElement) => root.querySelectorAll('h1, h2, h3').map((heading) => heading.text.trim());
const links = (root: HTMLElement) => root.querySelectorAll('a').map((link) => link.getAttribute('href'));
/** The page's words, as a reader meets them. */
const words = (root: HTMLElement) => root.text.replace(/\s+/g, ' ');

// The words and the fixtures, read from content as the pages read them.
/* eslint-disable @typescript-eslint/no-require-imports -- the modules as the test processes load them, with the fixtures */
const { galleryItems, gallerySection, moreWork, noProjects, cta } =
  require('../content/gallery') as typeof import('../content/gallery');
const { caseStudies, listSection, included } =
  require('../content/caseStudies') as typeof import('../content/caseStudies');
const fences = require('../content/fences') as typeof import('../content/fences');
/* eslint-enable @typescript-eslint/no-require-imports */

test('the test processes read the fixtures: there are jobs to show', () => {
  expect(galleryItems.length).toBeGreaterThan(0);
  expect(caseStudies.length).toBeGreaterThan(0);
});

describe('/gallery', () => {
  test('with projects: the filter, the grid and the links to more work, and no pointer to the services', () => {
    const root = render('/gallery', false);
    expect(headings(root)).toEqual(expect.arrayContaining([gallerySection.title, moreWork.title, cta.title]));
    expect(root.querySelector('fieldset')).not.toBeNull();
    for (const item of galleryItems) expect(words(root)).toContain(item.title);
    expect(headings(root)).not.toContain(noProjects.title);
  });

  test('with none: the hero, the services its categories are about with their pictures, a quote; no filter, grid or count', () => {
    const root = render('/gallery', true);
    // The page's headings in order (the quote dialog's follow).
    expect(headings(root).slice(0, noProjects.cards.length + 3)).toEqual([
      root.querySelector('h1')!.text.trim(),
      noProjects.title,
      ...noProjects.cards.map((card) => card.title),
      noProjects.cta.title,
    ]);
    expect(words(root)).toContain(noProjects.heroSubtitle);
    expect(root.querySelector('fieldset')).toBeNull();
    expect(root.querySelector('#projects')).toBeNull();
    expect(root.querySelector('#more-work')).toBeNull();
    expect(words(root)).not.toMatch(/\b0 projects?\b|All Projects/);
    expect(links(root)).toEqual(expect.arrayContaining(noProjects.cards.map((card) => card.link!.link)));
    // Each service card shows its picture, with its alt text.
    const pictures = root.querySelectorAll('#our-work img').map((img) => img.getAttribute('alt'));
    expect(pictures).toEqual(noProjects.cards.map((card) => card.image!.alt));
    // A quote: the closing call's button opens the quote dialog.
    expect(root.querySelectorAll('button[commandfor="quote-dialog"]').length).toBeGreaterThan(0);
    for (const item of galleryItems) expect(words(root)).not.toContain(item.title);
  });
});

describe.each(['/portfolio', '/residential-portfolio'])('%s', (pagePath) => {
  test('with projects, shows them', () => {
    const root = render(pagePath, false);
    expect(words(root)).toContain(galleryItems.find((item) => item.segment === 'residential')!.title);
  });
});

test('with no project, the portfolio pages do not exist, and nothing links to them', () => {
  /* eslint-disable @typescript-eslint/no-require-imports -- the registry as the shipped site has it */
  let paths: string[] = [];
  jest.isolateModules(() => {
    jest.doMock('../content/galleryProjects', () => ({ galleryProjects: [], galleryProjectFiles: {} }));
    paths = (require('../content/registry') as typeof import('../content/registry')).registry.map(
      (entry) => entry.path,
    );
  });
  /* eslint-enable @typescript-eslint/no-require-imports */
  jest.dontMock('../content/galleryProjects');
  jest.resetModules();
  expect(paths).not.toContain('/portfolio');
  expect(paths).not.toContain('/residential-portfolio');
  expect(paths.filter((path) => path.startsWith('/gallery/'))).toEqual([]);
  expect(links(render('/gallery', true)).filter((href) => href?.includes('portfolio'))).toEqual([]);
});

describe('/case-studies', () => {
  test('with studies: the list under its heading, one card each', () => {
    const root = render('/case-studies', false);
    expect(root.querySelector('#projects')).not.toBeNull();
    expect(headings(root)).toEqual(expect.arrayContaining([listSection.title, included.title]));
    for (const study of caseStudies) expect(links(root)).toContain(`/case-studies/${study.slug}`);
  });

  test('with none: the hero, what every customer gets and the call to action; no list, no heading left over', () => {
    const withStudies = render('/case-studies', false);
    const root = render('/case-studies', true);
    expect(root.querySelector('#projects')).toBeNull();
    expect(headings(root)).not.toContain(listSection.title);
    expect(headings(root)).toEqual(expect.arrayContaining([included.title]));
    // Only the list's headings are gone: the list's title and the studies' own.
    const gone = headings(withStudies).filter((heading) => !headings(root).includes(heading));
    expect(gone.sort()).toEqual([listSection.title, ...caseStudies.map((study) => study.title)].sort());
    expect(links(root).filter((href) => href?.startsWith('/case-studies/'))).toEqual([]);
  });
});

describe('/services/fences', () => {
  test('with studies, shows the first three as cards', () => {
    const root = render('/services/fences', false);
    expect(root.querySelector('#case-studies')).not.toBeNull();
    expect(headings(root)).toContain(fences.caseStudiesSection.title);
  });

  test('with none, has no case studies section and no heading left over', () => {
    const root = render('/services/fences', true);
    expect(root.querySelector('#case-studies')).toBeNull();
    expect(headings(root)).not.toContain(fences.caseStudiesSection.title);
    expect(links(root).filter((href) => href?.startsWith('/case-studies/'))).toEqual([]);
  });
});

describe("links to the pages of the owner's jobs (src/content/jobLinks.ts)", () => {
  // Pages whose words link to /case-studies: a pill (about), a card (design), the hero's second
  // button (gallery), a card of what to do next (thank-you).
  const linking = ['/about', '/services/design', '/gallery', '/thank-you'];
  // Pages whose words link to /gallery: a hero's second button (home, about, design, case studies),
  // a pill (about), a card (landscaping, design, thank-you), a design idea's button (landscape design).
  const toGallery = [
    '/',
    '/about',
    '/services/design',
    '/services/landscaping',
    '/case-studies',
    '/thank-you',
    '/services/landscape-design',
  ];
  // Each page rendered once in each state, from one load of the modules per state (a load is most of a render's time).
  const pagePaths = [...new Set([...linking, ...toGallery])];
  const rendered: Record<'withJobs' | 'empty', Map<string, HTMLElement>> = { withJobs: new Map(), empty: new Map() };
  beforeAll(() => {
    for (const [state, empty] of [
      ['withJobs', false],
      ['empty', true],
    ] as const) {
      const pages = renderExamplesPages(pagePaths, empty);
      pagePaths.forEach((pagePath, index) => rendered[state].set(pagePath, parse(pages[index]!)));
    }
  });

  test.each(linking)('%s links to it while there is a study, and not at all while there is none', (pagePath) => {
    expect(links(rendered.withJobs.get(pagePath)!)).toContain('/case-studies');
    expect(links(rendered.empty.get(pagePath)!)).not.toContain('/case-studies');
  });

  test.each(toGallery)(
    '%s links to the gallery while it holds a project, and not at all while it holds none',
    (pagePath) => {
      expect(links(rendered.withJobs.get(pagePath)!)).toContain('/gallery');
      expect(links(rendered.empty.get(pagePath)!)).not.toContain('/gallery');
    },
  );

  test.each(['/services/landscaping', '/services/design'])(
    '%s shows its "our work" section while there are jobs, and none of it (no heading left) while there is none',
    (pagePath) => {
      expect(rendered.withJobs.get(pagePath)!.querySelector('#our-work')).not.toBeNull();
      expect(rendered.empty.get(pagePath)!.querySelector('#our-work')).toBeNull();
    },
  );

  test('a list of related pages (the fence gates and staining pages name it) leaves it out while there is none', () => {
    const related = (empty: boolean) => {
      let html = '';
      jest.isolateModules(() => {
        if (empty) jest.doMock('../content/caseStudyPages', () => ({ caseStudyPages: [] }));
        /* eslint-disable @typescript-eslint/no-require-imports -- fresh copies that read the mocked studies */
        const { createElement } = require('react') as typeof import('react');
        const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
        const { MemoryRouter } = require('react-router-dom') as typeof import('react-router-dom');
        const { RelatedServices } =
          require('../components/sections/RelatedServices') as typeof import('../components/sections/RelatedServices');
        /* eslint-enable @typescript-eslint/no-require-imports */
        html = renderToStaticMarkup(
          createElement(
            MemoryRouter,
            null,
            createElement(RelatedServices, { paths: ['/services/fences', '/case-studies'] }),
          ),
        );
      });
      jest.dontMock('../content/caseStudyPages');
      jest.resetModules();
      return links(parse(html));
    };
    expect(related(false)).toEqual(['/services/fences', '/case-studies']);
    expect(related(true)).toEqual(['/services/fences']);
  });
});

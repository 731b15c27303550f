/**
 * A page that shows the owner's jobs (gallery projects, case studies) rendered as the prerender
 * renders it, with the jobs the test processes read (the fixtures of e2e/fixtures/content) or, with
 * `empty`, as the shipped site has it: content/gallery/ and content/case-studies/ start empty, so no
 * project and no case study. Used by the render test (src/pages/examples.test.tsx) and by the browser
 * test that runs axe on the empty state (e2e/examples-empty.test.ts), which `npm test`'s build, made
 * with the fixtures, never shows.
 */
import { pageMarkup } from './pageMarkup';

export function renderExamplesPage(pagePath: string, empty: boolean): string {
  return renderExamplesPages([pagePath], empty)[0]!;
}

/** Several such pages, rendered from one fresh load of the modules (a load is most of a render's time). */
export function renderExamplesPages(pagePaths: readonly string[], empty: boolean): string[] {
  let pages: string[] = [];
  jest.isolateModules(() => {
    if (empty) {
      jest.doMock('../../content/galleryProjects', () => ({ galleryProjects: [], galleryProjectFiles: {} }));
      jest.doMock('../../content/caseStudyFiles', () => ({ caseStudyRecords: [] }));
      jest.doMock('../../content/caseStudyPages', () => ({ caseStudyPages: [] }));
    }
    pages = pagePaths.map((pagePath) => pageMarkup(pagePath));
  });
  // The next render starts from the real modules again.
  jest.dontMock('../../content/galleryProjects');
  jest.dontMock('../../content/caseStudyFiles');
  jest.dontMock('../../content/caseStudyPages');
  jest.resetModules();
  return pages;
}

/**
 * The pages that show the owner's jobs, in the state the shipped site has them: no gallery project
 * and no case study (content/gallery/ and content/case-studies/ start empty; docs/decisions.md 21).
 * `npm test`'s build holds the tests' invented jobs (e2e/fixtures/content), so the page sweep never
 * sees that state; a second build for three pages would cost minutes. Instead each page is rendered
 * empty as the prerender renders it (src/pages/test/examplesMarkup.ts), put into its built page in
 * place of the page's content (the header, footer, head and styles stay the build's), and opened in
 * Chromium without its scripts (a page as served, before hydration): axe finds no violation and the
 * page fits, at the narrowest and the widest layout. The render test (src/pages/examples.test.tsx)
 * checks what those pages say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HTTPRequest } from 'puppeteer-core';
import { htmlFileFor, siteDir } from '../server/site/buildOutput';
import { renderExamplesPages } from '../src/pages/test/examplesMarkup';
import { axeViolations, baseUrl, browserForFile, interceptRequests } from './browser';
import { findDefects } from './reflow';

const browser = browserForFile();

/** The pages whose content follows the gallery's projects or the case studies. */
const pagesShowingJobs = ['/gallery', '/case-studies', '/services/fences'] as const;
const widths = [320, 1280] as const;

/** Where the page's content ends in the render: the quote dialog's frame follows it. */
const dialogStart = '<dialog id="quote-dialog"';

/** The built page of `pagePath` with its content replaced by `content`, and no script. */
function pageAsShipped(pagePath: string, content: string): string {
  const built = readFileSync(path.join(siteDir(), htmlFileFor(pagePath)), 'utf8');
  const main = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;
  if (!main.test(built)) throw new Error(`${pagePath}: the built page has no <main id="main">`);
  return (
    built
      // A function as the replacement: the markup's "$" signs are text, not patterns.
      .replace(main, (_, open: string, close: string) => `${open}<!--$-->${content}<!--/$-->${close}`)
      .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
  );
}

/** The pages rendered empty, from one load of the modules, by path. */
let rendered: Map<string, string>;
beforeAll(() => {
  rendered = new Map(
    renderExamplesPages(pagesShowingJobs, true).map((markup, index) => [pagesShowingJobs[index]!, markup]),
  );
});

/** The jobs the built pages show: the test fixtures' (e2e/fixtures/content), by title. */
const fixtureTitles = (() => {
  const folder = path.join(process.env.CONTENT_FIXTURES!, 'gallery');
  const studies = path.join(process.env.CONTENT_FIXTURES!, 'case-studies');
  return [folder, studies].flatMap((dir) =>
    readdirSync(dir).map((file) => (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { title: string }).title),
  );
})();

describe.each(pagesShowingJobs)('%s with no job to show (as shipped)', (pagePath) => {
  let html = '';
  beforeAll(() => {
    const empty = rendered.get(pagePath)!;
    const end = empty.indexOf(dialogStart);
    if (end < 0) throw new Error(`${pagePath}: the render has no quote dialog after the page`);
    const content = empty.slice(0, end);
    // The page does follow the jobs: built with the fixtures it shows one, rendered empty it shows none
    // (otherwise it does not belong in this list).
    const built = readFileSync(path.join(siteDir(), htmlFileFor(pagePath)), 'utf8');
    expect(fixtureTitles.some((title) => built.includes(title))).toBe(true);
    expect(fixtureTitles.filter((title) => content.includes(title))).toEqual([]);
    html = pageAsShipped(pagePath, content);
  });

  test.each(widths)('has no axe violations and fits at %i px', async (width) => {
    const page = await browser().newPage();
    try {
      await page.setViewport({ width, height: width < 768 ? 740 : 900 });
      const address = new URL(pagePath, baseUrl()).href;
      await interceptRequests(page);
      page.on('request', (request: HTTPRequest) => {
        if (request.isNavigationRequest() && request.url() === address)
          void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
        else void request.continue();
      });
      await page.goto(address, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await page.evaluate(findDefects)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/**
 * Client-side navigation with React Router; the first tap on a page whose content has not
 * hydrated yet (the served page hydrates when the visitor reaches for it: see
 * src/app/pageHydration.ts); and start-up after the page has been drawn (src/lib/entryLoader.ts).
 */
import type { Page } from 'puppeteer-core';
import { contactFormWords } from '../src/content/formWords';
import { findEntry } from './sitePages';
import {
  animationFrames,
  baseUrl,
  browserForFile,
  controlledBy,
  fieldError,
  hydratePage,
  interceptRequests,
  openRoute,
  watchEachTest,
} from './browser';
import { shellWords } from '../src/content/shellWords';

const browser = browserForFile();
const watched = watchEachTest(browser);

const menuButton = `::-p-aria([name="${shellWords.menu}"][role="button"])`;

const h1 = (page: Page) => page.$eval('h1', (el) => el.textContent?.trim());
const canonical = (page: Page) =>
  page.$eval('link[rel="canonical"]', (el) => new URL(el.getAttribute('href')!).pathname);
/** A mark on the window object: still there after a navigation exactly when the document was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { documentMark: number }).documentMark = 42));
const documentMark = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: number }).documentMark);
/**
 * Waits until the page at this path has rendered: React Router changes the URL first and renders
 * the page in a transition after it, and the head (canonical) follows the render.
 */
const waitForPath = (page: Page, path: string) =>
  page.waitForFunction(
    (p) =>
      location.pathname === p &&
      new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.origin).pathname === p,
    {},
    path,
  );

describe('client-side navigation', () => {
  test('a link changes the page without reloading the document: h1, title and canonical change, focus moves to main', async () => {
    const { page } = watched;
    await openRoute(page, '/');
    await markDocument(page);
    await page.click('footer ::-p-aria([name="About"][role="link"])');
    await waitForPath(page, '/about');
    const about = findEntry('/about')!;
    expect(await documentMark(page)).toBe(42);
    expect(await page.title()).toContain(about.title);
    expect(await canonical(page)).toBe('/about');
    expect(await h1(page)).toBeTruthy();
    expect(await h1(page)).not.toBe(
      await (async () => (await (await fetch(baseUrl() + '/')).text()).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1])(),
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('back and forward return to the pages and to where the visitor had scrolled', async () => {
    const { page } = watched;
    await openRoute(page, '/services/fences');
    await markDocument(page);
    const fencesH1 = await h1(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
    // Clicked from script: the mouse would scroll the link into view, and the scroll position is under test.
    await page.$eval('footer ::-p-aria([name="Contact"][role="link"])', (link) => (link as HTMLElement).click());
    await waitForPath(page, '/contact');
    expect(await page.evaluate(() => window.scrollY)).toBe(0); // a new page starts at the top
    const contactH1 = await h1(page);

    await page.goBack();
    await page.waitForFunction(
      (text) => location.pathname === '/services/fences' && document.querySelector('h1')?.textContent?.trim() === text,
      {},
      fencesH1,
    );
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2, { timeout: 3000 });
    expect(await canonical(page)).toBe('/services/fences');

    await page.goForward();
    await page.waitForFunction(
      (text) => location.pathname === '/contact' && document.querySelector('h1')?.textContent?.trim() === text,
      {},
      contactH1,
    );
    expect(await documentMark(page)).toBe(42);
  });

  test('a #fragment link scrolls to its target on the same page, and opens another page at its target', async () => {
    const { page } = watched;
    await openRoute(page, '/services/fences/sales');
    await markDocument(page);
    await page.click('main ::-p-aria([name="Get My Free Quote"][role="link"])');
    await page.waitForFunction(() => location.hash === '#get-quote');
    await page.waitForFunction(() => {
      const top = document.getElementById('get-quote')!.getBoundingClientRect().top;
      return top >= -2 && top < window.innerHeight / 2;
    });

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
    await hydratePage(page);
    await markDocument(page);
    // A link from another page to a fragment of this one (the registry has no such link in the
    // footer, so the test adds one where visitors' links are: in the page).
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/services/fences/sales#get-quote';
      link.textContent = 'Fence quote form';
      document.querySelector('main')!.prepend(link);
    });
    // At the top of main, under the fixed header: clicked from script.
    await page.$eval('main ::-p-aria([name="Fence quote form"][role="link"])', (el) => (el as HTMLElement).click());
    await waitForPath(page, '/services/fences/sales');
    expect(await documentMark(page)).toBe(42);
    await page.waitForFunction(() => {
      const top = document.getElementById('get-quote')!.getBoundingClientRect().top;
      return location.hash === '#get-quote' && top >= -2 && top < window.innerHeight / 2;
    });
  });

  test('an unknown path reached by a link shows the 404 page', async () => {
    const { page } = watched;
    await openRoute(page, '/about');
    await markDocument(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/no-such-page';
      link.textContent = 'A page that does not exist';
      document.querySelector('footer')!.append(link);
    });
    await page.click('footer ::-p-aria([name="A page that does not exist"][role="link"])');
    await page.waitForFunction(
      () => location.pathname === '/no-such-page' && document.querySelector('h1')?.textContent === '404',
    );
    expect(await documentMark(page)).toBe(42);
    expect(await page.evaluate(() => document.body.innerText)).toContain(shellWords.notFound.title);
    expect(await page.$eval('meta[name="robots"]', (el) => el.getAttribute('content'))).toMatch(/noindex/);
    // The 404 page logs the missing path as a warning, not an error.
    expect(watched.warnings.some((w) => w.includes('/no-such-page'))).toBe(true);
  });
});

/** Opens a page and stops once the shell has hydrated: the page content is still served HTML. */
async function openWithoutReaching(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__SHELL_READY__ === true);
  expect(await page.evaluate(() => window.__APP_READY__ === true)).toBe(false);
}

describe('the first tap, before the page content has hydrated', () => {
  test('the mobile menu opens', async () => {
    const { page } = watched;
    await page.setViewport({ width: 375, height: 800 });
    await openWithoutReaching(page, '/');
    const toggle = (await page.$(menuButton))!;
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('#mobile-menu')?.matches(':popover-open') === true);
  });

  test('a quote button in the page opens the quote dialog with the page’s service', async () => {
    const { page } = watched;
    await openWithoutReaching(page, '/services/foundation-repair');
    await page.click('main ::-p-aria([name="Free Inspection"][role="button"])');
    await page.waitForSelector('dialog[open]');
    expect(
      await page.$eval(
        'dialog[open] ::-p-aria([name="Service"][role="combobox"])',
        (el) => (el as HTMLSelectElement).value,
      ),
    ).toBe('foundation-repair');
  });

  test('a form keeps what was typed and checks it in place when sent', async () => {
    const { page } = watched;
    await openWithoutReaching(page, '/contact');
    const typed = {
      [contactFormWords.name]: 'Jordan Avery',
      [contactFormWords.email]: 'jordan@example.com',
      [contactFormWords.phone]: '555-01',
      [contactFormWords.message]: 'The fence gate sags and the slab by the garage has a new crack.',
    };
    const field = (label: string) =>
      `main ::-p-aria([name="${contactFormWords.label}"][role="form"]) ::-p-aria([name="${label}"][role="textbox"])`;
    for (const [label, value] of Object.entries(typed)) await page.type(field(label), value);
    const phone = (await page.$(field(contactFormWords.phone)))!;
    await page.click(`main ::-p-aria([name="${contactFormWords.submit}"][role="button"])`);
    // React checked it (a field error beside the phone), so the page did not post and reload.
    await page.waitForFunction((input) => input.getAttribute('aria-invalid') === 'true', {}, phone);
    expect(await fieldError(phone)).toBeTruthy();
    expect(page.url()).toBe(`${baseUrl()}/contact`);
    for (const [label, value] of Object.entries(typed))
      expect(await page.$eval(field(label), (el) => (el as HTMLInputElement).value)).toBe(value);
  });
});

/**
 * Start-up waits until the served page has loaded and been drawn (src/lib/entryLoader.ts): none of
 * the app's scripts, not even the small entry scripts, is fetched while the page is being drawn.
 */
describe('start-up, after the page has been drawn', () => {
  /** Same-origin scripts the page requested, in order, with when (ms after navigation start) each request began. */
  const scriptStarts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
        )
        .map((entry) => ({
          file: new URL(entry.name).pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js'),
          startTime: entry.startTime,
        })),
    );

  test('the served HTML has no script tag to fetch, and every script of the app comes after the load event', async () => {
    const { page } = watched;
    const served = await (await fetch(`${baseUrl()}/services/landscape-design`)).text();
    expect(served).not.toMatch(/<script[^>]*\ssrc=/);
    expect(served).not.toMatch(/<link[^>]*rel="?(preload|modulepreload)/);
    const entryList = /<script type="application\/json" id="entry-scripts">([^<]*)<\/script>/.exec(served);
    // The app's chunks, then the entry that runs them: fetched together, run in this order.
    expect((JSON.parse(entryList![1]!) as string[]).map((src) => src.replace(/\.[0-9a-f]{10}\.js$/, '.js'))).toEqual([
      '/assets/vendor.js',
      '/assets/app.js',
      '/assets/main.js',
    ]);

    await page.goto(`${baseUrl()}/services/landscape-design`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__SHELL_READY__ === true);
    const loadEnd = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const starts = await scriptStarts(page);
    expect(starts.map((s) => s.file).filter((file) => !file.startsWith('/assets/page-'))).toEqual(
      expect.arrayContaining(['/assets/main.js', '/assets/vendor.js', '/assets/app.js']),
    );
    for (const script of starts) expect(script.startTime).toBeGreaterThanOrEqual(loadEnd);
    // The loader removes the script elements it added once they have run: the DOM is the page's own.
    expect(await page.$$eval('script[src]', (scripts) => scripts.length)).toBe(0);
  });

  test.each([
    ['mobile menu', 375, menuButton],
    ['Services menu', 1280, `::-p-aria([name="${shellWords.services}"][role="button"])`],
  ])(
    'a tap on the %s before the app has started opens it at once, and it stays open when the app starts (no double toggle)',
    async (_name, width, selector) => {
      const { page } = watched;
      await page.setViewport({ width, height: 800 });
      // Hold the app's chunk back until the tap has been made.
      let releaseApp!: () => void;
      const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
      await interceptRequests(page);
      page.on('request', (request) => {
        if (/\/assets\/app\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname))
          void appReleased.then(() => request.continue());
        else void request.continue();
      });
      await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
      const toggle = (await page.$(selector))!;
      const menu = await controlledBy(toggle);
      await toggle.click();
      expect(await page.evaluate(() => window.__SHELL_READY__ === true)).toBe(false);
      expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);
      // Count the menu's toggles from here on (its toggle event for this tap comes a task later): the
      // app starting must not toggle it again.
      await animationFrames(page);
      await menu.evaluate((el) => {
        const counter = window as unknown as { menuToggles: number };
        counter.menuToggles = 0;
        el.addEventListener('toggle', () => counter.menuToggles++);
      });
      releaseApp();
      await page.waitForFunction(() => window.__SHELL_READY__ === true);
      await animationFrames(page, 4);
      expect(await page.evaluate(() => (window as unknown as { menuToggles: number }).menuToggles)).toBe(0);
      expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    },
  );
});

/**
 * No dead ends. Crawls the built site as a search engine would (plain HTTP, no JavaScript), from /
 * through every internal link and every sitemap.xml entry, and fails on:
 *   - any internal link that does not answer 200 (a redirect counts: links should point at the canonical path),
 *   - any #anchor, same-page or cross-page, whose id is not in the target page's HTML,
 *   - any sitemap page that cannot be reached from / by following links. The /sitemap page links
 *     every page by construction, so its links do not count towards reachability: a page must be
 *     reachable through the site's own navigation and content.
 * Each failure names the page the link was found on. It also pins the content pages that links
 * in content point at (sub-services, case studies, portfolio views, garden design process: the list
 * in e2e/sitePages.ts, from the content) as registered, in sitemap.xml at priority 0.6, monthly, and
 * linked from its parent page. Rules: pages and parents come from the registry, never a list here.
 */
import { SITE_URL } from '../../src/content/business';
import { baseUrl } from '../baseUrl';
import { contentPages, findEntry } from '../sitePages';

const contentPaths = contentPages.map((page) => page.path);

/** The index page that lists every page; its links do not make a page reachable. */
const INDEX_PAGE = '/sitemap';

interface Link {
  /** The href as written. */
  href: string;
  /** Target path (no query, no hash). */
  path: string;
  /** The anchor without "#", or null. */
  hash: string | null;
}

interface Fetched {
  status: number;
  /** The HTML when the answer is an HTML page, otherwise null. */
  html: string | null;
  ids: Set<string>;
  links: Link[];
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Internal links of a page; tel:, sms:, mailto: and other sites are left out. */
function linksOf(html: string, pagePath: string): Link[] {
  const origins = new Set([new URL(SITE_URL).origin, new URL(baseUrl()).origin]);
  const links: Link[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*"([^"]*)"/gi)) {
    const href = decodeEntities(match[1]!.trim());
    if (/^(tel|sms|mailto|javascript):/i.test(href)) continue;
    const url = new URL(href, baseUrl() + pagePath);
    if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) continue;
    links.push({ href, path: url.pathname, hash: href.includes('#') ? decodeURIComponent(url.hash.slice(1)) : null });
  }
  return links;
}

async function fetchPage(path: string): Promise<Fetched> {
  const response = await fetch(baseUrl() + path, { redirect: 'manual' });
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  const html = response.status === 200 && isHtml ? await response.text() : null;
  if (!html) await response.arrayBuffer();
  return {
    status: response.status,
    html,
    ids: new Set(html ? [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1]!)) : []),
    links: html ? linksOf(html, path) : [],
  };
}

/** Sitemap entries as site paths, with their change frequency and priority. */
async function sitemap(): Promise<Map<string, { changefreq: string; priority: string }>> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const entries = new Map<string, { changefreq: string; priority: string }>();
  for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = block!.match(/<loc>([^<]+)<\/loc>/)![1]!;
    const path = loc === SITE_URL ? '/' : loc.startsWith(SITE_URL) ? loc.slice(SITE_URL.length) : loc;
    entries.set(path, {
      changefreq: block!.match(/<changefreq>([^<]+)</)?.[1] ?? '',
      priority: block!.match(/<priority>([^<]+)</)?.[1] ?? '',
    });
  }
  return entries;
}

const pages = new Map<string, Fetched>();
let sitemapEntries: Map<string, { changefreq: string; priority: string }>;

beforeAll(async () => {
  sitemapEntries = await sitemap();
  const queue = ['/', ...sitemapEntries.keys()];
  const seen = new Set(queue);
  // A few requests at a time: quick, and gentle on a 2-core machine shared with other tests.
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const page = await fetchPage(path);
      pages.set(path, page);
      for (const link of page.links) {
        if (!seen.has(link.path)) {
          seen.add(link.path);
          queue.push(link.path);
        }
      }
    }
  };
  // Workers stop when the queue is momentarily empty, so run rounds until nothing is left.
  while (queue.length) await Promise.all(Array.from({ length: 4 }, worker));
}, 120_000);

/** Every (page, link) pair of the crawl. */
const allLinks = () => [...pages].flatMap(([from, page]) => page.links.map((link) => ({ from, link })));

test('the crawl found the whole site', () => {
  expect(pages.get('/')?.status).toBe(200);
  expect(pages.size).toBeGreaterThanOrEqual(sitemapEntries.size);
});

test('every internal link answers 200', () => {
  const broken = allLinks()
    .filter(({ link }) => pages.get(link.path)!.status !== 200)
    .map(({ from, link }) => `${from} links to ${link.href}, which answers ${pages.get(link.path)!.status}`);
  expect([...new Set(broken)]).toEqual([]);
});

test('every sitemap entry answers 200 with an HTML page', () => {
  const bad = [...sitemapEntries.keys()].filter((path) => pages.get(path)?.status !== 200 || !pages.get(path)?.html);
  expect(bad).toEqual([]);
});

test('every #anchor exists on the page it points at', () => {
  const missing = allLinks()
    .filter(({ link }) => link.hash !== null && pages.get(link.path)?.html)
    .filter(({ link }) => link.hash === '' || !pages.get(link.path)!.ids.has(link.hash!))
    .map(({ from, link }) =>
      link.hash === ''
        ? `${from} has an empty anchor link "${link.href}"`
        : `${from} links to ${link.href}, but ${link.path} has no id "${link.hash}"`,
    );
  expect([...new Set(missing)]).toEqual([]);
});

test(`every sitemap page is reachable from / by following links (${INDEX_PAGE} aside)`, () => {
  const reached = new Set(['/']);
  const queue = ['/'];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (path === INDEX_PAGE) continue;
    for (const link of pages.get(path)?.links ?? []) {
      if (!reached.has(link.path) && pages.get(link.path)?.status === 200) {
        reached.add(link.path);
        queue.push(link.path);
      }
    }
  }
  const unreachable = [...sitemapEntries.keys()]
    .filter((path) => !reached.has(path))
    .map((path) => `${path} (parent ${findEntry(path)?.parent ?? '/'})`);
  expect(unreachable).toEqual([]);
});

describe('the content pages that links in content point at', () => {
  test.each(contentPaths)('%s is a registered page with a parent', (path) => {
    const entry = contentPages.find((page) => page.path === path)!;
    expect(findEntry(path)).toBe(entry);
    expect(entry.parent).toBeDefined();
  });

  test.each(contentPaths)('%s is in sitemap.xml with priority 0.6, changefreq monthly', (path) => {
    expect(sitemapEntries.get(path)).toEqual({ changefreq: 'monthly', priority: '0.6' });
  });

  test.each(contentPaths)('%s is linked from its parent page', (path) => {
    const parent = findEntry(path)!.parent!;
    const linked = pages.get(parent)?.links.some((link) => link.path === path) ?? false;
    if (!linked) throw new Error(`${parent} (the parent of ${path}) has no link to it`);
  });
});

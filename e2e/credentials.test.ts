/**
 * The business's credentials on the built pages: with none set (the shared build in dist/) no page
 * shows a list, a heading or a rating for them; with all of them set, a build of its own (the real
 * pipeline: webpack, then the prerender crawl, into a temporary OUT_DIR, with the variables in its
 * environment) shows each in the footer of every page, on the about and contact pages, and the
 * rating in the business's JSON-LD, and its pages hydrate with them without an error or an axe
 * violation.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { htmlFileFor, siteDir } from '../server/site/buildOutput';
import { sectionHeadings } from '../src/content/sectionHeadings';
import { registry } from './sitePages';
import { axeViolations, browserForFile, openRecorded } from './browser';
import { credentialFacts as facts, credentialJsonLd, credentialSettings as settings } from './credentialSettings';
import { serverForFile } from './testServer';

const page = (dir: string, route: string): HTMLElement =>
  parse(readFileSync(path.join(dir, htmlFileFor(route)), 'utf8'));
const businessLd = (root: HTMLElement) =>
  root
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent) as Record<string, unknown>)
    .find((block) => block['@type'] === 'HomeAndConstructionBusiness')!;
const trustHeading = sectionHeadings.trust.title;

describe('with no credential set (the shared build)', () => {
  const dist = siteDir();
  const pages = registry.map((route) => ({ path: route.path, root: page(dist, route.path) }));

  test.each(pages.map((p) => [p.path, p.root] as const))('%s shows no credentials and no rating', (_path, root) => {
    expect(root.querySelectorAll('[data-trust-facts]')).toHaveLength(0);
    expect(root.querySelector('body')!.textContent).not.toContain(trustHeading);
    expect(businessLd(root)).not.toHaveProperty('aggregateRating');
  });
});

describe('with every credential set (a build of its own)', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'e2e-credentials-'));
    const env = { ...process.env, ...settings, OUT_DIR: outDir };
    for (const script of ['build:client', 'build:prerender']) {
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
        child.on('error', reject);
        child.on('exit', resolve);
      });
      if (code !== 0) throw new Error(`npm run ${script} with the credentials set exited with ${code}`);
    }
  }, 900_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test('every page’s footer lists each credential, the reviews linking to the profile', () => {
    const built = readdirSync(outDir);
    expect(built).toContain('index.html');
    for (const route of registry) {
      const list = page(outDir, route.path).querySelector('footer [data-trust-facts]');
      expect({ route: route.path, facts: list?.querySelectorAll('li').map((li) => li.textContent) }).toEqual({
        route: route.path,
        facts,
      });
      expect(list!.querySelector('a')!.getAttribute('href')).toBe(settings.REVIEW_PROFILE_URL);
    }
  });

  test('the about page shows them under their heading, beside the call to action', () => {
    const section = page(outDir, '/about').querySelector('main #credentials')!;
    expect(section.querySelector('h2')!.textContent).toBe(trustHeading);
    expect(section.querySelectorAll('li').map((li) => li.textContent)).toEqual(facts);
    expect(section.nextElementSibling!.querySelector('.btn-primary')).not.toBeNull();
  });

  test('the contact page shows them beside the ways to reach us', () => {
    const section = page(outDir, '/contact').querySelector('main section[aria-labelledby="contact-trust-title"]')!;
    expect(section.querySelector('h3')!.textContent).toBe(trustHeading);
    expect(section.querySelectorAll('li').map((li) => li.textContent)).toEqual(facts);
  });

  test('the business JSON-LD carries the rating, with the profile it comes from', () => {
    const ld = businessLd(page(outDir, '/'));
    expect({ aggregateRating: ld.aggregateRating, sameAs: ld.sameAs }).toEqual(credentialJsonLd);
  });

  describe('in the browser', () => {
    const browser = browserForFile();
    const server = serverForFile({ distDir: () => outDir });

    test.each(['/about', '/contact'].flatMap((route) => [375, 1280].map((width) => [route, width] as const)))(
      '%s at %i px hydrates with them, without an error or an axe violation',
      async (route, width) => {
        const { page: tab, problems } = await openRecorded(browser(), server().baseUrl + route, {
          width,
          forAxe: true,
        });
        try {
          const shown = await tab.$$eval('[data-trust-facts]', (lists) =>
            lists.map((list) => [...list.querySelectorAll('li')].map((li) => li.textContent)),
          );
          expect(shown).toEqual([facts, facts]);
          expect(await axeViolations(tab)).toEqual([]);
          expect(problems).toEqual([]);
        } finally {
          await tab.close();
        }
      },
    );
  });
});

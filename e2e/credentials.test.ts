/**
 * The business's credentials on the built pages, with all of them set: a client build of its own (the
 * real webpack build, into a temporary OUT_DIR, with the variables in its environment), whose pages
 * that show them (the home page, about, contact) are prerendered the way the build's crawl does it
 * (scripts/snapshot.ts, in the run's Chromium). Those pages show each credential in the footer, on
 * the about and contact pages under their heading, and the rating in the business's JSON-LD, and they
 * hydrate with them without an error or an axe violation.
 * The other pages share the same footer (e2e/built-pages/credentials.test.ts checks every page's
 * footer is the home page's, and that the shared build, with none set, shows none), so prerendering
 * them again would check nothing new: only these three are, instead of a second full build.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { htmlFileFor } from '../server/site/buildOutput';
import { sectionHeadings } from '../src/content/sectionHeadings';
import { serveSite } from '../scripts/serveSite';
import { snapshot } from '../scripts/snapshot';
import { axeViolations, browserForFile, openRecorded } from './browser';
import { builtPage, jsonLdBlocks } from './builtPage';
import { credentialFacts as facts, credentialJsonLd, credentialSettings as settings } from './credentialSettings';
import { serverForFile } from './testServer';

const businessLd = (root: HTMLElement) =>
  jsonLdBlocks(root).find((block) => block['@type'] === 'HomeAndConstructionBusiness')!;
const trustHeading = sectionHeadings.trust.title;
/** The pages that show the credentials beyond the footer, and the home page (its JSON-LD carries the rating). */
const pagesShowingThem = ['/', '/about', '/contact'];

const browser = browserForFile();
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'e2e-credentials-'));
  const env = { ...process.env, ...settings, OUT_DIR: outDir };
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build:client'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`npm run build:client with the credentials set exited with ${code}`);
  // The crawl's own snapshot of each page, from this build's shell, as scripts/prerender.ts takes it.
  const shell = await serveSite(outDir, { shellFallback: true });
  try {
    for (const pagePath of pagesShowingThem) {
      const output = htmlFileFor(pagePath);
      const html = await snapshot(browser(), shell.origin, { path: pagePath, output, expectNotFound: false });
      mkdirSync(path.dirname(path.join(outDir, output)), { recursive: true });
      writeFileSync(path.join(outDir, output), html);
    }
  } finally {
    await shell.close();
  }
}, 600_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('the footer lists each credential, the reviews linking to the profile', () => {
  for (const pagePath of pagesShowingThem) {
    const list = builtPage(pagePath, outDir).querySelector('footer [data-trust-facts]');
    expect({ page: pagePath, facts: list?.querySelectorAll('li').map((li) => li.textContent) }).toEqual({
      page: pagePath,
      facts,
    });
    expect(list!.querySelector('a')!.getAttribute('href')).toBe(settings.REVIEW_PROFILE_URL);
  }
});

test('the about page shows them under their heading, beside the call to action', () => {
  const section = builtPage('/about', outDir).querySelector('main #credentials')!;
  expect(section.querySelector('h2')!.textContent).toBe(trustHeading);
  expect(section.querySelectorAll('li').map((li) => li.textContent)).toEqual(facts);
  expect(section.nextElementSibling!.querySelector('.btn-primary')).not.toBeNull();
});

test('the contact page shows them beside the ways to reach us', () => {
  const section = builtPage('/contact', outDir).querySelector('main section[aria-labelledby="contact-trust-title"]')!;
  expect(section.querySelector('h3')!.textContent).toBe(trustHeading);
  expect(section.querySelectorAll('li').map((li) => li.textContent)).toEqual(facts);
});

test('the business JSON-LD carries the rating, with the profile it comes from', () => {
  const ld = businessLd(builtPage('/', outDir));
  expect({ aggregateRating: ld.aggregateRating, sameAs: ld.sameAs }).toEqual(credentialJsonLd);
});

describe('in the browser', () => {
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

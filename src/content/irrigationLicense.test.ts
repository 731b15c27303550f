/**
 * The irrigator license is a build setting (IRRIGATOR_LICENSE), not the owner's words: the irrigation
 * page and its service pages add its line to the words of content/pages/ only when it is set, and an
 * unset license leaves no line at all. Each case loads the copy modules afresh with its own
 * environment, as a build with that variable would.
 */
import { readFileSync } from 'node:fs';

type Page = typeof import('./irrigation');
type SubPages = typeof import('./subServices/irrigation');

function load(license: string): { page: Page; subPages: SubPages } {
  const saved = { ...process.env };
  process.env.IRRIGATOR_LICENSE = license;
  try {
    let loaded!: { page: Page; subPages: SubPages };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of the modules per environment */
      loaded = { page: require('./irrigation') as Page, subPages: require('./subServices/irrigation') as SubPages };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    return loaded;
  } finally {
    process.env = saved;
  }
}

const ownerWords = JSON.parse(readFileSync('content/pages/irrigation-services.json', 'utf8')) as {
  pages: { warranty: { points: string[] } }[];
};

test('with no license set, no page names one', () => {
  const { page, subPages } = load('');
  expect(page.licenseLine).toBeNull();
  expect(JSON.stringify([page, subPages])).not.toMatch(/licensed irrigator/i);
  expect(subPages.pages.map((sub) => sub.warranty.points.length)).toEqual(
    ownerWords.pages.map((sub) => sub.warranty.points.length),
  );
});

test('with the license set, the hero, the closing guarantee and every warranty end with it', () => {
  const { page, subPages } = load('98765');
  expect(page.licenseLine).toBe('Licensed irrigator LI 98765');
  expect(page.hero.highlights!.at(-1)).toBe('Licensed irrigator LI 98765');
  expect(page.cta.guaranteeText).toMatch(/\. Licensed irrigator LI 98765\.$/);
  for (const [index, sub] of subPages.pages.entries()) {
    // The owner's points stay, the license line after them.
    expect(sub.warranty.points).toHaveLength(ownerWords.pages[index]!.warranty.points.length + 1);
    expect(sub.warranty.points.at(-1)).toBe('Texas licensed irrigator LI 98765');
  }
});

/**
 * content/site-words.json as the owner might get it wrong: the build refuses it naming the file and
 * the field, so a misspelt placeholder or a value another field has is never shown as written.
 */
import { readFileSync } from 'node:fs';
import { describeProblem, problemsOf } from '../../scripts/contentCheck';
import { siteWordsFile, type SiteWordsFile } from './schemas/siteWords';
import { shellWords } from './shellWords';
import { sectionWords } from './sectionWords';
import { business } from './business';

const file = JSON.parse(readFileSync('content/site-words.json', 'utf8')) as SiteWordsFile;
const problems = (value: unknown) =>
  problemsOf('content/site-words.json', siteWordsFile, value).map(describeProblem);

test('the file as it is has no problem, and its facts are filled', () => {
  expect(problems(file)).toEqual([]);
  expect(shellWords.footer.about).toContain(business.address.city);
  expect(sectionWords.phoneButtons.call).toContain(business.phone.display);
});

test('a misspelt placeholder is refused, naming the field', () => {
  const footer = { ...file.frame.footer, about: 'Fences and landscapes from {ofiseCity} since {foundingYear}.' };
  expect(problems({ ...file, frame: { ...file.frame, footer } })).toEqual([
    expect.stringMatching(/^content\/site-words\.json: frame\.footer\.about: The placeholder \{ofiseCity\} is not one/),
  ]);
});

test('a value of its own is refused in a field that does not have it', () => {
  // {year} is the copyright line's; the skip link has no year to fill.
  expect(problems({ ...file, frame: { ...file.frame, skipLink: 'Skip to {year}' } })).toEqual([
    expect.stringMatching(/^content\/site-words\.json: frame\.skipLink: The placeholder \{year\} is not one/),
  ]);
  const carousel = { ...file.sections.carousel, next: 'Next of {count}' };
  expect(problems({ ...file, sections: { ...file.sections, carousel } })).toEqual([
    expect.stringMatching(/^content\/site-words\.json: sections\.carousel\.next: The placeholder \{count\} is not one/),
  ]);
});

test('an empty label is refused, and so is a field the site does not know', () => {
  const bad = { ...file, frame: { ...file.frame, menu: '  ' }, sections: { ...file.sections, extra: 'x' } };
  expect(problems(bad)).toEqual([
    expect.stringMatching(/^content\/site-words\.json: frame\.menu: /),
    expect.stringMatching(/^content\/site-words\.json: sections: Unknown field "extra"/),
  ]);
});

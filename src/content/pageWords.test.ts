/**
 * Every page's words as its copy module gives them have their placeholders filled: a field the page
 * file's schema missed (a text inside a `.required()` group, say) would be shown as written,
 * "e-mail to {email}", and would take any misspelt name without a word.
 */
import { pageCopyModules } from './pageCopyModules';

/** Every text in `value`, with where it is. */
function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([name, field]) => texts(field, `${at}.${name}`));
  return [];
}

/**
 * The values a module's words keep for the code that says them (the booking's choice: "Your reference is
 * {reference}."), filled when they are said (./ownValues.ts); its schema refuses any other name.
 */
const ownValues: Record<string, string[]> = {
  bookingWords: ['visit', 'minutes', 'day', 'start', 'end', 'reference'],
  formWords: ['name', 'opening', 'privacyPolicy'],
  thankYou: ['request', 'Request'],
  shellWords: ['profile', 'year', 'hours', 'time', 'opening', 'day'],
  sectionWords: ['label', 'slide', 'count', 'title', 'number', 'audience', 'rating', 'file'],
  caseStudiesWords: ['location', 'service', 'count'],
  caseStudies: ['location', 'service'],
  galleryWords: ['position', 'total'],
  portfolioWords: ['projects', 'places', 'count', 'group'],
  portfolio: ['projects', 'places', 'count', 'group'],
};

// The case studies' words are files too (content/case-studies/), filled the same way.
test.each([...pageCopyModules, 'caseStudies', 'caseStudyDetails'])('src/content/%s.ts shows no placeholder as written', async (name) => {
  const exports = (await import(`./${name}`)) as Record<string, unknown>;
  const kept = ownValues[name] ?? [];
  const unfilled = texts(exports, name).filter(([, text]) =>
    [...text.matchAll(/\{([A-Za-z]+)\}/g)].some(([, placeholder]) => !kept.includes(placeholder!)),
  );
  expect(unfilled).toEqual([]);
});

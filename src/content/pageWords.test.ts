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

// The case studies' words are files too (content/case-studies/), filled the same way.
test.each([...pageCopyModules, 'caseStudies', 'caseStudyDetails'])('src/content/%s.ts shows no placeholder as written', async (name) => {
  const exports = (await import(`./${name}`)) as Record<string, unknown>;
  const unfilled = texts(exports, name).filter(([, text]) => /\{[A-Za-z]+\}/.test(text));
  expect(unfilled).toEqual([]);
});

/** content/pages/thank-you.json as the owner may get it wrong: the build refuses it, naming the field. */
import { readFileSync } from 'node:fs';
import { describeProblem, problemsOf } from '../../scripts/contentCheck';
import { business } from './business';
import { requestTitle, sooner } from './thankYou';
import { thankYouFile } from './schemas/thankYou';

const file = 'content/pages/thank-you.json';
const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const problems = (value: unknown) => problemsOf(file, thankYouFile, value).map(describeProblem);

test('the page says the office hours from the business details, and keeps {request} for the page to fill', () => {
  expect(problems(written)).toEqual([]);
  for (const day of business.hours.filter((open) => open.opens)) expect(sooner.text).toContain(`${day.label} ${day.display}`);
  expect(requestTitle).toContain('{request}');
});

test('a request’s heading must name the request, and take only the placeholders there are', () => {
  expect(problems({ ...written, requestTitle: 'Thank you: your request reached us' })).toEqual([
    expect.stringMatching(/^content\/pages\/thank-you\.json: requestTitle: Write \{request\} where the request is named/),
  ]);
  expect(problems({ ...written, requestTitle: 'Thank you, {name}: your {request} request reached us' })).toEqual([
    expect.stringMatching(/^content\/pages\/thank-you\.json: requestTitle: The placeholder \{name\} is not one/),
  ]);
});

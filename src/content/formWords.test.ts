/**
 * content/forms.json as the owner may get it wrong: the build refuses it, naming the field, and the
 * forms keep their fixed choices (the values the lead API stores are the code's, ./formChoices.ts).
 */
import { readFileSync } from 'node:fs';
import { describeProblem, problemsOf } from '../../scripts/contentCheck';
import { timelineValues } from './formChoices';
import { referralSourceOptions, timelineOptions } from './quoteOptions';
import { formsFile, type FormsFile } from './schemas/formWords';

const file = 'content/forms.json';
const written = JSON.parse(readFileSync(file, 'utf8')) as FormsFile;
const problems = (value: unknown) => problemsOf(file, formsFile, value).map(describeProblem);

test('the file as written is accepted, and the forms offer each stored value with the owner’s words', () => {
  expect(problems(written)).toEqual([]);
  expect(timelineOptions.map((option) => option.value)).toEqual(timelineValues);
  expect(timelineOptions.map((option) => option.label)).toEqual(Object.values(written.timelineChoices));
  expect(referralSourceOptions.map((option) => option.label)).toEqual(Object.values(written.referralSourceChoices));
});

test('a choice can be reworded, never dropped, added or given a placeholder or another’s words', () => {
  const { planning: _dropped, ...rest } = written.timelineChoices;
  expect(problems({ ...written, timelineChoices: rest })).toEqual([
    expect.stringMatching(/^content\/forms\.json: timelineChoices\.planning: /),
  ]);
  expect(problems({ ...written, timelineChoices: { ...written.timelineChoices, nextweek: 'Next week' } })).toEqual([
    expect.stringMatching(/^content\/forms\.json: timelineChoices: Unknown field "nextweek"/),
  ]);
  expect(problems({ ...written, timelineChoices: { ...written.timelineChoices, planning: 'Call {phone}' } })).toEqual([
    expect.stringMatching(/^content\/forms\.json: timelineChoices\.planning: A choice takes no placeholder/),
  ]);
  const { google } = written.referralSourceChoices;
  expect(problems({ ...written, referralSourceChoices: { ...written.referralSourceChoices, other: google } })).toEqual([
    expect.stringMatching(/^content\/forms\.json: referralSourceChoices: Two choices say the same/),
  ]);
});

test('the consent keeps its link, and a placeholder the site does not know is refused', () => {
  const quoteForm = { ...written.quoteForm, consent: 'I agree to the Privacy Policy.' };
  expect(problems({ ...written, quoteForm })).toEqual([
    expect.stringMatching(/^content\/forms\.json: quoteForm\.consent: Write \{privacyPolicy\} once/),
  ]);
  const sending = { ...written.sending, failedText: 'Call {phnoe}.' };
  expect(problems({ ...written, sending })).toEqual([
    expect.stringMatching(/^content\/forms\.json: sending\.failedText: The placeholder \{phnoe\} is not one/),
  ]);
});

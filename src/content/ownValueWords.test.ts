/**
 * The words moved out of the pages that keep a value of their own for the page to fill (a case
 * study's city, …): the business's facts are filled when the file is read, the page's own value is
 * kept for it, and a placeholder that is neither is refused naming the file and the field, so it can
 * never be shown as written.
 */
import { readFileSync } from 'node:fs';
import { describeProblem, problemsOf } from '../../scripts/contentCheck';
import { placeholders } from './placeholders';
import { fillOwn } from './ownValues';
import { study } from './caseStudies';
import { caseStudiesFile } from './schemas/caseStudies';
import { galleryFile } from './schemas/gallery';
import { portfolioFile } from './schemas/portfolio';
import { thankYouFile } from './schemas/thankYou';
import { bookingFile } from './schemas/bookingWords';
import { siteWordsFile } from './schemas/siteWords';
import { stepsAfterBooking } from './thankYouSteps';
import { requestThankYouEntries } from './thankYou.entry';
import { projectCount } from './portfolio';

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const read = (file: string) => JSON.parse(readFileSync(`content/${file}`, 'utf8')) as Record<string, unknown>;

/** `value` with `field` (a dotted path) set to `to`. */
function withField(value: Record<string, unknown>, field: string, to: string): Record<string, unknown> {
  const [name, ...rest] = field.split('.');
  const inner = value[name!] as Record<string, unknown>;
  return { ...value, [name!]: rest.length ? withField(inner, rest.join('.'), to) : to };
}

test.each([
  ['pages/case-studies.json', 'study.heroEyebrow', 'Case study · {locaton}', caseStudiesFile],
  ['pages/gallery.json', 'projects.position', 'Project {positon} of {total}', galleryFile],
  ['pages/portfolio.json', 'residentialPortfolio.stories.title', 'The Stories Behind {cuont} Fences', portfolioFile],
  ['pages/portfolio.json', 'projectCount.many', '{number} projects', portfolioFile],
  ['pages/thank-you.json', 'head.requestTitle', 'Thank You: Your {Requset} Request', thankYouFile],
  ['booking.json', 'afterBooking.visitBooked', 'On {dya}, your {visit} is booked.', bookingFile],
  ['site-words.json', 'frame.officeHours.openUntil', 'Open now until {tme}', siteWordsFile],
] as const)(
  '%s: %s refuses a placeholder that is neither a fact nor its own',
  (file, field, written, schema) => {
    const problems = problemsOf(`content/${file}`, schema, withField(read(file), field, written)).map(describeProblem);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/${escaped(file)}: ${escaped(field)}: The placeholder ${escaped(written.match(/\{[A-Za-z]+\}/)![0])} is not one`)),
    ]);
  },
);

test('a case study page fills the study’s city and the business’s facts', () => {
  expect(fillOwn(study.heroEyebrow, { location: 'Plano' })).toContain('Plano');
  expect(study.result.warranty).toContain(placeholders.materialWarrantyYears);
  expect(study.result.warranty).not.toMatch(/\{/);
});

test('a number of projects is said in the owner’s words, one or several', () => {
  const words = read('pages/portfolio.json').projectCount as { one: string; many: string };
  expect(projectCount(1)).toBe(words.one.replace('{count}', '1'));
  expect(projectCount(3)).toBe(words.many.replace('{count}', '3'));
});

test('a request’s thank-you page is titled with the request’s name, capitalised where the owner writes {Request}', () => {
  const { head } = read('pages/thank-you.json') as { head: Record<string, string> };
  const repair = requestThankYouEntries.find((entry) => entry.path === '/thank-you/fences/repair')!;
  const capitalised = repair.request.replace(/(^|[\s-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
  expect(repair.title).toBe(head.requestTitle!.replace('{Request}', capitalised));
  expect(repair.label).toBe(head.requestLabel!.replace('{Request}', capitalised));
  expect(repair.description).toBe(head.requestDescription!.replace('{request}', repair.request));
});

test('once a visit is booked, the steps start with its time and what is needed until then, in the owner’s words', () => {
  const { afterBooking } = read('booking.json') as { afterBooking: Record<string, string> };
  const visit = { label: 'Free Foundation Inspection', day: 'Monday, November 30', time: '8 AM - 10 AM' };
  const [booked, until, next] = stepsAfterBooking(['we call to book', 'we visit'], visit, 'sent');
  expect(booked).toBe(
    afterBooking
      .visitBooked!.replace('{visit}', 'free foundation inspection')
      .replace('{day}', visit.day)
      .replace('{start}', '8 AM')
      .replace('{end}', '10 AM'),
  );
  expect(until).toBe(afterBooking.untilVisitPage!.replace('{phone}', placeholders.phone));
  expect(next).toBe('we visit');
});

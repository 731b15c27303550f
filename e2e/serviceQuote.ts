/**
 * What the quote-dialog tests share (e2e/service-quote.test.ts with JavaScript, and
 * e2e/service-quote-nojs.test.ts without it): the pages about one service, how a visitor at each
 * width opens the dialog, the form's state, axe on the open dialog, filling the form, and the lead
 * the server stored.
 */
import type { Page } from 'puppeteer-core';
import { jobKinds, type JobKind, type JobKindOption } from '../src/content/jobKinds';
import { quoteFormWords } from '../src/content/formWords';
import type { ServiceValue } from '../src/content/quoteOptions';
import { serviceQuestions } from '../src/content/serviceQuestions';
import { isSeveral, questionsFor, type Question } from '../src/lib/quoteQuestions';
import { quotePreselection, serviceForPath } from '../src/lib/serviceForPath';
import { formPreselection } from '../src/components/quote/preselection';
import { fenceSalesEntry } from '../src/content/fenceSales.entry';
import { registry } from './sitePages';
import { axeViolations } from './browser';
import type { TestServer } from './testServer';
import { shellWords } from '../src/content/shellWords';

/**
 * The kind of job a visitor requests from this page: the one its form preselects, or, on a page that
 * names two and asks which (the irrigation maintenance and repair page), the first it names.
 */
function jobToRequest(path: string): JobKind | '' | undefined {
  const preselection = quotePreselection(path);
  if (!preselection || preselection.job) return preselection?.job;
  const kinds: readonly JobKindOption[] = jobKinds[preselection.service];
  return kinds.find((kind) => kind.pages.includes(path))?.value ?? '';
}

/** Whether this page's form asks which kind of job (it names two), none chosen. */
export const asksForJob = (path: string): boolean => quotePreselection(path)?.job === '';

/** On a page whose form asks which kind of job, the visitor chooses it (a tap on its radio). */
export async function chooseAskedJob(page: Page, path: string, job: JobKind | ''): Promise<void> {
  if (asksForJob(path) && job) await page.click(`dialog[open] form input[name="job"][value="${job}"]`);
}

/**
 * Every page about one service, except the fence sales page (its fence-only form has no service
 * choice), with the kind of job it preselects.
 */
export const servicePages = registry
  .map((entry) => ({ path: entry.path, service: serviceForPath(entry.path), job: jobToRequest(entry.path) }))
  .filter(
    (entry): entry is { path: string; service: ServiceValue; job: JobKind } =>
      entry.service !== null && entry.path !== fenceSalesEntry.path,
  );

/**
 * One page for each service and kind of job the pages preselect: where the tests post a form. Which
 * pair each page preselects is a pure function of its path (src/lib/serviceForPath.ts), and the
 * served form's preselection is checked on every page without a browser
 * (e2e/built-pages/quote-preselection.test.ts).
 */
export const onePagePerServiceAndJob = servicePages.filter(
  (page, index) =>
    servicePages.findIndex((other) => other.service === page.service && other.job === page.job) === index,
);

/** The radio checked in the form served on this page ("" when the service asks no kind of job). */
export const checkedJobOn = (path: string): string => formPreselection(path)?.job ?? '';

/** The first page of each service: where axe checks the open dialog (it differs between pages only by the service chosen). */
export const firstPageOf = new Map<ServiceValue, string>();
for (const { path, service } of servicePages) if (!firstPageOf.has(service)) firstPageOf.set(service, path);

export const widths = [375, 1280] as const;
export type Width = (typeof widths)[number];

/**
 * The one width at which each service and kind of job posts its form (the other width opens the same
 * dialog and checks its state, without a second post): alternating, so each width posts about half
 * the pairs and every pair posts once.
 */
export const postWidthOf = (path: string): Width =>
  widths[onePagePerServiceAndJob.findIndex((page) => page.path === path) % widths.length]!;

/** The visitor every quote test fills in (each test gives its own e-mail address, to find its lead). */
const visitor = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  phone: '972-555-0133',
  address: '4410 Lakeview Pkwy, Rowlett, TX 75088',
};

/** The open dialog's service choice, by its label. */
export const dialogService = `dialog[open] ::-p-aria([name="${quoteFormWords.service}"][role="combobox"])`;
/** The quote forms' submit button, by its text. */
export const requestQuote = `::-p-aria([name="${quoteFormWords.submit}"][role="button"])`;

/** Opens the quote dialog the way a visitor at this width would: the header button, or the phone's contact row's "Quote". */
export async function openDialog(page: Page, width: Width): Promise<void> {
  await page.click(
    width < 768
      ? 'aside ::-p-aria([name="Quote"][role="button"])'
      : `header ::-p-aria([name="${shellWords.quoteButton}"][role="button"])`,
  );
  await page.waitForSelector(dialogService);
}

/** In the page: whether React has taken the open dialog's form over (it carries React's fiber). */
const formIsEnhanced = () => {
  const form = document.querySelector('dialog[open] form');
  return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
};

/**
 * Whether script has taken the open dialog's form over. React hydrates the served form in place, at
 * transition priority, a frame after the dialog opened (sooner or later than its chunk); until then
 * the form is the served HTML, whose follow-up questions are never required (the server checks them).
 */
export const dialogFormEnhanced = (page: Page): Promise<boolean> => page.evaluate(formIsEnhanced);

/** Waits until script has taken the open dialog's form over (see dialogFormEnhanced). */
export async function dialogEnhanced(page: Page): Promise<void> {
  await page.waitForFunction(formIsEnhanced);
}

/**
 * Sends the open dialog's form as a visitor with script does, for the tests of what script does with
 * it (the answer in place, the booking windows): taps its button once script has taken the form over.
 * A tap before then is a native post, answered by the check-and-send page (the path without script,
 * e2e/service-quote-nojs.test.ts), and how soon the form is taken over depends on the machine's load.
 */
export async function sendDialogWithScript(page: Page): Promise<void> {
  await dialogEnhanced(page);
  await page.click(`dialog[open] ${requestQuote}`);
}

export interface FormState {
  service: string;
  /** The checked "What kind of job?" radio ("" for none). */
  job: string;
  /** data-service of the follow-up groups that are visible. */
  visibleGroups: string[];
  /** Names of the visible follow-up questions (a select, or a set of checkboxes). */
  visibleQuestions: string[];
  /** Names of the required follow-up controls, with the group they are in. */
  requiredFollowUps: string[];
  /** Names of visible follow-up controls outside the chosen group. */
  visibleForeign: string[];
}

export async function formState(page: Page, formSelector: string): Promise<FormState> {
  return page.$eval(formSelector, (form) => {
    const service = (form.querySelector('select[name="service"]') as HTMLSelectElement).value;
    const groups = [...form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-service]')];
    const visibleNames = (group: Element) => [
      ...new Set(
        [...group.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')]
          .filter((control) => control.checkVisibility())
          .map((control) => control.name),
      ),
    ];
    return {
      service,
      job: form.querySelector<HTMLInputElement>('input[name="job"]:checked')?.value ?? '',
      visibleGroups: groups.filter((g) => g.checkVisibility()).map((g) => g.dataset.service!),
      visibleQuestions: groups.flatMap(visibleNames),
      requiredFollowUps: groups.flatMap((g) =>
        [...g.querySelectorAll<HTMLSelectElement>('select')]
          .filter((s) => s.required)
          .map((s) => `${g.dataset.service}:${s.name}`),
      ),
      visibleForeign: groups
        .filter((g) => g.dataset.service !== service)
        .flatMap((g) => [...g.querySelectorAll('select')].filter((s) => s.checkVisibility()).map((s) => s.name)),
    };
  });
}

/** The selects the job asks that are required in the browser (a set of checkboxes never is: the schema checks it). */
export const requiredOf = (service: ServiceValue, job: JobKind) =>
  questionsFor(service, job)
    .filter((q) => q.required && !isSeveral(q))
    .map((q) => `${service}:${q.name}`);

/** The names of the questions the job asks. */
export const questionNames = (service: ServiceValue, job: JobKind) => questionsFor(service, job).map((q) => q.name);

/** The first option of a question, as stored (a list for checkboxes). */
const firstAnswer = (q: Question) => (isSeveral(q) ? [q.options[0]!.value] : q.options[0]!.value);

/** The required questions of the job, answered with their first option. */
const requiredAnswers = (service: ServiceValue, job: JobKind) =>
  Object.fromEntries(
    questionsFor(service, job)
      .filter((q) => q.required)
      .map((q) => [q.name, firstAnswer(q)]),
  );

/** axe on the open dialog (the shared helper in browser.ts, scoped to it). */
export const dialogAxeViolations = (page: Page): Promise<string[]> => axeViolations(page, 'dialog[open]');

/** Fills the shared fields and the job's required questions (first option) of a form. */
export async function fill(
  page: Page,
  formId: string,
  email: string,
  service: ServiceValue,
  job: JobKind = 'new',
): Promise<Record<string, string | string[]>> {
  const values = { ...visitor, email };
  for (const [name, value] of Object.entries(values)) await page.type(`#${formId}-${name}`, value);
  await page.select(`#${formId}-timeline`, '3months');
  const answers = requiredAnswers(service, job);
  for (const [name, value] of Object.entries(answers)) {
    if (Array.isArray(value)) for (const box of value) await page.click(`#${formId}-${name}-${box}`);
    else await page.select(`#${formId}-${name}`, value);
  }
  await page.click(`#${formId}-privacyConsent`);
  return answers;
}

/**
 * The same as fill(), in one step: the values are set the way the browser's autofill would (value,
 * then input and change events), which React sees as typing. For the many tests whose point is
 * the stored lead, not the typing.
 */
export async function fillAtOnce(
  page: Page,
  formId: string,
  email: string,
  service: ServiceValue,
  job: JobKind = 'new',
): Promise<Record<string, string | string[]>> {
  const answers = requiredAnswers(service, job);
  const values = { ...visitor, email, timeline: '3months' };
  const boxes = Object.entries(answers).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((box) => `${formId}-${name}-${box}`) : [],
  );
  const selects = Object.fromEntries(Object.entries(answers).filter(([, value]) => !Array.isArray(value)));
  await page.evaluate(
    (formId, values, boxes) => {
      for (const [name, value] of Object.entries(values)) {
        const control = document.getElementById(`${formId}-${name}`) as HTMLInputElement | HTMLSelectElement;
        const prototype =
          control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
        control.dispatchEvent(new Event('input', { bubbles: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
      for (const id of [...boxes, `${formId}-privacyConsent`])
        (document.getElementById(id) as HTMLInputElement).click();
    },
    formId,
    { ...values, ...selects },
    boxes,
  );
  return answers;
}

/** An e-mail address that tells this route's lead apart from every other test's. */
export const emailFor = (path: string, width: Width, mode: 'js' | 'nojs') =>
  `${path.slice(1).replaceAll('/', '.') || 'home'}-${width}-${mode}@example.com`;

/** The lead is stored from this page with its service and job, its answers and nothing of another service or job. */
export async function expectStoredWithService(
  server: TestServer,
  email: string,
  path: string,
  service: ServiceValue,
  job: JobKind,
  answers: Record<string, string | string[]>,
): Promise<void> {
  const lead = await storedLead(server, email);
  expect(lead).toMatchObject({ kind: 'quote', formId: 'dialog', page: path });
  expect(lead.data).toEqual(expect.objectContaining({ service, job, ...answers }));
  const foreign = Object.values(serviceQuestions)
    .flatMap((g) => g.questions.map((q) => q.name))
    .filter((name) => !(name in answers));
  for (const name of foreign) expect(lead.data).not.toHaveProperty(name);
}

export async function storedLead(server: TestServer, email: string) {
  const lead = (await server.leads()).find((l) => (l.data as { email?: string }).email === email);
  if (!lead) throw new Error(`no lead stored for ${email}`);
  return lead;
}

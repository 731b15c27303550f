/**
 * The quote form's and the quote dialog's choice rules, written from the services and their kinds of
 * job (src/content/quoteOptions.ts, jobKinds.ts, serviceQuestions.ts), so a service or a kind of job
 * added there has its rules without anyone editing CSS. The build runs this module and takes its
 * value as a stylesheet (scripts/styleModule.ts, a webpack loader); the page's script never carries
 * it. Pure CSS, so every choice below works before and without script, and in the page the lead API
 * sends back with errors:
 *
 * - Quote form: of the follow-up groups (src/components/quote/ServiceQuestions.tsx) only the selected
 *   service's shows, and in it the questions of the kind of job checked; "What kind of job?"
 *   (src/components/quote/JobChoice.tsx) shows for the services with more than one kind, with only
 *   that service's kinds, worded its way.
 * - Quote dialog title (src/app/quotePreselection.tsx, DialogTitles): every title is in the heading,
 *   and only the one of the service and kind of job chosen in the dialog's form shows ("Request a
 *   sprinkler repair" once Repair is chosen); with no kind chosen (a one-kind service, no service, or a
 *   page that names two jobs and asks which), the general title.
 */
import { jobKinds, jobKindValues, servicesAskingJob } from '../content/jobKinds';
import { serviceOptions } from '../content/quoteOptions';
import { serviceQuestions } from '../content/serviceQuestions';

/** The selector of a form (or the dialog) whose service select has this service chosen. */
const serviceChosen = (service: string, scope = 'form'): string =>
  `${scope}:has(select[name="service"] > option[value="${service}"]:checked)`;

const jobChecked = (job: string): string => `:has(input[name="job"][value="${job}"]:checked)`;

/** One rule: its selectors (one per line) and its declaration. */
const rule = (selectors: readonly string[], declaration: string): string =>
  selectors.length === 0 ? '' : `${selectors.join(',\n')} {\n  ${declaration}\n}\n`;

const servicesWithQuestions = serviceOptions
  .map(({ value }) => value)
  .filter((service) => serviceQuestions[service].questions.length > 0);

const formRules = [
  rule(['.service-questions', '.job-choice', '.job-option', '.job-label', '.job-question'], 'display: none;'),
  rule(
    servicesWithQuestions.map((service) => `${serviceChosen(service)} .service-questions[data-service="${service}"]`),
    'display: block;',
  ),
  rule(
    servicesAskingJob.map((service) => `${serviceChosen(service)} .job-choice`),
    'display: block;',
  ),
  rule(
    servicesAskingJob.map((service) => `${serviceChosen(service)} .job-option[data-services~="${service}"]`),
    'display: flex;',
  ),
  rule(
    servicesAskingJob.map((service) => `${serviceChosen(service)} .job-label[data-service="${service}"]`),
    'display: inline;',
  ),
  rule(
    [
      ...jobKindValues.map((job) => `form${jobChecked(job)} .job-question[data-jobs~="${job}"]`),
      // A fence request with no kind checked (a page of no service, or of a one-kind service, then
      // Fences chosen without script) is a new fence to the server: its questions show until a kind is checked.
      `${serviceChosen('fences')}:not(:has(input[name="job"]:checked)) .job-question[data-jobs~="new"]`,
    ],
    'display: block;',
  ),
];

const dialogChoices = servicesAskingJob.flatMap((service) =>
  jobKinds[service].map((kind) => ({
    service,
    job: kind.value,
    chosen: `${serviceChosen(service, '#quote-dialog')}${jobChecked(kind.value)}`,
  })),
);

const dialogRules = [
  rule(['.dialog-title-job'], 'display: none;'),
  rule(
    dialogChoices.map(
      ({ service, job, chosen }) => `${chosen} .dialog-title-job[data-service="${service}"][data-job="${job}"]`,
    ),
    'display: inline;',
  ),
  rule(
    dialogChoices.map(({ chosen }) => `${chosen} .dialog-title-general`),
    'display: none;',
  ),
];

/** The stylesheet, in the same cascade layer as the site's other components (src/styles/main.css). */
const stylesheet = `@layer components {\n${[...formRules, ...dialogRules].join('')}}\n`;

export default stylesheet;

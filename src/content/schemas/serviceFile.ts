/**
 * A service as the owner keeps it: one file per service, content/services/<service>.json, read by
 * src/content/serviceFiles.ts. It owns everything the quote form and the thank-you pages say about
 * the service: its name in the form, the pages that start the form with it chosen, its kinds of job
 * (the choice, the dialog's title, the pages that choose it, the name of the request and the steps
 * after it) and its follow-up questions. Words may name a fact by its placeholder ("{reply}", "{phone}").
 *
 * The ids (of a kind of job, a question, an option) are stored with every request: the owner keeps
 * them (docs/decisions.md 17), and a new question or option gets a new one. A kind of job is one the
 * code knows (src/content/serviceIds.ts), as the visit times and the thank-you pages' addresses are keyed by it.
 * Node only, like every zod import.
 */
import { z } from 'zod';
import { jobKindValues, type JobKind } from '../serviceIds';
import { copyText } from './pageFile';
import { sitePath } from './shapes';

/** Visible words, with the editor's label and hint (the placeholders are listed after the hint). */
const words = (title: string, description: string) =>
  copyText.meta({ title, description: `${description} ${z.globalRegistry.get(copyText)?.description ?? ''}` });

/**
 * A kind of job, by its id: one the code knows. Text rather than a choice in the editor, as the build
 * also refuses a kind listed twice or out of order, which a choice of every id would let through.
 */
const jobId = z
  .string()
  .meta({
    title: 'Kind of job',
    description: `Stored with every request; the visit times and the thank-you page’s address follow it. Keep it as it is (one of ${jobKindValues.join(', ')}).`,
  });

/** The kinds of job the code knows. */
const isJobKind = (id: string): id is JobKind => (jobKindValues as readonly string[]).includes(id);
const unknownJobKind = `Write one of the kinds of job the site knows: ${jobKindValues.join(', ')}`;

/** A follow-up field's name in the form and the lead, camelCase: "fenceLength". */
export const questionId = z
  .string()
  .regex(/^[a-z][a-zA-Z]*$/, 'Write the question’s id in camelCase letters, like "fenceLength"')
  .meta({
    title: 'Question id',
    description:
      'Stored with every answer: keep it as it is. A new question needs an id of its own, in camelCase letters, like "fenceColor".',
    patternMessage: 'Write the question’s id in camelCase letters, like "fenceLength"',
  });

/** An answer offered: the value stored with the request, and the words the visitor reads. */
const option = z.strictObject({
  value: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'Write the value in lowercase letters, digits and hyphens, like "chain-link"')
    .meta({
      title: 'Value',
      description: 'Stored with every answer: keep it as it is; a new answer needs a value of its own.',
      patternMessage: 'Write the value in lowercase letters, digits and hyphens, like "chain-link"',
    }),
  label: words('Answer', 'What the visitor reads.'),
});

/** Two or more answers, no value or words twice. */
const options = z
  .array(option)
  .min(2)
  .readonly()
  .superRefine((list, ctx) => {
    list.forEach((item, i) => {
      if (list.findIndex((other) => other.value === item.value) < i)
        ctx.addIssue({ code: 'custom', path: [i, 'value'], message: 'Give each answer its own value', input: item.value });
      else if (list.findIndex((other) => other.label === item.label) < i)
        ctx.addIssue({ code: 'custom', path: [i, 'label'], message: 'Word each answer differently', input: item.label });
    });
  })
  .meta({ title: 'Answers', singular: 'answer', summary: '{{fields.label}}' });

/** A follow-up question: a list with one answer, or (with `several`) boxes to tick. */
export const serviceQuestionFile = z
  .strictObject({
    id: questionId,
    label: words('Question', 'As the form asks it, like "Fence type".'),
    placeholder: words(
      'Empty choice',
      'What the list shows before an answer is chosen, like "Choose a length" (a question with one answer).',
    ).default('Choose an answer'),
    hint: words(
      'Hint',
      'Shown after the question, like "(choose all that apply)" (a question with several answers).',
    ).default('(choose all that apply)'),
    message: words('Message when it is missing', 'Shown when the question must be answered and is not.'),
    required: z
      .boolean()
      .meta({ title: 'Required', description: 'On: the request cannot be sent without an answer.' }),
    several: z
      .boolean()
      .optional()
      .meta({ title: 'Several answers', description: 'On: boxes to tick; off: a list with one answer.' }),
    jobs: z
      .array(z.enum(jobKindValues))
      .readonly()
      .optional()
      .meta({
        title: 'Asked for',
        description: 'The kinds of job of this service that ask it; none chosen: every kind of the service.',
      }),
    options,
  })
  .meta({ summary: '{{fields.label}}' });
export type ServiceQuestionFile = z.infer<typeof serviceQuestionFile>;

/** The steps after a request: two to five, each once. */
const steps = z
  .array(words('Step', ''))
  .min(2)
  .max(5)
  .readonly()
  .superRefine((list, ctx) => {
    list.forEach((step, i) => {
      if (list.indexOf(step) < i) ctx.addIssue({ code: 'custom', path: [i], message: 'Write each step once', input: step });
    });
  })
  .meta({
    title: 'Steps after a request',
    singular: 'step',
    description:
      'What happens next, in order: on the request’s thank-you page and under the form once it is sent. Once the visitor books an estimate visit online, the first step (how we book it) gives way to the visit’s time.',
  });

const job = z.strictObject({
  id: jobId,
  choice: words('Choice', 'How the form offers this kind of job under "What kind of job?".'),
  dialogTitle: words(
    'Quote dialog title',
    'The quote dialog’s title while this kind of job is chosen; empty: the general title (a service with one kind of job never shows it).',
  ).optional(),
  pages: z
    .array(sitePath)
    .readonly()
    .meta({
      title: 'Pages that choose it',
      singular: 'page',
      description:
        'The quote form opened on one of these pages (or below one) starts with this kind of job chosen, like "/services/fences/repair". A page two kinds list asks which.',
    }),
  requestName: words('Request name', 'The thank-you page’s heading: "Thank you: your <request name> request reached us".'),
  steps,
});
export type ServiceJobFile = z.infer<typeof job>;

/** Problems across the kinds of job of a service: each a kind the code knows, once, in the code's order. */
function checkJobs(jobs: readonly ServiceJobFile[], ctx: z.RefinementCtx) {
  jobs.forEach((kind, i) => {
    const at = [i, 'id'];
    const earlier = jobs.slice(0, i);
    if (!isJobKind(kind.id)) ctx.addIssue({ code: 'custom', path: at, message: unknownJobKind, input: kind.id });
    else if (earlier.some((other) => other.id === kind.id))
      ctx.addIssue({ code: 'custom', path: at, message: 'List each kind of job once', input: kind.id });
    else if (earlier.some((other) => jobKindValues.indexOf(other.id as JobKind) > jobKindValues.indexOf(kind.id as JobKind)))
      ctx.addIssue({
        code: 'custom',
        path: at,
        message: `List the kinds of job in this order: ${jobKindValues.join(', ')}`,
        input: kind.id,
      });
    if (earlier.some((other) => other.choice === kind.choice))
      ctx.addIssue({ code: 'custom', path: [i, 'choice'], message: 'Word each choice differently', input: kind.choice });
  });
}

/** Each question with an id of its own (the answers are stored by it, all services' in one form). */
function checkQuestions(questions: readonly ServiceQuestionFile[], ctx: z.RefinementCtx) {
  questions.forEach((question, i) => {
    if (questions.findIndex((other) => other.id === question.id) < i)
      ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Give each question its own id', input: question.id });
  });
}

/** A question no form asks any more: its words and answers, to show the answers of requests stored with it. */
const oldQuestion = z
  .strictObject({ id: questionId, label: words('Question', 'As the form asked it.'), options })
  .meta({ summary: '{{fields.label}}' });

/** content/services/<service>.json, every service but "Something else". */
export const serviceFile = z
  .strictObject({
    service: words('Service', 'Its name in the quote form’s list of services, like "Fences".'),
    pages: z
      .array(sitePath)
      .readonly()
      .meta({
        title: 'Pages about it',
        singular: 'page',
        description: 'The quote form opened on one of these pages (or below one) starts with this service chosen.',
      }),
    jobs: z
      .array(job)
      .min(1)
      .readonly()
      .superRefine(checkJobs)
      .meta({
        title: 'Kinds of job',
        singular: 'kind of job',
        summary: '{{fields.choice}}',
        description: 'With more than one, the form asks "What kind of job?" and shows each kind’s questions.',
      }),
    questionsTitle: words('Title above the questions', 'Like "About your fence".'),
    questions: z
      .array(serviceQuestionFile)
      .min(1)
      .max(6)
      .readonly()
      .superRefine(checkQuestions)
      .meta({ title: 'Questions', singular: 'question', description: 'The questions the estimator needs answered, up to six.' }),
    oldQuestions: z
      .array(oldQuestion)
      .readonly()
      .optional()
      .meta({
        title: 'Questions no longer asked',
        singular: 'question',
        description: 'Kept so that requests stored with their answers still show them.',
      }),
  });
export type ServiceFile = z.infer<typeof serviceFile>;

/** content/services/other.json: "Something else", one kind of job with no questions and the general steps. */
export const otherServiceFile = z.strictObject({
  service: words('Service', 'Its name in the quote form’s list of services, like "Something else".'),
  choice: words('Choice', 'Its one kind of job, as the form would name it.'),
  dialogTitle: words(
    'General quote dialog title',
    'The quote dialog’s title when no kind of job is chosen: a service with one kind, no service, or a page that asks which.',
  ),
});
export type OtherServiceFile = z.infer<typeof otherServiceFile>;

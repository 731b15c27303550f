/**
 * The services' files (content/services/<service>.json): a mistake in one is refused by the content
 * check, naming the file and the field; a question added to one is asked by the form and checked by
 * the server, with no code changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDataFile, describeProblem } from '../../scripts/contentCheck';
import type * as LeadSchema from '../lib/leadSchema';
import type * as QuoteQuestions from '../lib/quoteQuestions';
import { readServices } from './serviceFiles';
import { dialogQuote } from '../lib/test/quoteLead';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'services-'));
  cpSync('content', path.join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const fencesFile = () => path.join(root, 'content/services/fences.json');
type Json = Record<string, unknown> & { jobs: Record<string, unknown>[]; questions: Record<string, unknown>[] };
/** Changes content/services/fences.json in the temporary copy. */
function editFences(change: (file: Json) => void) {
  const file = JSON.parse(readFileSync(fencesFile(), 'utf8')) as Json;
  change(file);
  writeFileSync(fencesFile(), JSON.stringify(file, null, 2));
}
const problems = () => checkDataFile('services/fences.json', root).map(describeProblem);

describe('a mistake in a service file fails the content check, naming the file and the field', () => {
  test('the files as they are pass', () => {
    expect(problems()).toEqual([]);
    expect(() => readServices(root)).not.toThrow();
  });

  test('an empty choice', () => {
    editFences((file) => (file.jobs[0]!.choice = ' '));
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/services\/fences\.json: jobs\[0\]\.choice: This cannot be empty/),
    ]);
    expect(() => readServices(root)).toThrow('content/services/fences.json has mistakes');
  });

  test('a kind of job the site does not know', () => {
    editFences((file) => (file.jobs[1]!.id = 'replacement'));
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/services\/fences\.json \(line \d+\): jobs\[1\]\.id: Write one of the kinds of job the site knows: new, inspection, repair, staining, maintenance \(got "replacement"\)/,
      ),
    ]);
  });

  test('a kind of job listed twice', () => {
    editFences((file) => (file.jobs[2]!.id = 'repair'));
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/services\/fences\.json \(line \d+\): jobs\[2\]\.id: List each kind of job once/),
    ]);
  });

  test('a question id used twice, and an unknown placeholder in a step', () => {
    editFences((file) => {
      file.questions[1]!.id = file.questions[0]!.id;
      (file.jobs[0]!.steps as string[])[0] = 'We call you back from {phnoe}.';
    });
    expect(problems()).toEqual([
      expect.stringMatching(/jobs\[0\]\.steps\[0\]: The placeholder \{phnoe\} is not one the site knows/),
      expect.stringMatching(/questions\[1\]\.id: Give each question its own id \(got "fenceType"\)/),
    ]);
  });
});

describe('a question added to a service file', () => {
  const fenceColor = {
    id: 'fenceColor',
    label: 'Fence color',
    placeholder: 'Choose a color',
    message: 'Choose a fence color.',
    required: true,
    jobs: ['staining'],
    options: [
      { value: 'natural', label: 'Natural cedar' },
      { value: 'dark', label: 'Dark walnut' },
    ],
  };

  /** The lead schema and the form's questions, loaded from the temporary copy's services. */
  function loadFromCopy() {
    let modules: { leadSchema: typeof LeadSchema; quoteQuestions: typeof QuoteQuestions } | undefined;
    jest.isolateModules(() => {
      jest.doMock('./serviceFiles', () => {
        const actual = jest.requireActual<typeof import('./serviceFiles')>('./serviceFiles');
        return { ...actual, readServices: () => actual.readServices(root) };
      });
      modules = {
        leadSchema: jest.requireActual<typeof LeadSchema>('../lib/leadSchema'),
        quoteQuestions: jest.requireActual<typeof QuoteQuestions>('../lib/quoteQuestions'),
      };
    });
    return modules!;
  }

  const staining = { ...dialogQuote, service: 'fences', job: 'staining' };

  test('is asked by the form for its kind of job, and the server requires and checks its answer', () => {
    editFences((file) => file.questions.push(fenceColor));
    const { leadSchema, quoteQuestions } = loadFromCopy();
    expect(quoteQuestions.questionsFor('fences', 'staining').map((question) => question.label)).toContain('Fence color');
    expect(quoteQuestions.questionsFor('fences', 'repair').map((question) => question.label)).not.toContain('Fence color');

    expect(leadSchema.validateLead({ ...staining, fenceColor: 'dark' })).toMatchObject({
      ok: true,
      lead: { fenceColor: 'dark' },
    });
    expect(leadSchema.validateLead({ ...staining, fenceColor: '' })).toEqual({
      ok: false,
      errors: { fenceColor: 'Choose a fence color.' },
    });
    expect(leadSchema.validateLead({ ...staining, fenceColor: 'purple' })).toEqual({
      ok: false,
      errors: { fenceColor: 'Choose a fence color.' },
    });
  });

  test('is not known to the server until it is in the file', () => {
    const { leadSchema } = loadFromCopy();
    expect(leadSchema.validateLead({ ...staining, fenceColor: 'dark' }).ok).toBe(false);
  });
});

test('in the editor, a service’s questions and each question’s answers are lists the owner adds to, and a kind of job its steps', async () => {
  const { cmsFieldsFor } = await import('../../scripts/cms/cmsFields');
  const { serviceFile } = await import('./schemas/serviceFile');
  const fields = cmsFieldsFor(serviceFile, 'services/fences.json');
  const field = (list: typeof fields, name: string) => list.find((candidate) => candidate.name === name)!;
  const questions = field(fields, 'questions');
  expect(questions).toMatchObject({ widget: 'list', label: 'Questions', label_singular: 'question' });
  expect(field(questions.fields!, 'options')).toMatchObject({ widget: 'list', label: 'Answers', label_singular: 'answer' });
  expect(field(questions.fields!, 'jobs')).toMatchObject({ widget: 'select', multiple: true });
  const jobs = field(fields, 'jobs');
  expect(field(jobs.fields!, 'steps')).toMatchObject({ widget: 'list', label_singular: 'step' });
  expect(field(jobs.fields!, 'id').hint).toMatch(/Keep it as it is/);
});

import { jobKinds, jobKindValues, servicesAskingJob, type JobKind, type JobKindOption } from '../content/jobKinds';
import { serviceOptions, type ServiceValue } from '../content/quoteOptions';
import { serviceQuestionNames, serviceQuestions } from '../content/serviceQuestions';
import { leadMessages, validateLead } from './leadSchema';
import { isSeveral, jobValuesOf, questionsFor, type Question } from './quoteQuestions';
import { jobKindForPath, quotePreselection, serviceForPath } from './serviceForPath';
import { registry } from '../content/registry';
import quoteChoicesStylesheet from '../styles/quoteChoices.style';
import { dialogQuote } from './test/quoteLead';

const shared = dialogQuote;

/** Every service and kind of job pair. */
const serviceJobs = serviceOptions.flatMap((o) => jobValuesOf(o.value).map((job) => [o.value, job] as const));

/** What the service form posts: every group's fields, empty, as a urlencoded post without script does. */
const everyGroupEmpty = Object.fromEntries(serviceQuestionNames.map((name) => [name, '']));

/** The first option of a question, as the form posts it (a list for checkboxes). */
const firstAnswer = (question: Question) =>
  isSeveral(question) ? [question.options[0]!.value] : question.options[0]!.value;

/** The first option of each question the job asks. */
const answersFor = (service: ServiceValue, job: JobKind) =>
  Object.fromEntries(questionsFor(service, job).map((q) => [q.name, firstAnswer(q)]));

describe('the quote union, keyed by service and kind of job', () => {
  test.each(serviceJobs)(
    '%s, %s: valid with its own answers; the stored lead holds the service, the job and only its answers',
    (service, job) => {
      const result = validateLead({ ...shared, ...everyGroupEmpty, service, job, ...answersFor(service, job) });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.lead).toMatchObject({ kind: 'quote', service, job, ...answersFor(service, job) });
      const own: string[] = questionsFor(service, job).map((q) => q.name);
      for (const name of serviceQuestionNames) if (!own.includes(name)) expect(result.lead).not.toHaveProperty(name);
    },
  );

  test.each(serviceJobs.filter(([service, job]) => questionsFor(service, job).some((q) => q.required)))(
    '%s, %s: a missing required answer is refused with its own message',
    (service, job) => {
      for (const question of questionsFor(service, job).filter((q) => q.required)) {
        const answers = { ...answersFor(service, job), [question.name]: '' };
        const result = validateLead({ ...shared, ...everyGroupEmpty, service, job, ...answers });
        expect(result).toEqual({ ok: false, errors: { [question.name]: question.message } });
      }
    },
  );

  test.each(serviceJobs)('%s, %s: optional answers may be skipped', (service, job) => {
    const requiredOnly = Object.fromEntries(
      questionsFor(service, job)
        .filter((q) => q.required)
        .map((q) => [q.name, firstAnswer(q)]),
    );
    expect(validateLead({ ...shared, service, job, ...requiredOnly }).ok).toBe(true);
  });

  test('every kind of job of every service but "Something else" asks one to three questions', () => {
    for (const [service, job] of serviceJobs) {
      const questions = questionsFor(service, job);
      if (service === 'other') expect(questions).toHaveLength(0);
      else {
        expect(questions.length).toBeGreaterThanOrEqual(1);
        expect(questions.length).toBeLessThanOrEqual(3);
      }
    }
  });

  test('every question is asked by some kind of job of its service', () => {
    for (const { value } of serviceOptions)
      for (const question of serviceQuestions[value].questions as readonly Question[])
        expect(jobValuesOf(value).some((job) => questionsFor(value, job).includes(question))).toBe(true);
  });

  test('the answers of services not chosen are ignored, even when filled in', () => {
    const foreign = { ...answersFor('fences', 'new'), ...answersFor('artificial-turf', 'new') };
    const result = validateLead({
      ...shared,
      service: 'foundation-repair',
      job: 'inspection',
      ...answersFor('foundation-repair', 'inspection'),
      ...foreign,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lead).not.toHaveProperty('fenceType');
    expect(result.lead).not.toHaveProperty('turfArea');
  });

  test('the answers of the other kinds of job of the chosen service are dropped, even when filled in', () => {
    const result = validateLead({
      ...shared,
      ...everyGroupEmpty,
      service: 'fences',
      job: 'repair',
      fenceType: 'cedar',
      fenceLength: '100-200',
      fenceProblems: ['leaning'],
    });
    expect(result).toMatchObject({ ok: true, lead: { service: 'fences', job: 'repair', fenceProblems: ['leaning'] } });
    if (!result.ok) return;
    expect(result.lead).not.toHaveProperty('fenceType');
    expect(result.lead).not.toHaveProperty('fenceLength');
  });

  test('a fence repair is valid without fence type or length, with what is wrong', () => {
    const result = validateLead({
      ...shared,
      ...everyGroupEmpty,
      service: 'fences',
      job: 'repair',
      fenceProblems: ['leaning', 'storm'],
    });
    expect(result).toMatchObject({ ok: true, lead: { job: 'repair', fenceProblems: ['leaning', 'storm'] } });
    expect(validateLead({ ...shared, ...everyGroupEmpty, service: 'fences', job: 'repair' })).toEqual({
      ok: false,
      errors: { fenceProblems: 'Choose at least one thing that is wrong with the fence.' },
    });
  });

  test('several signs: a list, a single value (one box ticked in a form post), duplicates folded, none at all', () => {
    const foundation = { ...shared, service: 'foundation-repair', job: 'inspection' };
    expect(validateLead({ ...foundation, foundationSymptoms: ['cracks', 'sticking-doors'] })).toMatchObject({
      ok: true,
      lead: { foundationSymptoms: ['cracks', 'sticking-doors'] },
    });
    expect(validateLead({ ...foundation, foundationSymptoms: 'cracks' })).toMatchObject({
      ok: true,
      lead: { foundationSymptoms: ['cracks'] },
    });
    expect(validateLead({ ...foundation, foundationSymptoms: ['gaps', 'gaps', ''] })).toMatchObject({
      ok: true,
      lead: { foundationSymptoms: ['gaps'] },
    });
    const none = validateLead({ ...foundation, foundationSymptoms: [] });
    expect(none).toMatchObject({ ok: true });
    expect(none.ok && (none.lead as Record<string, unknown>).foundationSymptoms).toBeUndefined();
    expect(validateLead({ ...foundation, foundationSymptoms: ['cracks', 'ghosts'] })).toEqual({
      ok: false,
      errors: { foundationSymptoms: 'Choose what you are seeing.' },
    });
    expect(validateLead({ ...foundation, foundationSymptoms: [{ a: 1 }] })).toMatchObject({
      ok: false,
      errors: { foundationSymptoms: expect.any(String) },
    });
  });

  test('a job the service does not have, or none where the service asks, is refused with a clear message', () => {
    expect(validateLead({ ...shared, service: 'foundation-repair', job: 'staining' })).toEqual({
      ok: false,
      errors: { job: leadMessages.job },
    });
    expect(validateLead({ ...shared, service: 'irrigation', irrigationZones: '1-4' })).toEqual({
      ok: false,
      errors: { job: leadMessages.job },
    });
    expect(validateLead({ ...shared, service: 'landscaping', job: 'demolition', landscapingWork: 'sod' })).toEqual({
      ok: false,
      errors: { job: leadMessages.job },
    });
    // The other problems are listed with it, in form order.
    const result = validateLead({ ...shared, firstName: '', service: 'fences', job: 'pool' });
    expect(result).toEqual({ ok: false, errors: { firstName: leadMessages.firstName, job: leadMessages.job } });
  });

  test('a service with one kind of job never asks it: its leads are that kind, whatever a hidden radio posted', () => {
    expect(validateLead({ ...shared, service: 'landscaping', landscapingWork: 'sod' })).toMatchObject({
      ok: true,
      lead: { service: 'landscaping', job: 'new' },
    });
    expect(validateLead({ ...shared, service: 'artificial-turf', job: 'repair', turfArea: 'unsure' })).toMatchObject({
      ok: true,
      lead: { service: 'artificial-turf', job: 'new' },
    });
  });

  test('a foundation-repair lead needs no fence field at all', () => {
    expect(validateLead({ ...shared, service: 'foundation-repair', job: 'repair' })).toMatchObject({
      ok: true,
      lead: { service: 'foundation-repair', job: 'repair' },
    });
  });

  test('a new fence without a fence type is refused with a clear field error', () => {
    expect(
      validateLead({ ...shared, ...everyGroupEmpty, service: 'fences', job: 'new', foundationSymptoms: 'cracks' }),
    ).toEqual({
      ok: false,
      errors: { fenceType: leadMessages.fenceType },
    });
  });

  test('an answer outside its option list is refused', () => {
    expect(validateLead({ ...shared, service: 'irrigation', job: 'maintenance', irrigationService: 'pool' })).toEqual({
      ok: false,
      errors: { irrigationService: 'Choose what you need.' },
    });
    expect(
      validateLead({
        ...shared,
        service: 'irrigation',
        job: 'repair',
        irrigationProblems: 'leak',
        irrigationZones: 'lots',
      }),
    ).toMatchObject({ ok: false, errors: { irrigationZones: expect.any(String) } });
  });

  test('fields no form has are still refused', () => {
    expect(validateLead({ ...shared, service: 'other', colour: 'red' })).toEqual({
      ok: false,
      errors: { colour: leadMessages.unknownField },
    });
  });

  test('no service, or one not offered, is refused; the other problems are listed with it, in form order', () => {
    const result = validateLead({ ...shared, ...everyGroupEmpty, service: '', firstName: '', timeline: '' });
    expect(result).toEqual({
      ok: false,
      errors: { firstName: leadMessages.firstName, service: leadMessages.service, timeline: leadMessages.timeline },
    });
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual(['firstName', 'service', 'timeline']);
    expect(validateLead({ ...shared, service: 'pools' })).toEqual({
      ok: false,
      errors: { service: leadMessages.service },
    });
  });

  test('a quote posted without a service or job field (the fence sales page form) is a new fence request', () => {
    expect(validateLead({ ...shared, fenceType: 'cedar' })).toMatchObject({
      ok: true,
      lead: { service: 'fences', job: 'new', fenceType: 'cedar' },
    });
    expect(validateLead({ ...shared, service: 'fences', job: '', fenceType: 'cedar' })).toMatchObject({
      ok: true,
      lead: { service: 'fences', job: 'new' },
    });
    expect(validateLead({ ...shared })).toEqual({ ok: false, errors: { fenceType: leadMessages.fenceType } });
  });

  test('a lead stored before services existed parses again as a fence request', () => {
    const stored = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(214) 555-0147',
      address: '1 Elm St',
      fenceType: 'ornamental',
      timeline: 'planning',
      privacyConsent: true,
    };
    expect(validateLead({ kind: 'quote', formId: 'sales', idempotencyKey: 'key-12345678', ...stored })).toMatchObject({
      ok: true,
      lead: { service: 'fences', fenceType: 'ornamental' },
    });
  });
});

describe('the kinds of job', () => {
  test('each service lists its kinds in the order of jobKindValues (one radio per kind serves every service)', () => {
    for (const { value } of serviceOptions) {
      const order = jobValuesOf(value).map((job) => jobKindValues.indexOf(job));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  test('the services that ask are those with more than one kind', () => {
    expect(servicesAskingJob).toEqual(['fences', 'irrigation', 'foundation-repair']);
  });

  const expected: Record<string, [ServiceValue, JobKind | '', string] | null> = {
    '/': null,
    '/services/fences': ['fences', 'new', 'Request your free fence quote'],
    '/services/fences/repair': ['fences', 'repair', 'Request a fence repair'],
    '/services/fences/staining': ['fences', 'staining', 'Request a fence staining quote'],
    '/services/fences/gates': ['fences', 'new', 'Request your free fence quote'],
    // Sprinkler repair and maintenance: two jobs named, so its form asks which.
    '/services/irrigation/maintenance': ['irrigation', '', 'Request your free quote'],
    '/services/irrigation/smart-controllers': ['irrigation', 'maintenance', 'Request a sprinkler check-up'],
    '/services/foundation-repair': ['foundation-repair', 'inspection', 'Book your free foundation inspection'],
    '/services/foundation-repair/crack-repair': [
      'foundation-repair',
      'inspection',
      'Book your free foundation inspection',
    ],
    '/services/landscaping': ['landscaping', 'new', 'Request your free quote'],
  };
  test.each(Object.entries(expected))('%s preselects %j', (route, preselection) => {
    expect(quotePreselection(route)).toEqual(
      preselection && { service: preselection[0], job: preselection[1], dialogTitle: preselection[2] },
    );
  });

  test('every page a kind lists is in the page registry and preselects that kind, or none when two kinds list it', () => {
    const paths = new Set(registry.map((r) => r.path));
    for (const service of Object.keys(jobKinds) as ServiceValue[])
      for (const kind of jobKinds[service])
        for (const page of kind.pages) {
          expect(paths).toContain(page);
          const listing = (jobKinds[service] as readonly JobKindOption[]).filter((other) => other.pages.includes(page));
          expect(jobKindForPath(page, service)?.value ?? '').toBe(listing.length > 1 ? '' : kind.value);
        }
  });
});

describe('the page a quote form is on preselects its service', () => {
  const expected: Record<string, ServiceValue | null> = {
    '/': null,
    '/contact': null,
    '/gallery': null,
    '/portfolio': null,
    '/about': null,
    '/services/fences': 'fences',
    '/services/fences/sales': 'fences',
    '/services/fences/gates': 'fences',
    '/case-studies/ranch-style-fence': 'fences',
    '/services/landscaping/clean-up': 'landscaping',
    '/services/design': 'landscape-design',
    '/services/landscape-design': 'landscape-design',
    '/services/garden-design': 'landscape-design',
    '/garden-design-process': 'landscape-design',
    '/services/design/process': 'landscape-design',
    '/services/irrigation/smart-controllers': 'irrigation',
    '/services/artificial-turf/pet-friendly': 'artificial-turf',
    '/services/foundation-repair': 'foundation-repair',
    '/services/foundation-repair/drainage': 'foundation-repair',
    '/services/outdoor-living': 'outdoor-living',
    '/custom-outdoor-kitchen-design-dallas': 'outdoor-living',
  };
  test.each(Object.entries(expected))('%s -> %s', (route, service) => {
    expect(serviceForPath(route)).toBe(service);
  });

  test('every page a service lists is in the page registry', () => {
    const paths = new Set(registry.map((r) => r.path));
    for (const option of serviceOptions) for (const page of option.pages) expect(paths).toContain(page);
  });

  test('every service page and every page below one preselects a service', () => {
    for (const route of registry.filter((r) => r.path.startsWith('/services/')))
      expect(serviceForPath(route.path)).not.toBeNull();
  });
});

test('the stylesheet shows the follow-up group of every service, the job question where it is asked, each kind and the questions of each job', () => {
  const css = quoteChoicesStylesheet.replace(/\s+/g, ' ');
  const serviceChosen = (value: string) => `form:has(select[name="service"] > option[value="${value}"]:checked)`;
  for (const { value } of serviceOptions) {
    if (serviceQuestions[value].questions.length > 0)
      expect(css).toContain(`${serviceChosen(value)} .service-questions[data-service="${value}"]`);
    if (servicesAskingJob.includes(value)) {
      expect(css).toContain(`${serviceChosen(value)} .job-choice`);
      expect(css).toContain(`${serviceChosen(value)} .job-option[data-services~="${value}"]`);
      expect(css).toContain(`${serviceChosen(value)} .job-label[data-service="${value}"]`);
    }
  }
  for (const job of jobKindValues)
    expect(css).toContain(`form:has(input[name="job"][value="${job}"]:checked) .job-question[data-jobs~="${job}"]`);
  // With no kind checked, a fence request is a new fence (the schema's default): its questions show.
  expect(css).toContain(
    `${serviceChosen('fences')}:not(:has(input[name="job"]:checked)) .job-question[data-jobs~="new"]`,
  );
});

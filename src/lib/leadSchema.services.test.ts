import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceOptions, type ServiceValue } from '../content/quoteOptions';
import { serviceQuestionNames, serviceQuestions } from '../content/serviceQuestions';
import { leadMessages, validateLead } from './leadSchema';
import { serviceForPath } from './serviceForPath';
import { routes } from '../routes';

const shared = {
  kind: 'quote',
  formId: 'dialog',
  idempotencyKey: 'key-12345678',
  formToken: '',
  website: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '214-555-0147',
  address: '1 Elm St, Dallas TX',
  timeline: '1month',
  message: '',
  referralSource: '',
  privacyConsent: 'yes',
};

const questionsOf = (service: ServiceValue) => serviceQuestions[service].questions;

/** What the service form posts: every group's fields, empty, as a urlencoded post without script does. */
const everyGroupEmpty = Object.fromEntries(serviceQuestionNames.map((name) => [name, '']));

/** The first option of each of the service's questions. */
const answersFor = (service: ServiceValue) =>
  Object.fromEntries(questionsOf(service).map((q) => [q.name, q.options[0]!.value]));

describe('the quote union, keyed by service', () => {
  test.each(serviceOptions.map((o) => o.value))(
    '%s: valid with its own answers; the stored lead holds the service and only its answers',
    (service) => {
      const result = validateLead({ ...shared, ...everyGroupEmpty, service, ...answersFor(service) });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.lead).toMatchObject({ kind: 'quote', service, ...answersFor(service) });
      const own: string[] = questionsOf(service).map((q) => q.name);
      for (const name of serviceQuestionNames) if (!own.includes(name)) expect(result.lead).not.toHaveProperty(name);
    },
  );

  test.each(serviceOptions.map((o) => o.value).filter((s) => questionsOf(s).some((q) => q.required)))(
    '%s: a missing required answer is refused with its own message',
    (service) => {
      for (const question of questionsOf(service).filter((q) => q.required)) {
        const answers = { ...answersFor(service), [question.name]: '' };
        const result = validateLead({ ...shared, ...everyGroupEmpty, service, ...answers });
        expect(result).toEqual({ ok: false, errors: { [question.name]: question.message } });
      }
    },
  );

  test.each(serviceOptions.map((o) => o.value))('%s: optional answers may be skipped', (service) => {
    const requiredOnly = Object.fromEntries(
      questionsOf(service)
        .filter((q) => q.required)
        .map((q) => [q.name, q.options[0]!.value]),
    );
    expect(validateLead({ ...shared, service, ...requiredOnly }).ok).toBe(true);
  });

  test('every service but "Something else" asks one to three questions, at least one of them required', () => {
    for (const { value } of serviceOptions) {
      const questions = questionsOf(value);
      if (value === 'other') expect(questions).toHaveLength(0);
      else {
        expect(questions.length).toBeGreaterThanOrEqual(1);
        expect(questions.length).toBeLessThanOrEqual(3);
        expect(questions.some((q) => q.required)).toBe(true);
      }
    }
  });

  test('the answers of services not chosen are ignored, even when filled in', () => {
    const foreign = { ...answersFor('fences'), ...answersFor('artificial-turf') };
    const result = validateLead({
      ...shared,
      service: 'foundation-repair',
      ...answersFor('foundation-repair'),
      ...foreign,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lead).not.toHaveProperty('fenceType');
    expect(result.lead).not.toHaveProperty('turfArea');
  });

  test('a foundation-repair lead needs no fence field at all', () => {
    expect(
      validateLead({ ...shared, service: 'foundation-repair', foundationSymptom: 'sticking-doors' }),
    ).toMatchObject({ ok: true, lead: { service: 'foundation-repair' } });
  });

  test('a fence lead without a fence type is refused with a clear field error', () => {
    expect(validateLead({ ...shared, ...everyGroupEmpty, service: 'fences', foundationSymptom: 'cracks' })).toEqual({
      ok: false,
      errors: { fenceType: leadMessages.fenceType },
    });
  });

  test('an answer outside its option list is refused', () => {
    expect(validateLead({ ...shared, service: 'irrigation', irrigationNeed: 'pool' })).toEqual({
      ok: false,
      errors: { irrigationNeed: 'Choose the kind of irrigation work.' },
    });
    expect(
      validateLead({ ...shared, service: 'irrigation', irrigationNeed: 'repair', irrigationZones: 'lots' }),
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

  test('a quote posted without a service field (the fence sales page form) is a fence request', () => {
    expect(validateLead({ ...shared, fenceType: 'cedar' })).toMatchObject({
      ok: true,
      lead: { service: 'fences', fenceType: 'cedar' },
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
    const paths = new Set(routes.map((r) => r.path));
    for (const option of serviceOptions) for (const page of option.pages) expect(paths).toContain(page);
  });

  test('every service page and every page below one preselects a service', () => {
    for (const route of routes.filter((r) => r.path.startsWith('/services/')))
      expect(serviceForPath(route.path)).not.toBeNull();
  });
});

test('the stylesheet shows the follow-up group of every service that has one', () => {
  // Whitespace folded: a formatter may break a long selector across lines.
  const css = readFileSync(path.resolve(__dirname, '../styles/main.css'), 'utf8').replace(/\s+/g, ' ');
  for (const { value } of serviceOptions) {
    const rule = `form:has(select[name="service"] > option[value="${value}"]:checked) .service-questions[data-service="${value}"]`;
    if (questionsOf(value).length > 0) expect(css).toContain(rule);
  }
});

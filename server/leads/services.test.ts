/**
 * Quote requests per service, through the real server: validation by service, the per-service inbox,
 * and what the e-mail, the webhook and the operator CLI show; leads stored before quote requests
 * named a service still read as the fence requests they were.
 */
import type { FastifyInstance } from 'fastify';
import { leadMessages } from '../../src/lib/leadSchema';
import { leadConfigFromEnv } from './config';
import { toCsv, toJson, toList } from './export';
import { buildLeadEmail } from './mailer';
import { openSqliteStore } from './sqliteStore';
import type { LeadRecord } from './store';
import { notifyingServers, startSmtpSink, type SmtpSink } from './test/fixtures';
import { webhookPayload } from './webhook';

const { tempDb, removeTempDirs, config, start, postLead } = notifyingServers('services', 'services-secret');
afterAll(removeTempDirs);

function post(app: FastifyInstance, fields: Record<string, unknown>) {
  return postLead(app, {
    kind: 'quote',
    formId: 'dialog',
    firstName: 'Ana',
    lastName: 'Reyes',
    email: 'ana@example.com',
    phone: '2145550190',
    address: '12 Oak Ln, Garland TX',
    timeline: '1month',
    privacyConsent: true,
    ...fields,
  });
}

describe('quote requests by service, through the server', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  let file: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    file = tempDb();
    app = await start(
      config(file, { smtpUrl: sink.url, serviceNotifyTo: { 'foundation-repair': 'foundations@blackland.test' } }),
    );
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('stores and e-mails a foundation-repair lead with no fence field, to the foundation inbox', async () => {
    const response = await post(app, {
      service: 'foundation-repair',
      foundationSymptom: 'sloping-floors',
      foundationType: 'pier-beam',
      fenceType: '',
      turfArea: '',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;

    const stored = (await openSqliteStore(file).listLeads()).find((lead) => lead.id === id);
    expect(stored?.data).toEqual(
      expect.objectContaining({
        service: 'foundation-repair',
        foundationSymptom: 'sloping-floors',
        foundationType: 'pier-beam',
      }),
    );
    expect(stored?.data).not.toHaveProperty('fenceType');

    const mails = await sink.waitFor(1);
    const mail = mails.find((m) => m.headers['x-lead-id'] === id)!;
    expect(mail.to).toEqual(['foundations@blackland.test']);
    expect(mail.headers.subject).toBe(
      'New quote request (Foundation repair): Ana Reyes (Sloping or uneven floors, within 1 month)',
    );
    for (const line of [
      'Service: Foundation repair',
      'What are you seeing?: Sloping or uneven floors (sloping-floors)',
      'Foundation type: Pier and beam (crawl space) (pier-beam)',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('Fence type');
  });

  it('sends a service without its own inbox to the general one', async () => {
    const response = await post(app, { service: 'irrigation', irrigationNeed: 'controller' });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    const mails = await sink.waitFor(2);
    const mail = mails.find((m) => m.headers['x-lead-id'] === id)!;
    expect(mail.to).toEqual(['office@blackland.test']);
    expect(mail.headers.subject).toBe(
      'New quote request (Irrigation): Ana Reyes (A new or smart controller, within 1 month)',
    );
  });

  it('refuses a fence lead without a fence type with a field error', async () => {
    const response = await post(app, { service: 'fences', fenceLength: '100-200' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ fenceType: leadMessages.fenceType });
  });

  it('refuses a lead without a service, naming the field', async () => {
    const response = await post(app, { service: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ service: leadMessages.service });
  });
});

describe('per-service inboxes from the environment', () => {
  it('reads LEAD_NOTIFY_TO_<SERVICE> for each service, ignoring blanks', () => {
    const cfg = leadConfigFromEnv({
      LEAD_NOTIFY_TO_FOUNDATION_REPAIR: ' slabs@example.com ',
      LEAD_NOTIFY_TO_ARTIFICIAL_TURF: '',
      LEAD_NOTIFY_TO_FENCES: 'fences@example.com',
    });
    expect(cfg.serviceNotifyTo).toEqual({ 'foundation-repair': 'slabs@example.com', fences: 'fences@example.com' });
    expect(leadConfigFromEnv({}).serviceNotifyTo).toEqual({});
  });
});

const record = (data: Record<string, unknown>): LeadRecord => ({
  id: 'lead-9',
  idempotencyKey: 'key-00000009',
  kind: 'quote',
  formId: 'dialog',
  data,
  spamReason: null,
  ip: null,
  userAgent: null,
  page: '/services/artificial-turf/pet-friendly',
  createdAt: Date.UTC(2026, 4, 6, 7, 8, 9),
  jobs: [],
});

const person = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(214) 555-0147',
  address: '1 Elm St',
  timeline: 'planning',
  privacyConsent: true,
};

describe('what a lead shows, by service', () => {
  const turf = record({ ...person, service: 'artificial-turf', turfArea: '500-1000', turfPets: 'yes' });

  it('e-mail, webhook, list and CSV name the service and its answers', () => {
    const email = buildLeadEmail(turf);
    expect(email.subject).toBe('New quote request (Artificial turf): Ada Lovelace (500 to 1,000 sq ft, just planning)');
    expect(email.text).toContain(
      'Service: Artificial turf\nApproximate area: 500 to 1,000 sq ft (500-1000)\nDogs or other pets on it?: Yes, pets will use it (yes)\nTimeline:',
    );
    expect(email.html).toContain(
      '<th style="padding:4px 12px 4px 0;vertical-align:top;text-align:left">Approximate area</th>',
    );

    expect(webhookPayload(turf)).toMatchObject({
      service: { value: 'artificial-turf', label: 'Artificial turf' },
      answers: [
        { name: 'turfArea', label: 'Approximate area', value: '500-1000', text: '500 to 1,000 sq ft' },
        { name: 'turfPets', label: 'Dogs or other pets on it?', value: 'yes', text: 'Yes, pets will use it' },
      ],
      fields: { service: 'artificial-turf', turfArea: '500-1000' },
    });

    expect(toList([turf])).toContain(
      '  Artificial turf: 500 to 1,000 sq ft, Yes, pets will use it; planning; 1 Elm St',
    );
    const [header, row] = toCsv([turf]).split('\r\n');
    const columns = header!.split(',');
    const cells = row!.split(',');
    expect(cells[columns.indexOf('service')]).toBe('artificial-turf');
    expect(cells[columns.indexOf('turfArea')]).toBe('500-1000');
    expect(cells[columns.indexOf('turfPets')]).toBe('yes');
    expect(cells[columns.indexOf('fenceType')]).toBe('');
    expect(JSON.parse(toJson([turf]))[0]).toMatchObject({ service: 'artificial-turf', data: { turfArea: '500-1000' } });
  });

  it('a skipped optional answer shows as not given', () => {
    const email = buildLeadEmail(record({ ...person, service: 'landscaping', landscapingWork: 'sod' }));
    expect(email.text).toContain('Where on the property?: (not given)');
  });

  it('"Something else" has no follow-up answers', () => {
    const other = record({ ...person, service: 'other', message: 'A retaining wall' });
    expect(buildLeadEmail(other).subject).toBe('New quote request (Something else): Ada Lovelace (just planning)');
    expect(webhookPayload(other)).toMatchObject({ service: { value: 'other', label: 'Something else' }, answers: [] });
    expect(toList([other])).toContain('  Something else; planning; 1 Elm St');
  });

  it('a lead stored before services existed reads as the fence request it was', () => {
    const old = record({ ...person, fenceType: 'cedar' });
    const email = buildLeadEmail(old);
    expect(email.subject).toBe('New quote request (Fences): Ada Lovelace (Cedar wood, just planning)');
    expect(email.text).toContain('Service: Fences\nFence type: Cedar wood (cedar)\nApproximate length: (not given)');
    expect(webhookPayload(old)).toMatchObject({
      service: { value: 'fences', label: 'Fences' },
      answers: [
        { name: 'fenceType', value: 'cedar', text: 'Cedar wood' },
        { name: 'fenceLength', value: null },
      ],
    });
    expect(toList([old])).toContain('  Fences: Cedar wood; planning; 1 Elm St');
    const [header, row] = toCsv([old]).split('\r\n');
    expect(row!.split(',')[header!.split(',').indexOf('service')]).toBe('fences');
    expect(JSON.parse(toJson([old]))[0]).toMatchObject({ service: 'fences', data: { fenceType: 'cedar' } });
  });

  it('a contact message has no service', () => {
    const contact: LeadRecord = {
      ...record({ name: 'Bo', phone: '(214) 555-0147', message: 'Hello' }),
      kind: 'contact',
    };
    expect(webhookPayload(contact)).toMatchObject({ service: null, answers: [] });
    expect(buildLeadEmail(contact).text).not.toContain('Service:');
  });
});

/**
 * Quote requests per service and kind of job, through the real server: validation by service and
 * job, several answers to one question (a JSON list, or a urlencoded field repeated once per box
 * ticked, or given once), the per-service inbox, and what the e-mail, the webhook and the operator
 * CLI show; leads stored before quote requests named a service or a job still read as they were.
 */
import type { FastifyInstance } from 'fastify';
import { pricingTiers } from '../../src/content/pricing';
import { leadMessages } from '../../src/lib/leadSchema';
import { leadConfigFromEnv } from './config';
import { toCsv, toJson, toList } from './export';
import { responsePromise } from '../../src/content/business';
import { buildLeadEmail } from './mailer';
import { openSqliteStore } from './sqliteStore';
import type { LeadRecord } from './store';
import { jobKinds } from '../../src/content/jobKinds';
import { notifyingServers, startSmtpSink, type ReceivedMail, type SmtpSink } from './test/fixtures';
import { signFormToken } from './tokens';
import { webhookPayload } from './webhook';

const { tempDb, removeTempDirs, config, start, postLead } = notifyingServers('services', 'services-secret');
afterAll(removeTempDirs);

/** The fence estimator's example: 150 ft of the residential Premium package, "$5,250" at $35 a foot. */
const premium = pricingTiers.residential.find((tier) => tier.id === 'premium')!;
const premiumFor150 = `$${(premium.pricePerFoot * 150).toLocaleString('en-US')}`;

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

  it('stores and e-mails a foundation inspection with two signs and no fence field, to the foundation inbox', async () => {
    const response = await post(app, {
      service: 'foundation-repair',
      job: 'inspection',
      foundationSymptoms: ['sloping-floors', 'sticking-doors'],
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
        job: 'inspection',
        foundationSymptoms: ['sloping-floors', 'sticking-doors'],
        foundationType: 'pier-beam',
      }),
    );
    expect(stored?.data).not.toHaveProperty('fenceType');

    // The owner's e-mail and the visitor's receipt.
    const mails = await sink.waitFor(2);
    const mail = mails.find((m) => m.headers['x-lead-id'] === id)!;
    expect(mail.to).toEqual(['foundations@blackland.test']);
    expect(mail.headers.subject).toBe(
      'New quote request (Foundation repair, inspection): Ana Reyes (Sloping or uneven floors; Doors or windows that stick, within 1 month)',
    );
    for (const line of [
      'Service: Foundation repair',
      'Kind of job: A free inspection: find out what is wrong',
      'What are you seeing?: Sloping or uneven floors (sloping-floors); Doors or windows that stick (sticking-doors)',
      'Foundation type: Pier and beam (crawl space) (pier-beam)',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('Fence type');
  });

  it('sends a service without its own inbox to the general one', async () => {
    const response = await post(app, { service: 'irrigation', job: 'maintenance', irrigationService: 'controller' });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    // Two owner e-mails and the visitors' two receipts.
    const mails = await sink.waitFor(4);
    const mail = mails.find((m) => m.headers['x-lead-id'] === id)!;
    expect(mail.to).toEqual(['office@blackland.test']);
    expect(mail.headers.subject).toBe(
      'New quote request (Irrigation, maintenance): Ana Reyes (A new or smart controller, within 1 month)',
    );
  });

  it('refuses a new fence without a fence type with a field error', async () => {
    const response = await post(app, { service: 'fences', job: 'new', fenceLength: '100-200' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ fenceType: leadMessages.fenceType });
  });

  it('stores a fence repair without fence type or length, and refuses a job the service does not have', async () => {
    const response = await post(app, {
      service: 'fences',
      job: 'repair',
      fenceProblems: ['leaning', 'storm'],
      fenceType: '',
      fenceLength: '',
    });
    expect(response.statusCode).toBe(201);
    const stored = (await openSqliteStore(file).listLeads()).find((lead) => lead.id === response.json().id);
    expect(stored?.data).toEqual(
      expect.objectContaining({ service: 'fences', job: 'repair', fenceProblems: ['leaning', 'storm'] }),
    );

    const wrongJob = await post(app, { service: 'fences', job: 'inspection', fenceType: 'cedar' });
    expect(wrongJob.statusCode).toBe(422);
    expect(wrongJob.json().errors).toEqual({ job: leadMessages.job });
  });

  describe('several answers in a urlencoded post (no JavaScript)', () => {
    /** The post a browser makes: every field once, the ticked boxes' field once per box. */
    const formPost = (pairs: [string, string][]) =>
      app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
          accept: 'text/html',
        },
        payload: new URLSearchParams([
          ['kind', 'quote'],
          ['formId', 'dialog'],
          ['idempotencyKey', `services-form-${pairs.length}-${Date.now()}`],
          ['formToken', signFormToken('services-secret', Date.now() - 10_000)],
          ['website', ''],
          ['firstName', 'Ana'],
          ['lastName', 'Reyes'],
          ['email', 'ana.form@example.com'],
          ['phone', '2145550190'],
          ['address', '12 Oak Ln, Garland TX'],
          ['timeline', '1month'],
          ['privacyConsent', 'yes'],
          ['service', 'foundation-repair'],
          // The fence group's hidden controls post too, empty.
          ['fenceType', ''],
          ['fenceLength', ''],
          ...pairs,
        ]).toString(),
      });
    const storedBy = async (key: string) =>
      (await openSqliteStore(file).listLeads()).find((lead) => lead.idempotencyKey.startsWith(key));

    it('a repeated field is stored as the list of its values', async () => {
      const response = await formPost([
        ['job', 'inspection'],
        ['foundationSymptoms', 'cracks'],
        ['foundationSymptoms', 'gaps'],
      ]);
      expect(response.statusCode).toBe(303);
      expect((await storedBy('services-form-3-'))?.data).toEqual(
        expect.objectContaining({ job: 'inspection', foundationSymptoms: ['cracks', 'gaps'] }),
      );
    });

    it('a field given once is a list of one', async () => {
      const response = await formPost([
        ['job', 'repair'],
        ['foundationSymptoms', 'cracks'],
      ]);
      expect(response.statusCode).toBe(303);
      expect((await storedBy('services-form-2-'))?.data).toEqual(
        expect.objectContaining({ job: 'repair', foundationSymptoms: ['cracks'] }),
      );
    });

    it('a value outside the options is refused on the form page, the boxes ticked again', async () => {
      const response = await formPost([
        ['job', 'inspection'],
        ['foundationSymptoms', 'cracks'],
        ['foundationSymptoms', 'ghosts'],
        ['foundationType', 'slab'],
      ]);
      expect(response.statusCode).toBe(422);
    });
  });

  it('refuses a lead without a service, naming the field', async () => {
    const response = await post(app, { service: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ service: leadMessages.service });
  });

  it('stores a request from the fence estimator with the estimate it computes, not one the post carries', async () => {
    const response = await post(app, {
      formId: 'sales',
      fenceType: 'cedar',
      fencePackage: 'premium',
      fenceFeet: '150',
      fenceAudience: 'commercial',
      fenceEstimateFrom: 1,
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    const stored = (await openSqliteStore(file).listLeads()).find((lead) => lead.id === id);
    expect(stored?.data).toMatchObject({
      service: 'fences',
      fencePackage: 'premium',
      fenceAudience: 'residential',
      fenceFeet: 150,
      fenceEstimateFrom: premium.pricePerFoot * 150,
    });
    // Other tests of this block send mail too: wait for this lead's own.
    let mail: ReceivedMail | undefined;
    for (let count = 1; !mail; count++) mail = (await sink.waitFor(count)).find((m) => m.headers['x-lead-id'] === id);
    expect(mail.text).toContain(`Estimate shown: From ${premiumFor150}`);
    expect(mail.text).not.toContain('From $1 ');
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

  it("the owner's e-mail restates the site's one reply promise, as business.ts words it", () => {
    const email = buildLeadEmail(turf);
    expect(email.text).toContain(`the site promises a ${responsePromise.reply}`);
    expect(email.html).toContain(`the site promises a ${responsePromise.reply}`);
  });

  it('e-mail, webhook, list and CSV name the service, the kind of job and every answer chosen', () => {
    const repair = record({
      ...person,
      service: 'fences',
      job: 'repair',
      fenceProblems: ['leaning', 'gate'],
      fenceMaterial: 'cedar',
    });
    const email = buildLeadEmail(repair);
    expect(email.subject).toBe(
      'New quote request (Fences, repair): Ada Lovelace (Leaning or loose posts; A gate that sags, drags or will not latch, just planning)',
    );
    expect(email.text).toContain(
      'Service: Fences\nKind of job: Repair: leaning, broken or storm-damaged\nWhat is wrong with it?: Leaning or loose posts (leaning); A gate that sags, drags or will not latch (gate)\nWhat is the fence made of?: Cedar wood (cedar)\nTimeline:',
    );
    expect(email.text).not.toContain('Fence type');
    expect(email.html).toContain(
      '<td style="padding:4px 12px 4px 0;vertical-align:top;text-align:left;white-space:pre-wrap">Repair: leaning, broken or storm-damaged</td>',
    );
    expect(webhookPayload(repair)).toMatchObject({
      service: { value: 'fences', label: 'Fences' },
      job: { value: 'repair', label: 'Repair: leaning, broken or storm-damaged' },
      answers: [
        {
          name: 'fenceProblems',
          value: ['leaning', 'gate'],
          text: 'Leaning or loose posts; A gate that sags, drags or will not latch',
        },
        { name: 'fenceMaterial', value: 'cedar', text: 'Cedar wood' },
      ],
    });
    expect(toList([repair])).toContain(
      '  Fences (Repair: leaning, broken or storm-damaged): Leaning or loose posts; A gate that sags, drags or will not latch, Cedar wood; planning; 1 Elm St',
    );
    const [header, row] = toCsv([repair]).split('\r\n');
    const columns = header!.split(',');
    const cells = row!.split(',');
    expect(cells[columns.indexOf('job')]).toBe('repair');
    expect(cells[columns.indexOf('fenceProblems')]).toBe('leaning; gate');
    expect(JSON.parse(toJson([repair]))[0]).toMatchObject({ service: 'fences', job: 'repair' });
  });

  it('a foundation lead stored with one sign and no job still shows that sign', () => {
    const old = record({ ...person, service: 'foundation-repair', foundationSymptom: 'inspection' });
    const email = buildLeadEmail(old);
    expect(email.text).toContain(
      'Service: Foundation repair\nKind of job: (not given)\nWhat are you seeing?: No signs: an inspection (buying or selling) (inspection)\nTimeline:',
    );
    expect(webhookPayload(old)).toMatchObject({
      job: null,
      answers: [
        { name: 'foundationSymptom', value: 'inspection', text: 'No signs: an inspection (buying or selling)' },
      ],
    });
    const [header, row] = toCsv([old]).split('\r\n');
    expect(row!.split(',')[header!.split(',').indexOf('foundationSymptom')]).toBe('inspection');
  });

  it('e-mail, webhook, list and CSV name the service and its answers', () => {
    const email = buildLeadEmail(turf);
    expect(email.subject).toBe('New quote request (Artificial turf): Ada Lovelace (500 to 1,000 sq ft, just planning)');
    expect(email.text).toContain(
      'Service: Artificial turf\nKind of job: New turf\nApproximate area: 500 to 1,000 sq ft (500-1000)\nDogs or other pets on it?: Yes, pets will use it (yes)\nTimeline:',
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

  it("the fence estimator's package, audience, length and estimate: e-mail, webhook, list and CSV", () => {
    const fence = record({
      ...person,
      service: 'fences',
      fenceType: 'cedar',
      fencePackage: 'premium',
      fenceAudience: 'residential',
      fenceFeet: 150,
      fenceEstimateFrom: premium.pricePerFoot * 150,
    });
    const email = buildLeadEmail(fence);
    expect(email.text).toContain(
      [
        'Package: Premium (premium)',
        'Audience: Residential (residential)',
        'Length: 150 ft',
        `Estimate shown: From ${premiumFor150} ($${premium.pricePerFoot} per linear foot × 150 ft)`,
      ].join('\n'),
    );
    expect(email.html).toContain(`From ${premiumFor150}`);
    expect(webhookPayload(fence).answers).toEqual(
      expect.arrayContaining([
        { name: 'fencePackage', label: 'Package', value: 'premium', text: 'Premium' },
        { name: 'fenceAudience', label: 'Audience', value: 'residential', text: 'Residential' },
        { name: 'fenceFeet', label: 'Length', value: '150', text: '150 ft' },
        expect.objectContaining({ name: 'fenceEstimateFrom', value: String(premium.pricePerFoot * 150) }),
      ]),
    );
    expect(toList([fence])).toContain(
      `Fences (${jobKinds.fences[0].label}): Cedar wood, Premium, Residential, 150 ft, From ${premiumFor150}`,
    );
    const [header, row] = toCsv([fence]).split('\r\n');
    const cell = (name: string) => row!.split(',')[header!.split(',').indexOf(name)];
    expect(['fencePackage', 'fenceAudience', 'fenceFeet', 'fenceEstimateFrom'].map(cell)).toEqual([
      'premium',
      'residential',
      '150',
      String(premium.pricePerFoot * 150),
    ]);
    // A fence request sent without the estimator shows none of its rows.
    expect(buildLeadEmail(record({ ...person, service: 'fences', fenceType: 'iron' })).text).not.toMatch(
      /Package|Audience|Estimate shown/,
    );
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
    expect(email.subject).toBe('New quote request (Fences, new): Ada Lovelace (Cedar wood, just planning)');
    expect(email.text).toContain(
      'Service: Fences\nKind of job: A new fence or a replacement\nFence type: Cedar wood (cedar)\nApproximate length: (not given)',
    );
    expect(webhookPayload(old)).toMatchObject({
      service: { value: 'fences', label: 'Fences' },
      job: { value: 'new', label: 'A new fence or a replacement' },
      answers: [
        { name: 'fenceType', value: 'cedar', text: 'Cedar wood' },
        { name: 'fenceLength', value: null },
      ],
    });
    expect(toList([old])).toContain('  Fences (A new fence or a replacement): Cedar wood; planning; 1 Elm St');
    const [header, row] = toCsv([old]).split('\r\n');
    expect(row!.split(',')[header!.split(',').indexOf('service')]).toBe('fences');
    expect(JSON.parse(toJson([old]))[0]).toMatchObject({ service: 'fences', job: 'new', data: { fenceType: 'cedar' } });
  });

  it('a contact message has no service', () => {
    const contact: LeadRecord = {
      ...record({ name: 'Bo', phone: '(214) 555-0147', message: 'Hello' }),
      kind: 'contact',
    };
    expect(webhookPayload(contact)).toMatchObject({ service: null, job: null, answers: [] });
    expect(buildLeadEmail(contact).text).not.toContain('Service:');
  });
});

/**
 * The operator CLI's formats (server/leads/export.ts): CSV quoting and formula defusing, the list's
 * flags and notification status, and hostile stored text (terminal control sequences, bidi
 * controls) made visible or escaped in every format.
 */
import type { BookingRecord } from '../bookings/bookingStore';
import { buildLeadEmail } from './mailer';
import { webhookPayload } from './webhook';
import { csvCell, toCsv, toJson, toList } from './export';
import { allServiceQuestions } from './leadDisplay';
import type { LeadRecord } from './store';

const lead: LeadRecord = {
  id: 'lead-1',
  idempotencyKey: 'key-00000001',
  kind: 'quote',
  formId: 'sales-hero',
  data: {
    firstName: 'Ada',
    lastName: 'O"Neil, Jr.',
    email: 'ada@example.com',
    phone: '(214) 555-0147',
    address: '1 Elm St',
    fenceType: 'cedar',
    timeline: '1month',
    message: 'two\nlines',
    privacyConsent: true,
  },
  spamReason: null,
  ip: '127.0.0.1',
  userAgent: null,
  page: '/services/fences/sales',
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  jobs: [
    {
      id: 'j',
      leadId: 'lead-1',
      kind: 'email',
      topic: '',
      status: 'failed',
      attempts: 20,
      nextAttemptAt: 0,
      lastError: 'connect ECONNREFUSED',
      createdAt: 0,
      sentAt: null,
    },
  ],
};

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('yes');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 214')).toBe("'+1 214");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('writes a header and one row per lead', () => {
    const csv = toCsv([lead]);
    const [header, ...rest] = csv.split('\r\n');
    expect(header).toMatch(/^id,createdAt,kind,spamReason,firstName,lastName,name,email,phone/);
    expect(rest.join('\r\n')).toContain(
      `lead-1,2026-01-02T03:04:05.000Z,quote,,Ada,"O""Neil, Jr.",,ada@example.com,(214) 555-0147,1 Elm St,fences,new,cedar${','.repeat(allServiceQuestions.length)}1month,,yes,"two\nlines",sales-hero`,
    );
    expect(csv).toContain('failed (20 attempts: connect ECONNREFUSED)');
  });
});

describe('the booked visit', () => {
  const booking: BookingRecord = {
    id: 'b-1',
    reference: 'BK-7KQ2-M9XD',
    leadId: 'lead-1',
    windowStart: Date.parse('2026-11-30T14:00:00Z'),
    windowEnd: Date.parse('2026-11-30T16:00:00Z'),
    service: 'fences',
    job: 'new',
    status: 'booked',
    sequence: 0,
    createdAt: 0,
    updatedAt: 0,
  };
  const bookings = new Map([['lead-1', booking]]);

  it('has its columns in the CSV: reference, window, start, status; and the request reference', () => {
    const [header, line] = toCsv([lead], bookings).split('\r\n');
    expect(header).toMatch(/,reference,bookingReference,bookingWindow,bookingStart,bookingStatus,receiptStatus,/);
    // No receipt job on this lead: its status is empty.
    expect(line).toMatch(
      /,REQ-LEAD1,BK-7KQ2-M9XD,"Monday, November 30, 8 AM - 10 AM",2026-11-30T08:00:00-06:00,booked,,/,
    );
  });

  it('is a line of the list, and a field of the JSON export', () => {
    expect(toList([lead], bookings)).toContain('visit: Monday, November 30, 8 AM - 10 AM (BK-7KQ2-M9XD, booked)');
    expect(JSON.parse(toJson([lead], bookings))[0].booking).toMatchObject({
      reference: 'BK-7KQ2-M9XD',
      status: 'booked',
    });
    expect(toList([lead])).not.toContain('visit:');
  });

  it("is in the webhook payload and the owner's lead e-mail, with the request's reference", () => {
    expect(webhookPayload(lead, booking)).toMatchObject({
      reference: 'REQ-LEAD1',
      booking: { reference: 'BK-7KQ2-M9XD', status: 'booked', window: 'Monday, November 30, 8 AM - 10 AM' },
    });
    expect(webhookPayload(lead).booking).toBeNull();
    expect(buildLeadEmail(lead, booking).text).toContain(
      'Estimate visit: Monday, November 30, 8 AM - 10 AM (BK-7KQ2-M9XD, booked)',
    );
    // Not booked (yet): a fence estimate can be, so the owner is told a notice follows.
    expect(buildLeadEmail(lead).text).toContain('Estimate visit: not booked yet');
    expect(buildLeadEmail(lead).text).toContain('Reference: REQ-LEAD1');
  });
});

describe('list', () => {
  it('shows spam flags and notification status', () => {
    const text = toList([lead, { ...lead, id: 'lead-2', spamReason: 'honeypot', jobs: [] }]);
    expect(text).toContain('Ada O"Neil, Jr. <ada@example.com, (214) 555-0147>');
    expect(text).toContain('email failed (20 attempts: connect ECONNREFUSED)');
    expect(text).toContain('[SPAM: honeypot, not notified]');
    expect(toList([{ ...lead, reviewReason: 'token-expired' }])).toContain('[REVIEW: token-expired]');
    expect(text).toContain('2 leads (1 flagged as spam); notifications: 0 waiting, 1 failed.');
  });
});

describe('hostile stored text', () => {
  // Leads stored before input validation refused control characters may still hold them.
  const hostile: LeadRecord = {
    ...lead,
    id: 'lead-3',
    data: {
      ...lead.data,
      firstName: '\u001b]0;pwned\u0007\u001b[2J',
      lastName: 'Eve\u009b31m',
      address: 'x\rOVERWRITE',
      message: 'a\u202eb',
    },
    jobs: [{ ...lead.jobs[0]!, lastError: '550 \u001b[5mblink' }],
  };

  it('list prints control sequences as visible escapes', () => {
    const text = toList([hostile]);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toContain('\\x1B]0;pwned\\x07\\x1B[2J Eve\\x9B31m');
    expect(text).toContain('x\\x0DOVERWRITE');
    expect(text).toContain('550 \\x1B[5mblink');
  });

  it('CSV cells carry no raw control characters, keep CRLF line breaks', () => {
    const csv = toCsv([hostile]);
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202e]/);
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('JSON export escapes C1 and bidi controls as \\u escapes, same data', () => {
    const json = toJson([hostile]);
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect((JSON.parse(json) as { data: Record<string, string> }[])[0]!.data.lastName).toBe('Eve\u009b31m');
  });

  it.each([
    [' =1+1', "' =1+1"],
    ['\n=cmd|"/c calc"!A1', `"'\n=cmd|""/c calc""!A1"`],
    ['\u0000=1', '\\x00=1'],
    ['\uff1dHYPERLINK("x")', `"'\uff1dHYPERLINK(""x"")"`],
    ['-2+3', "'-2+3"],
    ['\t@SUM(A1)', "'\t@SUM(A1)"],
  ])('defuses the formula %j', (input, expected) => expect(csvCell(input)).toBe(expected));
});

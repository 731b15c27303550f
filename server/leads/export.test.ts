import { csvCell, toCsv, toList } from './export';
import type { LeadRecord } from './store';

const lead: LeadRecord = {
  id: 'lead-1',
  idempotencyKey: 'key-00000001',
  kind: 'quote',
  formId: 'sales-hero',
  data: { firstName: 'Ada', lastName: 'O"Neil, Jr.', email: 'ada@example.com', phone: '(214) 555-0147', address: '1 Elm St', fenceType: 'cedar', timeline: '1month', message: 'two\nlines', privacyConsent: true },
  spamReason: null,
  ip: '127.0.0.1',
  userAgent: null,
  page: '/services/fences/sales',
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  jobs: [{ id: 'j', leadId: 'lead-1', kind: 'email', status: 'failed', attempts: 20, nextAttemptAt: 0, lastError: 'connect ECONNREFUSED', createdAt: 0, sentAt: null }],
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
    expect(rest.join('\r\n')).toContain('lead-1,2026-01-02T03:04:05.000Z,quote,,Ada,"O""Neil, Jr.",,ada@example.com,(214) 555-0147,1 Elm St,fences,cedar,,,,,,,,,,,,,,1month,,yes,"two\nlines",sales-hero');
    expect(csv).toContain('failed (20 attempts: connect ECONNREFUSED)');
  });
});

describe('list', () => {
  it('shows spam flags and notification status', () => {
    const text = toList([lead, { ...lead, id: 'lead-2', spamReason: 'honeypot', jobs: [] }]);
    expect(text).toContain('Ada O"Neil, Jr. <ada@example.com, (214) 555-0147>');
    expect(text).toContain('email failed (20 attempts: connect ECONNREFUSED)');
    expect(text).toContain('[SPAM: honeypot, not notified]');
    expect(text).toContain('2 leads (1 flagged as spam); notifications: 0 waiting, 1 failed.');
  });
});

import { leadMessages, normalizeUsPhone, validateLead } from './leadSchema';

const meta = { formId: 'sales-hero', idempotencyKey: 'key-12345678', formToken: '', website: '' };

const quote = {
  kind: 'quote',
  ...meta,
  firstName: '  Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 (214) 555-0147',
  address: '1 Elm St, Dallas TX',
  fenceType: 'cedar',
  timeline: '1month',
  message: '',
  referralSource: '',
  privacyConsent: 'yes',
};

const contact = {
  kind: 'contact',
  ...meta,
  formId: 'contact',
  name: 'Bo',
  email: '',
  phone: '214.555.0147',
  message: 'Hi',
};

describe('validateLead', () => {
  it('accepts a quote, trims, normalises the phone and drops empty optional fields', () => {
    const result = validateLead(quote);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lead).toMatchObject({
      kind: 'quote',
      firstName: 'Ada',
      phone: '(214) 555-0147',
      privacyConsent: true,
    });
    expect(result.lead).not.toHaveProperty('message', '');
    expect((result.lead as { referralSource?: string }).referralSource).toBeUndefined();
  });

  it('accepts consent as true in JSON', () => {
    expect(validateLead({ ...quote, privacyConsent: true }).ok).toBe(true);
  });

  it('accepts a contact message with only a phone number', () => {
    const result = validateLead(contact);
    expect(result).toMatchObject({ ok: true, lead: { phone: '(214) 555-0147' } });
  });

  it('gives one clear message per field', () => {
    const result = validateLead({
      ...quote,
      firstName: ' ',
      email: 'nope',
      phone: '555-0147',
      fenceType: 'bamboo',
      privacyConsent: 'no',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: leadMessages.firstName,
        email: leadMessages.email,
        phone: leadMessages.phone,
        fenceType: leadMessages.fenceType,
        privacyConsent: leadMessages.privacyConsent,
      },
    });
  });

  it('asks a contact for an email or a phone, on the email field, even when other fields fail', () => {
    expect(validateLead({ ...contact, phone: '' })).toEqual({
      ok: false,
      errors: { email: leadMessages.contactMethod },
    });
    expect(validateLead({ ...contact, phone: '', name: '' })).toEqual({
      ok: false,
      errors: { name: leadMessages.name, email: leadMessages.contactMethod },
    });
  });

  it('rejects line breaks in single-line fields but keeps them in the message', () => {
    const result = validateLead({ ...quote, lastName: 'X\r\nBcc: evil@example.com', message: 'line 1\nline 2' });
    expect(result).toEqual({ ok: false, errors: { lastName: leadMessages.singleLine } });
  });

  it('enforces lengths', () => {
    const result = validateLead({
      ...quote,
      firstName: 'a'.repeat(101),
      address: 'a'.repeat(201),
      message: 'a'.repeat(5001),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'Use at most 100 characters.',
        address: 'Use at most 200 characters.',
        message: 'Use at most 5,000 characters.',
      },
    });
  });

  it('rejects unknown fields and unknown kinds', () => {
    expect(validateLead({ ...quote, admin: 'true' })).toEqual({
      ok: false,
      errors: { admin: leadMessages.unknownField },
    });
    expect(validateLead({ ...quote, kind: 'job' })).toMatchObject({ ok: false, errors: { kind: leadMessages.kind } });
    expect(validateLead('quote')).toMatchObject({ ok: false, errors: { form: leadMessages.form } });
  });

  // Names of Object.prototype's members: an error list kept in a plain object would read the
  // inherited member, see it set, and lose the field's message (a 422 that highlights nothing).
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'])(
    'names an unknown field called %s',
    (name) => {
      for (const lead of [contact, quote]) {
        // An own property, as JSON.parse and the form parser make it ("__proto__" included).
        const input: Record<string, unknown> = { ...lead };
        Object.defineProperty(input, name, { value: 'x', enumerable: true, configurable: true, writable: true });
        const result = validateLead(input);
        const errors = result.ok ? {} : result.errors;
        expect(Object.keys(errors)).toEqual([name]);
        expect(Object.getOwnPropertyDescriptor(errors, name)?.value).toBe(leadMessages.unknownField);
        expect(JSON.stringify(errors)).toBe(`{"${name}":"${leadMessages.unknownField}"}`);
      }
    },
  );

  it('keeps HTML verbatim', () => {
    const result = validateLead({ ...contact, name: '<b>Bo</b>', message: '<script>alert(1)</script>' });
    expect(result).toMatchObject({ ok: true, lead: { name: '<b>Bo</b>', message: '<script>alert(1)</script>' } });
  });
});

describe('normalizeUsPhone', () => {
  it.each([
    ['2145550147', '(214) 555-0147'],
    ['214-555-0147', '(214) 555-0147'],
    ['1 214 555 0147', '(214) 555-0147'],
    ['+12145550147', '(214) 555-0147'],
  ])('%s -> %s', (input, expected) => expect(normalizeUsPhone(input)).toBe(expected));

  it.each(['555-0147', '+44 20 7946 0958', '214-555-0147 ext 2', '21455501470'])('rejects %s', (input) =>
    expect(normalizeUsPhone(input)).toBeNull(),
  );
});

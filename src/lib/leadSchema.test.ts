import { pricingTiers } from '../content/pricing';
import { referralSourceOptions, timelineOptions } from '../content/quoteOptions';
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

  it('takes a timeline and a referral source by their stored value only, never by the words the form shows', () => {
    for (const option of [...timelineOptions, ...referralSourceOptions]) expect(option.label).not.toBe(option.value);
    const timeline = timelineOptions.at(-1)!;
    const referral = referralSourceOptions[0]!;
    expect(validateLead({ ...quote, timeline: timeline.value, referralSource: referral.value })).toMatchObject({
      ok: true,
      lead: { timeline: timeline.value, referralSource: referral.value },
    });
    // The owner's words for a choice (content/forms.json), or a value the code does not know, are refused.
    for (const [timelinePosted, referralPosted] of [
      [timeline.label, referral.label],
      ['next-week', 'radio'],
    ])
      expect(validateLead({ ...quote, timeline: timelinePosted, referralSource: referralPosted })).toEqual({
        ok: false,
        errors: { timeline: leadMessages.timeline, referralSource: leadMessages.referralSource },
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

/** The fence sales page's estimator: a fence request (no service field) with a package and a length. */
const fenceValid = (fields: Record<string, unknown>) => {
  const result = validateLead({ ...quote, ...fields });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.lead as Record<string, unknown>;
};
const fenceErrors = (fields: Record<string, unknown>) => {
  const result = validateLead({ ...quote, ...fields });
  return result.ok ? {} : result.errors;
};

describe('the lead schema with the estimator', () => {
  test('a package and a length: the server adds the audience and the estimate in whole dollars', () => {
    const premium = pricingTiers.residential.find((tier) => tier.id === 'premium')!;
    expect(fenceValid({ fencePackage: 'premium', fenceFeet: '150' })).toMatchObject({
      service: 'fences',
      fencePackage: 'premium',
      fenceFeet: 150,
      fenceAudience: 'residential',
      fenceEstimateFrom: premium.pricePerFoot * 150,
    });
    expect(fenceValid({ fencePackage: 'commercial-basic', fenceFeet: 400 })).toMatchObject({
      fenceAudience: 'commercial',
      fenceEstimateFrom: pricingTiers.commercial[0]!.pricePerFoot * 400,
    });
  });

  test('a forged estimate or audience in the post is ignored: the stored figures are computed', () => {
    const lead = fenceValid({
      fencePackage: 'luxury',
      fenceFeet: '150',
      fenceEstimateFrom: 1,
      fenceAudience: 'commercial',
    });
    expect(lead.fenceEstimateFrom).toBe(pricingTiers.residential.find((t) => t.id === 'luxury')!.pricePerFoot * 150);
    expect(lead.fenceAudience).toBe('residential');
    // Without a package, nothing posted for them survives.
    const bare = fenceValid({ fenceEstimateFrom: '99', fenceAudience: 'residential' });
    expect(bare.fenceEstimateFrom).toBeUndefined();
    expect(bare.fenceAudience).toBeUndefined();
  });

  test('both fields are optional: the hero form and the other pages post neither', () => {
    const lead = fenceValid({ fencePackage: '', fenceFeet: '' });
    for (const name of ['fencePackage', 'fenceFeet', 'fenceAudience', 'fenceEstimateFrom'])
      expect(lead[name]).toBeUndefined();
    expect(fenceValid({ fencePackage: 'basic' })).toMatchObject({
      fencePackage: 'basic',
      fenceAudience: 'residential',
    });
    expect(fenceValid({ fencePackage: 'basic' }).fenceEstimateFrom).toBeUndefined();
    expect(fenceValid({ fenceFeet: '150' })).toMatchObject({ fenceFeet: 150 });
  });

  test('the length is whole feet from 10 to 10,000, with one clear message', () => {
    for (const feet of ['9', '10001', '150.5', 'about 150', '-20', 150.5, true])
      expect(fenceErrors({ fencePackage: 'premium', fenceFeet: feet })).toEqual({
        fenceFeet: 'Enter the length in whole feet, from 10 to 10,000.',
      });
    expect(fenceValid({ fencePackage: 'premium', fenceFeet: '10' }).fenceFeet).toBe(10);
    expect(fenceValid({ fencePackage: 'premium', fenceFeet: '10000' }).fenceFeet).toBe(10_000);
  });

  test('a package that is not on the page is refused', () => {
    expect(fenceErrors({ fencePackage: 'gold', fenceFeet: '150' })).toEqual({
      fencePackage: 'Choose one of the listed packages.',
    });
  });

  test('only a fence request takes them', () => {
    const result = validateLead({
      ...quote,
      service: 'foundation-repair',
      job: 'inspection',
      fencePackage: 'premium',
    });
    expect(result).toMatchObject({ ok: false, errors: { fencePackage: 'This field is not part of the form.' } });
  });
});

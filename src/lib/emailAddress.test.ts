/**
 * E-mail addresses as mail servers take them (src/lib/emailAddress.ts): internationalized ones
 * accepted, malformed host names refused.
 */
import { isEmailAddress } from './emailAddress';
import { leadMessages, validateLead } from './leadSchema';

describe('e-mail addresses', () => {
  it.each([
    'ada@example.com',
    'josé@example.com',
    'Ωμέγα@παράδειγμα.ελ',
    'user@bücher.de',
    'user@xn--bcher-kva.de',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'a@b-c.example',
    '用户@例子.广告',
  ])('accepts %j', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    'a@example-.com',
    'a@-example.com',
    'a@example..com',
    'a@.example.com',
    'a@example',
    'a@192.168.0.1',
    'a@[127.0.0.1]',
    'a@0x7f.1',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    '"a b"@example.com',
    'a b@example.com',
    'a@exa mple.com',
    'a@example.com/x',
    'a@ex%61mple.com',
    '@example.com',
    'a@',
    'a\u200b@example.com',
    `${'é'.repeat(33)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false));

  it('the lead schema takes an internationalized address and refuses a hyphen-ended domain', () => {
    const lead = {
      kind: 'contact',
      formId: 'contact',
      idempotencyKey: 'key-12345678',
      name: 'José',
      message: 'Hi',
    };
    expect(validateLead({ ...lead, email: 'josé@example.com' })).toMatchObject({ ok: true });
    expect(validateLead({ ...lead, email: 'a@example-.com' })).toEqual({
      ok: false,
      errors: { email: leadMessages.email },
    });
  });
});

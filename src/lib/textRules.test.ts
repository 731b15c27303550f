import { leadMessages, validateLead } from './leadSchema';
import { isBlank, isCleanLine, isCleanText, normalizeNewlines, textRuleMessage, trimInvisible } from './textRules';

describe('text rules', () => {
  it('trims whitespace and invisible characters from both ends only', () => {
    expect(trimInvisible('\u200b Ada \u200b')).toBe('Ada');
    expect(trimInvisible('\ufeff\u2060\u3164\u00ad')).toBe('');
    // A zero-width joiner inside an emoji sequence is text, not padding.
    expect(trimInvisible(' 👩\u200d👩\u200d👧 ')).toBe('👩\u200d👩\u200d👧');
  });

  it('normalises CRLF and lone CR to LF', () => expect(normalizeNewlines('a\r\nb\rc\nd')).toBe('a\nb\nc\nd'));

  it.each([
    ['ESC', 'a\u001b[2Jb'],
    ['NUL', 'a\u0000'],
    ['BEL', 'a\u0007'],
    ['tab', 'a\tb'],
    ['LF', 'a\nb'],
    ['VT', 'a\u000bb'],
    ['DEL', 'a\u007f'],
    ['NEL', 'a\u0085b'],
    ['CSI', 'a\u009b2J'],
    ['line separator', 'a\u2028b'],
    ['right-to-left override', 'a\u202eb'],
    ['isolate', 'a\u2066b'],
    ['replacement character (broken UTF-8)', 'a\ufffdb'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', 'a\udc00b'],
  ])('a single line refuses %s', (_name, value) => expect(isCleanLine(value)).toBe(false));

  it('a single line accepts ordinary international text', () => {
    for (const value of ["O'Brien-Núñez", 'Zoë Ünal', '李小龍', 'Ali \u200fمحمد', 'Café 😀 #2, Apt. 5'])
      expect(isCleanLine(value)).toBe(true);
  });

  it('free text allows tab and newline but no other control', () => {
    expect(isCleanText('Line one\n\tLine two')).toBe(true);
    expect(isCleanText('a\rb')).toBe(false);
    expect(isCleanText('a\u001b[31m')).toBe(false);
    expect(isCleanText('a\u0085')).toBe(false);
    expect(isCleanText('a\ud83d')).toBe(false);
  });
});

describe('text rules in the lead schema', () => {
  const contact = (overrides: Record<string, unknown>) => ({
    kind: 'contact',
    formId: 'contact',
    idempotencyKey: 'key-00000001',
    formToken: '',
    website: '',
    name: 'Bo',
    email: 'bo@example.com',
    message: 'Hi',
    ...overrides,
  });

  it('stores a textarea message with LF line breaks and trimmed of invisible padding', () => {
    const result = validateLead(contact({ name: '\u200bBo Diddley\ufeff', message: 'Line one\r\nLine two\r\n\u200b' }));
    expect(result.ok && result.lead).toMatchObject({ name: 'Bo Diddley', message: 'Line one\nLine two' });
  });

  it('treats an invisible-only optional field as not given', () => {
    const result = validateLead(contact({ phone: '\u200b\u200c' }));
    expect(result.ok && result.lead.kind === 'contact' && result.lead.phone).toBeUndefined();
  });

  it('tells the visitor which field holds the character, in plain words', () => {
    expect(validateLead(contact({ name: 'Bo\u001b[2J' }))).toEqual({ ok: false, errors: { name: textRuleMessage } });
    expect(validateLead(contact({ name: '\u200b' }))).toEqual({ ok: false, errors: { name: leadMessages.name } });
  });
});

describe('a field that shows nothing is empty', () => {
  // Each of these draws nothing on screen: tag characters, deprecated format characters, variation
  // selectors, musical-symbol formatting characters, and the ones listed before.
  const invisible: [string, string][] = [
    ['tag characters (U+E0000 block)', '\u{E0041}\u{E0064}\u{E0061}\u{E007F}'],
    ['U+206A to U+206F', '\u206a\u206b\u206c\u206d\u206e\u206f'],
    ['variation selectors', '\ufe0f\ufe00\u{E0100}'],
    ['musical-symbol formatting', '\u{1D173}\u{1D174}\u{1D17A}'],
    ['zero-width space', '\u200b'],
    ['interlinear annotation and Arabic number sign', '\ufff9\u0600'],
    ['mixed with spaces', ' \u{E0020} \u2060 \u{1D175} '],
  ];

  it.each(invisible)('%s', (_name, value) => {
    expect(isBlank(value)).toBe(true);
    expect(trimInvisible(value)).toBe('');
  });

  it.each(invisible)('a required name, address or message of %s is refused as empty', (_name, value) => {
    const result = validateLead({
      kind: 'quote',
      formId: 'sales-hero',
      idempotencyKey: 'key-12345678',
      firstName: value,
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '214-555-0147',
      address: value,
      fenceType: 'cedar',
      timeline: '1month',
      privacyConsent: 'yes',
    });
    expect(result).toMatchObject({
      ok: false,
      errors: { firstName: leadMessages.firstName, address: leadMessages.address },
    });
    const contact = validateLead({
      kind: 'contact',
      formId: 'contact',
      idempotencyKey: 'key-12345678',
      name: 'Bo',
      phone: '214-555-0147',
      message: value,
    });
    expect(contact).toMatchObject({ ok: false, errors: { message: leadMessages.message } });
  });

  it('keeps text that uses them inside: a flag, an emoji with its variation selector', () => {
    const flag = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(isBlank(`${flag} Ada`)).toBe(false);
    expect(trimInvisible(` Ada \u2764\ufe0f `)).toBe('Ada \u2764\ufe0f');
  });
});

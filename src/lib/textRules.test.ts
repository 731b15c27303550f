import { leadMessages, validateLead } from './leadSchema';
import { isCleanLine, isCleanText, normalizeNewlines, textRuleMessage, trimInvisible } from './textRules';

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

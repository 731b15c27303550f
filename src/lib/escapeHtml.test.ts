import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  test('escapes the five characters markup gives meaning to, ampersands first', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">&amp;</a>`)).toBe(
      '&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
  test('leaves other text as it is', () => {
    expect(escapeHtml('Fences · Dallas-Fort Worth (972) 555-0142')).toBe('Fences · Dallas-Fort Worth (972) 555-0142');
  });
});

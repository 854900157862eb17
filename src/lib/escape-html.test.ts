import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that could end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text, right-to-left and accented, as it is', () => {
    expect(escapeHtml('شروط الخدمة — Çevrimiçi')).toBe('شروط الخدمة — Çevrimiçi');
  });
});

// @vitest-environment node
import { escapeHtml, href, html } from './html';

describe('html', () => {
  it('escapes interpolated text and keeps nested html', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(escapeHtml(name)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
    expect(html`<p title="${name}">${html`<b>${name}</b>`}</p>`.value).toBe(
      `<p title="${escapeHtml(name)}"><b>${escapeHtml(name)}</b></p>`,
    );
    expect(html`${['a', html`<i>b</i>`, null, false, 3]}`.value).toBe('a<i>b</i>3');
  });

  it('percent-encodes each path segment of a link', () => {
    expect(href('..', 'a b/c#d?.jpg')).toBe('../a%20b/c%23d%3F.jpg');
  });
});

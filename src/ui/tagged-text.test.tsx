import { render } from '@testing-library/react';
import { taggedText } from './tagged-text';

function html(text: string, components: Parameters<typeof taggedText>[1]) {
  return render(<p>{taggedText(text, components)}</p>).container.innerHTML;
}

describe('taggedText', () => {
  it('puts each tag’s text in its element, in order, and keeps the rest as text', () => {
    expect(
      html('I agree to the <link0>Terms</link0> and the <link1>Privacy Policy</link1> of X.', {
        link0: <em data-href="/terms" />,
        link1: <em data-href="/privacy" />,
      }),
    ).toBe(
      '<p>I agree to the <em data-href="/terms">Terms</em> and the <em data-href="/privacy">Privacy Policy</em> of X.</p>',
    );
  });

  it('follows the translation’s order of tags (a right-to-left or reordered sentence)', () => {
    expect(
      html('<link1>B</link1> و <link0>A</link0>', {
        link0: <em data-href="/a" />,
        link1: <em data-href="/b" />,
      }),
    ).toBe('<p><em data-href="/b">B</em> و <em data-href="/a">A</em></p>');
  });

  it('shows a tag without an element as text, and parses no HTML', () => {
    expect(html('a <b>bold</b> <img src=x onerror=alert(1)> c', {})).toBe(
      '<p>a bold &lt;img src=x onerror=alert(1)&gt; c</p>',
    );
  });
});

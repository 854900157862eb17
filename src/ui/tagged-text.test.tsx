import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TaggedText } from './tagged-text';

/** A link as the consent labels pass one: its text comes from the translation. */
const A = ({ href, children }: { href: string; children?: ReactNode }) => (
  <a href={href}>{children}</a>
);

describe('a translated string with its tags', () => {
  it('wraps each named tag’s text in its element, in order, keeping the text around them', () => {
    const { container } = render(
      <TaggedText
        text="Ich stimme den <link0>AGB</link0> und der <link1>Datenschutzerklärung</link1> zu."
        components={{ link0: <A href="/agb" />, link1: <A href="/datenschutz" /> }}
      />,
    );
    expect(container).toHaveTextContent('Ich stimme den AGB und der Datenschutzerklärung zu.');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
  });

  it('follows the translation’s order of the tags (right to left, other word order)', () => {
    render(
      <TaggedText
        text="<link1>سياسة الخصوصية</link1> و <link0>شروط الخدمة</link0>"
        components={{ link0: <A href="/terms" />, link1: <A href="/privacy" /> }}
      />,
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/privacy',
      '/terms',
    ]);
  });

  it('never turns a string into markup: unknown tags and stray brackets stay text', () => {
    const { container } = render(
      <TaggedText
        text={'<b>bold</b> <img src=x onerror=alert(1)> 1 < 2 <link0>ok</link0>'}
        components={{ link0: <A href="/ok" /> }}
      />,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(container).toHaveTextContent('bold <img src=x onerror=alert(1)> 1 < 2 ok');
    expect(screen.getByRole('link', { name: 'ok' })).toBeInTheDocument();
  });

  it('shows a string without tags as it is', () => {
    const { container } = render(<TaggedText text="Plain text." components={{}} />);
    expect(container).toHaveTextContent('Plain text.');
  });
});

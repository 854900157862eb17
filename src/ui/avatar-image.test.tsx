import { render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { AvatarImage, initialsOf } from './avatar-image';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Alice Sandbox')).toBe('AS');
    expect(initialsOf('  satoshi  ')).toBe('S');
    expect(initialsOf('Ömer Faruk Yılmaz')).toBe('ÖF');
    expect(initialsOf('')).toBe('');
  });
});

describe('AvatarImage', () => {
  const draw = (src: string | undefined, name = 'Alice Sandbox') =>
    render(
      <ChakraProvider value={defaultSystem}>
        <AvatarImage src={src} name={name} size={40} />
      </ChakraProvider>,
    );

  it('draws an inline picture as it is, without candidates', () => {
    const { container } = draw('data:image/png;base64,AAAA');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('puts a neutral circle of the same size in place of a nameless person without a picture', () => {
    const { container } = draw(undefined, '');
    const placeholder = container.querySelector('[data-avatar-placeholder]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveTextContent('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

import { IMAGE_QUALITY, IMAGE_SCALE_FACTORS, resizedImageUrl, responsiveImage } from './image-url';

describe('resizedImageUrl', () => {
  it("uses the spec's scale factors and qualities", () => {
    expect(IMAGE_SCALE_FACTORS).toEqual([1, 1.5, 2, 2.5, 3]);
    expect(IMAGE_QUALITY).toEqual({ default: 80, webp: 80, avif: 60 });
  });

  it('asks for width × scale device pixels at quality 80 by default', () => {
    expect(resizedImageUrl('/static/a.png', { width: 304 })).toBe('/static/a.png?w=304&q=80');
    expect(resizedImageUrl('/static/a.png', { width: 304, scale: 1.5 })).toBe(
      '/static/a.png?w=456&q=80',
    );
  });

  it('asks webp at 80 and avif at 60', () => {
    expect(resizedImageUrl('/a.png', { width: 40, scale: 2, format: 'webp' })).toBe(
      '/a.png?w=80&q=80&fm=webp',
    );
    expect(resizedImageUrl('/a.png', { width: 40, scale: 3, format: 'avif' })).toBe(
      '/a.png?w=120&q=60&fm=avif',
    );
  });

  it('rounds to whole pixels and keeps an existing query and fragment', () => {
    expect(resizedImageUrl('https://cdn.example/a.png?v=3#x', { width: 25, scale: 2.5 })).toBe(
      'https://cdn.example/a.png?v=3&w=63&q=80#x',
    );
  });

  it('leaves inline and empty images alone', () => {
    expect(resizedImageUrl('data:image/png;base64,AAAA', { width: 40 })).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(resizedImageUrl('blob:https://x/1', { width: 40 })).toBe('blob:https://x/1');
    expect(resizedImageUrl('', { width: 40 })).toBe('');
  });
});

describe('responsiveImage', () => {
  it('offers one width candidate per scale factor and the drawn width as sizes', () => {
    expect(responsiveImage('/flag.svg', 20, 'webp')).toEqual({
      src: '/flag.svg?w=20&q=80&fm=webp',
      srcSet: [
        '/flag.svg?w=20&q=80&fm=webp 20w',
        '/flag.svg?w=30&q=80&fm=webp 30w',
        '/flag.svg?w=40&q=80&fm=webp 40w',
        '/flag.svg?w=50&q=80&fm=webp 50w',
        '/flag.svg?w=60&q=80&fm=webp 60w',
      ].join(', '),
      sizes: '20px',
    });
  });

  it('gives an inline image as it is, without candidates', () => {
    expect(responsiveImage('data:image/png;base64,AAAA', 40)).toEqual({
      src: 'data:image/png;base64,AAAA',
    });
  });
});

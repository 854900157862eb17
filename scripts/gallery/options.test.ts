// @vitest-environment node
import { parseGalleryOptions, unknownNames } from './options';

describe('parseGalleryOptions', () => {
  it('walks everything by default, four pages, JPEG, screens full length, switching languages', () => {
    expect(parseGalleryOptions([])).toEqual({
      outDir: 'gallery',
      pages: 4,
      format: 'jpeg',
      quality: 80,
      fullLength: true,
      build: false,
      freshLoads: false,
    });
  });

  it('takes subsets and settings', () => {
    expect(
      parseGalleryOptions([
        '--edition',
        'eu,tur',
        '--language=en,de-EU',
        '--screen',
        'login-qr',
        '--format',
        'png',
        '--pages',
        '1',
        '--viewport-only',
        '--out',
        '/tmp/g',
        '--fresh-loads',
      ]),
    ).toMatchObject({
      editions: ['eu', 'tur'],
      languages: ['en', 'de-EU'],
      screens: ['login-qr'],
      format: 'png',
      pages: 1,
      fullLength: false,
      outDir: '/tmp/g',
      freshLoads: true,
    });
  });

  it('refuses what it cannot do', () => {
    expect(() => parseGalleryOptions(['--format', 'webp'])).toThrow(/jpeg or png/);
    expect(() => parseGalleryOptions(['--pages', '9'])).toThrow(/--pages/);
    expect(() => parseGalleryOptions(['--colour'])).toThrow(/Unknown option --colour/);
  });
});

describe('unknownNames', () => {
  it('names what is not known', () => {
    expect(unknownNames(['eu', 'xx'], ['eu', 'tur'], 'edition')).toEqual([
      'unknown edition "xx" (known: eu, tur)',
    ]);
    expect(unknownNames(undefined, ['eu'], 'edition')).toEqual([]);
  });
});

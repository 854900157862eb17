import {
  applyColorMode,
  appliedColorMode,
  COLOR_MODE_STORAGE_KEY,
  readStoredColorMode,
  resolveColorMode,
  type ColorMode,
} from './color-mode';
import { noFlashScript } from './no-flash-script';

function fakeMatchMedia(systemDark: boolean): Window['matchMedia'] {
  return (query: string) =>
    ({
      matches: query === '(prefers-color-scheme: dark)' && systemDark,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === COLOR_MODE_STORAGE_KEY ? value : null) };
}

const root = document.documentElement;

afterEach(() => {
  root.className = '';
  root.removeAttribute('style');
  localStorage.clear();
});

describe('resolveColorMode', () => {
  it('lets a stored choice win over the system preference', () => {
    expect(
      resolveColorMode({ storage: storageWith('light'), matchMedia: fakeMatchMedia(true) }),
    ).toBe('light');
    expect(
      resolveColorMode({ storage: storageWith('dark'), matchMedia: fakeMatchMedia(false) }),
    ).toBe('dark');
  });

  it('follows the system preference when nothing usable is stored', () => {
    expect(resolveColorMode({ storage: storageWith(null), matchMedia: fakeMatchMedia(true) })).toBe(
      'dark',
    );
    expect(
      resolveColorMode({ storage: storageWith('purple'), matchMedia: fakeMatchMedia(false) }),
    ).toBe('light');
  });

  it('treats a storage that throws as no choice, and no matchMedia as light', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readStoredColorMode(blocked)).toBeNull();
    expect(resolveColorMode({ storage: blocked, matchMedia: undefined })).toBe('light');
  });
});

describe('applyColorMode', () => {
  it('puts exactly one mode class and the colour scheme on <html>', () => {
    applyColorMode('dark', root);
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    applyColorMode('light', root);
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
    expect(appliedColorMode(root)).toBe('light');
  });
});

describe('noFlashScript', () => {
  const cases: { stored: string | null; systemDark: boolean; expected: ColorMode }[] = [
    { stored: 'dark', systemDark: false, expected: 'dark' },
    { stored: 'light', systemDark: true, expected: 'light' },
    { stored: null, systemDark: true, expected: 'dark' },
    { stored: null, systemDark: false, expected: 'light' },
    { stored: 'sepia', systemDark: true, expected: 'dark' },
  ];

  it.each(cases)(
    'stored $stored, system dark $systemDark: applies $expected like resolveColorMode does',
    ({ stored, systemDark, expected }) => {
      if (stored) localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
      vi.stubGlobal('matchMedia', fakeMatchMedia(systemDark));
      root.classList.add(expected === 'dark' ? 'light' : 'dark');

      new Function(noFlashScript)();

      expect(appliedColorMode(root)).toBe(expected);
      expect(root.style.colorScheme).toBe(expected);
      expect(
        resolveColorMode({ storage: localStorage, matchMedia: fakeMatchMedia(systemDark) }),
      ).toBe(expected);
      vi.unstubAllGlobals();
    },
  );

  it('reads the same storage key as the app', () => {
    expect(noFlashScript).toContain(JSON.stringify(COLOR_MODE_STORAGE_KEY));
    expect(COLOR_MODE_STORAGE_KEY).toBe('color-mode');
  });
});

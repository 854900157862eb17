import { COLOR_MODE_STORAGE_KEY } from '../color-mode/color-mode';
import { readThemeFiles } from '../test-utils/read-theme-files';
import {
  applyChatAppTheme,
  CHAT_APP_STYLE_ID,
  CHAT_APP_TOKENS,
  chatAppColorMode,
  chatAppThemeCss,
  chatAppTokenOverrides,
  type ChatAppOverrides,
  type ChatAppThemeParams,
} from './chat-app-theme';
import { contrastRatio } from './contrast';
import { createAppSystem } from './create-app-system';
import {
  themeContrastPairs,
  themeSchema,
  type ModeColours,
  type ThemeTokens,
} from './theme-schema';

const themes = readThemeFiles().map((t) => [t.file, themeSchema.parse(t.json)] as const);
const defaultTheme = themes.find(([file]) => file === 'default.json')?.[1] as ThemeTokens;

/** Telegram's long-standing defaults (telegram-web-app.js demo, Telegram Web). */
const telegramLight = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff3',
} as const;
const telegramDark = {
  bg_color: '#212121',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  link_color: '#8774e1',
  button_color: '#8774e1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#181818',
} as const;
/** Full sets as Telegram's iOS and desktop clients send them (Bot API 7.10 keys). */
const iosLight = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#8e8e93',
  link_color: '#007aff',
  button_color: '#007aff',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  header_bg_color: '#f8f8f8',
  bottom_bar_bg_color: '#f2f2f2',
  accent_text_color: '#007aff',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#8e8e93',
  destructive_text_color: '#ff3b30',
  section_separator_color: '#c8c7cc',
} as const;
const desktopDark = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  header_bg_color: '#17212b',
  bottom_bar_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  subtitle_text_color: '#708499',
  destructive_text_color: '#ec3942',
  section_separator_color: '#111921',
} as const;

/** The theme's colours of the overrides' mode with the overrides in place. */
function merged(theme: ThemeTokens, overrides: ChatAppOverrides): ModeColours {
  const colours = structuredClone(theme.colors[overrides.mode]);
  for (const [name, colour] of Object.entries(overrides.tokens)) {
    const [group, key = 'default'] = name.split('.') as [keyof ModeColours, string?];
    (colours[group] as Record<string, string>)[key] = colour;
  }
  return colours;
}

function expectEveryPairToPass(theme: ThemeTokens, overrides: ChatAppOverrides): void {
  const colours = merged(theme, overrides);
  for (const pair of themeContrastPairs) {
    const [fgGroup, fgKey] = pair.foreground.split('.') as [keyof ModeColours, string];
    const [bgGroup, bgKey] = pair.background.split('.') as [keyof ModeColours, string];
    const foreground = (colours[fgGroup] as Record<string, string>)[fgKey] ?? '';
    const background = (colours[bgGroup] as Record<string, string>)[bgKey] ?? '';
    expect
      .soft(
        contrastRatio(foreground, background),
        `${overrides.mode}: ${pair.foreground} ${foreground} on ${pair.background} ${background}`,
      )
      .toBeGreaterThanOrEqual(pair.minimum);
  }
}

/** Every `--chakra-*` variable the system declares (light, dark and base). */
function declaredVariables(theme: ThemeTokens): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('--')) names.add(key);
      else walk(value);
    }
  };
  walk(createAppSystem(theme).getTokenCss());
  return names;
}

describe('chatAppColorMode', () => {
  it("follows Telegram's defaults: light and dark", () => {
    expect(chatAppColorMode(telegramLight)).toBe('light');
    expect(chatAppColorMode(telegramDark)).toBe('dark');
    expect(chatAppColorMode(iosLight)).toBe('light');
    expect(chatAppColorMode(desktopDark)).toBe('dark');
  });

  it('splits at mid-grey, where white and black text contrast equally', () => {
    expect(chatAppColorMode({ bg_color: '#777777' })).toBe('light');
    expect(chatAppColorMode({ bg_color: '#757575' })).toBe('dark');
    expect(chatAppColorMode({ bg_color: '#FFF' })).toBe('light');
    expect(chatAppColorMode({ bg_color: '#000' })).toBe('dark');
  });

  it('is null without a usable bg_color', () => {
    expect(chatAppColorMode({})).toBeNull();
    expect(chatAppColorMode(null)).toBeNull();
    expect(chatAppColorMode({ bg_color: 'black' })).toBeNull();
    expect(chatAppColorMode({ bg_color: 0x212121 })).toBeNull();
  });
});

describe('chatAppTokenOverrides', () => {
  const realSets: [string, ChatAppThemeParams][] = [
    ['Telegram light defaults', telegramLight],
    ['Telegram dark defaults', telegramDark],
    ['iOS light', iosLight],
    ['desktop dark', desktopDark],
  ];

  describe.each(themes)('with %s', (_file, theme) => {
    it.each(realSets)('%s: every AA pair passes with the overrides merged in', (_name, params) => {
      const mode = chatAppColorMode(params) ?? 'light';
      const overrides = chatAppTokenOverrides(params, theme, mode);
      expect(overrides.mode).toBe(mode);
      expectEveryPairToPass(theme, overrides);
    });

    it('drops a hostile set (text = bg, button text = button) and still passes', () => {
      for (const mode of ['light', 'dark'] as const) {
        const hostile = {
          bg_color: theme.colors[mode].bg.default,
          text_color: theme.colors[mode].bg.default,
          button_color: '#2481cc',
          button_text_color: '#2481cc',
          hint_color: theme.colors[mode].bg.panel,
          link_color: theme.colors[mode].bg.default,
        };
        const overrides = chatAppTokenOverrides(hostile, theme, mode);
        expect(overrides.dropped).toEqual(
          expect.arrayContaining(['fg', 'fg.muted', 'brand.fg', 'brand.solid', 'brand.contrast']),
        );
        expect(overrides.tokens).not.toHaveProperty('fg');
        expect(overrides.tokens).not.toHaveProperty('brand.contrast');
        expectEveryPairToPass(theme, overrides);
      }
    });
  });

  it("maps Telegram's parameters to our tokens", () => {
    const overrides = chatAppTokenOverrides(desktopDark, defaultTheme, 'dark');
    expect(overrides.tokens).toMatchObject({
      bg: '#17212b',
      'bg.panel': '#17212b', // section_bg_color before secondary_bg_color
      fg: '#f5f5f5',
      'brand.fg': '#6ab3f3', // link_color before accent_text_color
      border: '#111921',
    });
    // #708499 on #17212b is 4.2:1; white on #5288c1 is 3.7:1.
    expect(overrides.dropped).toEqual(
      expect.arrayContaining(['fg.muted', 'brand.solid', 'brand.contrast']),
    );
  });

  it('keeps the page background and drops the text that fails on it', () => {
    const overrides = chatAppTokenOverrides(telegramLight, defaultTheme, 'light');
    expect(overrides.tokens).toMatchObject({
      bg: '#ffffff',
      'bg.panel': '#efeff3',
      fg: '#000000',
    });
    // hint #999999 is 2.85:1 on white, link #2481cc 4.13:1.
    expect(overrides.dropped).toEqual(expect.arrayContaining(['fg.muted', 'brand.fg']));
  });

  it("uses Telegram's button, with its focus ring, border and tints, when it passes", () => {
    const params = { bg_color: '#ffffff', button_color: '#1f5fa8', button_text_color: '#ffffff' };
    const overrides = chatAppTokenOverrides(params, defaultTheme, 'light');
    expect(overrides.dropped).toEqual([]);
    expect(overrides.tokens).toMatchObject({
      'brand.solid': '#1f5fa8',
      'brand.contrast': '#ffffff',
      'brand.focusRing': '#1f5fa8',
      'brand.border': '#1f5fa8',
      'brand.subtle': '#e9eff6',
    });
    expectEveryPairToPass(defaultTheme, overrides);
  });

  it("drops the button's focus ring, border and tints with the button", () => {
    const params = { bg_color: '#ffffff', button_color: '#2481cc', button_text_color: '#ffffff' };
    const overrides = chatAppTokenOverrides(params, defaultTheme, 'light');
    expect(overrides.tokens).toEqual({ bg: '#ffffff' });
    expect([...overrides.dropped].sort()).toEqual(
      [
        'brand.solid',
        'brand.contrast',
        'brand.focusRing',
        'brand.border',
        'brand.subtle',
        'brand.muted',
        'brand.emphasized',
      ].sort(),
    );
  });

  it('normalises #rgb and upper case, and falls back past an unusable parameter', () => {
    const overrides = chatAppTokenOverrides(
      { bg_color: '#FFF', text_color: '#000', hint_color: 'grey', subtitle_text_color: '#555' },
      defaultTheme,
      'light',
    );
    expect(overrides.tokens).toMatchObject({ bg: '#ffffff', fg: '#000000', 'fg.muted': '#555555' });
  });

  it('ignores anything that is not a colour', () => {
    const junk = {
      bg_color: 'red; } body { display:none',
      text_color: 'url(https://example.test/x.png)',
      hint_color: '#12345',
      link_color: '#ggg',
      button_color: 0xffffff,
      button_text_color: { toString: () => '#ffffff' },
      secondary_bg_color: 'rgb(0, 0, 0)',
      destructive_text_color: '#ff0000 !important',
      section_separator_color: null,
    };
    const overrides = chatAppTokenOverrides(junk, defaultTheme, 'light');
    expect(overrides.tokens).toEqual({});
    expect(overrides.dropped).toEqual([]);
    expect(chatAppThemeCss(overrides, createAppSystem(defaultTheme))).toBe('');
  });
});

describe('chatAppThemeCss', () => {
  const allTokens = (mode: 'light' | 'dark'): ChatAppOverrides => ({
    mode,
    tokens: Object.fromEntries(CHAT_APP_TOKENS.map((token) => [token, '#123456'])),
    dropped: [],
  });

  it.each(themes)('names only variables that createAppSystem(%s) declares', (_file, theme) => {
    const declared = declaredVariables(theme);
    const system = createAppSystem(theme);
    for (const mode of ['light', 'dark'] as const) {
      const css = chatAppThemeCss(allTokens(mode), system);
      const emitted = [...css.matchAll(/(--[\w-]+):/g)].map((match) => match[1]);
      expect(emitted).toHaveLength(CHAT_APP_TOKENS.length);
      for (const variable of emitted) expect(declared).toContain(variable);
    }
  });

  it("scopes each mode to Chakra's own selectors for it", () => {
    const system = createAppSystem(defaultTheme);
    const layer = (system.getTokenCss() as Record<string, Record<string, unknown>>)[
      '@layer tokens'
    ];
    const chakraScopes = Object.keys(layer ?? {}).map((key) => key.replaceAll(' &', '').trim());
    expect(chakraScopes).toContain(':root, .light');
    expect(chakraScopes).toContain('.dark, .dark .chakra-theme:not(.light)');

    expect(chatAppThemeCss(allTokens('dark'), system)).toMatch(
      /^\.dark, \.dark \.chakra-theme:not\(\.light\) \{\n {2}--chakra-colors-bg: #123456;\n/,
    );
    // `:root` narrowed so Telegram's light colours never show on a page switched to dark.
    expect(chatAppThemeCss(allTokens('light'), system)).toMatch(/^:root:not\(\.dark\), \.light \{/);
    expect(chatAppThemeCss(allTokens('light'), system)).not.toContain('@layer');
  });

  it('needs no colorPalette variables: brand is read through the brand variables', () => {
    const system = createAppSystem(defaultTheme);
    const palette = system.css({ colorPalette: 'brand' }) as Record<string, string>;
    const css = chatAppThemeCss(allTokens('light'), system);
    const brandEntries = Object.entries(palette).filter(([key]) =>
      key.startsWith('--chakra-colors-color-palette-'),
    );
    expect(brandEntries.length).toBeGreaterThan(0);
    for (const [, value] of brandEntries) {
      const target = /^var\((--chakra-colors-brand-[\w-]+)\)$/.exec(value)?.[1];
      expect(target, value).toBeDefined();
      expect(css).toContain(`${target}: #123456;`);
    }
  });

  it('writes only #rrggbb values, even from a hand-made overrides object', () => {
    const css = chatAppThemeCss(
      {
        mode: 'light',
        tokens: { bg: 'red; } body { display:none', fg: 'url(x)', 'bg.panel': '#abcdef' },
        dropped: [],
      },
      createAppSystem(defaultTheme),
    );
    expect(css).toBe(':root:not(.dark), .light {\n  --chakra-colors-bg-panel: #abcdef;\n}\n');
  });
});

describe('applyChatAppTheme', () => {
  const system = createAppSystem(defaultTheme);

  afterEach(() => {
    document.getElementById(CHAT_APP_STYLE_ID)?.remove();
    document.documentElement.className = '';
    document.documentElement.style.colorScheme = '';
    localStorage.clear();
  });

  it('writes one style element, sets the mode, and replaces both on theme_changed', () => {
    const first = applyChatAppTheme(telegramDark, defaultTheme, system, document);
    expect(first.mode).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    const styles = () => document.head.querySelectorAll(`style#${CHAT_APP_STYLE_ID}`);
    expect(styles()).toHaveLength(1);
    expect(styles()[0]?.textContent).toContain('--chakra-colors-bg: #212121;');

    const second = applyChatAppTheme(telegramLight, defaultTheme, system, document);
    expect(second.mode).toBe('light');
    expect(second.dropped).toEqual(expect.arrayContaining(['fg.muted']));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(styles()).toHaveLength(1);
    expect(styles()[0]?.textContent).toContain('--chakra-colors-bg: #ffffff;');
    expect(styles()[0]?.textContent).not.toContain('#212121');
    // The mini app follows Telegram; the visitor's stored choice is left alone.
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });

  it("keeps the page's mode when Telegram sends no bg_color", () => {
    document.documentElement.classList.add('dark');
    const result = applyChatAppTheme({ text_color: '#ffffff' }, defaultTheme, system, document);
    expect(result.mode).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.getElementById(CHAT_APP_STYLE_ID)?.textContent).toContain(
      '--chakra-colors-fg: #ffffff;',
    );
  });

  it('never lets junk into the style element', () => {
    applyChatAppTheme(
      { bg_color: 'red; } body { display:none', text_color: 'url(javascript:alert(1))' },
      defaultTheme,
      system,
      document,
    );
    expect(document.getElementById(CHAT_APP_STYLE_ID)?.textContent).toBe('');
  });
});

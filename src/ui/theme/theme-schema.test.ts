import { readThemeFiles } from '../test-utils/read-theme-files';
import { themeSchema, type ThemeTokens } from './theme-schema';

/** A fresh copy of a valid theme, for breaking it in one place per test. */
function validTheme(): ThemeTokens {
  const [first] = readThemeFiles();
  if (!first) throw new Error('no theme files');
  return themeSchema.parse(structuredClone(first.json));
}

describe('theme files', () => {
  it('ships the four brands', () => {
    expect(readThemeFiles().map((t) => t.file)).toEqual(
      expect.arrayContaining(['default.json', 'eu.json', 'turkey.json', 'regional.json']),
    );
  });

  it.each(readThemeFiles().map((t) => [t.file, t.json] as const))(
    '%s is valid, with a name equal to its file name',
    (file, json) => {
      const result = themeSchema.safeParse(json);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(`${result.data?.name}.json`).toBe(file);
    },
  );
});

describe('themeSchema', () => {
  it('names the path of a malformed colour', () => {
    const theme = validTheme();
    theme.colors.dark.brand.solid = 'gold';
    const issues = themeSchema.safeParse(theme).error?.issues ?? [];
    expect(issues).toContainEqual(
      expect.objectContaining({ path: ['colors', 'dark', 'brand', 'solid'] }),
    );
  });

  it('reports a missing colour mode without failing on the contrast check', () => {
    const theme = validTheme();
    delete (theme.colors as Partial<ThemeTokens['colors']>).dark;
    const issues = themeSchema.safeParse(theme).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual(['colors.dark']);
  });

  it('rejects unknown tokens, so a typo does not pass silently', () => {
    const theme = validTheme();
    (theme.colors.light.brand as Record<string, string>).solidd = '#000000';
    expect(themeSchema.safeParse(theme).success).toBe(false);
  });

  it('reports a text colour below AA contrast with its path and the ratio', () => {
    const theme = validTheme();
    theme.colors.light.fg.muted = '#bbbbbb';
    theme.colors.light.bg.default = '#ffffff';
    const issues = themeSchema.safeParse(theme).error?.issues ?? [];
    const issue = issues.find((i) => i.path.join('.') === 'colors.light.fg.muted');
    expect(issue?.message).toMatch(/contrast 1\.\d\d:1 against bg\.default is below 4\.5:1/);
  });

  it('holds a focus ring to the 3:1 non-text minimum', () => {
    const theme = validTheme();
    theme.colors.dark.brand.focusRing = theme.colors.dark.bg.default;
    const issues = themeSchema.safeParse(theme).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toContain('colors.dark.brand.focusRing');
  });

  it('requires font stacks to end in a generic family', () => {
    const theme = validTheme();
    theme.fonts.body = 'Inter';
    const issues = themeSchema.safeParse(theme).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual(['fonts.body']);
  });
});

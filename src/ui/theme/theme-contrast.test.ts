import type { SystemContext } from '@chakra-ui/react';
import { readThemeFiles } from '../test-utils/read-theme-files';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { createAppSystem } from './create-app-system';
import { colourModes, themeSchema, type ColourModeName } from './theme-schema';

const namedColours: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** The hex a colour token has in one mode, following `{colors.x.y}` references. */
function resolveColour(system: SystemContext, name: string, mode: ColourModeName): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw: string = conditions?.[`_${mode}`] ?? token.originalValue;
  const reference = /^\{colors\.(.+)\}$/.exec(raw);
  if (reference?.[1]) return resolveColour(system, reference[1], mode);
  return (namedColours[raw] ?? raw).toLowerCase();
}

/** Text on background pairs that our components actually draw, by Chakra token name. */
const renderedPairs: { text: string; background: string; minimum: number; where: string }[] = [
  { text: 'fg', background: 'bg', minimum: AA_TEXT, where: 'page text' },
  { text: 'fg', background: 'bg.panel', minimum: AA_TEXT, where: 'panel, dialog, toast text' },
  { text: 'fg.muted', background: 'bg.panel', minimum: AA_TEXT, where: 'helper text' },
  { text: 'fg.error', background: 'bg.panel', minimum: AA_TEXT, where: 'field error' },
  { text: 'brand.contrast', background: 'brand.solid', minimum: AA_TEXT, where: 'primary button' },
  { text: 'brand.fg', background: 'bg.panel', minimum: AA_TEXT, where: 'links, selected tab' },
  { text: 'brand.fg', background: 'brand.subtle', minimum: AA_TEXT, where: 'subtle button' },
  { text: 'brand.focusRing', background: 'bg.panel', minimum: AA_NON_TEXT, where: 'focus ring' },
  // Chakra's status palettes, used by toasts (solid) and alerts (subtle).
  ...['red', 'green', 'orange', 'blue'].flatMap((status) => [
    {
      text: `${status}.contrast`,
      background: `${status}.solid`,
      minimum: AA_TEXT,
      where: `${status} toast`,
    },
    {
      text: `${status}.fg`,
      background: `${status}.subtle`,
      minimum: AA_TEXT,
      where: `${status} alert`,
    },
  ]),
];

describe.each(readThemeFiles().map((t) => [t.file, themeSchema.parse(t.json)] as const))(
  'contrast in %s',
  (_file, theme) => {
    const system = createAppSystem(theme);
    const cases = colourModes.flatMap((mode) => renderedPairs.map((pair) => ({ mode, ...pair })));

    it.each(cases)(
      '$mode: $text on $background ($where)',
      ({ mode, text, background, minimum }) => {
        const ratio = contrastRatio(
          resolveColour(system, text, mode),
          resolveColour(system, background, mode),
        );
        expect(ratio).toBeGreaterThanOrEqual(minimum);
      },
    );
  },
);

it('resolves theme colours from the theme file, not from Chakra defaults', () => {
  const theme = themeSchema.parse(readThemeFiles().find((t) => t.file === 'eu.json')?.json);
  const system = createAppSystem(theme);
  expect(resolveColour(system, 'brand.solid', 'light')).toBe(theme.colors.light.brand.solid);
  expect(resolveColour(system, 'brand.solid', 'dark')).toBe(theme.colors.dark.brand.solid);
  expect(resolveColour(system, 'bg', 'dark')).toBe(theme.colors.dark.bg.default);
});

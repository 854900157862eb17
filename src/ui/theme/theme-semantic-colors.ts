import type { ModeColours, ThemeTokens } from './theme-schema';

interface ModeValue {
  value: { _light: string; _dark: string };
}

function perMode(theme: ThemeTokens, pick: (colours: ModeColours) => string): ModeValue {
  return { value: { _light: pick(theme.colors.light), _dark: pick(theme.colors.dark) } };
}

function brandPalette(theme: ThemeTokens): Record<keyof ModeColours['brand'], ModeValue> {
  const keys = Object.keys(theme.colors.light.brand) as (keyof ModeColours['brand'])[];
  return Object.fromEntries(
    keys.map((key) => [key, perMode(theme, (c) => c.brand[key])]),
  ) as Record<keyof ModeColours['brand'], ModeValue>;
}

/**
 * A theme file's colours as Chakra semantic colour tokens. `brand` is a full colour palette
 * (what `colorPalette="brand"` reads); `bg`, `fg` and `border` override Chakra's neutral
 * defaults of the same name (`DEFAULT` is Chakra's name for the bare token, e.g. `bg`).
 */
export function themeSemanticColors(theme: ThemeTokens) {
  return {
    brand: brandPalette(theme),
    bg: {
      DEFAULT: perMode(theme, (c) => c.bg.default),
      panel: perMode(theme, (c) => c.bg.panel),
    },
    fg: {
      DEFAULT: perMode(theme, (c) => c.fg.default),
      muted: perMode(theme, (c) => c.fg.muted),
      error: perMode(theme, (c) => c.fg.error),
    },
    border: {
      DEFAULT: perMode(theme, (c) => c.border.default),
    },
  };
}

/**
 * Chakra's status palettes draw white text on green.600 (3.3:1) and orange.600 (3.6:1), below
 * WCAG AA; success and warning toasts use exactly those pairs, and axe runs on every page.
 * One shade darker passes in both modes. The same for every brand, so not in the theme files.
 */
export const accessibleStatusColors = {
  green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
  orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
};

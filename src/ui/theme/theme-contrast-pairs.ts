/**
 * The colour pairs a theme must keep at WCAG AA (docs/theming.md, "Contrast is checked, not
 * hoped for"), free of zod: the theme schema checks them at build time and the mini app's
 * Telegram colours (chat-app-theme.ts) in the browser.
 */
import { AA_NON_TEXT, AA_TEXT } from './contrast';

/** One colour mode of a theme file (the theme schema's `colors.light` / `colors.dark`). */
export interface ModeColours {
  brand: {
    solid: string;
    contrast: string;
    fg: string;
    muted: string;
    subtle: string;
    emphasized: string;
    focusRing: string;
    border: string;
  };
  bg: { default: string; panel: string };
  fg: { default: string; muted: string; error: string };
  border: { default: string };
}

export type ColourPath = {
  [Group in keyof ModeColours]: `${Group}.${Extract<keyof ModeColours[Group], string>}`;
}[keyof ModeColours];

export interface ContrastPair {
  readonly foreground: ColourPath;
  readonly background: ColourPath;
  readonly minimum: number;
}

/**
 * Pairs that appear on screen together and must reach WCAG AA in both modes. Axe checks the
 * rendered pages as well; this catches a bad theme at build time, naming the token.
 */
export const themeContrastPairs: readonly ContrastPair[] = [
  { foreground: 'fg.default', background: 'bg.default', minimum: AA_TEXT },
  { foreground: 'fg.default', background: 'bg.panel', minimum: AA_TEXT },
  { foreground: 'fg.muted', background: 'bg.default', minimum: AA_TEXT },
  { foreground: 'fg.muted', background: 'bg.panel', minimum: AA_TEXT },
  { foreground: 'fg.error', background: 'bg.default', minimum: AA_TEXT },
  { foreground: 'fg.error', background: 'bg.panel', minimum: AA_TEXT },
  { foreground: 'brand.contrast', background: 'brand.solid', minimum: AA_TEXT },
  { foreground: 'brand.fg', background: 'bg.default', minimum: AA_TEXT },
  { foreground: 'brand.fg', background: 'bg.panel', minimum: AA_TEXT },
  { foreground: 'brand.fg', background: 'brand.subtle', minimum: AA_TEXT },
  { foreground: 'brand.fg', background: 'brand.muted', minimum: AA_TEXT },
  { foreground: 'fg.default', background: 'brand.subtle', minimum: AA_TEXT },
  { foreground: 'brand.focusRing', background: 'bg.default', minimum: AA_NON_TEXT },
  { foreground: 'brand.focusRing', background: 'bg.panel', minimum: AA_NON_TEXT },
];

/** The colour at `path`, or undefined when that part of a (not yet validated) theme is missing. */
export function colourAt(colours: ModeColours | undefined, path: ColourPath): string | undefined {
  const [group, key] = path.split('.') as [keyof ModeColours, string];
  const value: unknown = (colours?.[group] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

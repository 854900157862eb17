/**
 * Inside the Telegram mini app the page takes Telegram's colours (its theme parameters,
 * core.telegram.org/bots/webapps#themeparams) through our semantic tokens, without giving up
 * WCAG AA: a Telegram colour that would fail a pair the theme schema checks is not used, and the
 * edition theme's own token stays. docs/theming.md, "Inside the Telegram mini app".
 *
 * Everything here is pure except `applyChatAppTheme`, the one function that touches the DOM.
 */
import type { SystemContext } from '@chakra-ui/react';
import { applyColorMode, appliedColorMode, type ColorMode } from '../color-mode/color-mode';
import { contrastRatio, isHexColour, relativeLuminance } from './contrast';
import {
  colourAt,
  themeContrastPairs,
  type ContrastPair,
  type ModeColours,
} from './theme-contrast-pairs';
import type { ThemeTokens } from './theme-schema';

/** Telegram's theme parameter names (Bot API 7.10); any other key is ignored. */
export type TelegramThemeParam =
  | 'bg_color'
  | 'text_color'
  | 'hint_color'
  | 'link_color'
  | 'button_color'
  | 'button_text_color'
  | 'secondary_bg_color'
  | 'header_bg_color'
  | 'bottom_bar_bg_color'
  | 'accent_text_color'
  | 'section_bg_color'
  | 'section_header_text_color'
  | 'subtitle_text_color'
  | 'destructive_text_color'
  | 'section_separator_color';

/** As Telegram sends them: values are untrusted, so typed `unknown` and checked one by one. */
export type ChatAppThemeParams = Readonly<Partial<Record<TelegramThemeParam, unknown>>>;

/** A theme-file colour path (`bg.default`, `brand.solid`, …). */
type ColourPath = ContrastPair['foreground'];
type ChakraName<Path extends string> = Path extends `${infer Group}.default` ? Group : Path;
/** The Chakra semantic token a chat-app colour overrides: `bg`, `bg.panel`, `brand.solid`, … */
export type ChatAppToken = ChakraName<ColourPath>;

export interface ChatAppOverrides {
  /** The colour mode the overrides belong to; they apply only while the page is in it. */
  readonly mode: ColorMode;
  /** Token → `#rrggbb`; every pair in `themeContrastPairs` passes with these merged in. */
  readonly tokens: Readonly<Partial<Record<ChatAppToken, string>>>;
  /** Tokens Telegram would have set but which failed AA (or followed `brand.solid` out). */
  readonly dropped: readonly ChatAppToken[];
}

/**
 * Where each token comes from: the first parameter holding a valid colour wins. Telegram's
 * header and bottom-bar colours and `section_header_text_color` have no token of ours.
 */
const sources: readonly (readonly [ColourPath, readonly TelegramThemeParam[]])[] = [
  ['bg.default', ['bg_color']],
  ['bg.panel', ['section_bg_color', 'secondary_bg_color']],
  ['fg.default', ['text_color']],
  ['fg.muted', ['hint_color', 'subtitle_text_color']],
  ['fg.error', ['destructive_text_color']],
  ['border.default', ['section_separator_color']],
  ['brand.solid', ['button_color']],
  ['brand.contrast', ['button_text_color']],
  ['brand.fg', ['link_color', 'accent_text_color']],
  ['brand.focusRing', ['button_color']],
  ['brand.border', ['button_color']],
];

/**
 * Telegram has no tints, so the brand's tints are mixed from `button_color` into the page
 * background (light to strong, like a theme file's). They and the focus ring and border follow
 * `brand.solid`: when Telegram's button is not used, none of its colour is, so the brand never
 * ends up half Telegram's and half the edition's.
 */
const brandTints: readonly (readonly [ColourPath, number])[] = [
  ['brand.subtle', 0.1],
  ['brand.muted', 0.2],
  ['brand.emphasized', 0.35],
];
const followBrandSolid: readonly ColourPath[] = [
  'brand.focusRing',
  'brand.border',
  ...brandTints.map(([path]) => path),
];

/** Kept while the other side of a failing pair can be dropped instead: the page is Telegram's. */
const pageBackgrounds: readonly ColourPath[] = ['bg.default', 'bg.panel'];

/** Every token this module may set, in a stable order. */
export const CHAT_APP_TOKENS: readonly ChatAppToken[] = [
  ...new Set([...sources.map(([path]) => path), ...followBrandSolid]),
].map(chakraName);

function chakraName(path: ColourPath): ChatAppToken {
  return path.replace(/\.default$/, '') as ChatAppToken;
}

/** `#rrggbb` or `#rgb` (any case) as lower-case `#rrggbb`; anything else is not a colour: null. */
function normaliseColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1]?.toLowerCase();
  if (!hex) return null;
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

function colourFrom(
  params: ChatAppThemeParams | null | undefined,
  names: readonly TelegramThemeParam[],
): string | null {
  for (const name of names) {
    const colour = normaliseColour(params?.[name]);
    if (colour) return colour;
  }
  return null;
}

/** `weight` of the way from `from` to `to`, per sRGB channel. */
function mix(from: string, to: string, weight: number): string {
  const channels = (hex: string) =>
    [0, 2, 4].map((offset) => Number.parseInt(hex.slice(1 + offset, 3 + offset), 16));
  const [a, b] = [channels(from), channels(to)];
  return `#${a
    .map((channel, i) => Math.round(channel + ((b[i] ?? channel) - channel) * weight))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The luminance of mid-grey in the contrast sense: a background darker than this shows white
 * text with more contrast than black text ((1 + 0.05) / (L + 0.05) = (L + 0.05) / 0.05).
 */
const MID_GREY_LUMINANCE = Math.sqrt(1.05 * 0.05) - 0.05;

/** Dark when Telegram's `bg_color` is darker than mid-grey; null without a usable `bg_color`. */
export function chatAppColorMode(params: ChatAppThemeParams | null | undefined): ColorMode | null {
  const background = colourFrom(params, ['bg_color']);
  if (!background) return null;
  return relativeLuminance(background) < MID_GREY_LUMINANCE ? 'dark' : 'light';
}

/**
 * Telegram's colours as token overrides for `mode`, checked against every pair in
 * `themeContrastPairs` with the edition theme's `mode` colours filling in the rest. For each
 * failing pair the overrides in it are dropped, except a page background whose partner is an
 * override too (then only the partner goes); this repeats until every pair passes. It ends,
 * at worst with nothing left: the edition theme alone passes (the theme schema checks it).
 */
export function chatAppTokenOverrides(
  params: ChatAppThemeParams | null | undefined,
  theme: ThemeTokens,
  mode: ColorMode,
): ChatAppOverrides {
  const edition = theme.colors[mode];
  const candidates = new Map<ColourPath, string>();
  for (const [path, names] of sources) {
    const colour = colourFrom(params, names);
    if (colour) candidates.set(path, colour);
  }
  const button = candidates.get('brand.solid');
  if (button) {
    const background = candidates.get('bg.default') ?? edition.bg.default;
    for (const [path, weight] of brandTints) candidates.set(path, mix(background, button, weight));
  }

  const dropped: ColourPath[] = [];
  for (;;) {
    const merged = mergeColours(edition, candidates);
    const victims = new Set<ColourPath>();
    for (const pair of themeContrastPairs) {
      const foreground = colourAt(merged, pair.foreground);
      const background = colourAt(merged, pair.background);
      if (!foreground || !background) continue;
      if (contrastRatio(foreground, background) >= pair.minimum) continue;
      const foregroundIsOurs = candidates.has(pair.foreground);
      if (foregroundIsOurs) victims.add(pair.foreground);
      if (
        candidates.has(pair.background) &&
        !(foregroundIsOurs && pageBackgrounds.includes(pair.background))
      ) {
        victims.add(pair.background);
      }
    }
    // Nothing of Telegram's fails (or only the edition's own pairs, which it cannot fix).
    if (victims.size === 0) break;
    if (victims.has('brand.solid')) {
      for (const path of followBrandSolid) if (candidates.has(path)) victims.add(path);
    }
    for (const path of victims) {
      candidates.delete(path);
      dropped.push(path);
    }
  }

  return {
    mode,
    tokens: Object.fromEntries([...candidates].map(([path, colour]) => [chakraName(path), colour])),
    dropped: dropped.map(chakraName),
  };
}

function mergeColours(edition: ModeColours, overrides: ReadonlyMap<ColourPath, string>) {
  const merged = structuredClone(edition);
  for (const [path, colour] of overrides) {
    const [group, key] = path.split('.') as [keyof ModeColours, string];
    (merged[group] as Record<string, string>)[key] = colour;
  }
  return merged;
}

/**
 * The selectors of Chakra's own colour-mode declarations (`:root, .light` and
 * `.dark, .dark .chakra-theme:not(.light)`), so the overrides reach the same elements. Ours are
 * not in a cascade layer and Chakra's are (`@layer tokens`), so ours win whatever the order.
 * They are written for their own mode only: if the page switches mode, the edition theme's
 * colours of the other mode show, never Telegram's colours of the wrong one (hence
 * `:root:not(.dark)`, where Chakra relies on `.dark` coming later in the same layer).
 */
const modeScopes: Record<ColorMode, string> = {
  light: ':root:not(.dark), .light',
  dark: '.dark, .dark .chakra-theme:not(.light)',
};

/** The CSS that sets the overridden tokens' Chakra variables; empty when there are none. */
export function chatAppThemeCss(overrides: ChatAppOverrides, system: SystemContext): string {
  const declarations = Object.entries(overrides.tokens).flatMap(([name, colour]) => {
    const variable = system.tokens.getByName(`colors.${name}`)?.extensions.cssVar?.var;
    // The tokens are normalised already; checked again so nothing but `#rrggbb` ever reaches
    // the CSS text, whoever built `overrides`.
    return variable && typeof colour === 'string' && isHexColour(colour)
      ? [`  ${variable}: ${colour};`]
      : [];
  });
  if (declarations.length === 0) return '';
  return `${modeScopes[overrides.mode]} {\n${declarations.join('\n')}\n}\n`;
}

export const CHAT_APP_STYLE_ID = 'chat-app-theme';

/**
 * Applies Telegram's theme: one `<style id="chat-app-theme">` in `<head>` (replaced on every
 * call, e.g. on `theme_changed`) and Telegram's colour mode on `<html>`. The mode is not stored:
 * the mini app follows Telegram, not the visitor's saved choice. Without a usable `bg_color`
 * the page keeps the mode it has.
 */
export function applyChatAppTheme(
  params: ChatAppThemeParams | null | undefined,
  theme: ThemeTokens,
  system: SystemContext,
  doc: Document = document,
): { mode: ColorMode; dropped: readonly ChatAppToken[] } {
  const root = doc.documentElement;
  const mode = chatAppColorMode(params) ?? appliedColorMode(root) ?? 'light';
  const overrides = chatAppTokenOverrides(params, theme, mode);

  let style = doc.head.querySelector<HTMLStyleElement>(`style#${CHAT_APP_STYLE_ID}`);
  if (!style) {
    style = doc.createElement('style');
    style.id = CHAT_APP_STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = chatAppThemeCss(overrides, system);
  root.dataset.colorModeSource = 'chat-app';
  applyColorMode(mode, root);
  return { mode, dropped: overrides.dropped };
}

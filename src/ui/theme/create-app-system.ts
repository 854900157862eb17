import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { appKeyframes } from './app-keyframes';
import { appRecipes, appSlotRecipes } from './app-recipes';
import { motionTimings } from './layout-tokens';
import type { ThemeTokens } from './theme-schema';
import { accessibleStatusColors, themeSemanticColors } from './theme-semantic-colors';

/**
 * Chakra's colour palettes nothing in the app draws with. The app uses gray and the status
 * colours (error red, warning orange, success green, info blue) of alerts, toasts and `fg.*`;
 * `brand` comes from the theme file. These five would add 6.4 KB of CSS variables to every
 * page's critical CSS (docs/performance.md, "Nothing competes with the page").
 * `create-app-system.test.ts` fails on a `colorPalette` or `{colors.…}` naming a palette the
 * system does not have.
 */
export const unusedPalettes: ReadonlySet<string> = new Set([
  'yellow',
  'teal',
  'cyan',
  'purple',
  'pink',
]);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !unusedPalettes.has(name)),
  ) as T;
}

/**
 * Chakra's default theme minus its recipes, unused palettes, unused keyframes and animation
 * styles: tokens, semantic tokens, global CSS and preflight. Leaving any of these out renders
 * the page unstyled without an error, so they all stay; the recipes are the part worth trimming
 * (see app-recipes.ts). The keyframes are the ones our recipes name (app-keyframes.ts); no
 * recipe or component uses an animation style (`animationStyle`), so Chakra's are left out.
 */
const chakraFoundation: SystemConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes: appKeyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    },
    textStyles,
    layerStyles,
  },
});

/** What is the same for every brand: our recipes and the spec's timings. */
const appFoundation: SystemConfig = defineConfig({
  // Every component takes the brand colour unless a caller passes another `colorPalette`.
  globalCss: { html: { colorPalette: 'brand' } },
  theme: {
    tokens: {
      durations: {
        spinner: { value: `${motionTimings.spinnerMs}ms` },
        modalFade: { value: `${motionTimings.modalFadeMs}ms` },
      },
    },
    semanticTokens: { colors: accessibleStatusColors },
    recipes: appRecipes,
    slotRecipes: appSlotRecipes,
  },
});

function brandConfig(theme: ThemeTokens): SystemConfig {
  return defineConfig({
    theme: {
      tokens: {
        fonts: { body: { value: theme.fonts.body }, heading: { value: theme.fonts.heading } },
      },
      semanticTokens: {
        colors: themeSemanticColors(theme),
        radii: {
          l1: { value: theme.radii.l1 },
          l2: { value: theme.radii.l2 },
          l3: { value: theme.radii.l3 },
        },
      },
    },
  });
}

/**
 * Builds the Chakra system for one brand. Later configs win (Chakra deep-merges them), so a
 * theme file overrides only the tokens it names and Chakra's defaults fill in the rest.
 */
export function createAppSystem(theme: ThemeTokens): SystemContext {
  return createSystem(defaultBaseConfig, chakraFoundation, appFoundation, brandConfig(theme));
}

import { z } from 'zod';
import { contrastRatio, isHexColour } from './contrast';
import { colourAt, themeContrastPairs, type ModeColours } from './theme-contrast-pairs';

/**
 * The single definition of a theme file (`themes/<name>.json`): a handful of semantic colours
 * per colour mode, three radii and two font stacks. Everything else (spacing, type scale,
 * status colours) comes from Chakra's defaults, so a brand stays a small, reviewable file.
 *
 * Build-time only: the app receives the already-validated tokens, and `createAppSystem` imports
 * just the `ThemeTokens` type, so zod never reaches a visitor's bundle from here.
 */

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a six-digit hex colour such as "#1f4fd1"');

const cssLength = z
  .string()
  .regex(/^(?:0|\d+(?:\.\d+)?(?:px|rem))$/, 'must be a length in px or rem such as "6px"');

const fontStack = z
  .string()
  .regex(
    /(?:^|,)\s*(?:sans-serif|serif|monospace|system-ui)\s*$/,
    'must be a CSS font-family list ending in a generic family such as sans-serif',
  );

const brandColours = z
  .strictObject({
    solid: hexColour.describe('Filled surfaces: primary buttons, checked checkboxes.'),
    contrast: hexColour.describe('Text and icons drawn on `solid`.'),
    fg: hexColour.describe('Brand-coloured text and links on the page background.'),
    muted: hexColour.describe('Hover background of subtle brand surfaces.'),
    subtle: hexColour.describe('Tinted background: subtle buttons, selected tab, text selection.'),
    emphasized: hexColour.describe('Stronger tint for pressed or selected states.'),
    focusRing: hexColour.describe('Keyboard focus outline.'),
    border: hexColour.describe('Outline of brand-coloured outline buttons.'),
  })
  .describe('Palette behind `colorPalette="brand"`, the default palette of every component.');

const modeColours = z.strictObject({
  brand: brandColours,
  bg: z.strictObject({
    default: hexColour.describe('Page background.'),
    panel: hexColour.describe('Cards, dialogs, toasts and the login panel.'),
  }),
  fg: z.strictObject({
    default: hexColour.describe('Body text.'),
    muted: hexColour.describe('Secondary text: helper text, hints.'),
    error: hexColour.describe('Field error text.'),
  }),
  border: z.strictObject({
    default: hexColour.describe('Input and separator lines.'),
  }),
});

export type { ColourPath, ContrastPair, ModeColours } from './theme-contrast-pairs';
export { colourAt, themeContrastPairs } from './theme-contrast-pairs';
export const colourModes = ['light', 'dark'] as const;
export type ColourModeName = (typeof colourModes)[number];

/** The schema and the zod-free shape (theme-contrast-pairs.ts) describe the same colours. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const shapesAgree: SameShape<z.infer<typeof modeColours>, ModeColours> = true;
void shapesAgree;

export const themeSchema = z
  .strictObject({
    $schema: z.string().optional(),
    name: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes')
      .describe('Same as the file name; an edition manifest names its theme by it.'),
    colors: z.strictObject({ light: modeColours, dark: modeColours }),
    radii: z
      .strictObject({
        l1: cssLength.describe('Small controls: checkboxes, tags.'),
        l2: cssLength.describe('Inputs and buttons.'),
        l3: cssLength.describe('Panels and dialogs.'),
      })
      .describe('Corner radii, smallest to largest.'),
    fonts: z.strictObject({
      body: fontStack,
      heading: fontStack,
    }),
  })
  .superRefine((theme, ctx) => {
    for (const mode of colourModes) {
      const colours = theme.colors?.[mode] as ModeColours | undefined;
      for (const pair of themeContrastPairs) {
        const foreground = colourAt(colours, pair.foreground);
        const background = colourAt(colours, pair.background);
        // zod runs this refinement even when a colour is missing or malformed; those already
        // have their own issue.
        if (!foreground || !background || !isHexColour(foreground) || !isHexColour(background)) {
          continue;
        }
        const ratio = contrastRatio(foreground, background);
        if (ratio >= pair.minimum) continue;
        ctx.addIssue({
          code: 'custom',
          path: ['colors', mode, ...pair.foreground.split('.')],
          message: `contrast ${ratio.toFixed(2)}:1 against ${pair.background} is below ${pair.minimum}:1 (WCAG AA)`,
        });
      }
    }
  });

export type ThemeTokens = z.output<typeof themeSchema>;

/**
 * WCAG 2.x contrast ratio between two opaque sRGB colours written as `#rrggbb`.
 * Kept free of any DOM or Chakra dependency so the theme schema (build time) and the tests
 * share one definition of "passes AA".
 */

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

/** AA minimum for normal-size text (WCAG 1.4.3). */
export const AA_TEXT = 4.5;
/** AA minimum for focus indicators and other user-interface graphics (WCAG 1.4.11). */
export const AA_NON_TEXT = 3;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

function channelToLinear(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const match = HEX_COLOUR.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: "${hex}"`);
  const value = Number.parseInt(match[1], 16);
  const red = channelToLinear((value >> 16) & 0xff);
  const green = channelToLinear((value >> 8) & 0xff);
  const blue = channelToLinear(value & 0xff);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Ratio from 1 (identical) to 21 (black on white); the order of the arguments does not matter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

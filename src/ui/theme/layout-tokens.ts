/**
 * Sizes and timings from the spec (docs/theming.md, "Layout sizes and timings"), in one place so
 * components, the Chakra system and the tests all read the same numbers.
 */

export const layoutSizes = {
  /** The login panel on a page. */
  loginPanelWidth: 446,
  /** The login box, and the login shown as a modal (max width). */
  loginBoxWidth: 480,
  /** Small informational dialogs ("card"). */
  dialogCardWidth: 400,
  /** Standard modal; also the verify-code dialog. */
  modalWidth: 480,
  /** Other modal widths the spec lists, for dialogs that need them. */
  otherModalWidths: [440, 472, 492],
  promoImage: { width: 304, height: 280 },
  toastMinWidth: 180,
  /** Under `phoneToastBelow` px of viewport a toast takes this share of the width. */
  phoneToastWidthPercent: 70,
  phoneToastBelow: 500,
  /** The promo column beside the login panel appears from this viewport width up. */
  promoColumnFrom: 880,
} as const;

export const motionTimings = {
  /** One spinner revolution. */
  spinnerMs: 800,
  /** Fade of a modal and its backdrop, in and out. */
  modalFadeMs: 100,
} as const;

/** The spec's breakpoints, in px (the spec's 1439.98 is "below 1440"). */
export const specBreakpoints = [446, 460, 500, 600, 747, 880, 1440] as const;
export type SpecBreakpoint = (typeof specBreakpoints)[number];

/*
 * Chakra's responsive props only know its own breakpoint names (sm, md, ...) at the type
 * level, and new names need its CLI typegen, so the spec's widths are media-query keys:
 * `css={{ display: 'none', [mediaFrom(880)]: { display: 'flex' } }}`.
 */

/** Style key for "viewport at least `width` px wide". */
export function mediaFrom(width: SpecBreakpoint): `@media screen and (min-width: ${number}px)` {
  return `@media screen and (min-width: ${width}px)`;
}

/** Style key for "viewport narrower than `width` px" (e.g. 1440 gives the spec's 1439.98). */
export function mediaBelow(width: SpecBreakpoint): `@media screen and (max-width: ${number}px)` {
  return `@media screen and (max-width: ${width - 0.02}px)`;
}

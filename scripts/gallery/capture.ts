import type { CDPSession, Page } from '@playwright/test';
import { holdEndlessAnimations } from './page-state';
import type { ImageFormat } from './paths';

/**
 * A picture of the page taken through the DevTools protocol directly, the way Playwright's
 * `page.screenshot({ animations: 'disabled', fullPage })` takes it in Chromium (the same
 * rectangles, the same animations finished or stopped, the caret hidden), with the preparation
 * done in the page's main frame only. Playwright prepares and restores every frame (the
 * third-party buttons' frames included, a new one after every language switch) in a world of its
 * own and asks for the page's size and layout separately: at least six round trips, against four
 * here. Measured on the EU login page with one page and nothing else running (the hold of endless
 * animations then folded into the third round trip): 0.046 s of processor for a full-length
 * picture against 0.057 s, 0.032 s against 0.037 s for the visible part; the pictures are byte for
 * byte the same (docs/editions.md, "Preview gallery", How long it takes).
 */

/** A rectangle of the page in CSS pixels, and the zoom it is drawn at. */
interface ScaledRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly scale: number;
}

/** What the page reports once it is ready for the picture. */
export interface PageGeometry {
  /** The full page's size, as Playwright measures it for `fullPage`. */
  readonly width: number;
  readonly height: number;
  /** The visible part: where it is scrolled to, the window's size and the zoom. */
  readonly viewport: ScaledRect;
}

export interface Clip {
  readonly clip: ScaledRect;
  /** Whether the picture reaches past the visible part (Chromium then draws the whole page). */
  readonly captureBeyondViewport: boolean;
}

/**
 * The part of the page a picture shows: with `fullPage` the whole page from its top (drawn past
 * the visible part only where it is larger than that), else the visible part where it is scrolled
 * to. The same rectangles as Playwright's screenshotter.
 */
export function clipOf(geometry: PageGeometry, fullPage: boolean): Clip {
  const { viewport } = geometry;
  if (fullPage) {
    const fits = geometry.width <= viewport.width && geometry.height <= viewport.height;
    return {
      clip: { x: 0, y: 0, width: geometry.width, height: geometry.height, scale: 1 },
      captureBeyondViewport: !fits,
    };
  }
  return {
    clip: {
      x: viewport.x,
      y: viewport.y,
      width: Math.floor(viewport.width / viewport.scale + 1e-3),
      height: Math.floor(viewport.height / viewport.scale + 1e-3),
      scale: viewport.scale,
    },
    captureBeyondViewport: false,
  };
}

/**
 * Readies the page for a picture as Playwright's `animations: 'disabled'` and hidden caret do:
 * animations with an end are finished (a fade, a colour transition), endless ones cancelled until
 * the picture is taken, including any that start meanwhile, and the text caret made transparent.
 * Returns the page's geometry; `unprepare` undoes it all.
 */
function prepare(): PageGeometry {
  const cancelled = new Set<Animation>();
  const settle = () => {
    for (const animation of document.getAnimations()) {
      if (!animation.effect || animation.playbackRate === 0 || cancelled.has(animation)) continue;
      try {
        if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish();
        else {
          animation.cancel();
          cancelled.add(animation);
        }
      } catch {
        // An animation that cannot be finished or cancelled is drawn as it is.
      }
    }
  };
  settle();
  document.addEventListener('transitionrun', settle);
  document.addEventListener('animationstart', settle);
  const carets = new Map<HTMLElement, [string, string]>();
  for (const element of document.querySelectorAll<HTMLElement>(
    'input,textarea,[contenteditable]',
  )) {
    carets.set(element, [
      element.style.getPropertyValue('caret-color'),
      element.style.getPropertyPriority('caret-color'),
    ]);
    element.style.setProperty('caret-color', 'transparent', 'important');
  }
  (globalThis as { __galleryUnprepare?: () => void }).__galleryUnprepare = () => {
    document.removeEventListener('transitionrun', settle);
    document.removeEventListener('animationstart', settle);
    for (const [element, [value, priority]] of carets) {
      element.style.setProperty('caret-color', value, priority);
    }
    for (const animation of cancelled) {
      try {
        animation.play();
      } catch {
        // Gone with its element.
      }
    }
  };
  const { body, documentElement: root } = document;
  const view = visualViewport;
  return {
    width: Math.max(
      body.scrollWidth,
      root.scrollWidth,
      body.offsetWidth,
      root.offsetWidth,
      body.clientWidth,
      root.clientWidth,
    ),
    height: Math.max(
      body.scrollHeight,
      root.scrollHeight,
      body.offsetHeight,
      root.offsetHeight,
      body.clientHeight,
      root.clientHeight,
    ),
    viewport: {
      x: view?.pageLeft ?? scrollX,
      y: view?.pageTop ?? scrollY,
      // The window's size, scroll bar included, as the viewport the context was given.
      width: innerWidth,
      height: innerHeight,
      scale: view?.scale ?? 1,
    },
  };
}

/** Undoes `prepare` (runs in the page). */
function unprepare(): void {
  const state = globalThis as { __galleryUnprepare?: () => void };
  state.__galleryUnprepare?.();
  delete state.__galleryUnprepare;
}

export interface CaptureOptions {
  readonly format: ImageFormat;
  /** JPEG quality, 0–100. */
  readonly quality: number;
  readonly fullPage: boolean;
}

/**
 * The page as a picture (JPEG or PNG bytes), through `cdp`, a DevTools session on the page.
 * The page is left with its endless animations held at their start, as the gallery keeps it
 * between pictures (page-state.ts, `holdEndlessAnimations`).
 */
export async function capture(page: Page, cdp: CDPSession, options: CaptureOptions) {
  const geometry = await page.evaluate(prepare);
  try {
    const { clip, captureBeyondViewport } = clipOf(geometry, options.fullPage);
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: options.format,
      ...(options.format === 'jpeg' ? { quality: options.quality } : {}),
      clip,
      captureBeyondViewport,
    });
    return Buffer.from(data, 'base64');
  } finally {
    await page.evaluate(unprepare).catch(() => {});
    await holdEndlessAnimations(page);
  }
}

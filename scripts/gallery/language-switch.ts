import type { Page } from '@playwright/test';
import { fontsAndFrames } from './page-state';

/**
 * How long the network must be quiet after a switch: the new language's strings (and its
 * script's fonts CSS, the first time) are requested at once, and nothing else starts then.
 */
const SWITCH_QUIET_MS = 100;

/** How long `<html lang>` may take to become the new language's. */
const SWITCH_TIMEOUT_MS = 5_000;

/**
 * Whether the page at `current` is still the page loaded in `from` on `origin`, under the
 * `/<from>` prefix, so that switching its language in place shows the same state in another
 * language. Not on another origin (another edition's site has other languages), nor off the
 * prefix (a page the app did not route).
 */
export function switchable(current: string, origin: string, from: string): boolean {
  let url: URL;
  try {
    url = new URL(current);
  } catch {
    return false;
  }
  const prefix = `/${from}`;
  return (
    url.origin === origin && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
  );
}

/**
 * Switches a loaded page to another language as a visitor does, with the header's language
 * picker (src/app/layout/app-header.tsx): the app moves to the same route under the other prefix
 * and the page stays mounted, so an open dialog stays open. The picker is changed from the page's
 * own script, as a pick would, so a dialog over it does not stand in the way and nothing counts
 * as the visitor touching the page (the register page's Back guard, which any `popstate` would
 * set off, stays unarmed). Then waits for `<html lang>` to be `htmlLang`, the network to be
 * quiet (`maxMs` at most), puts the page back where it was scrolled, waits for the fonts and two
 * frames. `done` when it took; `moved` when the
 * picker was changed but the page did not follow in time; `stayed` when the page is not where a
 * switch can take it or has no picker with the language. A language that did not take is loaded
 * afresh by the caller.
 */
export async function switchLanguage(
  page: Page,
  target: { readonly origin: string; readonly from: string; readonly to: string },
  htmlLang: string,
  quiet: (maxMs: number, quietMs?: number) => Promise<void>,
  maxMs: number,
): Promise<'done' | 'moved' | 'stayed'> {
  if (!switchable(page.url(), target.origin, target.from)) return 'stayed';
  const picked = await page
    .evaluate((code) => {
      // Where the page was scrolled to (a form filled down to its button): the new route
      // starts at the top, a fresh load in the language would not.
      (globalThis as { __galleryScroll?: number }).__galleryScroll = scrollY;
      const picker = document.querySelector<HTMLSelectElement>('header select');
      if (!picker || ![...picker.options].some((o) => o.value === code)) return false;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(
        picker,
        code,
      );
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    }, target.to)
    .catch(() => false);
  if (!picked) return 'stayed';
  try {
    await page.waitForFunction((lang) => document.documentElement.lang === lang, htmlLang, {
      timeout: SWITCH_TIMEOUT_MS,
    });
    await quiet(maxMs, SWITCH_QUIET_MS);
    await page.evaluate(() => {
      scrollTo(0, (globalThis as { __galleryScroll?: number }).__galleryScroll ?? 0);
    });
    await fontsAndFrames(page, true);
    await page.mouse.move(0, 0);
    return 'done';
  } catch {
    return 'moved';
  }
}

import { errors, type Page } from '@playwright/test';
import {
  EARLY_SUBMIT_ATTRIBUTE,
  EARLY_TABS_ATTRIBUTE,
  READY_ATTRIBUTE,
} from '../../src/ui/early-input-script';
import type { ColourMode } from './model';

/** How long the network must be quiet for a page to count as settled (Playwright's `networkidle`). */
const QUIET_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watches a page's requests (the returned wait takes how long the network must be quiet,
 * half a second unless told), to wait for the network to go quiet after a click as well:
 * Playwright's `networkidle` is a load state, reached once per navigation, so after a tab is
 * opened it answers at once while the tab's code and data are still on their way.
 */
export function watchNetwork(page: Page): (maxMs: number, quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) lastActivity = Date.now();
  });
  return async (maxMs, quietMs = QUIET_MS) => {
    const end = Date.now() + maxMs;
    // What a click starts (a lazy chunk, a request) begins within a few frames.
    await sleep(50);
    while (Date.now() < end) {
      if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
      await sleep(50);
    }
  };
}

/**
 * Waits for a page to settle as the browser tests do (e2e/support/axe.ts): the network quiet
 * for half a second, or `idleMs` at most (a QR tab polls for ever), then the fonts, and the
 * pointer moved off any button so no hover colour is in the picture.
 */
export async function settle(
  page: Page,
  quiet: (maxMs: number) => Promise<void>,
  idleMs: number,
): Promise<void> {
  await quiet(idleMs);
  if (await onceSettled(page, () => page.evaluate(notTakenOver, NOT_TAKEN_OVER))) {
    await takenOver(page, idleMs);
    await quiet(idleMs);
  }
  await fontsAndFrames(page, false);
  await page.mouse.move(0, 0);
}

/**
 * A prerendered form or tab list the app has not taken over yet (src/ui/early-input-script.ts):
 * it marks each one ready once hydrated.
 */
const NOT_TAKEN_OVER = [EARLY_SUBMIT_ATTRIBUTE, EARLY_TABS_ATTRIBUTE]
  .map((marked) => `[${marked}]:not([${READY_ATTRIBUTE}])`)
  .join(', ');

function notTakenOver(selector: string): boolean {
  return document.querySelector(selector) !== null;
}

/**
 * Waits, `maxMs` at most, for the app to have taken over the prerendered page. The network can
 * be quiet for half a second while a busy machine is still running the page's scripts, and what
 * the app does once hydrated (the Netherlands' register page sends the visitor on to the EU site)
 * then came after the page was counted as settled: the next step's navigation was cut short by it.
 */
async function takenOver(page: Page, maxMs: number): Promise<void> {
  await page
    .waitForFunction((selector) => document.querySelector(selector) === null, NOT_TAKEN_OVER, {
      polling: 50,
      timeout: maxMs,
    })
    .catch((error: unknown) => {
      // A page that never takes over (its scripts failed) is shot as it is.
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
}

/** How long a page may take to have its fonts ready and draw; it is shot as it is after that. */
const DRAW_MAX_MS = 3_000;

/**
 * Holds every endless animation on the page at its start (`holdEndlessAnimations`), then waits
 * for the third-party sign-in buttons to have loaded (`providersReady`), at most 3 s, then for
 * the page's fonts, and with `frames` for two frames drawn, at most 3 s: a page whose frames do
 * not come (one the browser stopped drawing) must not hold the run up for ever.
 */
export async function fontsAndFrames(page: Page, frames: boolean): Promise<void> {
  await onceSettled(page, () => drawn(page, frames));
}

/**
 * Runs `call` on the page; where the page navigated meanwhile (one that sends the visitor on by
 * script after it has loaded: the Netherlands' register page opens the EU site), waits for the
 * page it went to and runs it once more there.
 */
async function onceSettled<T>(page: Page, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return call();
  }
}

async function drawn(page: Page, frames: boolean): Promise<void> {
  await holdEndlessAnimations(page);
  await page
    .waitForFunction(providersReady, undefined, { polling: 50, timeout: DRAW_MAX_MS })
    .catch((error: unknown) => {
      // A button that has not loaded by then is shot as it is.
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
  await page.evaluate(
    ({ frames: drawn, maxMs }) =>
      Promise.race([
        document.fonts.ready.then(() =>
          drawn
            ? new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
            : undefined,
        ),
        new Promise((resolve) => setTimeout(resolve, maxMs)),
      ]).then(() => undefined),
    { frames, maxMs: DRAW_MAX_MS },
  );
}

/**
 * Whether the third-party sign-in buttons have loaded (runs in the page): none still shows its
 * placeholder (Google's and Telegram's skeleton beside their container) and Apple's button is not
 * busy. Each loads again after a language switch, and a picture taken in between shows a grey bar
 * where the button will be. Behind a dialog Apple's button stays busy for as long as its flow is
 * open, which is the state shown, so it is not waited for there.
 */
export function providersReady(): boolean {
  const dialogOpen = document.querySelector('[role="dialog"]') !== null;
  return [...document.querySelectorAll('[data-provider]')].every(
    (provider) =>
      provider.parentElement?.querySelector(':scope > [role="status"]') == null &&
      (dialogOpen || !provider.hasAttribute('data-loading')),
  );
}

/**
 * Holds every endless animation (the spinner of a busy button behind a dialog, a skeleton's
 * shimmer) at its start, where a picture with animations disabled shows it anyway: a running one
 * has the browser draw about 60 frames a second for as long as the page is open, which, with a
 * dialog open through every language of a visit, cost the run a tenth of a core per page
 * (docs/editions.md, "Preview gallery", How long it takes). The screenshot sets them going again
 * when it is done, so each shot is followed by this. A page that is navigating has nothing to hold.
 */
export async function holdEndlessAnimations(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations === Infinity) {
          animation.pause();
          animation.currentTime = 0;
        }
      }
    })
    .catch(() => {});
}

/**
 * The colour mode, switched the way a visitor's system switches it: the page follows
 * `prefers-color-scheme` live while no choice is stored (docs/theming.md, "Light and dark"), so a
 * loaded page (with its dialog open) is shot in both modes without loading it again. Returns
 * false when the page does not follow within 2 s (a page inside Telegram takes Telegram's).
 */
export async function setColourMode(page: Page, mode: ColourMode): Promise<boolean> {
  await page.emulateMedia({ colorScheme: mode });
  return page
    .waitForFunction((m) => document.documentElement.classList.contains(m), mode, {
      timeout: 2_000,
    })
    .then(() => true)
    .catch(() => false);
}

/**
 * Forgets what earlier visits left behind (the last tab chosen, a stored colour mode, cookies),
 * so every visit shows the page a first-time visitor sees; `origin` is where the next visit goes.
 */
export async function forgetVisitor(page: Page, origin: string): Promise<void> {
  await page.context().clearCookies();
  const here = originOf(page.url());
  if (here) {
    await onceSettled(page, () =>
      page.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // A page that cannot reach its storage kept nothing there either.
        }
      }),
    );
  }
  if (here !== origin) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
    await cdp.detach();
  }
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol.startsWith('http') ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

import { test, type Page } from '@playwright/test';

/** How long a test waits for the page's requests to settle before it goes on with the page as it is. */
const SETTLE_MS = 15_000;

/**
 * Waits until the page's network has been quiet for half a second (third-party buttons, lazy
 * panels and campaign content in), at most 15 s. On a loaded CI machine a page's network once
 * never went quiet within a test's 30 s although nothing was stuck (the retry settled in 4.6 s);
 * after 15 s the test goes on with a `network-not-idle` note, and its own assertions catch a
 * page that never loads.
 */
export async function waitForQuietNetwork(page: Page, label: string) {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {
    test.info().annotations.push({
      type: 'network-not-idle',
      description: `${label}: requests still running after ${SETTLE_MS / 1000} s; the test went on`,
    });
  });
}

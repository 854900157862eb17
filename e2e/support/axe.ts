import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForQuietNetwork } from './quiet-network';

/**
 * Waits (up to 2 s) for the page's finite CSS and Web Animations to end: a fade still running
 * on a slow machine is judged at its half-transparent colours (a contrast failure seen once in
 * CI on a banner that fades in). Endless ones, such as spinners, are left running.
 */
async function settleAnimations(page: Page) {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    )
    .catch(() => undefined);
}

/**
 * Runs axe on the page once it has settled, as a visitor sees it: requests done (third-party
 * buttons and lazy panels loaded), dialogs past their 0.1 s fade, and the pointer off any button
 * (hover colours are judged by their own rules, not as resting text). A page whose network never
 * goes quiet for half a second is judged after 15 s anyway, with a note on the test: what axe
 * checks is what is on screen, and a test's own assertions catch a page that never loads.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  await page.mouse.move(0, 0);
  await waitForQuietNetwork(page, label);
  await page.waitForTimeout(150);
  await settleAnimations(page);
  let results = await new AxeBuilder({ page }).analyze();
  // A colour caught mid-change (a button leaving its loading state as its script arrives, seen
  // in CI on the Apple button at 3.35:1) is judged again after a second; a real contrast
  // problem fails both times.
  if (results.violations.length > 0 && results.violations.every((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(1_000);
    await settleAnimations(page);
    results = await new AxeBuilder({ page }).analyze();
  }
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  // What axe measured (colours, ratios), for a failure seen only on a loaded machine.
  const details = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''} ${n.html}`),
  );
  expect(summary, `axe violations on ${label}\n${details.join('\n')}`).toEqual([]);
}

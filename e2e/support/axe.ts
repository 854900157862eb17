import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page once it has settled, as a visitor sees it: requests done (third-party
 * buttons and lazy panels loaded), dialogs past their 0.1 s fade, and the pointer off any button
 * (hover colours are judged by their own rules, not as resting text).
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

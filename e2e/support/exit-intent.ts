import { expect, type Page } from '@playwright/test';

/**
 * Touches the register page until its exit guard is armed (docs/registration-pieces.md, "Exit
 * intent"): the guard is pushed on the first interaction once the page knows of the welcome gift,
 * and networkidle can come before it has hydrated and learnt of it (a touch then arms nothing,
 * the guard waits for the next one), so touch again. Back then opens the exit-intent dialog.
 */
export async function armExitGuard(page: Page) {
  await expect(async () => {
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForFunction(
      () => (history.state as Record<string, unknown> | null)?.__registerExitGuard === true,
      undefined,
      { timeout: 1000 },
    );
    // toPass has no limit of its own: on an edition that offers no welcome gift (Turkey) the
    // guard never arms, and the gallery once waited there for ever.
  }).toPass({ timeout: 10_000 });
}

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, loginAccountFor, manifests, originOf } from './support/editions';

async function setColorMode(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript((m) => window.localStorage.setItem('color-mode', m), mode);
}

for (const manifest of manifests) {
  const origin = originOf(manifest);

  test.describe(`${manifest.id} edition`, () => {
    test('login page shows the manifest tabs and languages, and an account logs in', async ({
      page,
    }) => {
      // The captcha stand-in passes by itself here; e2e/verification.spec.ts solves it by hand.
      await page.goto(`${origin}/login?sandbox_captcha=auto`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(manifest.login.tabs.length);

      // Named in the edition's default language ("Language", "Dil", ...): found by its place.
      const languages = page.getByRole('banner').getByRole('combobox');
      const offered = await languages
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(offered).toEqual(manifest.languages.available);

      // The form is in the edition's default language (Turkish on TUR): found by its structure.
      const form = page.getByRole('tabpanel');
      await form.getByRole('textbox').first().fill(loginAccountFor(manifest, 'matrix'));
      await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
    });

    test('register page shows the manifest consent checkboxes', async ({ page }) => {
      await page.goto(`${origin}/register`);
      if (manifest.register.redirectTo) {
        await expect(page).toHaveURL(/eu\.localhost/);
        return;
      }
      const required = manifest.register.consent.length;
      const optIn = 'eu-news-opt-in' in manifest.features ? 1 : 0;
      await expect(page.getByRole('checkbox')).toHaveCount(required + optIn);
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`login page has no accessibility violations (${mode})`, async ({ page }) => {
        await setColorMode(page, mode);
        await page.goto(`${origin}/login`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(mode));
        await expectNoAxeViolations(page, `${manifest.id} /login (${mode})`);
      });
    }

    const rtl = manifest.languages.available.find(
      (code) => code === 'ar' || code.startsWith('ar-'),
    );
    if (rtl) {
      test(`login page in ${rtl} is right-to-left and accessible`, async ({ page }) => {
        await page.goto(`${origin}/${rtl}/login`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator('html')).toHaveAttribute('lang', rtl);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The password field stays left to right, its show/hide button at its end, inside the
        // padding kept free for it: never over what is typed or the placeholder.
        const password = page.locator('input[type="password"]').first();
        await expect(password).toHaveAttribute('dir', 'ltr');
        const field = (await password.boundingBox())!;
        const button = (await page
          .locator(`button[aria-controls="${await password.getAttribute('id')}"]`)
          .boundingBox())!;
        const paddingRight = await password.evaluate((el) =>
          parseFloat(getComputedStyle(el).paddingRight),
        );
        expect(button.x).toBeGreaterThanOrEqual(field.x + field.width - paddingRight - 1);
        expect(button.x + button.width).toBeLessThanOrEqual(field.x + field.width + 1);
        await expectNoAxeViolations(page, `${manifest.id} /${rtl}/login`);
      });
    }
  });
}

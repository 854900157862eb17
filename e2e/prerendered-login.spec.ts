import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAlias, manifestOf, manifests, originOf } from './support/editions';
import { holdScripts } from './support/hold-scripts';
import { throttleLikeAPhone } from './support/layout-shift';
import { waitForQuietNetwork } from './support/quiet-network';

/**
 * The login page is prerendered: a visitor can type before any script has arrived, and what
 * they typed (even a submit with Enter) survives the app taking over and is submitted.
 */
async function typeBeforeScripts(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByLabel(/^password/i).press('Enter');
  // Nothing has run yet: still the prerendered HTML, and the submit did not leave the page.
  expect(await page.evaluate(() => document.querySelector('[data-ready]'))).toBeNull();
}

test('hydrates the prerendered form: typed values stay and the held submit is replayed', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const release = await holdScripts(page);
  const email = demoAlias('hydrate');
  await page.goto(`${originOf(manifestOf('global'))}/login`, { waitUntil: 'commit' });
  await typeBeforeScripts(page, email);
  await release();

  await expect(page.locator('form[data-ready]')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: /^email/i })).toHaveValue(email);
  // The replayed submit starts the login flow, whose first step is the captcha.
  await expect(page.getByRole('dialog', { name: /security verification/i })).toBeVisible();
  expect(errors.filter((e) => /hydrat|#418|#423/i.test(e))).toEqual([]);
});

test('a campaign link renders afresh, hands over what was typed and logs in', async ({ page }) => {
  const release = await holdScripts(page);
  const email = demoAlias('handoff');
  await page.goto(
    `${originOf(manifestOf('global'))}/login?sandbox_captcha=auto&utm_source=campaign`,
    { waitUntil: 'commit' },
  );
  await typeBeforeScripts(page, email);
  await release();

  await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test('the prerendered page carries its language, direction and styles without scripts', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${originOf(manifestOf('are'))}/ar/login`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'تسجيل الدخول' });
  await expect(button).toBeVisible();
  // Styled from the inlined critical CSS: the brand colour, not the browser's grey default.
  const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(239, 239, 239)');
  await context.close();
});

test('a visitor who picked a language earlier is sent to its page before anything is drawn', async ({
  page,
  context,
}) => {
  const geo = manifestOf('geo');
  const origin = originOf(geo);
  await context.addCookies([{ name: 'lang', value: 'ru', url: origin }]);
  // No app script runs: the first script of the head moves the visitor (docs/editions.md).
  await holdScripts(page);
  await page.goto(`${origin}/register?ref=mail#top`, { waitUntil: 'commit' });
  await expect(page).toHaveURL(`${origin}/ru/register?ref=mail#top`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[а-яё]/i);

  // Inside the mini app Telegram's language ranks above the cookie: no redirect.
  await page.goto(`${origin}/login#tgWebAppData=user%3D%257B%257D&tgWebAppVersion=8.0`, {
    waitUntil: 'commit',
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  expect(new URL(page.url()).pathname).toBe('/login');

  // A language the edition does not offer is ignored.
  await context.addCookies([{ name: 'lang', value: 'de', url: origin }]);
  await page.goto(`${origin}/login`, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  expect(new URL(page.url()).pathname).toBe('/login');
});

for (const manifest of manifests) {
  // An edition that sends sign-ups to another edition (Netherlands → EU) has no register page.
  const pages = manifest.register.redirectTo
    ? (['login'] as const)
    : (['login', 'register'] as const);
  for (const page of pages) {
    test(`${manifest.id}: the prerendered ${page} page is the page the app hydrates, in the right words`, async ({
      browser,
    }) => {
      const url = `${originOf(manifest)}/${page}`;
      const noScripts = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noScripts.newPage();
      await staticPage.goto(url);
      const heading = staticPage.getByRole('heading', { level: 1 });
      const prerendered = (await heading.textContent()) ?? '';
      // A string missing from the page's inlined strings would prerender as its key.
      expect(prerendered).not.toMatch(/^[a-z]+(\.[A-Za-z]+)+$|^title$/);
      expect(prerendered.trim()).not.toBe('');
      // Every part is in place without scripts: none was written after the page for a script to
      // move in (React does that with a large Suspense boundary unless told not to).
      await expect(staticPage.locator('[hidden][id^="S:"]')).toHaveCount(0);
      await expect(staticPage.locator('#root form button[type="submit"]').first()).toBeVisible();
      await noScripts.close();

      const live = await browser.newContext();
      const app = await live.newPage();
      const errors: string[] = [];
      app.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      app.on('pageerror', (e) => errors.push(e.message));
      await app.goto(url, { waitUntil: 'networkidle' });
      await expect(app.locator('form[data-ready]').first()).toBeAttached();
      await expect(app.getByRole('heading', { level: 1 })).toHaveText(prerendered);
      // That the page does not move while it loads is e2e/layout-shift.spec.ts's check.
      expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
      await live.close();
    });
  }
}

for (const id of ['global', 'eu', 'are'] as const) {
  test(`${id}: on a slow phone the first frame draws the whole register page, not the top of it`, async ({
    page,
  }) => {
    // Noted at the first frame the browser draws, before any script of the page has run.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const parsed = {
          app: document.getElementById('i18n-resources') !== null,
          checkboxes: document.querySelectorAll('#root input[type="checkbox"]').length,
        };
        (window as unknown as { __firstFrame: typeof parsed }).__firstFrame = parsed;
      });
    });
    await throttleLikeAPhone(page);
    await page.goto(`${originOf(manifestOf(id))}/register`, { waitUntil: 'commit' });
    await page.waitForFunction(() => '__firstFrame' in window);
    const firstFrame = await page.evaluate(
      () =>
        (window as unknown as { __firstFrame: { app: boolean; checkboxes: number } }).__firstFrame,
    );
    await page.waitForLoadState('load');
    const checkboxes = await page.locator('#root input[type="checkbox"]').count();
    expect(firstFrame).toEqual({ app: true, checkboxes });
  });
}

/**
 * The lazy parts a prerendered page shows start loading with the app, so hydration meets them
 * loaded (docs/performance.md, "Lazy chunks a page renders"). Met still loading, React swapped
 * EU's prerendered news opt-in for nothing at the first update and back when its chunk came:
 * the submit button jumped by a row on a throttled phone.
 */
for (const manifest of manifests.filter((m) => !m.register.redirectTo)) {
  test(`${manifest.id}: on a slow phone no prerendered field of the register form is taken out while it starts`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { __removedFields: string[] }).__removedFields = removed;
      new MutationObserver((mutations) => {
        for (const { removedNodes } of mutations) {
          for (const node of removedNodes) {
            if (!(node instanceof Element)) continue;
            const fields = [
              ...(node.matches('input') ? [node] : []),
              ...node.querySelectorAll('input'),
            ];
            removed.push(...fields.map((f) => f.getAttribute('name') ?? f.outerHTML.slice(0, 80)));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await throttleLikeAPhone(page);
    // Not the load event: on a throttled phone of a busy machine it waited for every picture and
    // third-party script past a minute (Turkey, once in CI); the form being ready is what counts.
    await page.goto(`${originOf(manifest)}/register`, { waitUntil: 'commit' });
    const form = page.locator('form[data-ready]').first();
    await expect(form).toBeAttached({ timeout: 45_000 });
    await waitForQuietNetwork(page, `${manifest.id}/register`);
    const removed = await page.evaluate(
      () => (window as unknown as { __removedFields: string[] }).__removedFields,
    );
    expect(removed).toEqual([]);
  });
}

import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { manifestOf, originOf } from './support/editions';
import { recordLayoutShift } from './support/layout-shift';
import { waitForQuietNetwork } from './support/quiet-network';

/**
 * Images and list sizes on the built global edition against the sandbox (docs/performance.md,
 * "Images"; docs/registration-pieces.md, "CountrySelect" sizes; docs/registration.md, "Invite
 * codes"): the anonymity check's path per link style, the inviting user's avatar on the invite
 * banner (picture, initials, broken picture), the resized candidates of promo images, flags and
 * avatars, and the country picker's computed sizes at desktop and at a 375 px phone.
 */

const origin = originOf(manifestOf('global'));
/** First paint of a lazy part (the affiliate block, the promo panel) on a busy machine. */
const LAZY = { timeout: 20_000 };

/** Paths of the API calls the page makes while `run` goes on. */
async function apiPathsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const paths: string[] = [];
  const record = (request: Request) => paths.push(new URL(request.url()).pathname);
  page.on('request', record);
  await run();
  page.off('request', record);
  return paths;
}

/**
 * Runs `read` on the open residence picker's list, once the prerendered page is hydrated. The
 * one-tap sign-in prompt may take focus on desktop (which closes the list, as leaving any
 * combobox does), so the picker is opened again until the reading succeeds.
 */
async function withOpenPicker<T>(page: Page, read: (list: Locator) => Promise<T>): Promise<T> {
  await waitForQuietNetwork(page, 'residence picker');
  const picker = page.getByRole('combobox', { name: /residence/i });
  let result: T | undefined;
  await expect(async () => {
    if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    result = await read(page.getByRole('listbox'));
  }).toPass({ timeout: 20_000 });
  return result as T;
}

/** Computed max-height, in px, of the listbox and of the dropdown box around it. */
function pickerHeights(page: Page) {
  return withOpenPicker(page, (list) =>
    list.evaluate(
      (element) => ({
        list: getComputedStyle(element).maxHeight,
        dropdown: getComputedStyle(element.closest('[data-country-dropdown]') as Element).maxHeight,
        row: (element.querySelector('[role="option"]') as HTMLElement).getBoundingClientRect()
          .height,
        rows: element.querySelectorAll('[role="option"]').length,
        height: element.getBoundingClientRect().height,
      }),
      undefined,
      { timeout: 1000 },
    ),
  );
}

test.describe('the anonymity check per link style', () => {
  test("an affiliate_id link asks the exchange's path, an affid partner link the open API's", async ({
    page,
  }) => {
    // Two page loads, each waited on until its lookups are done.
    test.slow();
    const own = await apiPathsDuring(page, async () => {
      await page.goto(`${origin}/register?affiliate_id=10002`);
      await expect(page.getByText("You've been invited to join")).toBeVisible(LAZY);
      await waitForQuietNetwork(page, 'affiliate_id link');
    });
    // Asked again once the IP country is known (it is part of the lookup): always this path.
    expect(new Set(own.filter((path) => path.endsWith('/anonymity')))).toEqual(
      new Set(['/x-api/affiliate/v5/anonymity']),
    );

    const partner = await apiPathsDuring(page, async () => {
      await page.goto(`${origin}/register?affid=10001`);
      await expect(page.getByText('Satoshi Trades invited you to join')).toBeVisible(LAZY);
      await waitForQuietNetwork(page, 'affid link');
    });
    expect(new Set(partner.filter((path) => path.endsWith('/anonymity')))).toEqual(
      new Set(['/x-api/s1/affiliate-openapi/anonymity']),
    );
    // The partner link's affiliate is the channel's affiliate: its code fills the referral field.
    await expect(page.getByRole('textbox', { name: /referral code/i })).toHaveValue('10001');
  });
});

test.describe('the inviting user on the invite banner', () => {
  test('shows the picture at 40 px from the avatar lookup, without moving the page', async ({
    page,
  }) => {
    const layoutShift = await recordLayoutShift(page);
    const avatarAnswer = page.waitForResponse((response) =>
      response.url().endsWith('/user/public/inviter/avatar'),
    );
    await page.goto(`${origin}/invite/INVITE2026`);
    const banner = page.getByRole('status').filter({ hasText: 'Alice Sandbox invited you' });
    await expect(banner).toBeVisible(LAZY);
    const shiftWhenShown = await layoutShift();
    expect(await (await avatarAnswer).json()).toMatchObject({
      ret_code: 0,
      result: { user_id: 10000001, headimg: expect.stringMatching(/affiliate-avatar\.svg$/) },
    });
    const avatar = banner.locator('img');
    await expect(avatar).toHaveAttribute('loading', 'lazy');
    await expect(avatar).toHaveAttribute('sizes', '40px');
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(
        // The candidate for this screen (1×): the sandbox draws it 40 px wide.
        40,
      );
    expect(await avatar.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /affiliate-avatar\.svg\?w=40&q=80&fm=webp$/,
    );
    const box = await avatar.boundingBox();
    expect([box?.width, box?.height]).toEqual([40, 40]);
    // The picture arriving in its held 40 px place moves nothing after the line appeared.
    expect((await layoutShift()) - shiftWhenShown).toBeLessThan(0.001);
    await expectNoAxeViolations(page, 'the invite banner with a picture');
  });

  test('shows the initials for an inviter without a picture, and for a broken one', async ({
    page,
  }) => {
    await page.goto(`${origin}/invite/FRIEND2026`);
    const bob = page.getByRole('status').filter({ hasText: 'Bob Sandbox invited you' });
    await expect(bob).toBeVisible(LAZY);
    await expect(bob.getByText('BS', { exact: true })).toBeVisible();
    await expect(bob.locator('img')).toHaveCount(0);

    await page.goto(`${origin}/invite/PICTURE404`);
    const carol = page.getByRole('status').filter({ hasText: 'Carol Sandbox invited you' });
    await expect(carol).toBeVisible(LAZY);
    await expect(carol.getByText('CS', { exact: true })).toBeVisible();
    await expect(carol.locator('img')).toHaveCount(0);
    const placeholder = await carol.getByText('CS', { exact: true }).boundingBox();
    expect([placeholder?.width, placeholder?.height]).toEqual([40, 40]);
  });
});

test.describe('resized images', () => {
  test('the register promo offers AVIF 60 and WebP 80 at 1 to 3×, drawn 304 × 280', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/register`);
    const image = page.locator('picture img');
    await expect(image).toBeVisible(LAZY);
    const source = page.locator('picture source[type="image/avif"]');
    const widths = (await source.getAttribute('srcset'))
      ?.split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['304w', '456w', '608w', '760w', '912w']);
    expect(await source.getAttribute('srcset')).toContain('q=60&fm=avif');
    expect(await image.getAttribute('srcset')).toContain('q=80&fm=webp');
    // Chromium takes the AVIF candidate; the sandbox answers it as the SVG it is.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/signup-promo\.svg\?w=304&q=60&fm=avif$/);
    const box = await image.boundingBox();
    expect([box?.width, box?.height]).toEqual([304, 280]);
  });
});

test.describe('on a 2× screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('the flags take their 2× candidates, still drawn 20 px', async ({ page }) => {
    await page.goto(`${origin}/register`);
    const flag = await withOpenPicker(page, async (list) => {
      const image = list.getByRole('option').first().locator('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 2000 })
        .toMatch(/\.svg\?w=40&q=80&fm=webp$/);
      return image.boundingBox();
    });
    expect([flag?.width, flag?.height]).toEqual([20, 20]);
  });
});

test.describe('country picker sizes', () => {
  test('desktop: 40 px rows, 17 in the DOM, list 280 px, dropdown at most 340 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/register`);
    const sizes = await pickerHeights(page);
    expect(sizes).toMatchObject({ list: '280px', dropdown: '340px', row: 40, rows: 17 });
    expect(sizes.height).toBe(280);
  });

  test('375 px phone: the dropdown at most 300 px, the list still 280 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${origin}/register`);
    const sizes = await pickerHeights(page);
    expect(sizes).toMatchObject({ list: '280px', dropdown: '300px', row: 40, rows: 17 });
  });

  for (const viewport of [
    { width: 1280, height: 900, dropdown: '340px' },
    { width: 375, height: 740, dropdown: '300px' },
  ]) {
    test(`in the register modal at ${viewport.width} px the list is 160 px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${origin}/register?display=modal`);
      await expect(page.getByRole('dialog')).toBeVisible();
      const sizes = await pickerHeights(page);
      expect(sizes).toMatchObject({ list: '160px', dropdown: viewport.dropdown, row: 40 });
      expect(sizes.height).toBe(160);
      await expectNoAxeViolations(page, `the register modal's open country list`);
    });
  }
});

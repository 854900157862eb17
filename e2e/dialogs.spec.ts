import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { manifestOf, originOf } from './support/editions';
import { pickResidence } from './support/residence-picker';

/**
 * The sign-up and sign-in dialogs on the built editions against the sandbox: the missing-code
 * help on the sign-up code step (docs/verification.md, "Missing-code help"), the Chinese-e-mail
 * notice with and without the customer-service chat, the IP ban (type 3) and the whole waitlist
 * to type 4 with the ban information call (docs/registration-pieces.md, "Bans",
 * "Customer-service chat"), and the per-country restriction dialogs on login and register
 * (docs/login.md, "Visitor restrictions"). Axe runs on every dialog.
 * `sandbox_captcha=auto` lets the captcha stand-ins pass by themselves.
 */

const PASSWORD = 'Sandbox123';

// Each test walks a whole flow and runs axe on several dialogs of the register page, where axe
// alone takes several seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });
const globalOrigin = originOf(manifestOf('global'));
const areOrigin = originOf(manifestOf('are'));

function freshEmail(tag: string, domain = 'example.com'): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${domain}`;
}

async function fillEmailAccount(page: Page, email: string): Promise<void> {
  // The page is prerendered: type once it is interactive.
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
}

function createAccount(page: Page) {
  return page.getByRole('button', { name: 'Create account', exact: true });
}

test.describe('missing-code help', () => {
  test("the sign-up code step's link opens the e-mail help dialog", async ({ page }) => {
    await page.goto(`${globalOrigin}/register?sandbox_captcha=auto`);
    await fillEmailAccount(page, freshEmail('help'));
    await createAccount(page).click();
    await page
      .getByRole('alertdialog', { name: 'Before you continue' })
      .getByRole('button', { name: 'No, continue' })
      .click();
    await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();

    const link = page.getByRole('button', { name: "Didn't receive a code?" });
    await link.click();
    const help = page.getByRole('dialog', { name: "Didn't receive a code?" });
    await expect(help).toBeVisible();
    await expect(help.getByRole('listitem')).toHaveText([
      'Check that the e-mail address is correct.',
      'Verification mail may be mistaken as spam mail, kindly check your junk mail folder.',
      'Refresh your inbox, or wait for the timer and resend the code.',
      'Still nothing? Contact customer support.',
    ]);
    await expectNoAxeViolations(page, 'missing-code help dialog');
    await help.getByRole('button', { name: 'Done' }).click();
    await expect(help).toHaveCount(0);
    await expect(link).toBeFocused();
  });
});

test.describe('Chinese-e-mail notice (type 5)', () => {
  test('offers customer service where the edition has the chat; the chat opens', async ({
    page,
  }) => {
    await page.goto(`${globalOrigin}/register?sandbox_captcha=auto`);
    const email = freshEmail('cn', 'qq.com');
    await fillEmailAccount(page, email);
    await createAccount(page).click();
    const notice = page.getByRole('alertdialog', { name: 'Use another e-mail address' });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page, 'Chinese-e-mail notice with customer service');

    await notice.getByRole('button', { name: 'Contact customer service' }).click();
    await expect(notice).toHaveCount(0);
    const chat = page.getByRole('dialog', { name: 'Customer service' });
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('log')).toContainText('mainland-China provider');
    await chat.getByRole('textbox', { name: 'Your message' }).fill('My e-mail is refused');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('log')).toContainText('You: My e-mail is refused');
    await chat.getByRole('button', { name: 'Close the chat' }).click();
    // The form is as the visitor left it.
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  });

  test('has no customer-service button where the edition offers no chat (ARE)', async ({
    page,
  }) => {
    await page.goto(`${areOrigin}/en/register?sandbox_captcha=auto`);
    await fillEmailAccount(page, freshEmail('cn', 'qq.com'));
    await createAccount(page).click();
    const notice = page.getByRole('alertdialog', { name: 'Use another e-mail address' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Contact customer service' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'Chinese-e-mail notice without customer service');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(createAccount(page)).toBeEnabled();
  });
});

test.describe('ban dialog events', () => {
  test('an IP-banned visitor gets type 3 with the IP on submit', async ({ page }) => {
    const back = encodeURIComponent('/en/register?sandbox_captcha=auto');
    await page.goto(
      `${globalOrigin}/x-api/__sandbox/visitor?country=GB&is_visible=0&redirect=${back}`,
    );
    await fillEmailAccount(page, freshEmail('ipban'));
    await createAccount(page).click();
    const banned = page.getByRole('alertdialog', {
      name: "Registration isn't available from your location",
    });
    await expect(banned).toContainText('Your IP address 203.0.113.7');
    // Behind the dialog (hidden from assistive tech, so found by its type) the sign-up waits
    // for the visitor: its button is held, not spinning (docs/performance.md, "Nothing moves
    // behind a dialog").
    const held = page.locator('form button[type="submit"]');
    await expect(held).toBeDisabled();
    await expect(held).not.toHaveAttribute('aria-busy', 'true');
    const endless = () =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity,
            ).length,
      );
    await expect.poll(endless).toBe(0);
    await expectNoAxeViolations(page, 'ban dialog type 3');
    await banned.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Before you continue' })).toHaveCount(0);
  });

  test('the waitlist runs 2 → 6 → 1 (is_fake) → code → ban information → 4', async ({ page }) => {
    // A banned account logged in from this browser leaves its self_unbind_token cookie.
    await page.goto(`${globalOrigin}/login?sandbox_captcha=auto`);
    await page.waitForLoadState('networkidle');
    const unique = Date.now().toString(36);
    await page.getByRole('textbox', { name: /^email/i }).fill(`banned+dlg${unique}@example.com`);
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await expect(page.getByRole('dialog', { name: 'Account suspended' })).toBeVisible();
    const token = (await page.context().cookies()).find((c) => c.name === 'self_unbind_token');
    expect(token?.value).toBeTruthy();

    await page.goto(`${globalOrigin}/register?sandbox_captcha=auto`);
    await pickResidence(page, 'United States');
    await createAccount(page).click();
    const countryBanned = page.getByRole('alertdialog', {
      name: "Registration isn't available in your region",
    });
    await expect(countryBanned).toBeVisible();
    await expectNoAxeViolations(page, 'ban dialog type 2');
    await countryBanned.getByRole('button', { name: 'Join the waitlist' }).click();

    const waitlist = page.getByRole('alertdialog', { name: 'Join the waitlist' });
    const email = freshEmail('waitlist');
    await waitlist.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await expectNoAxeViolations(page, 'ban dialog type 6');
    await waitlist.getByRole('button', { name: 'Confirm' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm your waitlist sign-up' });
    await expect(confirm).toContainText(email);
    await expectNoAxeViolations(page, 'ban dialog type 1 (is_fake)');

    const banInfo = page.waitForRequest('**/user/public/ban/einfo');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    const einfo = await banInfo;
    expect(einfo.postDataJSON()).toEqual({ self_unbind_token: token?.value });

    const joined = page.getByRole('alertdialog', { name: "You're on the waitlist" });
    await expect(joined).toContainText(email);
    await expect(joined).toContainText(
      /An account used on this device has been blocked since .+ UTC/,
    );
    await expectNoAxeViolations(page, 'ban dialog type 4');

    // The code went out as a waitlist (fake) sign-up, before the ban information was read.
    const state = await (await page.request.get('/x-api/__sandbox/state')).json();
    const sent = (state.result.registrationRequests as { fields: Record<string, unknown> }[]).find(
      (request) => request.fields.email === email,
    );
    expect(sent?.fields.is_fake).toBe(true);
  });
});

test.describe('per-country restriction dialogs', () => {
  for (const visit of [
    {
      page: 'login',
      country: 'IR',
      title: "Our services aren't available in Iran",
      reason: 'International sanctions apply to Iran',
    },
    {
      page: 'register',
      country: 'Ontario',
      title: "Our services aren't available in Canada (Ontario)",
      reason: 'The securities regulator in Canada (Ontario)',
    },
    {
      page: 'login',
      country: 'SG',
      title: "Our services aren't available in Singapore",
      reason: 'Local licensing rules in Singapore',
    },
    {
      page: 'register',
      country: 'US',
      title: "Our services aren't available in United States",
      reason: "We aren't licensed to offer our services in United States",
    },
  ]) {
    test(`${visit.page}: a visitor from ${visit.country} meets its dialog on arrival`, async ({
      page,
    }) => {
      await page.goto(`${globalOrigin}/${visit.page}?sandbox_ip_country=${visit.country}`);
      const dialog = page.getByRole('alertdialog', { name: visit.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(visit.reason);
      await expect(dialog).toContainText('203.0.113.7');
      await expectNoAxeViolations(page, `restriction dialog ${visit.country}`);
      await dialog.getByRole('button', { name: 'Got it' }).click();
      await expect(dialog).toHaveCount(0);
    });
  }

  test('the dialog speaks the visitor language (French, Ontario)', async ({ page }) => {
    await page.goto(`${globalOrigin}/fr-FR/login?sandbox_ip_country=Ontario`);
    const dialog = page.getByRole('alertdialog', {
      name: /Nos services ne sont pas disponibles : .*Ontario/,
    });
    await expect(dialog).toContainText("L'autorité de réglementation des valeurs mobilières");
  });
});

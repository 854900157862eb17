import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { manifestOf, originOf } from './support/editions';

/**
 * Invite links, the spec's other routes and the combined register/login page from both sides,
 * on the built global edition against the sandbox (docs/registration.md, "Invite codes" and
 * "Routes and the screens they show"; docs/login.md, "Combined register/login page"). The
 * sandbox's invite codes are listed in docs/sandbox.md ("Registration").
 */

const PASSWORD = 'Sandbox123';
const origin = originOf(manifestOf('global'));
const at = (path: string) =>
  `${origin}${path}${path.includes('?') ? '&' : '?'}sandbox_captcha=auto`;

interface RecordedCall {
  readonly path: string;
  readonly fields: Record<string, unknown>;
}

async function callsFor(request: APIRequestContext, email: string): Promise<RecordedCall[]> {
  const answer = await request.get('/x-api/__sandbox/state');
  const body = (await answer.json()) as { result: { registrationRequests: RecordedCall[] } };
  return body.result.registrationRequests.filter((call) => call.fields.email === email);
}

function freshEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

const inviteBox = (page: Page) => page.getByRole('textbox', { name: 'Invite code (optional)' });

async function fillAccount(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
}

async function submitAndDeclare(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  const notice = page.getByRole('alertdialog', { name: 'Before you continue' });
  await notice.getByRole('button', { name: 'No, continue' }).click();
}

test.describe('invite links (global)', () => {
  test('a valid code from /invite/<code> is prefilled, applied with its inviter, and registered with', async ({
    page,
    request,
  }) => {
    const email = freshEmail('invite');
    await page.goto(at('/en/invite/INVITE2026'));
    await expect(
      page.getByRole('heading', { level: 1, name: "You've been invited to join" }),
    ).toBeVisible();
    await expect(inviteBox(page)).toHaveValue('INVITE2026');
    await expect(page.getByText('Invite code applied: Alice Sandbox invited you')).toBeVisible();
    await expectNoAxeViolations(page, 'invite screen, code applied');

    await fillAccount(page, email);
    await submitAndDeclare(page);
    const group = page.getByRole('group', { name: 'Verification code' });
    await group.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('123456');
    await expect(page.getByText('Welcome! Your account is ready.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);

    const calls = await callsFor(request, email);
    const info = calls.find((call) => call.path === '/user/public/register/info');
    expect(info?.fields).toMatchObject({
      user_code: 'INVITE2026',
      isManuallyModifyUserCode: false,
    });
    const send = calls.find((call) => call.path === '/user/public/register/send/verify/item');
    expect(send?.fields).toMatchObject({ user_code: 'INVITE2026' });
  });

  test('an invalid code says so, and the visitor can fix it or sign up without it', async ({
    page,
  }) => {
    await page.goto(at('/en/invite?code=NOSUCHCODE'));
    await expect(inviteBox(page)).toHaveValue('NOSUCHCODE');
    await expect(
      page.getByText('This invite code is not valid. Check it, or sign up without it.'),
    ).toBeVisible();
    await expect(inviteBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'invite screen, code refused');

    // Fixing it: the corrected code is checked and applied.
    await inviteBox(page).fill('openinvite');
    await expect(page.getByText('Invite code applied', { exact: true })).toBeVisible();

    // Or without it.
    await inviteBox(page).fill('EXPIRED2025');
    await expect(
      page.getByText('This invite code has expired. Check it, or sign up without it.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign up without an invite code' }).click();
    await expect(inviteBox(page)).toHaveValue('');
    await expect(page.getByText(/This invite code has expired/)).toHaveCount(0);
  });
});

test.describe('the spec routes land on their screens (global)', () => {
  const routes: readonly (readonly [string, string])[] = [
    ['/en/sign-up', 'Create your account'],
    ['/en/web2', 'Create your account'],
    ['/en/channel-register', 'Create your account'],
    ['/en/friend-invite', "You've been invited to join"],
    ['/en/telegram-register-login', 'Welcome back'],
    ['/en/earn/tg-page', 'Welcome back'],
    ['/en/app/user/auto-ban-account', 'Unblock your account'],
    ['/en/app/user/security-item-find', 'Reset your password'],
  ];
  for (const [path, heading] of routes) {
    test(`${path} shows "${heading}"`, async ({ page }) => {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe('the combined page from the register side (global)', () => {
  test('/register?layout=new-brand switches to login and back, keeping what was typed', async ({
    page,
  }) => {
    await page.goto(at('/en/register?layout=new-brand'));
    const nav = page.getByRole('navigation', { name: 'Log in or sign up' });
    await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('[data-layout="new-brand"]')).toBeVisible();
    await expectNoAxeViolations(page, 'combined page, sign-up side');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('both-ways@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await nav.getByRole('link', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/en\/login\?layout=new-brand/);
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('aria-current', 'page');
    const identifier = page.getByRole('textbox', { name: 'Email or phone number' });
    await expect(identifier).toHaveValue('both-ways@example.com');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
      PASSWORD,
    );
    await expectNoAxeViolations(page, 'combined page, login side');

    await identifier.fill('changed@example.com');
    await nav.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/en\/register\?layout=new-brand/);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'changed@example.com',
    );
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
      PASSWORD,
    );
  });

  test('signUpType=phone opens the sign-up form on the mobile tab', async ({ page }) => {
    await page.goto(at('/en/register?layout=old&signUpType=phone'));
    await expect(page.getByRole('tab', { name: 'Mobile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { manifestOf, originOf } from './support/editions';
import { failNextCall, type SandboxFailure } from './support/sandbox-failures';

/**
 * Registration never fails silently (docs/registration.md, "Refusals and failures"), tried as a
 * new user would on the built global edition: the sandbox's failure control
 * (docs/sandbox.md, "Failure controls") forces a code on the register call of this browser only
 * (`guid`: its device id), the catalogue's dialog shows, and the form keeps what was typed and
 * registers on the next try.
 */

const PASSWORD = 'Sandbox123';
const REGISTER_CALL = '/user/public/register/info';

function registerUrl(): string {
  return `${originOf(manifestOf('global'))}/en/register?sandbox_captcha=auto`;
}

function freshEmail(tag: string): string {
  return `e2e-refused-${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** The next register call of this browser answers as asked. */
function failNextRegisterCall(page: Page, failure: SandboxFailure): Promise<void> {
  return failNextCall(page, REGISTER_CALL, failure);
}

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
const passwordBox = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });
const createAccount = (page: Page) =>
  page.getByRole('button', { name: 'Create account', exact: true });

async function submitAndDeclare(page: Page): Promise<void> {
  await createAccount(page).click();
  const notice = page.getByRole('alertdialog', { name: 'Before you continue' });
  await notice.getByRole('button', { name: 'No, continue' }).click();
}

async function enterCode(page: Page): Promise<void> {
  const group = page.getByRole('group', { name: 'Verification code' });
  await group.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type('123456');
}

/** Fills the form, sends the code and types it: the register call follows. */
async function registerUntilTheRegisterCall(page: Page, email: string): Promise<void> {
  await emailBox(page).fill(email);
  await passwordBox(page).fill(PASSWORD);
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
  await submitAndDeclare(page);
  await enterCode(page);
}

/** Back to the form: what was typed is still there, and it registers on the next try. */
async function expectKeptAndResubmit(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(emailBox(page)).toHaveValue(email);
  await expect(passwordBox(page)).toHaveValue(PASSWORD);
  await expect(createAccount(page)).toBeEnabled();
  await submitAndDeclare(page);
  await enterCode(page);
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
  await expect(page.getByText('Welcome! Your account is ready.')).toBeVisible();
}

test.describe('registration refusals (global)', () => {
  // Each test goes through a registration twice: the refused attempt and the one after it.
  test.describe.configure({ timeout: 60_000 });

  test('41102 on the register call: the identity-verification dialog, then the kept form registers', async ({
    page,
  }) => {
    const email = freshEmail('41102');
    await page.goto(registerUrl());
    await failNextRegisterCall(page, { mode: 'retCode', retCode: 41102 });
    await registerUntilTheRegisterCall(page, email);

    const dialog = page.getByRole('alertdialog', { name: 'Identity verification required' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/user/accounts/auth/personal',
    );
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toBeHidden();
    await expectKeptAndResubmit(page, email);
  });

  test('an unknown failure on the register call: the upgrade dialog with the answer, no toast', async ({
    page,
  }) => {
    const email = freshEmail('unknown');
    await page.goto(registerUrl());
    await failNextRegisterCall(page, { mode: 'retCode', retCode: 70001 });
    await registerUntilTheRegisterCall(page, email);

    const dialog = page.getByRole('dialog', { name: 'Your account is being upgraded' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('70001: Sandbox injected ret_code 70001');
    // Shown once, in the dialog: the register call's generic failure is not also a toast.
    await expect(page.getByText(/^70001:/)).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    await expectKeptAndResubmit(page, email);
  });
});

/**
 * A submit whose code does not arrive (docs/performance.md, "The query client on demand"): the
 * first fetch of the chunk fails as on a dropped connection. Chromium keeps a failed module
 * import for the page's life, so the visitor is told and keeps the form; a reload fetches it.
 */
test.describe('code that did not arrive (global)', () => {
  async function refuseChunk(page: Page, name: string): Promise<void> {
    await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) =>
      route.abort('connectionreset'),
    );
  }

  async function expectToldAndKept(page: Page, account: Locator, typed: string): Promise<void> {
    await expect(page.getByText('Part of this page could not be loaded')).toBeVisible();
    await expect(page.getByText('Failed to load: the download did not complete.')).toBeVisible();
    await expect(account).toHaveValue(typed);
    await expect(passwordBox(page)).toHaveValue(PASSWORD);
  }

  test('the registration steps: a message, the form keeps what was typed and stays usable', async ({
    page,
  }) => {
    await refuseChunk(page, 'create-registration-actions');
    const email = freshEmail('chunk');
    await page.goto(registerUrl());
    await emailBox(page).fill(email);
    await passwordBox(page).fill(PASSWORD);
    for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
    await createAccount(page).click();

    await expectToldAndKept(page, emailBox(page), email);
    await expect(createAccount(page)).toBeEnabled();
    await emailBox(page).fill(`${email}.edited`);
    await expect(emailBox(page)).toHaveValue(`${email}.edited`);
  });

  test('the login pipeline: a message, the form keeps what was typed and stays usable', async ({
    page,
  }) => {
    await refuseChunk(page, 'submit-pipeline');
    await page.goto(`${originOf(manifestOf('global'))}/en/login?sandbox_captcha=auto`);
    const account = page.getByRole('textbox', { name: 'Email or phone number' });
    await account.fill('demo@example.com');
    await passwordBox(page).fill(PASSWORD);
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await logIn.click();

    await expectToldAndKept(page, account, 'demo@example.com');
    await expect(logIn).toBeEnabled();
  });
});

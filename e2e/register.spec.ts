import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { decryptRegistrationPassword } from '../src/sandbox/registration/decrypt-password';
import { expectNoAxeViolations } from './support/axe';
import { manifestOf, originOf } from './support/editions';

/**
 * Registration end to end on the built editions against the sandbox (docs/registration.md):
 * by e-mail code, by e-mail activation link through the sandbox mailbox page, by phone, and with
 * each edition's consent set (Turkey's three boxes, the EU's compliance endpoint and news
 * opt-in, Kazakhstan's single box). Every test reads what the sandbox received
 * (GET /x-api/__sandbox/state → registrationRequests) and checks the password never travelled
 * in clear: encrypt_password decrypts to "password:timestamp" and `password` is its SHA-256.
 * `sandbox_captcha=auto` lets the captcha stand-ins pass by themselves.
 */

const PASSWORD = 'Sandbox123';
const SHA256 = createHash('sha256').update(PASSWORD).digest('hex');

interface RecordedCall {
  readonly path: string;
  readonly fields: Record<string, unknown>;
  readonly headers: { readonly txId: string | null; readonly entry: string | null };
}

function englishOf(edition: string): string {
  const english = manifestOf(edition).languages.available.find(
    (code) => code === 'en' || code.startsWith('en-'),
  );
  if (!english) throw new Error(`${edition} has no English`);
  return english;
}

function registerUrl(edition: string, query = ''): string {
  const origin = originOf(manifestOf(edition));
  return `${origin}/${englishOf(edition)}/register?sandbox_captcha=auto${query ? `&${query}` : ''}`;
}

function freshEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

function freshPhone(): string {
  return `77${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/**
 * The registration calls of the attempt that sent this e-mail or phone, oldest first. Every
 * edition's host is served by the one preview server and its one sandbox, asked here through
 * the base URL (Node does not resolve *.localhost).
 */
async function callsFor(request: APIRequestContext, loginName: string): Promise<RecordedCall[]> {
  const answer = await request.get('/x-api/__sandbox/state');
  const body = (await answer.json()) as { result: { registrationRequests: RecordedCall[] } };
  const all = body.result.registrationRequests;
  const first = all.findIndex((call) => Object.values(call.fields).includes(loginName));
  if (first < 0) throw new Error(`the sandbox received nothing for ${loginName}`);
  const txId = all[first]?.headers.txId;
  return all.filter((call) => call.headers.txId === txId);
}

function call(calls: readonly RecordedCall[], path: string): RecordedCall {
  const found = calls.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no ${path} among ${calls.map((c) => c.path).join(', ')}`);
  return found;
}

/** The password went as SHA-256 and as "password:timestamp" under the sandbox key, never clear. */
function expectProtectedPassword(calls: readonly RecordedCall[], carrier: RecordedCall): void {
  expect(JSON.stringify(calls)).not.toContain(PASSWORD);
  expect(carrier.fields.password).toBe(SHA256);
  const decrypted = decryptRegistrationPassword(String(carrier.fields.encrypt_password));
  expect(decrypted?.password).toBe(PASSWORD);
  expect(String(decrypted?.timestampMs)).toBe(String(carrier.fields.encrypt_timestamp));
}

/** The new flow's first register call keeps the SHA-256 hash; only encrypt_* are left out. */
function expectFirstCallHash(info: RecordedCall): void {
  expect(info.fields.password).toBe(SHA256);
  expect(info.fields).not.toHaveProperty('encrypt_password');
  expect(info.fields).not.toHaveProperty('encrypt_timestamp');
}

async function fillEmailAccount(page: Page, email: string): Promise<void> {
  // The tab panel is labelled "Email" too: the field is the textbox of that name.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
}

async function tickConsent(page: Page): Promise<void> {
  for (const box of await page.getByRole('checkbox').all()) await box.check({ force: true });
}

/** Submits, then answers the security notice (type 1): not from a restricted region. */
async function submitAndDeclare(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  const notice = page.getByRole('alertdialog', { name: 'Before you continue' });
  await notice.getByRole('button', { name: 'No, continue' }).click();
}

async function enterCode(page: Page, code = '123456'): Promise<void> {
  const group = page.getByRole('group', { name: 'Verification code' });
  await group.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function expectWelcomed(page: Page): Promise<void> {
  await expect(page.getByText('Welcome! Your account is ready.')).toBeVisible();
  await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);
}

test.describe('global edition', () => {
  test('registers by e-mail code: send, verify by uuid, account, password', async ({
    page,
    request,
  }) => {
    const email = freshEmail('code');
    await page.goto(registerUrl('global'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'global register form');

    await fillEmailAccount(page, email);
    await expect(page.getByRole('button', { name: 'Create account', exact: true })).toBeDisabled();
    await tickConsent(page);
    await submitAndDeclare(page);
    await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'global code step');
    await enterCode(page);
    await expectWelcomed(page);
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);

    const calls = await callsFor(request, email);
    expect(calls.map((c) => c.path)).toEqual([
      '/user/public/register/send/verify/item',
      '/user/public/register/verify',
      '/user/public/register/info',
      '/user/public/register/password',
    ]);
    expect(calls.every((c) => c.headers.entry === 'page' && c.headers.txId)).toBe(true);
    expect(call(calls, '/user/public/register/send/verify/item').fields).toMatchObject({
      email,
      verify_type: 1,
      login_type: 2,
      is_fake: false,
      type: 'geecaptcha',
      key_version: 'v2',
      lang: 'en',
      from: 'email',
      url: expect.stringContaining('/en/register'),
      location_link: expect.any(String),
      magpie_verify_info: expect.objectContaining({ token: expect.any(String) }),
    });
    expect(call(calls, '/user/public/register/verify').fields).toMatchObject({
      verify_code: '123456',
      uuid: expect.any(String),
    });
    const info = call(calls, '/user/public/register/info');
    expect(info.fields).toMatchObject({
      email,
      emailverify: '123456',
      from: 'email',
      verify_type: 1,
      uuid: expect.any(String),
      medium: 'normal',
      isManuallyModifyUserCode: false,
      live_country_code: expect.any(String),
      lang: 'en',
    });
    expectFirstCallHash(info);
    expect(info.fields).not.toHaveProperty('utm_url');
    expectProtectedPassword(calls, call(calls, '/user/public/register/password'));
  });

  test('registers by e-mail link: the mailbox page opens the link, the status screen completes', async ({
    page,
    context,
    request,
  }) => {
    const email = freshEmail('link');
    await page.goto(registerUrl('global', 'verify=link'));
    await fillEmailAccount(page, email);
    await tickConsent(page);
    await submitAndDeclare(page);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText('Waiting for you to open the link…')).toBeVisible();
    await expectNoAxeViolations(page, 'global activation status screen');

    const mailboxLink = page.getByRole('link', { name: /sandbox mailbox/ });
    const [mailbox] = await Promise.all([context.waitForEvent('page'), mailboxLink.click()]);
    await expect(mailbox.getByRole('heading', { name: 'Sandbox mailbox' })).toBeVisible();
    await expectNoAxeViolations(mailbox, 'sandbox mailbox');
    await mailbox.getByRole('link', { name: `Activate the registration of ${email}` }).click();
    await expect(mailbox.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();

    await expectWelcomed(page);
    const calls = await callsFor(request, email);
    expect(call(calls, '/user/public/register/send/verify/item').fields).toMatchObject({
      verify_type: 2,
    });
    expect(call(calls, '/user/public/register/info').fields).toMatchObject({
      email,
      verify_type: 2,
      uuid: expect.any(String),
    });
    expectProtectedPassword(calls, call(calls, '/user/public/register/password'));
  });

  test('registers by phone', async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto(registerUrl('global'));
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page
      .getByRole('combobox', { name: 'Country/region code' })
      .selectOption({ label: 'United Kingdom (+44)' });
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await tickConsent(page);
    await expectNoAxeViolations(page, 'global mobile tab');
    await submitAndDeclare(page);
    await expect(page.getByText(`We sent a 6-digit code by SMS to +44 ${phone}.`)).toBeVisible();
    await enterCode(page);
    await expectWelcomed(page);

    const calls = await callsFor(request, phone);
    expect(call(calls, '/user/public/register/send/verify/item').fields).toMatchObject({
      mobile: phone,
      country_code: '44',
      login_type: 3,
      fingerprint: expect.any(String),
    });
    expect(call(calls, '/user/public/register/info').fields).toMatchObject({
      mobile: phone,
      country_code: '44',
      smsverify: '123456',
      from: 'mobile',
    });
    expectFirstCallHash(call(calls, '/user/public/register/info'));
    expectProtectedPassword(calls, call(calls, '/user/public/register/password'));
  });

  test('step mode: choose, account, code, password', async ({ page, request }) => {
    const email = freshEmail('steps');
    await page.goto(registerUrl('global', 'mode=steps'));
    await page.getByRole('button', { name: 'Sign up with email' }).click();
    await page.getByRole('textbox', { name: 'Email or phone number', exact: true }).fill(email);
    await tickConsent(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Before you continue' })
      .getByRole('button', { name: 'No, continue' })
      .click();
    await enterCode(page);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await expectNoAxeViolations(page, 'global password step');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expectWelcomed(page);
    const calls = await callsFor(request, email);
    expectProtectedPassword(calls, call(calls, '/user/public/register/password'));
  });
});

test.describe('editions', () => {
  test('Turkey: three consent boxes, then registration by e-mail', async ({ page, request }) => {
    const email = freshEmail('tur');
    await page.goto(registerUrl('tur'));
    await fillEmailAccount(page, email);
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    const submit = page.getByRole('button', { name: 'Create account', exact: true });
    for (const [index, box] of (await boxes.all()).entries()) {
      await expect(submit).toBeDisabled();
      await box.check({ force: true });
      if (index < 2) await expect(submit).toBeDisabled();
    }
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page, 'tur register form');
    await submitAndDeclare(page);
    await enterCode(page);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);

    const calls = await callsFor(request, email);
    expect(call(calls, '/user/public/register/info').fields).toMatchObject({
      email,
      lang: 'en-TR',
    });
    expect(call(calls, '/user/public/register/info').fields).not.toHaveProperty('user_code');
    expectProtectedPassword(calls, call(calls, '/user/public/register/password'));
  });

  test('EU: e-mail only, news opt-in sent as euSubscription, compliance endpoint', async ({
    page,
    request,
  }) => {
    const email = freshEmail('eu');
    await page.goto(registerUrl('eu'));
    await expect(page.getByRole('tab')).toHaveCount(0);
    await fillEmailAccount(page, email);
    await expect(page.getByRole('checkbox')).toHaveCount(2);
    await tickConsent(page);
    await expectNoAxeViolations(page, 'eu register form');
    await submitAndDeclare(page);
    await enterCode(page);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);

    const calls = await callsFor(request, email);
    expect(calls.map((c) => c.path)).toContain('/user/public/register_compliance');
    expect(call(calls, '/user/public/register_compliance').fields).toMatchObject({
      email,
      euSubscription: 1,
      lang: 'en-EU',
    });
    expectProtectedPassword(calls, call(calls, '/user/public/register/password'));
  });

  test('Kazakhstan: a single terms box, then registration by e-mail', async ({ page, request }) => {
    const email = freshEmail('kaz');
    await page.goto(registerUrl('kaz'));
    await fillEmailAccount(page, email);
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await tickConsent(page);
    await expectNoAxeViolations(page, 'kaz register form');
    await submitAndDeclare(page);
    await enterCode(page);
    await expect(page.getByTestId('profile-id')).toHaveText(/^\d+$/);

    const calls = await callsFor(request, email);
    expect(call(calls, '/user/public/register/info').fields).toMatchObject({
      email,
      lang: 'en-KAZ',
    });
    expectProtectedPassword(calls, call(calls, '/user/public/register/password'));
  });
});

test.describe('modal, step mode and the IP checks', () => {
  test('the modal closes at once on the first entry, and asks to stay for the gift later', async ({
    page,
  }) => {
    await page.goto(registerUrl('global', 'display=modal'));
    const modal = page.getByRole('dialog', { name: 'Create your account' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/claim up to 30 USDT/)).toBeVisible();
    await expectNoAxeViolations(page, 'global register modal');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);

    // Second entry, with the welcome gift on offer: the retention confirmation first.
    await page.goto(registerUrl('global', 'display=modal'));
    await expect(modal.getByText(/claim up to 30 USDT/)).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    const retention = page.getByRole('alertdialog', { name: 'Leave without your welcome gift?' });
    await expect(retention).toBeVisible();
    await expectNoAxeViolations(page, 'retention confirmation');
    await retention.getByRole('button', { name: 'Continue signing up' }).click();
    await expect(modal).toBeVisible();
  });

  test('step mode opens on the sign-up choices', async ({ page }) => {
    await page.goto(registerUrl('global', 'mode=steps'));
    await expect(page.getByRole('button', { name: 'Sign up with email' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign up with phone number' })).toBeVisible();
    await expectNoAxeViolations(page, 'step mode choices');
  });

  for (const visitor of [
    { name: 'an IP-limited visitor gets the IP-limit notice', query: 'ip=198.51.100.20' },
    // Not a restricted country: those meet their own restriction dialog on arrival (e2e/dialogs.spec.ts).
    {
      name: 'an IP-banned visitor gets the ban dialog with the IP',
      query: 'country=GB&is_visible=0',
    },
  ]) {
    test(visitor.name, async ({ page }) => {
      const origin = originOf(manifestOf('global'));
      const back = encodeURIComponent('/en/register?sandbox_captcha=auto');
      await page.goto(`${origin}/x-api/__sandbox/visitor?${visitor.query}&redirect=${back}`);
      await fillEmailAccount(page, freshEmail('ip'));
      await tickConsent(page);
      await page.getByRole('button', { name: 'Create account', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      if (visitor.query.startsWith('ip=')) {
        await expect(dialog).toHaveAccessibleName('Too many sign-ups from your network');
      } else {
        await expect(dialog).toContainText('203.0.113.7');
      }
      await expectNoAxeViolations(page, visitor.name);
      await expect(page.getByRole('alertdialog', { name: 'Before you continue' })).toHaveCount(0);
    });
  }
});

import { createHmac } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { MINI_APP_THEMES, type MiniAppThemeParams } from '../src/sandbox/chat-app/mini-app-themes';
import { DEMO_PASSWORD, demoAlias, manifestOf, manifests, originOf } from './support/editions';

/**
 * The Telegram mini app (docs/mini-app.md) on the built global edition, launched exactly as
 * Telegram launches it: signed launch parameters in the URL fragment, and the native bridge
 * (`window.TelegramWebviewProxy`, as on Android) replaced by a stub that records every event the
 * app posts. The init data is signed here with the sandbox bot's published token, as QA would.
 */

const BOT_TOKEN = '123456789:SANDBOX_BOT_TOKEN_FOR_QA';
const origin = originOf(manifestOf('global'));
// Telegram Web's day and night palettes, as the sandbox's launch page sends them.
const { light: LIGHT_THEME, dark: DARK_THEME } = MINI_APP_THEMES;

interface LaunchOptions {
  readonly path: string;
  readonly userId: number;
  readonly theme?: MiniAppThemeParams;
  readonly startParam?: string;
  readonly authDate?: number;
  readonly tamper?: boolean;
  /** The Telegram user's language_code (default en). */
  readonly language?: string;
  /** The edition's origin (default global). */
  readonly origin?: string;
}

/** Init data signed as Telegram's server rules say (HMAC-SHA256 keyed by "WebAppData"). */
function signedInitData(options: LaunchOptions): string {
  const fields: Record<string, string> = {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify({
      id: options.userId,
      first_name: 'Mini',
      last_name: 'Tester',
      username: 'mini_tester',
      language_code: options.language ?? 'en',
      allows_write_to_pm: true,
    }),
    auth_date: String(options.authDate ?? Math.floor(Date.now() / 1000)),
    ...(options.startParam ? { start_param: options.startParam } : {}),
  };
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  if (options.tamper) fields.user = fields.user!.replace('Mini', 'Eve');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** Opens the page as Telegram's Android client would; returns the recorded bridge events. */
async function launch(page: Page, options: LaunchOptions) {
  await page.addInitScript(() => {
    const events: { type: string; data: unknown }[] = [];
    Object.assign(window, {
      __bridgeEvents: events,
      TelegramWebviewProxy: {
        postEvent(type: string, data?: string) {
          events.push({ type, data: data ? (JSON.parse(data) as unknown) : null });
        },
      },
    });
  });
  const launchParams = new URLSearchParams({
    tgWebAppData: signedInitData(options),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(options.theme ?? LIGHT_THEME),
    ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
  });
  await page.goto(
    `${options.origin ?? origin}${options.path}?sandbox_captcha=auto#${launchParams}`,
  );
}

/**
 * A Telegram user nobody has linked yet: the sandbox keeps links for as long as it runs, so each
 * test (and each repeat) launches as a new one.
 */
function newTelegramUser(): number {
  return 760_000_000 + Math.floor(Math.random() * 9_000_000);
}

async function bridgeEvents(page: Page): Promise<{ type: string; data: unknown }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __bridgeEvents: { type: string; data: unknown }[] }).__bridgeEvents,
  );
}

async function logIn(page: Page, email: string) {
  await page.getByRole('textbox', { name: /^email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

/** The security notice of the chat-app flow (type 6): Continue. */
async function continueSecurityNotice(page: Page) {
  await page
    .getByRole('alertdialog', { name: /telegram/i })
    .or(page.getByRole('dialog', { name: /telegram/i }))
    .getByRole('button', { name: /continue/i })
    .click();
}

async function answerLoginAuthorisation(page: Page, answer: 'Accept' | 'Decline') {
  await page
    .getByRole('alertdialog', { name: 'Log in with Telegram' })
    .getByRole('button', { name: answer })
    .click();
}

test.describe('Telegram mini app (global)', () => {
  test('register offers login only; an unlinked account links, completes the task and lands on the task page', async ({
    page,
  }) => {
    const apiRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/x-api/')) apiRequests.push(request);
    });
    // Every call to the exchange waits until the app has told Telegram it is ready: `ready`
    // must not wait for the network.
    let readySeen = false;
    await page.route('**/x-api/**', async (route) => {
      try {
        if (!readySeen) {
          await expect
            .poll(async () =>
              (await bridgeEvents(page)).some((event) => event.type === 'web_app_ready'),
            )
            .toBe(true);
          readySeen = true;
        }
      } finally {
        await route.continue();
      }
    });
    await launch(page, {
      path: '/en/register',
      userId: newTelegramUser(),
      startParam: 'cid-1001__tid-7',
    });

    await expect(page).toHaveURL(/\/en\/login\?/);
    const banner = page.getByRole('region', { name: 'New here?' });
    await expect(banner.getByRole('button', { name: 'Sign up in browser' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    // Email and Mobile only: the edition's QR tab is hidden inside the chat app.
    await expect(page.getByRole('tab')).toHaveCount(2);
    await expect(page.getByRole('tab', { name: 'QR code' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'mini app login');

    const events = await bridgeEvents(page);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['web_app_ready', 'web_app_expand', 'web_app_set_header_color']),
    );
    expect(events.find((event) => event.type === 'web_app_set_header_color')?.data).toEqual({
      color: '#000000',
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'web_app_setup_main_button',
        data: expect.objectContaining({ is_visible: true, text: 'Log in' }),
      }),
    );

    const loginRequest = page.waitForRequest(/\/x-api\/login$/);
    await logIn(page, demoAlias('miniapp'));
    const login = await loginRequest;
    expect(login.headers().platform).toBe('android_tg');
    expect(JSON.parse(login.postData() ?? '{}')).toHaveProperty('telegram_callback_mini');

    const link = page.getByRole('alertdialog', { name: 'Link your Telegram account' });
    const allow = link.getByRole('checkbox', { name: /allow @\w+ to send me messages/i });
    await expect(allow).toBeChecked();
    await expectNoAxeViolations(page, 'link-authorisation');
    // The box is drawn over a visually hidden native input: the visitor clicks its label.
    const label = link.getByText(/allow @\w+ to send me messages/i);
    await label.click();
    await expect(allow).not.toBeChecked();
    await expect(link.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await label.click();
    await expect(allow).toBeChecked();
    await link.getByRole('button', { name: 'Accept' }).click();

    await continueSecurityNotice(page);
    const risk = page.getByRole('dialog', { name: 'Security verification' });
    await risk.getByRole('textbox').first().click();
    await page.keyboard.type('123456');

    await expect(page).toHaveURL(/\/en\/min-app\/task$/);
    const task = apiRequests.find((request) => request.url().includes('/complete_task'));
    expect(task?.headers()['x-chat-token']).toContain('auth_date=');
    expect(JSON.parse(task?.postData() ?? '{}')).toEqual({ campaignId: '1001', taskId: '7' });
    expect(apiRequests.some((request) => request.url().includes('/bind/telegram'))).toBe(true);
  });

  test('a bound account skips the link page', async ({ page }) => {
    await launch(page, { path: '/en/telegram-register-login', userId: 700000001 });
    await logIn(page, 'tg-bound@example.com');
    await expect(page).toHaveURL(/\/en\/min-app\/task$/);
  });

  test('Decline on link-authorisation goes on without linking', async ({ page }) => {
    await launch(page, { path: '/en/login', userId: newTelegramUser() });
    await logIn(page, demoAlias('minidecline'));
    const link = page.getByRole('alertdialog', { name: 'Link your Telegram account' });
    await link.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/en\/min-app\/task$/);
  });

  test('a link failure code opens the failed-to-bind dialog; Continue goes on', async ({
    page,
  }) => {
    await launch(page, { path: '/en/login', userId: 790000001 });
    await logIn(page, demoAlias('minifail'));
    await page
      .getByRole('alertdialog', { name: 'Link your Telegram account' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await continueSecurityNotice(page);
    // The sandbox refuses this user's link before any security step (docs/sandbox.md).
    const failed = page.getByRole('alertdialog', { name: 'Linking failed' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: /continue/i }).click();
    await expect(page).toHaveURL(/\/en\/min-app\/task$/);
  });

  test('tampered and stale init data are refused with the close-mini-app dialog (40004)', async ({
    page,
  }) => {
    await launch(page, { path: '/en/login', userId: newTelegramUser(), tamper: true });
    await logIn(page, demoAlias('minitamper'));
    const expired = page.getByRole('dialog', { name: 'Session expired' });
    await expect(expired).toBeVisible();
    await expired.getByRole('button', { name: 'Close mini app' }).click();
    expect((await bridgeEvents(page)).map((event) => event.type)).toContain('web_app_close');

    const stale = await page.context().newPage();
    await launch(stale, {
      path: '/en/login',
      userId: newTelegramUser(),
      authDate: Math.floor(Date.now() / 1000) - 86_401,
    });
    await logIn(stale, demoAlias('ministale'));
    await expect(stale.getByRole('dialog', { name: 'Session expired' })).toBeVisible();
  });

  test('the Telegram button asks for login-authorisation and logs a linked user in', async ({
    page,
  }) => {
    await launch(page, { path: '/en/telegram-register-login', userId: 700000001 });
    await page.getByRole('button', { name: 'Log in with Telegram' }).click();
    const authorise = page.getByRole('alertdialog', { name: 'Log in with Telegram' });
    await expect(authorise.getByRole('checkbox')).toBeChecked();
    await expectNoAxeViolations(page, 'login-authorisation');
    await authorise.getByRole('button', { name: 'Accept' }).click();
    await continueSecurityNotice(page);
    await expect(page).toHaveURL(/\/en\/min-app\/task$/);
  });

  test('login-authorisation: an unlinked user is told to link by logging in; Decline closes', async ({
    page,
  }) => {
    await launch(page, { path: '/en/telegram-register-login', userId: newTelegramUser() });
    const telegram = page.getByRole('button', { name: 'Log in with Telegram' });
    await telegram.click();
    await answerLoginAuthorisation(page, 'Accept');
    await continueSecurityNotice(page);
    const failed = page.getByRole('alertdialog', { name: 'Linking failed' });
    await failed.getByRole('button', { name: /continue/i }).click();
    await expect(page.getByRole('textbox', { name: /^email/i })).toBeVisible();

    await telegram.click();
    await answerLoginAuthorisation(page, 'Decline');
    await expect
      .poll(async () => (await bridgeEvents(page)).map((event) => event.type))
      .toContain('web_app_close');
  });

  test('40004 on the Telegram login inside the mini app opens the upgrade dialog, not close-mini-app', async ({
    page,
  }) => {
    await launch(page, { path: '/en/telegram-register-login', userId: 700000001, tamper: true });
    await page.getByRole('button', { name: 'Log in with Telegram' }).click();
    await answerLoginAuthorisation(page, 'Accept');
    await continueSecurityNotice(page);
    await expect(
      page.getByRole('dialog', { name: 'Your account is being upgraded' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0);
  });

  test("speaks the Telegram user's language when the edition offers it: Arabic, right to left", async ({
    page,
  }) => {
    await launch(page, {
      path: '/telegram-register-login',
      userId: newTelegramUser(),
      language: 'ar',
    });
    await expect(page.locator('#mini-app-invite-title')).toHaveText(/[\u0600-\u06ff]/);
    await expectNoAxeViolations(page, 'mini app login, Arabic');
    // Still Arabic once the app has settled: the route's language is the same choice.
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
    await expect(page.locator('#mini-app-invite-title')).toHaveText(/[\u0600-\u06ff]/);
  });

  test("Telegram's dark theme parameters give a dark page", async ({ page }) => {
    await launch(page, { path: '/en/login', userId: newTelegramUser(), theme: DARK_THEME });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('textbox', { name: /^email/i })).toBeVisible();
    await expectNoAxeViolations(page, 'mini app login, dark');
  });
});

test.describe("the chat app's web link flow (outside the mini app)", () => {
  test('a login opened with telegram_callback shows the upgrade modal first when the link failed', async ({
    page,
  }) => {
    // The callback names Telegram user 700000001, already linked to tg-bound@example.com.
    const initData = signedInitData({ path: '', userId: 700000001 });
    const params = new URLSearchParams(initData);
    const user = JSON.parse(params.get('user') ?? '{}') as Record<string, unknown>;
    delete user.allows_write_to_pm;
    const callback = JSON.stringify({
      init_data: initData,
      auth_date: Number(params.get('auth_date')),
      ...user,
      id: String(user.id),
    });
    const query = new URLSearchParams({ sandbox_captcha: 'auto', telegram_callback: callback });
    await page.goto(`${origin}/en/login?${query}`);
    const loginRequest = page.waitForRequest(/\/x-api\/login$/);
    await logIn(page, demoAlias('weblink'));
    expect(JSON.parse((await loginRequest).postData() ?? '{}')).toHaveProperty(
      'telegram_callback',
      callback,
    );
    const upgrade = page.getByRole('dialog', { name: 'Your account is being upgraded' });
    await upgrade.getByRole('button', { name: 'Got it' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });
});

test.describe('Telegram mini app on every edition with chat-app sign-in', () => {
  for (const manifest of manifests) {
    const { id } = manifest;
    if (!manifest.thirdParty.providers.includes('telegram')) continue;
    test(`${id}: register leads to login with the invite banner, no QR tab`, async ({ page }) => {
      await launch(page, {
        path: '/register',
        userId: newTelegramUser(),
        origin: originOf(manifest),
      });
      await expect(page).toHaveURL(/\/login\?/);
      await expect(page.locator('[aria-labelledby="mini-app-invite-title"]')).toBeVisible();
      // The edition's tabs without QR, which is hidden inside the chat app.
      const tabs = manifest.login.tabs.filter((tab) => tab !== 'qr');
      await expect(page.getByRole('tab')).toHaveCount(tabs.length);
      await expectNoAxeViolations(page, `${id} mini app login`);
    });
  }
});

import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dragPieceIntoGap } from './support/captcha';
import { chromiumLaunchOptions } from './support/chromium';
import { DEMO_PASSWORD, demoAlias, manifestOf, originOf } from './support/editions';
import { frameAncestors } from './support/csp';

/**
 * The embeddable widget (docs/embedding.md) as a partner's page meets it: a host page on another
 * origin (`http://127.0.0.1:<port>`, answered by the test) loads the edition's `/embed.js`
 * (`http://localhost:<port>`, the global edition on the preview server), mounts or opens a view
 * and records the events. The visitor solves the sandbox's captcha inside the frame, as anyone
 * would (no `sandbox_captcha` switch reaches a widget frame).
 */

const port = Number(process.env.E2E_PORT ?? 4173);

// The host pages here are answered by the test, so Chromium sees them as public pages, and its
// Local Network Access rules would refuse their request for embed.js on the loopback preview
// server. A partner's real page and the edition's real host are both public: the flag only takes
// the test's own set-up out of the way.
test.use({ launchOptions: chromiumLaunchOptions('--disable-features=LocalNetworkAccessChecks') });
const HOST = `http://127.0.0.1:${port}`;
const global = manifestOf('global');
const EDITION = originOf(global);

interface RecordedEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** A host page: the snippet, a slot, an opener button and a log of events (callback and DOM). */
function hostPage(script: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>${head}
<script src="${EDITION}/embed.js"></script></head><body><main>
<h1>Partner page</h1>
<button id="opener" type="button">Open sign-in</button>
<div id="slot" style="position: absolute; top: 120px; left: 40px; width: 420px"></div>
</main>
<script>
  window.events = [];
  window.domEvents = [];
  const record = (event) => window.events.push(JSON.parse(JSON.stringify(event)));
  for (const type of ['loaded-success', 'loaded-error', 'success', 'close', 'resize']) {
    document.getElementById('slot').addEventListener(type, (e) => window.domEvents.push(e.type));
  }
  ${script}
</script></body></html>`;
}

async function openHost(page: Page, script: string, path = '/e2e-host', head = '') {
  await page.route(`${HOST}${path}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostPage(script, head) }),
  );
  await page.goto(`${HOST}${path}`);
}

async function events(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { events: RecordedEvent[] }).events);
}

async function eventOf(page: Page, type: string): Promise<RecordedEvent> {
  await expect.poll(async () => (await events(page)).some((e) => e.type === type)).toBe(true);
  return (await events(page)).find((e) => e.type === type)!;
}

/** The sandbox's new captcha (Magpie stand-in): the piece dragged into its gap, in the frame. */
async function solveCaptcha(page: Page, frame: FrameLocator) {
  const popup = frame.getByRole('dialog', { name: 'Security verification' });
  await expect(popup.getByText('Magpie captcha · sandbox stand-in')).toBeVisible();
  await dragPieceIntoGap(popup, page);
}

async function logIn(page: Page, frame: FrameLocator, email: string) {
  await frame.getByRole('textbox', { name: 'Email' }).fill(email);
  await frame.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await frame.getByRole('button', { name: 'Log in', exact: true }).click();
  await solveCaptcha(page, frame);
}

const CREDENTIAL = /token|secret|password|cookie|serial_no/i;
function credentialKeys(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(CREDENTIAL.test(key) ? [`${path}${key}`] : []),
    ...credentialKeys(item, `${path}${key}.`),
  ]);
}

test.describe('embeddable widget (global edition, host on another origin)', () => {
  test('mount login → loaded-success → the demo account logs in → success with the result', async ({
    page,
  }) => {
    await openHost(
      page,
      `ExchangeAuth.mount(document.getElementById('slot'), { view: 'login', onEvent: record });`,
    );
    expect(await eventOf(page, 'loaded-success')).toEqual({
      type: 'loaded-success',
      view: 'login',
    });
    const iframe = page.locator('#slot iframe');
    await expect(iframe).toHaveCount(1);
    // The frame grows to its content: no inner scrollbar.
    const resize = await eventOf(page, 'resize');
    expect(resize.height).toBeGreaterThan(300);
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(300);
    const frame = page.frameLocator('#slot iframe');
    await expect(frame.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // Only the form: no site header with its language picker.
    await expect(frame.getByRole('combobox', { name: /language/i })).toHaveCount(0);

    await logIn(page, frame, demoAlias('widget'));
    const success = await eventOf(page, 'success');
    expect(success).toMatchObject({ type: 'success', method: 'login', isNewUser: false });
    expect(credentialKeys(success.result)).toEqual([]);
    expect(Object.keys(success.result as object).length).toBeGreaterThan(0);
    await expect(frame.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    // The same events reached the element as DOM events.
    expect(
      await page.evaluate(() => (window as unknown as { domEvents: string[] }).domEvents),
    ).toEqual(expect.arrayContaining(['loaded-success', 'resize', 'success']));
    // The host page stayed where it was.
    expect(page.url()).toBe(`${HOST}/e2e-host`);
  });

  test('open register as a modal → close → close event, focus back on the opener', async ({
    page,
  }) => {
    await openHost(
      page,
      `document.getElementById('opener').addEventListener('click', () => {
         window.modal = ExchangeAuth.open({ view: 'register', hideLogin: true, onEvent: record });
       });`,
    );
    await page.getByRole('button', { name: 'Open sign-in' }).click();
    await eventOf(page, 'loaded-success');
    const frame = page.frameLocator('iframe');
    const dialog = frame.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog).toBeVisible();
    // hideLogin: no way over to logging in.
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'register modal in the widget');

    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await eventOf(page, 'close')).toEqual({ type: 'close', reason: 'ManualShutdown' });
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open sign-in' })).toBeFocused();
  });

  test('the login modal closes on Escape unless it is not closable', async ({ page }) => {
    await openHost(
      page,
      `document.getElementById('opener').addEventListener('click', () => {
         window.modal = ExchangeAuth.open({ view: 'login', closable: window.closable, onEvent: record });
       });`,
    );
    await page.evaluate(() => ((window as unknown as { closable: boolean }).closable = false));
    await page.getByRole('button', { name: 'Open sign-in' }).click();
    await eventOf(page, 'loaded-success');
    const frame = page.frameLocator('iframe');
    const dialog = frame.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // The host may still close it.
    await page.evaluate(() => (window as unknown as { modal: { close(): void } }).modal.close());
    expect(await eventOf(page, 'close')).toEqual({ type: 'close', reason: 'HostClosed' });
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.evaluate(() => {
      const w = window as unknown as { closable: boolean; events: unknown[] };
      w.closable = true;
      w.events = [];
    });
    await page.getByRole('button', { name: 'Open sign-in' }).click();
    await eventOf(page, 'loaded-success');
    await expect(frame.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await eventOf(page, 'close')).toEqual({ type: 'close', reason: 'ManualShutdown' });
    await expect(page.getByRole('button', { name: 'Open sign-in' })).toBeFocused();
  });

  test('the third-party block mounts and signs in through the Google stand-in', async ({
    page,
  }) => {
    await openHost(
      page,
      `ExchangeAuth.mount(document.getElementById('slot'), { view: 'third-party', onEvent: record });`,
    );
    expect(await eventOf(page, 'loaded-success')).toEqual({
      type: 'loaded-success',
      view: 'third-party',
    });
    const frame = page.frameLocator('#slot iframe');
    const group = frame.getByRole('group', { name: /or sign in with/i });
    await expect(group).toBeVisible();
    // The block alone: no e-mail form.
    await expect(frame.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await group.getByRole('button', { name: 'Sign in with Google' }).click();
    const chooser = frame.getByRole('dialog', { name: 'Sign in with Google' });
    await chooser.getByRole('button', { name: 'Use another account' }).click();
    await chooser.getByLabel('Email or phone').fill(demoAlias('widgetgoogle'));
    await chooser.getByRole('button', { name: 'Next' }).click();
    const notice = frame
      .getByRole('alertdialog', { name: /before you continue/i })
      .or(frame.getByRole('dialog', { name: /before you continue/i }));
    await notice.getByRole('button', { name: /no, continue/i }).click();
    await solveCaptcha(page, frame);
    const success = await eventOf(page, 'success');
    expect(success).toMatchObject({ type: 'success', method: 'thirdPartyLogin' });
    expect(credentialKeys(success.result)).toEqual([]);
  });

  test('every switch changes what the widget shows, and update keeps what was typed', async ({
    page,
  }) => {
    await openHost(
      page,
      `window.handle = ExchangeAuth.mount(document.getElementById('slot'), {
         view: 'login', hideToggle: true, hideThirdParty: true, hidePhoneTab: true, onEvent: record });`,
    );
    await eventOf(page, 'loaded-success');
    const frame = page.frameLocator('#slot iframe');
    await expect(frame.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await expect(frame.getByRole('group', { name: /or sign in with/i })).toHaveCount(0);
    await expect(frame.getByRole('tab', { name: 'Mobile' })).toHaveCount(0);

    await frame.getByRole('textbox', { name: 'Email' }).fill('kept@example.com');
    await page.evaluate(() =>
      (window as unknown as { handle: { update(o: object): void } }).handle.update({
        hideThirdParty: false,
        hideToggle: false,
      }),
    );
    await expect(frame.getByRole('group', { name: /or sign in with/i })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(frame.getByRole('textbox', { name: 'Email' })).toHaveValue('kept@example.com');

    // The register view with the host's prefilled, read-only e-mail as an invitation.
    await page.evaluate(() =>
      (window as unknown as { handle: { update(o: object): void } }).handle.update({
        view: 'register',
        email: 'invited@example.com',
        readOnlyEmail: true,
        hideReferralCode: true,
        invitePage: true,
        hideToggle: true,
      }),
    );
    await expect(frame.getByRole('heading', { name: "You've been invited to join" })).toBeVisible();
    const email = frame.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveValue('invited@example.com');
    await expect(email).toHaveAttribute('readonly', '');
    await expect(frame.getByRole('textbox', { name: /referral/i })).toHaveCount(0);
    await expect(frame.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'register view in the widget');
  });

  test('a hostile host stylesheet changes no pixel of the widget; the host cannot read it', async ({
    page,
  }) => {
    await openHost(
      page,
      `ExchangeAuth.mount(document.getElementById('slot'), { view: 'login', colorMode: 'light', onEvent: record });`,
    );
    // Room for the whole frame before and after the host's layout changes: no scrolling between
    // the two pictures.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await eventOf(page, 'loaded-success');
    const frame = page.frameLocator('#slot iframe');
    await expect(frame.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    const iframe = page.locator('#slot iframe');
    const shot = () => iframe.screenshot({ animations: 'disabled', caret: 'hide' });
    // The widget at rest: two shots in a row alike (the nested Telegram frame paints late).
    const settledShot = async () => {
      let last = await shot();
      await expect
        .poll(async () => {
          const next = await shot();
          const settled = next.equals(last);
          last = next;
          return settled;
        })
        .toBe(true);
      return last;
    };
    const before = await settledShot();

    await page.addStyleTag({
      content: `
        *, *::before, *::after { border: 3px solid red !important; padding: 7px !important;
          margin: 5px !important; font-family: "Comic Sans MS", cursive !important;
          color: lime !important; background: magenta !important; box-sizing: content-box !important;
          line-height: 3 !important; }
        iframe { display: none !important; width: 10px !important; height: 10px !important;
          opacity: 0.2 !important; transform: rotate(10deg) !important; }
        input, button { all: unset !important; }`,
    });
    const after = await settledShot();
    expect(after.equals(before)).toBe(true);

    // What the visitor types is out of the host page's reach.
    await frame.getByLabel(/^Password/).fill('secret-typed-in-frame');
    const reach = await page.evaluate(() => {
      const element = document.querySelector('#slot iframe') as HTMLIFrameElement;
      let viaWindow: string;
      try {
        viaWindow = String(element.contentWindow?.document.body.innerHTML);
      } catch {
        viaWindow = 'refused';
      }
      return {
        document: element.contentDocument === null,
        viaWindow,
        inputs: document.querySelectorAll('input').length,
      };
    });
    expect(reach).toEqual({ document: true, viaWindow: 'refused', inputs: 0 });
    // The loader added one element and one global.
    expect(await page.locator('#slot > *').count()).toBe(1);
  });

  test('a host outside the edition’s list is refused, by the loader and by the server', async ({
    page,
  }) => {
    const outsider = 'http://partner.example';
    await page.route(`${outsider}/page`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: hostPage(
          `ExchangeAuth.mount(document.getElementById('slot'), { view: 'login', onEvent: record });`,
        ),
      }),
    );
    await page.goto(`${outsider}/page`);
    const refused = await eventOf(page, 'loaded-error');
    expect(refused).toMatchObject({ type: 'loaded-error', reason: 'host-not-allowed' });
    expect(String(refused.message)).toContain(outsider);
    await expect(page.locator('#slot iframe')).toHaveCount(0);

    // Framed by hand, the edition's server refuses the frame (frame-ancestors).
    const frameUrl = `${EDITION}/login?embed=w1&embedHost=${encodeURIComponent(outsider)}`;
    const response = page.waitForResponse((r) => r.url() === frameUrl);
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe');
      iframe.src = src;
      iframe.title = 'by hand';
      document.body.append(iframe);
    }, frameUrl);
    const headers = (await response).headers();
    expect(frameAncestors(headers['content-security-policy'])).toBe(
      `frame-ancestors ${global.embed.allowedHosts.sandbox.join(' ')}`,
    );
    await expect(
      page.frameLocator('iframe[title="by hand"]').getByRole('textbox', { name: 'Email' }),
    ).toHaveCount(0);
    // Every other page may not be framed at all.
    // Node does not resolve *.localhost: the global edition is also served on plain localhost.
    const login = await page.request.get(`http://localhost:${port}/login`);
    expect(frameAncestors(login.headers()['content-security-policy'])).toBe(
      "frame-ancestors 'none'",
    );
    expect(login.headers()['x-frame-options']).toBe('DENY');
  });

  test('a widget whose page fails to load reports loaded-error and shows nothing', async ({
    page,
  }) => {
    await page.route(/\/assets\/login-page-[\w-]+\.js$/, (route) => route.abort());
    await openHost(
      page,
      `ExchangeAuth.mount(document.getElementById('slot'), { view: 'login', onEvent: record });`,
    );
    const failed = await eventOf(page, 'loaded-error');
    expect(failed).toMatchObject({ type: 'loaded-error', reason: 'crashed' });
    await expect(page.locator('#slot iframe')).toHaveCount(0);
    expect((await events(page)).some((e) => e.type === 'loaded-success')).toBe(false);
  });

  test('without a callback the host page reloads after success', async ({ page }) => {
    await openHost(
      page,
      `window.loadedAt = window.loadedAt || performance.timeOrigin;
       ExchangeAuth.mount(document.getElementById('slot'), { view: 'login' });`,
    );
    const frame = page.frameLocator('#slot iframe');
    await expect(frame.getByRole('textbox', { name: 'Email' })).toBeVisible();
    const firstLoad = await page.evaluate(() => performance.timeOrigin);
    const reloaded = page.waitForEvent('load');
    await logIn(page, frame, demoAlias('widgetreload'));
    await reloaded;
    await expect.poll(() => page.evaluate(() => performance.timeOrigin)).not.toBe(firstLoad);
  });

  test('right-to-left and dark inside the frame (UAE edition in Arabic)', async ({ page }) => {
    const are = originOf(manifestOf('are'));
    await page.route(`${HOST}/e2e-rtl`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: hostPage(
          `ExchangeAuth.mount(document.getElementById('slot'), { view: 'login', lang: 'ar', colorMode: 'dark', onEvent: record });`,
        ).replace(`${EDITION}/embed.js`, `${are}/embed.js`),
      }),
    );
    await page.goto(`${HOST}/e2e-rtl`);
    await eventOf(page, 'loaded-success');
    const frame = page.frame({ url: /\/ar\/login\?/ });
    expect(frame).not.toBeNull();
    await expect
      .poll(() =>
        frame!.evaluate(() => [
          document.documentElement.dir,
          document.documentElement.classList.contains('dark'),
        ]),
      )
      .toEqual(['rtl', true]);
    await expectNoAxeViolations(page, 'Arabic dark widget');
  });
});

/**
 * The captcha service end to end inside jsdom: the verification host, the real provider
 * adapters speaking to the sandbox's stand-in scripts (run in the page by the test loader, as
 * the browser would run /sandbox-scripts/<file>), the in-process sandbox answering the config,
 * captcha-info and stand-in calls, and the login call accepting (once) what the captcha gave.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '@/api/api-client';
import { API_PATHS } from '@/api/paths';
import { hashPassword } from '@/lib/password-hash';
import { useVerification } from '@/sign-in/contracts/verification';
import { resetCaptchaStandIns, standInLoader } from '../../../../test/captcha-stand-ins';
import { TEST_API_BASE, renderAppHook, type RenderAppOptions } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';

/**
 * Wait for what a service opens: its code and dialog are fetched on first use, which takes a
 * while on a busy machine.
 */
const LAZY = { timeout: 10_000 } as const;

/** The app's verification services, as a flow gets them. */
async function renderServices(options: RenderAppOptions = {}) {
  const view = await renderAppHook(useVerification, { verification: 'app', ...options });
  return { ...view, services: view.result.current };
}

const DEMO = { username: 'demo@example.com', password: 'Sandbox123' };

async function sandboxControl(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${TEST_API_BASE}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/** Slides the stand-in's piece into its gap with the keyboard, as a keyboard user would. */
async function solveSlider(): Promise<void> {
  const handle = await screen.findByRole('slider', { name: 'Slide the piece into the gap' }, LAZY);
  const gap = document.querySelector<HTMLElement>('[data-part="gap"]');
  const target = Number.parseInt(gap?.style.left ?? '', 10);
  expect(target).toBeGreaterThan(0);
  const position = () => Number(handle.getAttribute('aria-valuenow'));
  while (position() + 20 <= target)
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
  while (position() + 2 <= target) fireEvent.keyDown(handle, { key: 'ArrowRight' });
  fireEvent.keyDown(handle, { key: 'Enter' });
}

async function login(client: ApiClient, fields: Readonly<Record<string, unknown>>) {
  return client.request({
    method: 'POST',
    path: API_PATHS.login,
    body: {
      ...fields,
      username: DEMO.username,
      password: hashPassword(DEMO.password),
      proto_ver: '2.1',
    },
    hideError: true,
  });
}

describe('runCaptcha (verification host, stand-ins, sandbox)', () => {
  beforeEach(() => {
    resetSandbox();
    resetCaptchaStandIns();
  });

  it('passes the new captcha by sliding the piece; the login accepts its token once', async () => {
    const { loadScript, requested } = standInLoader();
    const { services, client, tracked } = await renderServices({ loadScript });
    const outcome = services.runCaptcha({ scene: 'login', loginName: DEMO.username });

    expect(
      await screen.findByRole('dialog', { name: 'Security verification' }, LAZY),
    ).toBeInTheDocument();
    await solveSlider();
    const result = await outcome;

    expect(result.kind).toBe('passed');
    const fields = result.kind === 'passed' ? result.fields : {};
    expect(fields).toEqual({
      magpie_verify_info: { token: expect.stringMatching(/^magpie-/), scene: '31000' },
    });
    expect(requested).toEqual(['/sandbox-scripts/magpie.js']);
    expect(tracked).toEqual([]);

    expect((await login(client, fields))?.retCode).toBe(0);
    // A token is good for one request.
    expect((await login(client, fields))?.retCode).toBe(31026);
  });

  it("gives the new captcha the scene's quality from the captcha config", async () => {
    const sandbox = resetSandbox();
    const { loadScript } = standInLoader();
    const { services } = await renderServices({ loadScript });
    const outcome = services.runCaptcha({ scene: 'login', loginName: DEMO.username });
    await solveSlider();
    expect((await outcome).kind).toBe('passed');
    // The stand-in sent it with its challenge request; the token the sandbox issued for the
    // solved challenge keeps what it was drawn with.
    const tokens = [...sandbox.captcha.tokens.values()];
    expect(tokens.map((token) => token.binding)).toEqual([{ scene: '31000', quality: 80 }]);
  });

  it('downgrades: the new captcha refuses, Geetest does not load, reCAPTCHA pictures pass', async () => {
    await sandboxControl('/captcha', { provider: 'magpie', mode: 'reject' });
    const { loadScript, requested } = standInLoader(['gt.js']);
    const { services, client, tracked, user } = await renderServices({ loadScript });
    const outcome = services.runCaptcha({ scene: 'login', loginName: DEMO.username });

    // The visitor solves the new captcha, but the sandbox refuses it.
    await solveSlider();
    expect(await screen.findByText('Verification failed', undefined, LAZY)).toBeInTheDocument();

    // Geetest's script fails on both hosts; reCAPTCHA's checkbox appears in our dialog.
    const dialog = await screen.findByRole('dialog', { name: "Confirm you're not a robot" }, LAZY);
    await user.click(
      await within(dialog).findByRole('checkbox', { name: "I'm not a robot" }, LAZY),
    );
    const target = (await within(dialog).findByText(/./, { selector: 'strong' }, LAZY)).textContent;
    for (const tile of within(dialog).getAllByRole('button', { name: /^Image \d/ })) {
      if (tile.getAttribute('data-picture') === target) await user.click(tile);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const result = await outcome;

    expect(result).toEqual({
      kind: 'passed',
      fields: {
        type: 'recaptcha',
        key_version: 'v2',
        g_recaptcha_response: expect.stringMatching(/^recaptcha-/),
      },
    });
    expect(requested).toEqual([
      '/sandbox-scripts/magpie.js',
      '/sandbox-scripts/gt.js',
      '/sandbox-scripts/backup/gt.js',
      '/sandbox-scripts/recaptcha.js?render=explicit',
    ]);
    expect(tracked.map((t) => [t.event, t.data?.provider ?? t.data?.from])).toEqual([
      ['captchaFailed', 'magpie'],
      ['captchaDowngrade', 'magpie'],
      ['captchaFailed', 'geecaptcha'],
      ['captchaDowngrade', 'geecaptcha'],
    ]);
    expect((await login(client, result.kind === 'passed' ? result.fields : {}))?.retCode).toBe(0);
  });

  it('passes Geetest with its challenge, validate and seccode when the new captcha does not load', async () => {
    const { loadScript } = standInLoader(['magpie.js']);
    const { services, client } = await renderServices({ loadScript });
    const outcome = services.runCaptcha({ scene: 'register', loginName: 'new@example.com' });
    expect(
      await screen.findByRole('dialog', { name: 'Complete the puzzle' }, LAZY),
    ).toBeInTheDocument();
    await solveSlider();
    const result = await outcome;
    expect(result).toEqual({
      kind: 'passed',
      fields: {
        type: 'geecaptcha',
        key_version: 'v2',
        geetest_challenge: expect.any(String),
        geetest_validate: expect.stringMatching(/^geecaptcha-/),
        geetest_seccode: expect.stringMatching(/\|jordan$/),
      },
    });
    expect((await login(client, result.kind === 'passed' ? result.fields : {}))?.retCode).toBe(0);
  });

  it('passes without interaction in auto mode, like the providers test keys', async () => {
    await sandboxControl('/captcha', { provider: '*', mode: 'auto' });
    const { loadScript } = standInLoader();
    const { services } = await renderServices({ loadScript });
    await expect(services.runCaptcha({ scene: 'login' })).resolves.toMatchObject({
      kind: 'passed',
    });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('returns cancelled when the visitor closes the challenge', async () => {
    const { loadScript } = standInLoader();
    const { services, user } = await renderServices({ loadScript });
    const outcome = services.runCaptcha({ scene: 'login' });
    const popup = await screen.findByRole('dialog', { name: 'Security verification' }, LAZY);
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await expect(outcome).resolves.toEqual({ kind: 'cancelled' });
  });

  it('shows the 100001 toast when no provider can be loaded', async () => {
    const { loadScript } = standInLoader(['magpie.js', 'gt.js', 'recaptcha.js', 'TCaptcha.js']);
    const { services, toasts, tracked } = await renderServices({ loadScript });
    await expect(services.runCaptcha({ scene: 'login' })).resolves.toEqual({
      kind: 'unavailable',
    });
    expect(toasts).toEqual([
      expect.objectContaining({
        code: 100001,
        message: 'Captcha is currently unavailable, please check the network and try again',
      }),
    ]);
    expect(tracked.at(-1)).toEqual({
      event: 'captchaUnavailable',
      data: { scene: 'login', code: 100001 },
    });
  });

  it('falls back to the default config silently when the config call fails', async () => {
    await sandboxControl('/fail', { path: API_PATHS.webConfig, mode: 'http500' });
    await sandboxControl('/captcha', { provider: '*', mode: 'auto' });
    const { loadScript, requested } = standInLoader();
    const { services, toasts } = await renderServices({ loadScript });
    await expect(services.runCaptcha({ scene: 'login' })).resolves.toMatchObject({
      kind: 'passed',
    });
    // Defaults: the new captcha first.
    expect(requested).toEqual(['/sandbox-scripts/magpie.js']);
    expect(toasts).toEqual([]);
  });

  it('on a regional edition, falls back to reCAPTCHA only', async () => {
    const { loadScript } = standInLoader(['magpie.js']);
    await sandboxControl('/captcha', { provider: 'recaptcha', mode: 'auto' });
    const { services } = await renderServices({ edition: 'kaz', strings: 'en', loadScript });
    const outcome = services.runCaptcha({ scene: 'login' });
    const dialog = await screen.findByRole('dialog', { name: "Confirm you're not a robot" }, LAZY);
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: "I'm not a robot" }, LAZY));
    await expect(outcome).resolves.toMatchObject({ kind: 'passed', fields: { type: 'recaptcha' } });
  });

  it('refuses a made-up captcha token at login (31026)', async () => {
    const { client } = await renderServices();
    await waitFor(async () =>
      expect(
        (await login(client, { magpie_verify_info: { token: 'made-up', scene: '31000' } }))
          ?.retCode,
      ).toBe(31026),
    );
  });
});

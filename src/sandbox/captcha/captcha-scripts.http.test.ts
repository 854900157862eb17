// @vitest-environment node
import { sandboxSettings } from '../../config/environments';
import { createSandboxState } from '../state/sandbox-state';
import { serveSandboxOverHttp } from '../test-support/sandbox-harness';
import { SANDBOX_CAPTCHA_PROVIDERS } from './captcha-providers';

// The captcha stand-ins as the browser gets them from the sandbox's script server, and the
// script-level modes (load-fail, primary-down, hang) that make the client's loader fall back.
const state = createSandboxState();
const { origin } = serveSandboxOverHttp({ middleware: { state } });
beforeEach(async () => {
  await fetch(`${origin()}/x-api/__sandbox/reset`, { method: 'POST' });
});

const GLOBALS = {
  magpie: 'MagpieCaptcha',
  geecaptcha: 'initGeetest',
  recaptcha: 'grecaptcha',
  qqcaptcha: 'TencentCaptcha',
} as const;

const setMode = (provider: string, mode: string) =>
  fetch(`${origin()}/x-api/__sandbox/captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider, mode }),
  });

describe('captcha stand-in scripts', () => {
  it.each(SANDBOX_CAPTCHA_PROVIDERS)(
    'serves the %s stand-in on both hosts of the sandbox environment, never cached',
    async (provider) => {
      // The URLs the sandbox build of the app loads (src/config/environments.ts).
      const { scripts, newCaptcha } = sandboxSettings.captcha;
      for (const url of provider === 'magpie' ? (newCaptcha?.scripts ?? []) : scripts[provider]) {
        const response = await fetch(`${origin()}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/javascript/);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const code = await response.text();
        expect(code).not.toMatch(/^\s*(import|export)\s/m);
        expect(code).toContain(GLOBALS[provider]);
      }
    },
  );

  it('answers 404 on both hosts in load-fail mode, set by the control or the page parameter', async () => {
    await setMode('geecaptcha', 'load-fail');
    for (const path of ['gt.js', 'backup/gt.js']) {
      expect((await fetch(`${origin()}/sandbox-scripts/${path}`)).status).toBe(404);
    }
    const page = { referer: 'http://localhost:5173/login?sandbox_captcha=magpie:load-fail' };
    expect((await fetch(`${origin()}/sandbox-scripts/magpie.js`, { headers: page })).status).toBe(
      404,
    );
    expect((await fetch(`${origin()}/sandbox-scripts/magpie.js`)).status).toBe(200);
  });

  it('fails only the first host in primary-down mode', async () => {
    await setMode('qqcaptcha', 'primary-down');
    expect((await fetch(`${origin()}/sandbox-scripts/TCaptcha.js`)).status).toBe(404);
    expect((await fetch(`${origin()}/sandbox-scripts/backup/TCaptcha.js`)).status).toBe(200);
  });

  it('holds the script in hang mode', async () => {
    await setMode('recaptcha', 'hang');
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 400);
    await expect(
      fetch(`${origin()}/sandbox-scripts/recaptcha.js`, { signal: abort.signal }),
    ).rejects.toThrow();
    clearTimeout(timer);
  });

  it('answers 404 for a script it does not have', async () => {
    expect((await fetch(`${origin()}/sandbox-scripts/nope.js`)).status).toBe(404);
    expect((await fetch(`${origin()}/sandbox-scripts/backup/deeper/gt.js`)).status).toBe(404);
  });
});

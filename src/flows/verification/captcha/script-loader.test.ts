import { CAPTCHA_ERROR_CODES, CAPTCHA_SCRIPT_TIMEOUT_MS } from './captcha-types';
import { createScriptLoader, resetLoadedScripts } from './script-loader';

/** The <script> the loader added for `url`. */
function scriptFor(url: string): HTMLScriptElement {
  const script = [...document.head.querySelectorAll('script')].find((s) => s.src.endsWith(url));
  if (!script) throw new Error(`no <script> for ${url}`);
  return script;
}

describe('createScriptLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetLoadedScripts();
    document.head.replaceChildren();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each host 10 s, then tries the next one', async () => {
    const load = createScriptLoader();
    const result = load(['/primary/gt.js', '/backup/gt.js']);
    await vi.advanceTimersByTimeAsync(0);
    expect(scriptFor('/primary/gt.js')).toBeDefined();

    expect(CAPTCHA_SCRIPT_TIMEOUT_MS).toBe(10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // The timed-out tag is gone; the backup host is being asked.
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    scriptFor('/backup/gt.js').dispatchEvent(new Event('load'));
    await expect(result).resolves.toEqual({ ok: true, url: '/backup/gt.js' });
  });

  it('moves on at once when a host refuses', async () => {
    const load = createScriptLoader();
    const result = load(['/a.js', '/b.js']);
    await vi.advanceTimersByTimeAsync(0);
    scriptFor('/a.js').dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    scriptFor('/b.js').dispatchEvent(new Event('load'));
    await expect(result).resolves.toEqual({ ok: true, url: '/b.js' });
  });

  it('reports 60204 when every host timed out, a network error when they refused', async () => {
    const load = createScriptLoader();
    const timedOut = load(['/slow-1.js', '/slow-2.js']);
    await vi.advanceTimersByTimeAsync(2 * CAPTCHA_SCRIPT_TIMEOUT_MS);
    await expect(timedOut).resolves.toMatchObject({
      ok: false,
      code: CAPTCHA_ERROR_CODES.scriptTimeout,
    });
    expect(CAPTCHA_ERROR_CODES.scriptTimeout).toBe(60204);

    const refused = load(['/gone.js']);
    await vi.advanceTimersByTimeAsync(0);
    scriptFor('/gone.js').dispatchEvent(new Event('error'));
    await expect(refused).resolves.toEqual({
      ok: false,
      code: CAPTCHA_ERROR_CODES.network,
      message: 'Network error',
    });
  });

  it('loads a URL once per page', async () => {
    const load = createScriptLoader();
    const first = load(['/once.js']);
    const second = load(['/once.js']);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    scriptFor('/once.js').dispatchEvent(new Event('load'));
    await expect(first).resolves.toMatchObject({ ok: true });
    await expect(second).resolves.toMatchObject({ ok: true });
    await expect(load(['/once.js'])).resolves.toMatchObject({ ok: true });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});

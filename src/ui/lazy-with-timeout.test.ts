import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  chunkAddress,
  loadWithTimeout,
} from './lazy-with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunkAddress', () => {
  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: http://eu.localhost:4173/assets/qr-login-panel-D1x.js',
      'http://eu.localhost:4173/assets/qr-login-panel-D1x.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://www.example.com/assets/x-1.js',
      'https://www.example.com/assets/x-1.js',
    ],
    ['Vite preload', 'Unable to preload CSS for /assets/page-Ab.css', '/assets/page-Ab.css'],
    [
      'Vite dev server',
      'Failed to fetch dynamically imported module: http://localhost:5173/src/flows/login/qr-login-panel.tsx?t=17',
      'http://localhost:5173/src/flows/login/qr-login-panel.tsx?t=17',
    ],
  ])('takes the module URL from the %s message', (_browser, message, address) => {
    expect(chunkAddress(new TypeError(message), 'qr-login-panel')).toBe(address);
  });

  it('looks into the error a wrapper gives as cause, past URLs that are not modules', () => {
    const cause = new TypeError(
      'Failed to fetch dynamically imported module: http://h/assets/a.js',
    );
    const wrapped = new Error('See https://example.com/docs/errors.html#import', { cause });
    expect(chunkAddress(wrapped, 'a')).toBe('http://h/assets/a.js');
  });

  it('falls back to the chunk name when the message has no URL (Safari)', () => {
    expect(chunkAddress(new TypeError('Importing a module script failed.'), 'qr-login-panel')).toBe(
      'qr-login-panel',
    );
  });
});

describe('loadWithTimeout', () => {
  it('rejects with a ChunkLoadError of type timeout after 120 000 ms', async () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const result = loadWithTimeout(() => new Promise(() => undefined), 'register-page', retry);
    const settled = vi.fn();
    result.catch(settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    const error: unknown = settled.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'timeout', address: 'register-page', timeoutMs: 120_000 });
    (error as ChunkLoadError).retry();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('rejects with type error, the URL and the browser error as cause', async () => {
    const cause = new TypeError(
      'Failed to fetch dynamically imported module: http://h/assets/a.js',
    );
    const error = await loadWithTimeout(() => Promise.reject(cause), 'a').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'error', address: 'http://h/assets/a.js', cause });
  });

  it('resolves with the module and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const module = { default: 'x' };
    await expect(loadWithTimeout(() => Promise.resolve(module), 'x')).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });
});

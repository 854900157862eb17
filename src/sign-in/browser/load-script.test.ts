import { SCRIPT_TIMEOUT_MS, ScriptLoadError, embedScript, loadScript } from './load-script';

/** jsdom does not fetch scripts: the test plays the browser's load and error events. */
function lastScript(parent: ParentNode = document.head): HTMLScriptElement {
  const scripts = parent.querySelectorAll('script');
  return scripts[scripts.length - 1] as HTMLScriptElement;
}

afterEach(() => {
  vi.useRealTimers();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('loadScript', () => {
  it('adds one async script per URL and shares the load', async () => {
    const url = 'https://accounts.example/client-1';
    const first = loadScript(url);
    const second = loadScript(url);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
    expect(lastScript().async).toBe(true);
    lastScript().dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await expect(loadScript(url)).resolves.toBeUndefined();
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });

  it('rejects on error and removes the tag, so the next call tries again', async () => {
    const url = 'https://accounts.example/client-2';
    const failed = loadScript(url);
    lastScript().dispatchEvent(new Event('error'));
    await expect(failed).rejects.toEqual(new ScriptLoadError(url, 'error'));
    expect(document.querySelector(`script[src="${url}"]`)).toBeNull();
    const retry = loadScript(url);
    expect(document.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
    lastScript().dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it(`gives up after ${SCRIPT_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    expect(SCRIPT_TIMEOUT_MS).toBe(10_000);
    const url = 'https://accounts.example/slow';
    const slow = loadScript(url);
    const outcome = expect(slow).rejects.toMatchObject({ reason: 'timeout' });
    vi.advanceTimersByTime(SCRIPT_TIMEOUT_MS - 1);
    expect(document.querySelector(`script[src="${url}"]`)).not.toBeNull();
    vi.advanceTimersByTime(1);
    await outcome;
    expect(document.querySelector(`script[src="${url}"]`)).toBeNull();
  });
});

describe('embedScript', () => {
  it('embeds a script with data attributes in the container and resolves once it ran', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const embedded = embedScript(container, 'https://widget.example/w.js', {
      telegramLogin: 'SomeBot',
      onauth: 'fn(user)',
    });
    const script = lastScript(container);
    expect(script.dataset).toMatchObject({ telegramLogin: 'SomeBot', onauth: 'fn(user)' });
    expect(script.getAttribute('data-telegram-login')).toBe('SomeBot');
    script.dispatchEvent(new Event('load'));
    await expect(embedded).resolves.toBe(script);
    container.remove();
  });

  it('removes the script when it fails', async () => {
    const container = document.createElement('div');
    const embedded = embedScript(container, 'https://widget.example/broken.js', {});
    lastScript(container).dispatchEvent(new Event('error'));
    await expect(embedded).rejects.toBeInstanceOf(ScriptLoadError);
    expect(container.querySelector('script')).toBeNull();
  });
});

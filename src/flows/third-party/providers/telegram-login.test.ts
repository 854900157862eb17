import {
  TITLE_FIX_DELAY_MS,
  WIDGET_MOUNT_INTERVAL_MS,
  WIDGET_MOUNT_TRIES,
  WidgetContainerMissing,
  mountTelegramWidget,
  readTelegramRedirectResult,
  waitForContainer,
} from './telegram-login';

vi.mock('@/sign-in/browser/load-script', () => ({
  // The widget script: replaced by its frame, as telegram-widget.js does.
  embedScript: vi.fn(async (parent: HTMLElement, _url: string, data: Record<string, string>) => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
    parent.append(script);
    script.after(document.createElement('iframe'));
    return script;
  }),
}));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('waitForContainer', () => {
  it(`tries ${WIDGET_MOUNT_TRIES} times, ${WIDGET_MOUNT_INTERVAL_MS} ms apart`, async () => {
    expect(WIDGET_MOUNT_TRIES).toBe(10);
    expect(WIDGET_MOUNT_INTERVAL_MS).toBe(50);
    const waits: number[] = [];
    const lookups = vi.fn(() => null);
    await expect(
      waitForContainer(lookups, async (ms) => void waits.push(ms)),
    ).rejects.toBeInstanceOf(WidgetContainerMissing);
    expect(lookups).toHaveBeenCalledTimes(10);
    expect(waits).toEqual(Array(9).fill(50));
  });

  it('stops as soon as the container is in the page', async () => {
    const container = document.createElement('div');
    let calls = 0;
    const found = await waitForContainer(
      () => {
        calls += 1;
        if (calls === 3) document.body.append(container);
        return container;
      },
      async () => undefined,
    );
    expect(found).toBe(container);
    expect(calls).toBe(3);
  });
});

describe('mountTelegramWidget', () => {
  it('embeds the widget with the bot, a global onauth callback and write access', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onAuth = vi.fn();
    const unmount = await mountTelegramWidget({
      scriptUrl: '/sandbox-scripts/telegram-widget.js',
      botName: 'ExchangeSandboxBot',
      container: () => container,
      onAuth,
      frameTitle: 'Log in with Telegram',
      language: 'en',
    });
    const script = container.querySelector('script');
    expect(script?.dataset).toMatchObject({
      telegramLogin: 'ExchangeSandboxBot',
      requestAccess: 'write',
      size: 'large',
    });
    // The widget calls data-onauth with `user` in scope.
    const user = { id: 1, first_name: 'A', auth_date: 1, hash: 'h' };
    new Function('user', script?.dataset.onauth ?? '')(user);
    expect(onAuth).toHaveBeenCalledWith(user);
    unmount();
    expect(container.querySelector('script, iframe')).toBeNull();
  });

  it(`titles the widget's frame when mounted and again ${TITLE_FIX_DELAY_MS} ms later`, async () => {
    expect(TITLE_FIX_DELAY_MS).toBe(1500);
    vi.useFakeTimers();
    const container = document.createElement('div');
    document.body.append(container);
    await mountTelegramWidget({
      scriptUrl: '/w.js',
      botName: 'Bot',
      container: () => container,
      onAuth: () => undefined,
      frameTitle: 'Log in with Telegram',
      language: 'en',
    });
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Log in with Telegram');
    // The widget replaces its frame once loaded; the fix titles the new one at 1.5 s.
    const replacement = document.createElement('iframe');
    container.querySelector('iframe')?.replaceWith(replacement);
    vi.advanceTimersByTime(TITLE_FIX_DELAY_MS - 1);
    expect(replacement).not.toHaveAttribute('title');
    vi.advanceTimersByTime(1);
    expect(replacement).toHaveAttribute('title', 'Log in with Telegram');
  });
});

describe('readTelegramRedirectResult', () => {
  it('reads the login data Telegram puts in #tgAuthResult', () => {
    const data = { id: 700000001, first_name: 'Demo', auth_date: 1700000000, hash: 'abc' };
    const encoded = btoa(JSON.stringify(data)).replace(/=+$/, '');
    expect(readTelegramRedirectResult(`#tgAuthResult=${encoded}`)).toEqual(data);
  });

  it('ignores other hashes and unreadable data', () => {
    expect(readTelegramRedirectResult('')).toBeUndefined();
    expect(readTelegramRedirectResult('#section')).toBeUndefined();
    expect(readTelegramRedirectResult(`#tgAuthResult=${btoa('not json')}`)).toBeUndefined();
    expect(readTelegramRedirectResult(`#tgAuthResult=${btoa('[1]')}`)).toBeUndefined();
  });
});

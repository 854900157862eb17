import {
  CHAT_CALLBACK_ATTEMPTS,
  CHAT_CALLBACK_RETRY_MS,
  linkChatAccount,
  linkFailureCode,
  type BindOutcome,
  type ChatLinkDeps,
} from './link-chat-account';

function fakeDeps(overrides: Partial<ChatLinkDeps> = {}) {
  const calls: string[] = [];
  let done = false;
  const deps: ChatLinkDeps = {
    bindStatus: async () => 0,
    linkDone: { get: () => done, set: () => void (done = true) },
    askLinkAuthorisation: async () => ({ accepted: true, allowMessages: true }),
    requestWriteAccess: async () => {
      calls.push('writeAccess');
      return true;
    },
    verify: async (first) => {
      calls.push(first ? 'verify:first' : 'verify');
      return { captcha: 'ok' };
    },
    bind: async (input) => {
      calls.push(input.riskToken ? `bind:${input.riskToken}` : 'bind');
      return { kind: 'linked' };
    },
    runRiskStep: async () => 'verified',
    moveLinkHere: async () => {
      calls.push('move');
      return { kind: 'linked' };
    },
    unbind: async () => {
      calls.push('unbind');
      return true;
    },
    showLinkFailure: async (code) => {
      calls.push(`failure:${code}`);
      return 'continue';
    },
    linked: () => calls.push('linked'),
    retriesExhausted: () => calls.push('exhausted'),
    wait: async (ms) => void calls.push(`wait:${ms}`),
    ...overrides,
  };
  return { deps, calls, isDone: () => done };
}

describe('linkChatAccount (docs/mini-app.md, "After signing in")', () => {
  it('goes on at once for a bound account (BOUND 1) and when the status call failed', async () => {
    expect(await linkChatAccount(fakeDeps({ bindStatus: async () => 1 }).deps)).toBe('bound');
    expect(await linkChatAccount(fakeDeps({ bindStatus: async () => null }).deps)).toBe('skipped');
  });

  it('Accept stores the link-done flag, asks for write access, verifies, then binds', async () => {
    const { deps, calls, isDone } = fakeDeps();
    expect(await linkChatAccount(deps)).toBe('linked');
    expect(isDone()).toBe(true);
    expect(calls).toEqual(['writeAccess', 'verify:first', 'bind', 'linked']);
  });

  it('Decline stores the flag and goes on; the page is not shown again in the session', async () => {
    const asked = vi.fn(async () => ({ accepted: false, allowMessages: true }));
    const { deps, calls, isDone } = fakeDeps({ askLinkAuthorisation: asked });
    expect(await linkChatAccount(deps)).toBe('declined');
    expect(isDone()).toBe(true);
    expect(calls).toEqual([]);
    expect(await linkChatAccount(deps)).toBe('skipped');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('runs the risk step when the bind asks for it, then binds with the verified token', async () => {
    let first = true;
    const { deps, calls } = fakeDeps({
      bind: async (input): Promise<BindOutcome> => {
        calls.push(input.riskToken ? `bind:${input.riskToken}` : 'bind');
        if (first) {
          first = false;
          return { kind: 'risk', riskToken: 'r1', riskTokenType: 'pass' };
        }
        return { kind: 'linked' };
      },
    });
    expect(await linkChatAccount(deps)).toBe('linked');
    expect(calls).toContain('bind:verified');
  });

  it(`retries 400607 ${CHAT_CALLBACK_ATTEMPTS} calls in all, ${CHAT_CALLBACK_RETRY_MS} ms apart`, async () => {
    const { deps, calls } = fakeDeps({
      bind: async () => {
        calls.push('bind');
        return { kind: 'retry' };
      },
    });
    expect(CHAT_CALLBACK_ATTEMPTS).toBe(3);
    expect(CHAT_CALLBACK_RETRY_MS).toBe(1000);
    expect(await linkChatAccount(deps)).toBe('failed');
    expect(calls.filter((call) => call === 'bind')).toHaveLength(3);
    expect(calls.filter((call) => call === 'wait:1000')).toHaveLength(2);
    expect(calls.at(-1)).toBe('exhausted');
  });

  it("shows 'failed to bind' with the login variant of a numeric status; Continue goes on", async () => {
    const { deps, calls } = fakeDeps({
      bind: async () => ({ kind: 'refused', status: '1001' }),
    });
    expect(await linkChatAccount(deps)).toBe('failed');
    expect(calls).toContain('failure:login1001');
  });

  it('Bind again moves the link here when the Telegram user is linked elsewhere', async () => {
    const { deps, calls } = fakeDeps({
      bind: async () => ({ kind: 'refused', status: 'telegramAlreadyBind' }),
      showLinkFailure: async (code) => {
        calls.push(`failure:${code}`);
        return 'bindAgain';
      },
    });
    expect(await linkChatAccount(deps)).toBe('linked');
    expect(calls).toEqual(
      expect.arrayContaining(['failure:telegramAlreadyBind', 'move', 'linked']),
    );
  });

  it('Bind again unlinks first for a relink status, then verifies and binds again', async () => {
    let refused = true;
    const { deps, calls } = fakeDeps({
      bind: async (): Promise<BindOutcome> => {
        calls.push('bind');
        if (refused) {
          refused = false;
          return { kind: 'refused', status: 'authFailureRelinkTip' };
        }
        return { kind: 'linked' };
      },
      showLinkFailure: async () => 'bindAgain',
    });
    expect(await linkChatAccount(deps)).toBe('linked');
    expect(calls).toEqual([
      'writeAccess',
      'verify:first',
      'bind',
      'unbind',
      'verify',
      'bind',
      'linked',
    ]);
  });
});

describe('linkFailureCode', () => {
  it('prefixes numeric statuses with the flow and keeps named ones', () => {
    expect(linkFailureCode('login', '1004')).toBe('login1004');
    expect(linkFailureCode('register', '10016')).toBe('register10016');
    expect(linkFailureCode('login', 'telegramLinkSystemError')).toBe('telegramLinkSystemError');
  });
});

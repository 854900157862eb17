import { resolveErrorBehaviour, type ErrorDecision } from './error-catalogue';
import { errorToastMessage } from './error-notifier';
import { API_PATHS } from './paths';

function toastFor(code: number, extra: { path?: string; passErrCount?: number } = {}) {
  const decision = resolveErrorBehaviour(code, {
    path: extra.path ?? '/any',
    inChatApp: false,
    isFirstQrGenerate: false,
    now: 0,
    lastSessionToastAt: null,
    ...(extra.passErrCount === undefined ? {} : { passErrCount: extra.passErrCount }),
  });
  if (decision.kind !== 'toast') throw new Error(`expected a toast for ${code}`);
  return decision as Extract<ErrorDecision, { kind: 'toast' }>;
}

describe('errorToastMessage', () => {
  it("formats 'code: message' when no translation exists", () => {
    expect(errorToastMessage(toastFor(30054), 'Too many requests')).toBe(
      '30054: Too many requests',
    );
    expect(errorToastMessage(toastFor(30054), '')).toBe('30054');
  });

  it('prefers the translated message of the code', () => {
    const translate = (code: number) => (code === 30054 ? 'Bitte später' : undefined);
    expect(errorToastMessage(toastFor(30054), 'server', translate)).toBe('Bitte später');
  });

  it('translates a re-mapped code first, then the original, else shows the server code', () => {
    const decision = toastFor(10016, { path: API_PATHS.login });
    expect(
      errorToastMessage(decision, 'm', (code) => (code === 100160 ? 'Session expired' : undefined)),
    ).toBe('Session expired');
    expect(
      errorToastMessage(decision, 'm', (code) => (code === 10016 ? 'Generic' : undefined)),
    ).toBe('Generic');
    expect(errorToastMessage(decision, 'm')).toBe('10016: m');
  });

  it('uses the default text of 40029 and 100001 when there is no translation', () => {
    expect(errorToastMessage(toastFor(40029), 'server text')).toBe(
      'This account has been terminated.',
    );
    expect(errorToastMessage(toastFor(100001), '')).toBe(
      'Captcha is currently unavailable, please check the network and try again',
    );
  });

  it('fills in the remaining attempts of the close-to-limit warning', () => {
    const decision = toastFor(31002, { passErrCount: 3 });
    expect(errorToastMessage(decision, 'wrong')).toBe(
      'Incorrect password. 2 attempts left before the limit is reached.',
    );
    const translate = vi.fn(
      (
        _code: number,
        options?: { messageKey?: string; values?: Record<string, string | number> },
      ) =>
        options?.messageKey === 'passwordCloseToLimit'
          ? `Noch ${options.values?.remaining} Versuche`
          : undefined,
    );
    expect(errorToastMessage(toastFor(31002, { passErrCount: 4 }), 'wrong', translate)).toBe(
      'Noch 1 Versuche',
    );
    expect(translate).toHaveBeenCalledWith(31002, {
      messageKey: 'passwordCloseToLimit',
      values: { remaining: 1 },
    });
  });
});

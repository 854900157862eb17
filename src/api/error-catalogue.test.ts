import {
  CHAT_LINK_FAILURE_CODES,
  CHAT_LINK_FAILURE_DIALOG,
  DIALOG_NAMES,
  ERROR_CATALOGUE,
  RESIDENCE_CONFIRM_CODES,
  RESIDENCE_CONFIRM_DIALOG,
  SESSION_TOAST_THROTTLE_MS,
  TOAST_MS,
  WRONG_PASSWORD_LIMIT,
  GENERIC_FAILURE_DIALOG,
  callerHandlingOn,
  catalogueEntry,
  resolveErrorBehaviour,
  type ErrorContext,
} from './error-catalogue';
import { API_PATHS } from './paths';

const base: ErrorContext = {
  path: '/v2/private/some/call',
  inChatApp: false,
  isFirstQrGenerate: false,
  now: 1_000_000,
  lastSessionToastAt: null,
};

const resolve = (code: number, context: Partial<ErrorContext> = {}) =>
  resolveErrorBehaviour(code, { ...base, ...context });

describe('constants (docs/requests-and-errors.md, "How an error is shown")', () => {
  it('has the spec durations and limits', () => {
    expect(TOAST_MS).toEqual({
      general: 5000,
      short: 2000,
      bindSuccess: 5000,
      turkeyBindSuccess: 4000,
    });
    expect(SESSION_TOAST_THROTTLE_MS).toBe(10_000);
    expect(WRONG_PASSWORD_LIMIT).toBe(5);
  });

  it('names a closed set of 15 dialogs', () => {
    expect(DIALOG_NAMES).toHaveLength(15);
  });

  it('lists every code once', () => {
    const codes = ERROR_CATALOGUE.flatMap((entry) => entry.codes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('only names known dialogs', () => {
    const known = new Set<string>(DIALOG_NAMES);
    for (const entry of ERROR_CATALOGUE) {
      for (const dialog of entry.caller?.dialogs ?? []) expect(known).toContain(dialog);
      if (entry.otherwise.do === 'dialog') expect(known).toContain(entry.otherwise.dialog);
    }
  });
});

describe('default', () => {
  it('shows an unknown code as the general toast for 5 s', () => {
    expect(resolve(12345)).toMatchObject({
      kind: 'toast',
      toastCode: 12345,
      durationMs: 5000,
      status: 'error',
    });
  });

  it('shows a network failure (-200) as the general toast', () => {
    expect(resolve(-200)).toMatchObject({ kind: 'toast', durationMs: 5000 });
  });

  it('hands an unknown code or -200 on send, register and password calls to the flow (upgrade dialog)', () => {
    for (const path of [
      API_PATHS.registerSendVerifyItem,
      API_PATHS.sendEmailCodeOld,
      API_PATHS.registerInfo,
      API_PATHS.registerCompliance,
      API_PATHS.registerMobile,
      API_PATHS.registerPassword,
    ]) {
      expect(resolve(12345, { path })).toMatchObject({ kind: 'silent', reason: 'passThrough' });
      expect(resolve(-200, { path })).toMatchObject({ kind: 'silent', reason: 'passThrough' });
      expect(callerHandlingOn(12345, path)?.dialogs).toEqual([GENERIC_FAILURE_DIALOG]);
    }
    // The code check keeps the toast: its refused code is a wrong code.
    expect(resolve(12345, { path: API_PATHS.registerVerify })).toMatchObject({ kind: 'toast' });
    expect(callerHandlingOn(12345, API_PATHS.registerVerify)).toBeUndefined();
    expect(resolve(12345, { path: API_PATHS.login })).toMatchObject({ kind: 'toast' });
  });
});

describe('10006 session or rate related', () => {
  it('toasts for 2 s and asks the wrapper to remember the time', () => {
    expect(resolve(10006)).toMatchObject({ kind: 'toast', durationMs: 2000, throttled: true });
  });

  it('toasts at most once per 10 s', () => {
    expect(resolve(10006, { lastSessionToastAt: base.now - 9_999 })).toMatchObject({
      kind: 'silent',
      reason: 'throttled',
    });
    expect(resolve(10006, { lastSessionToastAt: base.now - 10_000 })).toMatchObject({
      kind: 'toast',
    });
  });

  it.each([
    API_PATHS.login,
    API_PATHS.loginCompliance,
    API_PATHS.thirdPartyLogin,
    API_PATHS.registerEmail,
    API_PATHS.registerMobile,
    API_PATHS.registerInfo,
    API_PATHS.sendEmailCodeOld,
  ])('is not throttled on the login and registration path %s', (path) => {
    expect(resolve(10006, { path, lastSessionToastAt: base.now - 1 })).toMatchObject({
      kind: 'toast',
      durationMs: 2000,
      throttled: false,
    });
  });

  it('is silent on the first QR generate call only', () => {
    expect(resolve(10006, { path: API_PATHS.qrGenerate, isFirstQrGenerate: true })).toMatchObject({
      kind: 'silent',
      reason: 'passThrough',
    });
    expect(resolve(10006, { path: API_PATHS.qrGenerate })).toMatchObject({ kind: 'toast' });
  });
});

describe('10016 special toast codes', () => {
  it.each([
    [API_PATHS.telegramBind, 100162],
    [API_PATHS.qrGenerate, 100161],
    [API_PATHS.qrStatus, 100161],
    [API_PATHS.login, 100160],
    [API_PATHS.registerMobile, 100160],
    [API_PATHS.registerPassword, 100160],
    ['/v2/private/other', 10016],
  ])('on %s toasts %i for 2 s', (path, toastCode) => {
    expect(resolve(10016, { path })).toMatchObject({
      kind: 'toast',
      code: 10016,
      toastCode,
      durationMs: 2000,
    });
  });

  it('matches the path without its query', () => {
    expect(resolve(10016, { path: `${API_PATHS.login}?oauth_tmp_login_id=x` })).toMatchObject({
      toastCode: 100160,
    });
  });
});

describe('single-rule toasts', () => {
  it("40029: 2 s toast with the default text 'This account has been terminated.'", () => {
    expect(resolve(40029)).toMatchObject({
      kind: 'toast',
      durationMs: 2000,
      defaultMessage: 'This account has been terminated.',
    });
  });

  it('50002: 2 s toast, except on the OAuth authorize call', () => {
    expect(resolve(50002)).toMatchObject({ kind: 'toast', durationMs: 2000 });
    expect(resolve(50002, { path: API_PATHS.oauthAuthorize })).toMatchObject({ kind: 'silent' });
  });

  it('30054: 5 s toast', () => {
    expect(resolve(30054)).toMatchObject({ kind: 'toast', durationMs: 5000 });
  });

  it('410008: 2 s toast from a translated message', () => {
    expect(resolve(410008)).toMatchObject({ kind: 'toast', durationMs: 2000 });
  });

  it('100001: 2 s captcha-unavailable toast', () => {
    expect(resolve(100001)).toMatchObject({
      kind: 'toast',
      durationMs: 2000,
      defaultMessage: 'Captcha is currently unavailable, please check the network and try again',
    });
  });

  it('20035 on the unbind-2FA e-mail send is shown as 35300', () => {
    expect(resolve(20035, { path: API_PATHS.unbindGoogle2faEmailSend })).toMatchObject({
      kind: 'toast',
      code: 20035,
      toastCode: 35300,
    });
    expect(resolve(20035)).toMatchObject({ kind: 'toast', toastCode: 20035 });
  });
});

describe('codes passed to the caller without a toast', () => {
  it.each([
    10007, 33003, 10009, 20100, 31030, 31018, 50101, 31003, 41007, 400601, 400602, 41102, 41103,
    41104, 41105, 41106, 41107, 41108, 400605, 400606, 400607, 10026, 30055, 41121, 41122, 41123,
    41125, 41126, 41127, 41128,
  ])('%i', (code) => {
    expect(resolve(code)).toEqual({
      kind: 'silent',
      code,
      reason: 'passThrough',
      successLike: false,
    });
  });

  it('does not treat 41124 (absent from the list) as passed through', () => {
    expect(resolve(41124)).toMatchObject({ kind: 'toast', durationMs: 5000 });
  });
});

describe('dialogs the caller opens for codes it gets back', () => {
  it.each([
    [31030, ['loginOverLimit']],
    [31018, ['ipBan', 'ipInfo']],
    [31003, ['banned']],
    [50101, ['creatingAccount']],
    [41007, ['unsupportedJurisdiction']],
    [400601, ['hkUserMismatch']],
    [400602, ['hkSiteMismatch']],
    [41102, ['identityVerification']],
    [41107, ['identityVerification']],
    [41103, ['genericMessage']],
    [41104, ['genericMessage']],
    [41105, ['genericMessage']],
    [41106, ['genericMessage']],
    [41108, ['genericMessage']],
    [400605, ['genericMessage']],
    [400606, ['genericMessage']],
    [40004, ['upgrade']],
  ])('%i: %j', (code, dialogs) => {
    expect(catalogueEntry(code)?.caller?.dialogs).toEqual(dialogs);
  });

  it("20100 and 31003: the caller's own 2 s toast", () => {
    expect(catalogueEntry(20100)?.caller?.toast).toEqual({
      durationMs: 2000,
      messageKey: 'chineseEmailGoogleRegisterErr',
    });
    expect(catalogueEntry(31003)?.caller?.toast).toEqual({ durationMs: 2000 });
  });
});

describe('dialogs the wrapper opens', () => {
  it('31020 opens the phone-restriction dialog', () => {
    expect(resolve(31020)).toEqual({
      kind: 'dialog',
      code: 31020,
      dialog: 'phoneRestricted',
      successLike: false,
    });
  });

  it('40004 opens the close-mini-app dialog, except on third-party login inside the chat app', () => {
    expect(resolve(40004)).toMatchObject({ kind: 'dialog', dialog: 'closeMiniApp' });
    expect(resolve(40004, { inChatApp: true })).toMatchObject({
      kind: 'dialog',
      dialog: 'closeMiniApp',
    });
    expect(resolve(40004, { path: API_PATHS.thirdPartyLogin })).toMatchObject({ kind: 'dialog' });
    expect(resolve(40004, { path: API_PATHS.thirdPartyLogin, inChatApp: true })).toMatchObject({
      kind: 'silent',
      reason: 'passThrough',
    });
  });
});

describe('inner data returned on the affiliate paths', () => {
  it.each([
    [10002, API_PATHS.affiliateAnonymity],
    [10002, API_PATHS.affiliateOpenApiAnonymity],
    [610017, API_PATHS.affiliateAnonymity],
    [610017, API_PATHS.affiliateOpenApiAnonymity],
    [610016, API_PATHS.affiliateOpenInfo],
  ])('%i on %s', (code, path) => {
    expect(resolve(code, { path })).toMatchObject({ kind: 'silent', reason: 'passThrough' });
  });

  it('toasts the same codes elsewhere', () => {
    expect(resolve(10002)).toMatchObject({ kind: 'toast', durationMs: 5000 });
    expect(resolve(610016, { path: API_PATHS.affiliateAnonymity })).toMatchObject({
      kind: 'toast',
    });
    expect(resolve(610017, { path: API_PATHS.affiliateOpenInfo })).toMatchObject({ kind: 'toast' });
  });
});

describe('31002 wrong password', () => {
  it.each([
    [3, 2],
    [4, 1],
  ])(
    'with %i failures toasts close-to-limit with %i attempts left, success-like',
    (count, remaining) => {
      expect(resolve(31002, { passErrCount: count })).toMatchObject({
        kind: 'toast',
        durationMs: 2000,
        messageKey: 'passwordCloseToLimit',
        values: { remaining },
        successLike: true,
      });
    },
  );

  it('with 5 failures is returned success-like without a toast', () => {
    expect(resolve(31002, { passErrCount: 5 })).toEqual({
      kind: 'silent',
      code: 31002,
      reason: 'passThrough',
      successLike: true,
    });
  });

  it.each([undefined, 1, 2, 6])(
    'with %s failures is a general toast, not success-like',
    (count) => {
      const context = count === undefined ? {} : { passErrCount: count };
      expect(resolve(31002, context)).toMatchObject({
        kind: 'toast',
        durationMs: 5000,
        successLike: false,
      });
    },
  );
});

describe('string-coded dialogs', () => {
  it('opens failed-to-bind for the chat-app link codes', () => {
    expect(CHAT_LINK_FAILURE_DIALOG).toBe('failedToBind');
    expect(CHAT_LINK_FAILURE_CODES).toEqual(
      expect.arrayContaining([
        'register1001',
        'tgregister1002',
        'login1003',
        'trlogin10016',
        'login1004',
        'authFailureRelinkTip',
        'telegramAlreadyBind',
        'relinkBybitAccountTip',
        'telegramLinkSystemError',
      ]),
    );
  });

  it('opens the residence confirmation for the four residence pseudo-codes', () => {
    expect(RESIDENCE_CONFIRM_DIALOG).toBe('residenceConfirm');
    expect(RESIDENCE_CONFIRM_CODES).toEqual([
      'euSiteNoEuResidenceConfirm',
      'mainSiteEuResidenceConfirm',
      'ResidenceConfirm',
      'AeResidenceConfirm',
    ]);
  });
});

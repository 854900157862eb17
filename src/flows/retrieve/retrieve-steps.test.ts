import type { ApiResult } from '@/api/request';
import type { FindPasswordStart, UnbindEmailSent } from '@/api/endpoints/retrieve-password';
import type { CaptchaOutcome, RiskOutcome } from '@/sign-in/contracts/verification';
import {
  accountProblems,
  MAX_RISK_STEPS,
  missingCodes,
  readStartAnswer,
  readUnbindAnswer,
  retrieveExitPath,
  retrieveOrigin,
  RETRIEVE_CAPTCHA_SCENE,
  submitAccountStep,
  type AccountStepDeps,
} from './retrieve-steps';

function answer<T>(retCode: number, result?: T): ApiResult<T> {
  return {
    retCode,
    retMsg: retCode === 0 ? 'OK' : 'refused',
    result,
    rawResult: result,
    token: undefined,
    currentSite: undefined,
    successLike: false,
  };
}

const sent = answer<FindPasswordStart>(0, {
  serial_no: 's1',
  channel: 'email',
  masked_target: 'd***@example.com',
  google2fa_required: true,
});
const risk = answer<FindPasswordStart>(0, { risk_token: 'r1', risk_token_type: 'pass' });
const captchaPassed: CaptchaOutcome = {
  kind: 'passed',
  fields: { magpie_verify_info: { token: 't' } },
};

function deps(
  starts: (ApiResult<FindPasswordStart> | undefined)[],
  overrides: Partial<AccountStepDeps> = {},
) {
  const calls = {
    captcha: vi.fn(async (): Promise<CaptchaOutcome> => captchaPassed),
    start: vi.fn(async () => starts.shift()),
    risk: vi.fn(async (): Promise<RiskOutcome> => ({ kind: 'passed', riskToken: 'verified' })),
  };
  const injected: AccountStepDeps = {
    runCaptcha: calls.captcha,
    start: calls.start,
    runRiskStep: calls.risk,
    ...overrides,
  };
  return { calls, injected };
}

describe('the account step (docs/retrieve.md, "Steps")', () => {
  it('runs the login captcha scene on the login name, then the call with its fields', async () => {
    const { calls, injected } = deps([sent]);
    const outcome = await submitAccountStep(injected, {
      username: '7700900001',
      countryCode: '44',
    });
    expect(calls.captcha).toHaveBeenCalledWith({ scene: 'login', loginName: '7700900001' });
    expect(RETRIEVE_CAPTCHA_SCENE).toBe('login');
    expect(calls.start).toHaveBeenCalledWith({
      username: '7700900001',
      countryCode: '44',
      captcha: captchaPassed.kind === 'passed' ? captchaPassed.fields : {},
    });
    expect(outcome).toEqual({
      kind: 'sent',
      reset: {
        serialNo: 's1',
        channel: 'email',
        maskedTarget: 'd***@example.com',
        google2faRequired: true,
      },
    });
  });

  it('stops without a call when the captcha is cancelled or unavailable', async () => {
    for (const kind of ['cancelled', 'unavailable'] as const) {
      const { calls, injected } = deps([sent], { runCaptcha: async () => ({ kind }) });
      expect(await submitAccountStep(injected, { username: 'a@b.co' })).toEqual({
        kind: 'stopped',
      });
      expect(calls.start).not.toHaveBeenCalled();
    }
  });

  it('runs the security step the answer asks for, then repeats the call with its token', async () => {
    const { calls, injected } = deps([risk, sent]);
    const outcome = await submitAccountStep(injected, { username: 'risk@example.com' });
    expect(calls.risk).toHaveBeenCalledWith({
      riskToken: 'r1',
      riskTokenType: 'pass',
      userName: 'risk@example.com',
    });
    expect(calls.start).toHaveBeenLastCalledWith(
      expect.objectContaining({ username: 'risk@example.com', riskToken: 'verified' }),
    );
    expect(outcome.kind).toBe('sent');
  });

  it(`gives up after ${MAX_RISK_STEPS} security steps that do not satisfy the server`, async () => {
    const { calls, injected } = deps([risk, risk, risk, risk, sent]);
    expect(await submitAccountStep(injected, { username: 'risk@example.com' })).toEqual({
      kind: 'stopped',
    });
    expect(calls.risk).toHaveBeenCalledTimes(MAX_RISK_STEPS);
  });

  it('stops when the security step is cancelled', async () => {
    const { injected } = deps([risk, sent], { runRiskStep: async () => ({ kind: 'cancelled' }) });
    expect(await submitAccountStep(injected, { username: 'risk@example.com' })).toEqual({
      kind: 'stopped',
    });
  });

  it('hands a refusal back with its code (the catalogue has told the visitor)', async () => {
    const { injected } = deps([answer<FindPasswordStart>(31028)]);
    expect(await submitAccountStep(injected, { username: 'nobody@example.com' })).toEqual({
      kind: 'refused',
      code: 31028,
    });
    expect(readStartAnswer(undefined)).toEqual({ kind: 'refused', code: undefined });
  });
});

describe('the unbind-2FA e-mail (the 20035 → 35300 rule stays in the catalogue)', () => {
  it('opens the e-mail code on success and keeps the Google code on any refusal', () => {
    expect(readUnbindAnswer(answer<UnbindEmailSent>(0, { masked_email: 'a***@b.co' }))).toEqual({
      kind: 'sent',
      maskedEmail: 'a***@b.co',
    });
    expect(readUnbindAnswer(answer<UnbindEmailSent>(20035))).toEqual({ kind: 'refused' });
    expect(readUnbindAnswer(undefined)).toEqual({ kind: 'refused' });
  });
});

describe('the code step', () => {
  it('needs six digits in each code it shows', () => {
    expect(missingCodes({ code: '123456', secondCode: '' }, 'none')).toEqual({
      code: false,
      secondCode: false,
    });
    expect(missingCodes({ code: '12345', secondCode: '' }, 'google2fa')).toEqual({
      code: true,
      secondCode: true,
    });
    expect(missingCodes({ code: '123456', secondCode: '123456' }, 'unbindEmail')).toEqual({
      code: false,
      secondCode: false,
    });
  });
});

describe('the account field', () => {
  it('reads digits as a phone that needs its country code, anything else as an e-mail', () => {
    expect(accountProblems('', '', true)).toEqual({ identifier: 'validation.enterEmailOrMobile' });
    expect(accountProblems('', '', false)).toEqual({ identifier: 'validation.enterEmail' });
    expect(accountProblems('demo@example', '', true)).toEqual({
      identifier: 'validation.invalidEmail',
    });
    expect(accountProblems('demo@example.com', '', true)).toEqual({});
    expect(accountProblems('7700900001', '', true)).toEqual({
      countryCode: 'validation.selectCountryCode',
    });
    expect(accountProblems('07700900001', '44', true)).toEqual({
      identifier: 'validation.removeLeadingZero',
    });
    expect(accountProblems('1234', '44', true)).toEqual({ identifier: 'validation.invalidPhone' });
    expect(accountProblems('7700900001', '44', true)).toEqual({});
    // Without phone login, digits are a (bad) e-mail.
    expect(accountProblems('7700900001', '', false)).toEqual({
      identifier: 'validation.invalidEmail',
    });
  });
});

describe('where the page leads (docs/retrieve.md, "Routes")', () => {
  it('returns an OAuth visitor to the OAuth login with the request as it arrived', () => {
    const search =
      '?from=oauth&client_id=demo&redirect_uri=https%3A%2F%2Fa.example%2Fcb&state=x%20y';
    expect(retrieveOrigin(search)).toBe('oauth');
    expect(retrieveExitPath(search, 'en')).toBe(
      '/en/oauth-login?client_id=demo&redirect_uri=https%3A%2F%2Fa.example%2Fcb&state=x%20y',
    );
    expect(retrieveExitPath('?from=oauth', undefined)).toBe('/oauth-login');
  });

  it('sends the others to the login page, keeping redirect_url', () => {
    expect(retrieveOrigin('?from=trustFirst')).toBe('trustFirst');
    expect(retrieveExitPath('?from=trustFirst', 'tr')).toBe('/tr/login');
    expect(retrieveExitPath('?redirect_url=%2Fen%2Ffiat', undefined)).toBe(
      '/login?redirect_url=%2Fen%2Ffiat',
    );
    expect(retrieveOrigin('')).toBe('login');
  });
});

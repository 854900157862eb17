import type { RegisterResult, VerifyResult } from '@/api/endpoints/registration';
import {
  registerVerifiedAccount,
  setRegistrationPassword,
  verifyRegistrationCode,
  type CompleteRegistrationDeps,
} from './complete-registration';
import { errorAnswer, okAnswer } from './test-answers';

const account = { channel: 'email', email: 'anna@example.com' } as const;
const protectedPassword = { password: 'hash', encrypt_password: 'cipher', encrypt_timestamp: 5 };
const success = { result: { userId: '20000001' }, isNewUser: true } as const;

function deps(overrides: Partial<CompleteRegistrationDeps> = {}): CompleteRegistrationDeps {
  return {
    track: vi.fn(),
    flavour: 'item',
    showRefusal: vi.fn(async () => ({ kind: 'shownByWrapper' as const })),
    verifyCode: vi.fn(async () => okAnswer<VerifyResult>({ verify_result: 1 })),
    register: vi.fn(async () =>
      okAnswer<RegisterResult>({ uuid: 'u-1', recall_stage: 'commit_password' }),
    ),
    setPassword: vi.fn(async () => okAnswer<RegisterResult>({ id: 20000001 }, 'token-1')),
    protectPassword: vi.fn(async () => protectedPassword),
    finish: vi.fn(async () => success),
    ...overrides,
  };
}

describe('verifyRegistrationCode', () => {
  it('accepts verify_result 1 only', async () => {
    const input = { uuid: 'u-1', code: '123456', account };
    await expect(verifyRegistrationCode(deps(), input)).resolves.toBe('verified');
    const wrong = deps({
      verifyCode: vi.fn(async () => errorAnswer<VerifyResult>(31025, { verify_result: 0 })),
    });
    await expect(verifyRegistrationCode(wrong, input)).resolves.toBe('wrongCode');
    expect(wrong.track).toHaveBeenCalledWith(
      'registerFailure',
      expect.objectContaining({ reason: 'invalidVerificationCode', code: 31025 }),
    );
    const zero = deps({
      verifyCode: vi.fn(async () => okAnswer<VerifyResult>({ verify_result: 0 })),
    });
    await expect(verifyRegistrationCode(zero, input)).resolves.toBe('wrongCode');
    const lost = deps({ verifyCode: vi.fn(async () => undefined) });
    await expect(verifyRegistrationCode(lost, input)).resolves.toBe('failed');
    expect(lost.showRefusal).not.toHaveBeenCalled();
  });

  it("shows a refused check through the catalogue: its dialog means 'refused', else a wrong code", async () => {
    const input = { uuid: 'u-1', code: '123456', account };
    const wrong = deps({ verifyCode: vi.fn(async () => errorAnswer<VerifyResult>(31025)) });
    await expect(verifyRegistrationCode(wrong, input)).resolves.toBe('wrongCode');
    expect(wrong.showRefusal).toHaveBeenCalledWith(
      'verify',
      expect.objectContaining({ retCode: 31025 }),
    );
    const refused = deps({
      verifyCode: vi.fn(async () => errorAnswer<VerifyResult>(41102)),
      showRefusal: vi.fn(async () => ({
        kind: 'dialog' as const,
        dialog: 'identityVerification' as const,
        choice: 'back' as const,
      })),
    });
    await expect(verifyRegistrationCode(refused, input)).resolves.toBe('refused');
    expect(refused.track).toHaveBeenCalledWith(
      'registerFailure',
      expect.objectContaining({ reason: 'registerFailed', code: 41102 }),
    );
    // verify_result 0 with ret_code 0 is a wrong code the catalogue has nothing for.
    const zero = deps({
      verifyCode: vi.fn(async () => okAnswer<VerifyResult>({ verify_result: 0 })),
    });
    await verifyRegistrationCode(zero, input);
    expect(zero.showRefusal).not.toHaveBeenCalled();
  });
});

describe('registerVerifiedAccount', () => {
  const variant = { account, code: '123456', verification: 'code' as const, uuid: 'u-1' };

  it('new flow: registers with the hash but no encrypt_*, then sets both on commit_password', async () => {
    const d = deps();
    await expect(registerVerifiedAccount(d, { variant, password: 'Sandbox123' })).resolves.toEqual({
      kind: 'registered',
      success,
    });
    expect(d.register).toHaveBeenCalledWith(variant, { password: protectedPassword.password });
    expect(d.protectPassword).toHaveBeenCalledWith('Sandbox123');
    expect(d.setPassword).toHaveBeenCalledWith({ uuid: 'u-1', ...protectedPassword });
    expect(d.finish).toHaveBeenCalledWith({ account, uuid: 'u-1' });
  });

  it('new flow without a password yet (step mode) asks for the password step', async () => {
    const d = deps();
    await expect(registerVerifiedAccount(d, { variant, password: undefined })).resolves.toEqual({
      kind: 'needsPassword',
      uuid: 'u-1',
    });
    expect(d.register).toHaveBeenCalledWith(variant, undefined);
    expect(d.setPassword).not.toHaveBeenCalled();
  });

  it('old flow: one call with the hashed and encrypted password, then success', async () => {
    const d = deps({
      flavour: 'legacy',
      register: vi.fn(async () => okAnswer<RegisterResult>({ id: 1 }, 'token-1')),
    });
    await expect(registerVerifiedAccount(d, { variant, password: 'Sandbox123' })).resolves.toEqual({
      kind: 'registered',
      success,
    });
    expect(d.register).toHaveBeenCalledWith(variant, protectedPassword);
    expect(d.setPassword).not.toHaveBeenCalled();
  });

  it('fails on an error code or an answer without a session', async () => {
    const exists = deps({ register: vi.fn(async () => errorAnswer<RegisterResult>(31023)) });
    await expect(registerVerifiedAccount(exists, { variant, password: 'x' })).resolves.toEqual({
      kind: 'failed',
      code: 31023,
    });
    expect(exists.finish).not.toHaveBeenCalled();
    expect(exists.showRefusal).toHaveBeenCalledWith(
      'register',
      expect.objectContaining({ retCode: 31023 }),
    );
    expect(exists.track).toHaveBeenCalledWith(
      'registerFailure',
      expect.objectContaining({ reason: 'registerFailed', code: 31023 }),
    );
    const noToken = deps({ register: vi.fn(async () => okAnswer<RegisterResult>({ id: 1 })) });
    await expect(registerVerifiedAccount(noToken, { variant, password: 'x' })).resolves.toEqual({
      kind: 'failed',
      code: null,
    });
    // Accepted without a session: a generic failure, shown with the answer.
    expect(noToken.showRefusal).toHaveBeenCalledWith(
      'register',
      expect.objectContaining({ retCode: 0 }),
    );
    const lost = deps({ register: vi.fn(async () => undefined) });
    await expect(registerVerifiedAccount(lost, { variant, password: 'x' })).resolves.toEqual({
      kind: 'failed',
      code: null,
    });
    expect(lost.showRefusal).not.toHaveBeenCalled();
  });
});

describe('setRegistrationPassword', () => {
  it('needs a session in the answer', async () => {
    const d = deps({ setPassword: vi.fn(async () => errorAnswer<RegisterResult>(10001)) });
    await expect(
      setRegistrationPassword(d, { uuid: 'u-1', password: 'Sandbox123', account: undefined }),
    ).resolves.toEqual({ kind: 'failed', code: 10001 });
    expect(d.finish).not.toHaveBeenCalled();
    expect(d.showRefusal).toHaveBeenCalledWith(
      'password',
      expect.objectContaining({ retCode: 10001 }),
    );
  });
});

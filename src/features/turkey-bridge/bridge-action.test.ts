import type { ApiResult } from '@/api/request';
import { bridgeMessage } from '@/lib/turkey-bridge-protocol';
import { runBridgeAction, type BridgeActionDeps } from './bridge-action';

function answer<T>(retCode: number, result?: T): ApiResult<T> {
  return {
    retCode,
    retMsg: retCode === 0 ? 'OK' : 'refused',
    result,
    rawResult: result ?? null,
    token: undefined,
    currentSite: undefined,
    successLike: false,
  };
}

function deps(overrides: Partial<BridgeActionDeps> = {}) {
  return {
    bind: vi.fn<BridgeActionDeps['bind']>(async (_token, type) =>
      answer(0, { user_id: 20000001, main_user_id: 10000001, type }),
    ),
    login: vi.fn<BridgeActionDeps['login']>(async () =>
      answer(0, { id: 10000232, country: 'TUR' }),
    ),
    signedIn: vi.fn<BridgeActionDeps['signedIn']>(async () => undefined),
    toast: vi.fn<BridgeActionDeps['toast']>(),
    linkSuccessful: 'Link successful',
    onError: vi.fn<BridgeActionDeps['onError']>(),
    ...overrides,
  };
}

describe('each bridge type does what its name says', () => {
  it.each(['BIND_TR', 'TR_KYC', 'MIGRANT_EU'] as const)(
    "%s binds by quick token with its type and shows 'link successful' for 4 s",
    async (type) => {
      const d = deps();
      await expect(runBridgeAction(bridgeMessage(type, 'qt'), d)).resolves.toBe('linked');
      expect(d.bind).toHaveBeenCalledWith('qt', type);
      expect(d.login).not.toHaveBeenCalled();
      expect(d.toast).toHaveBeenCalledWith({
        type: 'success',
        description: 'Link successful',
        duration: 4000,
      });
      expect(d.signedIn).not.toHaveBeenCalled();
    },
  );

  it('LOGIN_TR logs in by quick token and finishes the sign-in, without a bind or toast', async () => {
    const d = deps();
    await expect(runBridgeAction(bridgeMessage('LOGIN_TR', 'qt'), d)).resolves.toBe('signed-in');
    expect(d.login).toHaveBeenCalledWith('qt');
    expect(d.signedIn).toHaveBeenCalledWith({ id: 10000232, country: 'TUR' });
    expect(d.bind).not.toHaveBeenCalled();
    expect(d.toast).not.toHaveBeenCalled();
  });

  it('any other ret_code goes to the error callback, with no success', async () => {
    const d = deps({
      bind: vi.fn(async () => answer<never>(30802)),
      login: vi.fn(async () => answer<never>(30804)),
    });
    await expect(runBridgeAction(bridgeMessage('BIND_TR', 'qt'), d)).resolves.toBe('refused');
    await expect(runBridgeAction(bridgeMessage('LOGIN_TR', 'qt'), d)).resolves.toBe('refused');
    expect(vi.mocked(d.onError).mock.calls).toEqual([[30802], [30804]]);
    expect(d.toast).not.toHaveBeenCalled();
    expect(d.signedIn).not.toHaveBeenCalled();
  });

  it('a call that failed (no answer) goes to the error callback too', async () => {
    const d = deps({ bind: vi.fn(async () => undefined) });
    await expect(runBridgeAction(bridgeMessage('TR_KYC', 'qt'), d)).resolves.toBe('refused');
    expect(d.onError).toHaveBeenCalledWith(null);
  });
});

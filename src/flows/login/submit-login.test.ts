import type { LoginResult } from '@/api/endpoints/login';
import type { ApiResult } from '@/api/request';
import { submitPasswordLogin, type LoginFlowDeps } from './submit-login';

function answer(retCode: number, result: LoginResult = {}): ApiResult<LoginResult> {
  return {
    retCode,
    retMsg: retCode === 0 ? 'OK' : 'error',
    result,
    rawResult: result,
    token: retCode === 0 ? 'token' : null,
    currentSite: undefined,
    successLike: false,
  } as ApiResult<LoginResult>;
}

function deps(overrides: Partial<LoginFlowDeps> = {}): LoginFlowDeps {
  return {
    callLogin: vi.fn(async () => answer(0, { id: '1001' })),
    fetchProfile: vi.fn(async () => ({ id: '1001' })),
    showOverLimit: vi.fn(async () => undefined),
    destination: () => '/en/dashboard',
    goTo: vi.fn(),
    ...overrides,
  };
}

const input = { username: 'demo@example.com', password: 'Sandbox123' };

describe('submitPasswordLogin', () => {
  it('fetches the profile and goes to the destination on success', async () => {
    const d = deps();
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({
      kind: 'success',
      userId: '1001',
      destination: '/en/dashboard',
    });
    expect(d.fetchProfile).toHaveBeenCalledOnce();
    expect(d.goTo).toHaveBeenCalledWith('/en/dashboard');
  });

  it('sends pre_action 1 to the retrieve page without fetching the profile', async () => {
    const d = deps({ callLogin: vi.fn(async () => answer(0, { pre_action: 1 })) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'retrieve' });
    expect(d.goTo).toHaveBeenCalledWith('/app/user/retrieve');
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it.each([
    [1, 4],
    [3, 2],
    [4, 1],
  ])('reports 5 minus pass_err_count remaining after wrong password %i', async (count, left) => {
    const d = deps({ callLogin: vi.fn(async () => answer(31002, { pass_err_count: count })) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({
      kind: 'wrongPassword',
      remainingAttempts: left,
    });
    expect(d.goTo).not.toHaveBeenCalled();
  });

  it('opens the over-limit dialog on 31030', async () => {
    const d = deps({ callLogin: vi.fn(async () => answer(31030)) });
    await expect(submitPasswordLogin(d, input)).resolves.toEqual({ kind: 'overLimit' });
    expect(d.showOverLimit).toHaveBeenCalledOnce();
  });

  it('stops on an HTTP failure or another code, leaving navigation alone', async () => {
    const failed = deps({ callLogin: vi.fn(async () => undefined) });
    await expect(submitPasswordLogin(failed, input)).resolves.toEqual({
      kind: 'failed',
      code: null,
    });
    const other = deps({ callLogin: vi.fn(async () => answer(10001)) });
    await expect(submitPasswordLogin(other, input)).resolves.toEqual({
      kind: 'failed',
      code: 10001,
    });
    expect(other.goTo).not.toHaveBeenCalled();
  });
});

import { APPLE_SCOPE, loadAppleSignIn } from './apple-sign-in';

vi.mock('@/sign-in/browser/load-script', () => ({ loadScript: vi.fn(async () => undefined) }));

function installApple(signIn: () => Promise<unknown>) {
  const auth = { init: vi.fn(), signIn: vi.fn(signIn) };
  (window as unknown as { AppleID: unknown }).AppleID = { auth };
  return auth;
}

afterEach(() => {
  delete (window as unknown as { AppleID?: unknown }).AppleID;
});

const settings = {
  scriptUrl: '/sandbox-scripts/apple-auth.js',
  clientId: 'example.exchange.sandbox',
  redirectUri: 'http://localhost/login',
};

describe('loadAppleSignIn', () => {
  it('initialises a popup sign-in asking for name and e-mail', async () => {
    const auth = installApple(async () => ({ authorization: { id_token: 'jwt' } }));
    await loadAppleSignIn(settings);
    expect(APPLE_SCOPE).toBe('name email');
    expect(auth.init).toHaveBeenCalledWith({
      clientId: settings.clientId,
      scope: 'name email',
      redirectURI: settings.redirectUri,
      usePopup: true,
    });
  });

  it('resolves the id_token, or none when Apple sent none', async () => {
    installApple(async () => ({ authorization: { id_token: 'jwt' } }));
    await expect((await loadAppleSignIn(settings)).signIn()).resolves.toEqual({
      kind: 'credential',
      idToken: 'jwt',
    });
    installApple(async () => ({ authorization: {} }));
    await expect((await loadAppleSignIn(settings)).signIn()).resolves.toEqual({
      kind: 'credential',
      idToken: undefined,
    });
  });

  it('tells a closed or declined window apart from a failure', async () => {
    for (const error of ['popup_closed_by_user', 'user_cancelled_authorize']) {
      installApple(() => Promise.reject({ error }));
      await expect((await loadAppleSignIn(settings)).signIn()).resolves.toEqual({
        kind: 'cancelled',
      });
    }
    installApple(() => Promise.reject({ error: 'invalid_client' }));
    await expect((await loadAppleSignIn(settings)).signIn()).resolves.toEqual({
      kind: 'failed',
      error: 'invalid_client',
    });
  });
});

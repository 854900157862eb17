import { loadGoogleIdentity } from './google-identity';

vi.mock('@/sign-in/browser/load-script', () => ({ loadScript: vi.fn(async () => undefined) }));

interface FakeId {
  initialize: ReturnType<typeof vi.fn>;
  renderButton: ReturnType<typeof vi.fn>;
  prompt: ReturnType<typeof vi.fn>;
  cancel: ReturnType<typeof vi.fn>;
}

function installGoogle(): FakeId {
  const id = { initialize: vi.fn(), renderButton: vi.fn(), prompt: vi.fn(), cancel: vi.fn() };
  (window as unknown as { google: unknown }).google = { accounts: { id } };
  return id;
}

afterEach(() => {
  delete (window as unknown as { google?: unknown }).google;
});

const settings = {
  scriptUrl: '/sandbox-scripts/google-gsi.js',
  clientId: 'client.apps.googleusercontent.com',
  context: 'signin' as const,
};

describe('loadGoogleIdentity', () => {
  it('initialises with the client id and hands every credential to onCredential', async () => {
    const id = installGoogle();
    const onCredential = vi.fn();
    await loadGoogleIdentity({ ...settings, onCredential });
    const config = id.initialize.mock.calls[0]?.[0];
    expect(config).toMatchObject({ client_id: settings.clientId, context: 'signin' });
    config.callback({ credential: 'jwt', select_by: 'btn' });
    config.callback({ credential: 'jwt2', select_by: 'user' });
    config.callback({});
    expect(onCredential.mock.calls).toEqual([
      ['jwt', 'button'],
      ['jwt2', 'oneTap'],
      ['', 'button'],
    ]);
  });

  it("renders Google's large pill button, 200 to 400 px wide", async () => {
    const id = installGoogle();
    const identity = await loadGoogleIdentity({ ...settings, onCredential: () => undefined });
    const parent = document.createElement('div');
    identity.renderButton(parent, {
      text: 'signup_with',
      theme: 'outline',
      width: 999,
      locale: 'tr-TUR',
    });
    identity.renderButton(parent, {
      text: 'signin_with',
      theme: 'filled_black',
      width: 120,
      locale: 'en',
    });
    expect(id.renderButton.mock.calls[0]?.[1]).toMatchObject({
      text: 'signup_with',
      size: 'large',
      shape: 'pill',
      width: 400,
      locale: 'tr-TUR',
    });
    expect(id.renderButton.mock.calls[1]?.[1]).toMatchObject({ width: 200, theme: 'filled_black' });
  });

  it('fails when the script did not define google.accounts.id', async () => {
    await expect(
      loadGoogleIdentity({ ...settings, onCredential: () => undefined }),
    ).rejects.toThrow(/google\.accounts\.id/);
  });
});

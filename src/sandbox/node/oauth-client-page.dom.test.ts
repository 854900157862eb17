import { resetSandbox } from '../../../test/sandbox-server';
import { API_PATHS } from '../../api/paths';
import { DEMO_ACCOUNT } from '../fixtures/accounts';
import { s256Challenge } from '../oauth/pkce';
import { createSandboxClient } from '../test-support/sandbox-client';
import {
  OAUTH_CALLBACK_MESSAGE,
  OAUTH_STAND_IN_STORAGE_KEY,
  oauthCallbackPageHtml,
  oauthClientPageHtml,
} from './oauth-client-page';

// The pages' inline scripts run in this test's jsdom window (http://localhost:3000), their
// token call answered by the in-process sandbox.
const ORIGIN = 'http://localhost:3000';
const sandbox = createSandboxClient(() => ORIGIN);

/** Puts the page's <main> in the document and runs its inline script, at `path`. */
function open(html: string, path: string): void {
  window.history.replaceState(null, '', path);
  const main = /<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const script = /<script nonce="[^"]*">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  document.body.innerHTML = `<main>${main}</main>`;
  new Function(script)();
}

const byId = <T extends HTMLElement = HTMLElement>(id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing`);
  return element as T;
};

beforeEach(() => {
  resetSandbox();
  sessionStorage.clear();
  // A relative URL, as the page's fetch would resolve it in a browser.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    realFetch(new URL(String(input), window.location.href), init),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the stand-in client page', () => {
  it('fills its defaults from its own address and starts the flow in a frame', async () => {
    open(oauthClientPageHtml('n'), '/oauth/client?exchange=http%3A%2F%2Flocalhost%3A9999');
    expect(byId<HTMLInputElement>('redirect-uri').value).toBe(`${ORIGIN}/oauth/callback`);
    expect(byId<HTMLInputElement>('exchange').value).toBe('http://localhost:9999');
    const state = byId<HTMLInputElement>('state').value;
    for (const piece of [' ', '+', '%2F', '/', 'ß']) expect(state).toContain(piece);
    expect(byId<HTMLInputElement>('client-secret').value).toBe('demo-portfolio-secret');

    byId<HTMLInputElement>('lang').value = 'tr';
    byId('start-frame').click();
    const frame = byId<HTMLIFrameElement>('flow-frame');
    await vi.waitFor(() => expect(frame.getAttribute('src')).toBeTruthy());
    const url = new URL(String(frame.getAttribute('src')));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:9999/tr/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'demo-portfolio',
      redirect_uri: `${ORIGIN}/oauth/callback`,
      scope: 'account:read',
      state,
    });
    expect(byId('frame-section').hidden).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(OAUTH_STAND_IN_STORAGE_KEY) ?? '{}')).toMatchObject({
      clientId: 'demo-portfolio',
      state,
      codeVerifier: null,
    });
  });

  it('sends an S256 challenge of the verifier it keeps, when PKCE is on', async () => {
    open(oauthClientPageHtml('n'), '/oauth/client');
    byId<HTMLInputElement>('pkce').checked = true;
    byId('start-frame').click();
    const frame = byId<HTMLIFrameElement>('flow-frame');
    await vi.waitFor(() => expect(frame.getAttribute('src')).toBeTruthy());
    const params = new URL(String(frame.getAttribute('src'))).searchParams;
    const stored = JSON.parse(sessionStorage.getItem(OAUTH_STAND_IN_STORAGE_KEY) ?? '{}') as {
      codeVerifier: string;
    };
    expect(stored.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toBe(s256Challenge(stored.codeVerifier));
  });
});

describe('the stand-in callback page', () => {
  const state = 'a b+c%2F/ß✓&x=1';
  const redirectUri = `${ORIGIN}/oauth/callback`;

  /** A real code from the sandbox for demo-portfolio and this page's redirect URI. */
  async function issueCode(): Promise<string> {
    const login = await sandbox.login({ email: DEMO_ACCOUNT.email }, DEMO_ACCOUNT.password);
    const headers = { usertoken: String(login.body.token) };
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'demo-portfolio',
      redirect_uri: redirectUri,
      scope: 'account:read',
      state,
    });
    const pre = await sandbox.get(`${API_PATHS.oauthPreAuthorize}?${query}`, { headers });
    const allowed = await sandbox.post(
      API_PATHS.oauthAuthorize,
      { request_id: pre.body.result?.request_id, approve: true },
      { headers },
    );
    return new URL(String(allowed.body.result?.redirect_to)).searchParams.get('code') ?? '';
  }

  const remember = (storedState: string) =>
    sessionStorage.setItem(
      OAUTH_STAND_IN_STORAGE_KEY,
      JSON.stringify({
        clientId: 'demo-portfolio',
        clientSecret: 'demo-portfolio-secret',
        redirectUri,
        state: storedState,
        codeVerifier: null,
      }),
    );

  it('shows what came back as text, checks the state, and exchanges the code once', async () => {
    const code = await issueCode();
    remember(state);
    open(oauthCallbackPageHtml('n'), `/oauth/callback?${new URLSearchParams({ code, state })}`);
    expect(byId('code').textContent).toBe(code);
    expect(byId('state').textContent).toBe(state);
    expect(byId('error').textContent).toBe('');
    expect(byId('state-check').textContent).toBe('state matches');

    byId('exchange-code').click();
    await vi.waitFor(() => expect(byId('token-response').textContent).toContain('access_token'));
    expect(JSON.parse(String(byId('token-response').textContent))).toMatchObject({
      token_type: 'Bearer',
      scope: 'account:read',
    });
    expect(byId('token-status').textContent).toBe('HTTP 200');

    byId('exchange-code').click();
    await vi.waitFor(() => expect(byId('token-response').textContent).toContain('invalid_grant'));
    expect(byId('token-status').textContent).toBe('HTTP 400');
  });

  it('writes hostile values as text and says when the state does not match', () => {
    remember('something else');
    const hostile = '<img src=x onerror="window.hacked=1">';
    const query = new URLSearchParams({
      error: 'access_denied',
      error_description: hostile,
      state,
    });
    open(oauthCallbackPageHtml('n'), `/oauth/callback?${query}`);
    expect(byId('error').textContent).toBe('access_denied');
    expect(byId('error-description').textContent).toBe(hostile);
    expect(document.querySelector('img')).toBeNull();
    expect(byId('state-check').textContent).toBe('state DOES NOT match');
    expect(byId<HTMLButtonElement>('exchange-code').disabled).toBe(true);
  });

  it('posts the result to its parent, for its own origin only, when framed', () => {
    remember(state);
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    open(
      oauthCallbackPageHtml('n'),
      `/oauth/callback?${new URLSearchParams({ code: 'c', state })}`,
    );
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: OAUTH_CALLBACK_MESSAGE,
        result: { code: 'c', state, error: null, error_description: null, stateMatches: true },
      },
      ORIGIN,
    );
  });
});

/**
 * Stand-in for Sign in with Apple JS (appleid.auth.js), served as /sandbox-scripts/apple-auth.js.
 * Same global API as Apple's: `AppleID.auth.init({ clientId, scope, redirectURI, state, nonce,
 * usePopup })`, then `AppleID.auth.signIn()` resolving `{ authorization: { code, id_token,
 * state }, user? }` or rejecting `{ error: 'popup_closed_by_user' }`. The id_token is a JWT the
 * sandbox signs (HS256); it carries the e-mail only when the scope asked for it, as Apple's does.
 */
import {
  button,
  element,
  errorLine,
  field,
  openOverlay,
  text,
  type OverlayLook,
} from '../third-party/stand-in/overlay';
import {
  callIdentityEndpoint,
  loadSettings,
  scriptOrigin,
} from '../third-party/stand-in/sandbox-endpoints';

interface ClientConfig {
  clientId: string;
  scope?: string;
  redirectURI: string;
  state?: string;
  nonce?: string;
  usePopup?: boolean;
}

interface SignInResponse {
  authorization: { code: string; id_token?: string; state?: string };
  user?: { email: string; name: { firstName: string; lastName: string } };
}

const origin = scriptOrigin();
const look: OverlayLook = {
  accent: '#000000',
  background: '#ffffff',
  text: '#1d1d1f',
  muted: '#6e6e73',
};

let config: ClientConfig | undefined;

function init(configuration: ClientConfig): void {
  if (!configuration?.clientId || !configuration.redirectURI) {
    throw new Error('AppleID.auth.init: clientId and redirectURI are required');
  }
  config = configuration;
}

function signIn(overrides: Partial<ClientConfig> = {}): Promise<SignInResponse> {
  if (!config) return Promise.reject({ error: 'AppleID.auth.init() has not been called' });
  const current = { ...config, ...overrides };
  if (!current.usePopup) {
    // Apple would navigate away (form_post to redirectURI); the sandbox has no such page.
    return Promise.reject({ error: 'the sandbox stand-in supports usePopup: true only' });
  }
  const scopes = (current.scope ?? '').split(/\s+/).filter(Boolean);
  return new Promise<SignInResponse>((resolve, reject) => {
    const closed = () => reject({ error: 'popup_closed_by_user' });
    void loadSettings(origin).then((settings) => {
      if (settings.modes.apple === 'cancel') {
        closed();
        return;
      }
      const overlay = openOverlay({
        title: 'Sign in with Apple',
        look,
        closeLabel: 'Close',
        onDismiss: closed,
      });
      const intro = text(
        `Use your Apple ID to sign in to ${location.host}.` +
          (scopes.length > 0 ? ` It will receive your ${scopes.join(' and ')}.` : ''),
        { color: look.muted },
      );
      const email = field('Apple ID', 'email', look);
      const name = field('Name (optional)', 'text', look);
      const error = errorLine();
      const submit = button('Continue', look);
      submit.type = 'submit';
      const cancel = button('Cancel', look, 'plain');
      Object.assign(cancel.style, { width: '100%' });
      cancel.addEventListener('click', () => {
        overlay.close();
        closed();
      });
      const form = element('form');
      form.noValidate = true;
      form.append(email.wrapper, name.wrapper, error, submit, cancel);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        const address = email.input.value.trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(address)) {
          error.textContent = 'Enter your Apple ID (an e-mail address).';
          return;
        }
        callIdentityEndpoint<SignInResponse>(origin, '/apple/authorize', {
          email: address,
          name: name.input.value.trim() || undefined,
          client_id: current.clientId,
          scope: scopes.join(' '),
          state: current.state,
        })
          .then((response) => {
            overlay.close();
            resolve(response);
          })
          .catch((cause: unknown) => {
            error.textContent = cause instanceof Error ? cause.message : String(cause);
          });
      });
      overlay.panel.append(intro, form);
    }, reject);
  });
}

const target = window as unknown as { AppleID?: unknown };
target.AppleID = { auth: { init, signIn } };

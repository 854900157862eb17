/**
 * Stand-in for Google Identity Services (https://accounts.google.com/gsi/client), served as
 * /sandbox-scripts/google-gsi.js. It presents the same global API the product's adapter speaks
 * (`google.accounts.id.initialize / renderButton / prompt / cancel`) and a real interaction: an
 * account chooser listing the sandbox's Google accounts plus 'Use another account', and a
 * One Tap card. The credential is a JWT the sandbox signs (HS256, see docs/sandbox.md), handed
 * to the `callback` given to initialize, as Google does.
 */
import {
  button,
  element,
  errorLine,
  field,
  openOverlay,
  text,
  type Overlay,
  type OverlayLook,
} from '../third-party/stand-in/overlay';
import {
  callIdentityEndpoint,
  loadSettings,
  scriptOrigin,
} from '../third-party/stand-in/sandbox-endpoints';

interface CredentialResponse {
  credential: string;
  select_by: 'btn' | 'user' | 'auto';
  clientId: string;
}

interface IdConfiguration {
  client_id: string;
  callback?: (response: CredentialResponse) => void;
  context?: 'signin' | 'signup' | 'use';
  cancel_on_tap_outside?: boolean;
}

interface ButtonConfiguration {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  width?: number | string;
  locale?: string;
}

type MomentType = 'display' | 'skipped' | 'dismissed';

interface PromptMomentNotification {
  getMomentType(): MomentType;
  isDisplayMoment(): boolean;
  isDisplayed(): boolean;
  isNotDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
  isSkippedMoment(): boolean;
  getSkippedReason(): string | undefined;
  isDismissedMoment(): boolean;
  getDismissedReason(): string | undefined;
}

const origin = scriptOrigin();
const look: OverlayLook = {
  accent: '#0b57d0',
  background: '#ffffff',
  text: '#1f1f1f',
  muted: '#747775',
};

const BUTTON_TEXT: Record<string, Record<NonNullable<ButtonConfiguration['text']>, string>> = {
  en: {
    signin_with: 'Sign in with Google',
    signup_with: 'Sign up with Google',
    continue_with: 'Continue with Google',
    signin: 'Sign in',
  },
  tr: {
    signin_with: 'Google ile oturum açın',
    signup_with: 'Google ile kaydolun',
    continue_with: 'Google ile devam edin',
    signin: 'Oturum açın',
  },
  ar: {
    signin_with: 'تسجيل الدخول باستخدام Google',
    signup_with: 'الاشتراك باستخدام Google',
    continue_with: 'المتابعة باستخدام Google',
    signin: 'تسجيل الدخول',
  },
};

let config: IdConfiguration | undefined;
let oneTap: { overlay: Overlay; notify: (moment: PromptMomentNotification) => void } | undefined;

function initialize(configuration: IdConfiguration): void {
  config = configuration;
}

function requireConfig(method: string): IdConfiguration {
  if (!config?.client_id) {
    throw new Error(
      `[GSI_LOGGER]: google.accounts.id.${method}: initialize() with a client_id first.`,
    );
  }
  return config;
}

async function issueCredential(
  email: string,
  name: string,
  selectBy: CredentialResponse['select_by'],
) {
  const current = requireConfig('callback');
  const { credential } = await callIdentityEndpoint<{ credential: string }>(
    origin,
    '/google/credential',
    { email, name, client_id: current.client_id },
  );
  current.callback?.({ credential, select_by: selectBy, clientId: current.client_id });
}

function googleLogo(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 48 48');
  svg.setAttribute('width', '18');
  svg.setAttribute('height', '18');
  svg.setAttribute('aria-hidden', 'true');
  const paths: [string, string][] = [
    [
      '#EA4335',
      'M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z',
    ],
    [
      '#4285F4',
      'M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z',
    ],
    [
      '#FBBC05',
      'M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z',
    ],
    [
      '#34A853',
      'M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z',
    ],
  ];
  for (const [fill, d] of paths) {
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('fill', fill);
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

function renderButton(parent: HTMLElement, options: ButtonConfiguration = {}): void {
  requireConfig('renderButton');
  const language =
    (options.locale ?? document.documentElement.lang ?? 'en').split(/[-_]/)[0] ?? 'en';
  const labels = BUTTON_TEXT[language] ?? BUTTON_TEXT.en!;
  const width = typeof options.width === 'number' ? `${Math.min(options.width, 400)}px` : '100%';
  const node = element('button', {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '10px',
    width,
    height: '40px',
    borderRadius: '20px',
    border: options.theme === 'outline' || !options.theme ? '1px solid #747775' : '0',
    background:
      options.theme === 'filled_black'
        ? '#131314'
        : options.theme === 'filled_blue'
          ? '#0b57d0'
          : '#ffffff',
    color: options.theme?.startsWith('filled') ? '#ffffff' : '#1f1f1f',
    font: '500 14px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    cursor: 'pointer',
  });
  node.type = 'button';
  const label = element('span');
  label.textContent = labels[options.text ?? 'signin_with'];
  node.append(googleLogo(), label);
  node.addEventListener('click', () => void openChooser());
  parent.replaceChildren(node);
}

async function openChooser(): Promise<void> {
  const settings = await loadSettings(origin);
  // 'cancel': Google's popup closes as soon as it opens; GIS then calls nothing.
  if (settings.modes.google === 'cancel') return;
  const overlay = openOverlay({
    title: 'Sign in with Google',
    look,
    closeLabel: 'Close',
    onDismiss: () => undefined,
  });
  const error = errorLine();
  const choose = async (email: string, name: string) => {
    try {
      await issueCredential(email, name, 'btn');
      overlay.close();
    } catch (cause) {
      error.textContent = cause instanceof Error ? cause.message : String(cause);
    }
  };
  const list = element('div');
  for (const account of settings.googleAccounts) {
    const choice = button(`${account.name} — ${account.email}`, look, 'outline');
    choice.addEventListener('click', () => void choose(account.email, account.name));
    list.append(choice);
  }
  const another = button('Use another account', look, 'outline');
  another.addEventListener('click', () => {
    const email = field('Email or phone', 'email', look);
    const next = button('Next', look);
    const form = element('form');
    form.noValidate = true;
    form.append(email.wrapper, next);
    next.type = 'submit';
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = email.input.value.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)) {
        error.textContent = 'Enter a valid email';
        return;
      }
      void choose(value, value.split('@')[0] ?? value);
    });
    list.replaceChildren(form);
    email.input.focus();
  });
  list.append(another);
  overlay.panel.append(
    text(`Choose an account to continue to ${location.host}`, { color: look.muted }),
    error,
    list,
  );
}

function moment(type: MomentType, reason?: string): PromptMomentNotification {
  return {
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && reason === undefined,
    isNotDisplayed: () => type === 'display' && reason !== undefined,
    getNotDisplayedReason: () => (type === 'display' ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  };
}

/** One Tap: a card in the top corner offering the first sandbox account. */
function prompt(listener?: (notification: PromptMomentNotification) => void): void {
  requireConfig('prompt');
  const notify = listener ?? (() => undefined);
  if (oneTap) return;
  void loadSettings(origin).then((settings) => {
    const account = settings.googleAccounts[0];
    if (!account || settings.modes.google === 'cancel') {
      notify(moment('display', 'opt_out_or_no_session'));
      return;
    }
    const overlay = openOverlay({
      title: `Sign in to ${location.host} with google.com`,
      look,
      closeLabel: 'Close',
      placement: 'corner',
      onDismiss: () => {
        oneTap = undefined;
        notify(moment('skipped', 'user_cancel'));
      },
    });
    oneTap = { overlay, notify };
    const error = errorLine();
    const choice = button(`Continue as ${account.name}`, look);
    choice.addEventListener('click', () => {
      issueCredential(account.email, account.name, 'user')
        .then(() => {
          overlay.close();
          oneTap = undefined;
          notify(moment('dismissed', 'credential_returned'));
        })
        .catch((cause: unknown) => {
          error.textContent = cause instanceof Error ? cause.message : String(cause);
        });
    });
    overlay.panel.append(text(account.email, { color: look.muted }), error, choice);
    notify(moment('display'));
  });
}

function cancel(): void {
  if (!oneTap) return;
  const { overlay, notify } = oneTap;
  oneTap = undefined;
  overlay.close();
  notify(moment('dismissed', 'cancel_called'));
}

const id = {
  initialize,
  renderButton,
  prompt,
  cancel,
  disableAutoSelect: () => undefined,
};

const target = window as unknown as { google?: { accounts?: Record<string, unknown> } };
target.google = { ...target.google, accounts: { ...target.google?.accounts, id } };

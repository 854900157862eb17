/**
 * Stand-in for Telegram's login widget (https://telegram.org/js/telegram-widget.js), served as
 * /sandbox-scripts/telegram-widget.js. Like the real script it works two ways:
 * - embedded: a `<script data-telegram-login="<bot>" data-onauth="fn(user)" data-request-access
 *   data-size>` tag is replaced by the widget's frame with its 'Log in with Telegram' button;
 *   after the visitor accepts, `data-onauth` runs with the user data;
 * - `Telegram.Login.auth({ bot_id, request_access }, callback)`: callback(user) or callback(false).
 * The user data carries `hash`, signed the way Telegram signs it (docs/sandbox.md).
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
  type StandInSettings,
} from '../third-party/stand-in/sandbox-endpoints';

type TelegramUser = Record<string, string | number>;

interface AuthOptions {
  bot_id: number | string;
  request_access?: 'write' | boolean;
  lang?: string;
}

const origin = scriptOrigin();
const look: OverlayLook = {
  accent: '#1f6fb2',
  background: '#ffffff',
  text: '#222222',
  muted: '#707579',
};
// Telegram's widget blue, one shade darker so its white text stays readable (WCAG AA).
const TELEGRAM_BLUE = '#2a7ab8';

/** The authorisation window; resolves with the signed user, or null when declined. */
function authorise(
  settings: StandInSettings,
  requestAccess: boolean,
): Promise<TelegramUser | null> {
  const bot = settings.telegram;
  return new Promise((resolve) => {
    if (settings.modes.telegram === 'cancel') {
      resolve(null);
      return;
    }
    const overlay = openOverlay({
      title: 'Log in with Telegram',
      look,
      closeLabel: 'Close',
      onDismiss: () => resolve(null),
    });
    const error = errorLine();
    const accept = async (user: { id?: number; firstName: string; username?: string }) => {
      try {
        const signed = await callIdentityEndpoint<TelegramUser>(origin, '/telegram/auth', {
          bot_name: bot.botName,
          user_id: user.id,
          first_name: user.firstName,
          username: user.username,
        });
        overlay.close();
        resolve(signed);
      } catch (cause) {
        error.textContent = cause instanceof Error ? cause.message : String(cause);
      }
    };
    const list = element('div');
    for (const user of bot.users) {
      const choice = button(`${user.firstName} (@${user.username})`, look, 'outline');
      choice.addEventListener('click', () => void accept(user));
      list.append(choice);
    }
    const another = button('Another Telegram account', look, 'outline');
    another.addEventListener('click', () => {
      const name = field('First name', 'text', look);
      const submit = button('Accept', look);
      submit.type = 'submit';
      const form = element('form');
      form.noValidate = true;
      form.append(name.wrapper, submit);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        const firstName = name.input.value.trim();
        if (firstName === '') {
          error.textContent = 'Enter a first name.';
          return;
        }
        void accept({ firstName });
      });
      list.replaceChildren(form);
      name.input.focus();
    });
    list.append(another);
    const decline = button('Decline', look, 'plain');
    Object.assign(decline.style, { width: '100%' });
    decline.addEventListener('click', () => {
      overlay.close();
      resolve(null);
    });
    overlay.panel.append(
      text(
        `@${bot.botName} would like to log you in to ${location.host}.` +
          (requestAccess ? ' It will be allowed to send you messages.' : ''),
        { color: look.muted },
      ),
      error,
      list,
      decline,
    );
  });
}

/** Replaces an embedding script tag with the widget's frame, as telegram-widget.js does. */
export function mountWidget(script: HTMLScriptElement): void {
  const botName = script.dataset.telegramLogin;
  if (!botName) return;
  const onauth = script.dataset.onauth;
  const requestAccess = script.dataset.requestAccess === 'write';
  const frame = element('iframe', {
    width: script.dataset.size === 'small' ? '130px' : '238px',
    height: script.dataset.size === 'small' ? '28px' : '40px',
    border: '0',
    overflow: 'hidden',
    colorScheme: 'normal',
  });
  frame.id = `telegram-login-${botName}`;
  script.after(frame);

  const frameDocument = frame.contentDocument;
  if (!frameDocument) return;
  frameDocument.body.style.margin = '0';
  const login = frameDocument.createElement('button');
  login.type = 'button';
  login.textContent = 'Log in with Telegram';
  Object.assign(login.style, {
    width: '100%',
    height: script.dataset.size === 'small' ? '28px' : '40px',
    border: '0',
    borderRadius: script.dataset.radius ? `${script.dataset.radius}px` : '20px',
    background: TELEGRAM_BLUE,
    color: '#ffffff',
    font: '500 15px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    cursor: 'pointer',
  });
  login.addEventListener('click', () => {
    void loadSettings(origin).then(async (settings) => {
      if (settings.telegram.botName !== botName) {
        console.warn(`[telegram-widget stand-in] Bot domain invalid: unknown bot ${botName}`);
        return;
      }
      const user = await authorise(settings, requestAccess);
      if (user && onauth) {
        // The real widget evaluates data-onauth the same way, with `user` in scope.
        new Function('user', onauth)(user);
      }
    });
  });
  frameDocument.body.append(login);
}

function auth(options: AuthOptions, callback: (user: TelegramUser | false) => void): void {
  void loadSettings(origin).then(async (settings) => {
    if (Number(options.bot_id) !== settings.telegram.botId) {
      callback(false);
      return;
    }
    const user = await authorise(
      settings,
      options.request_access === 'write' || options.request_access === true,
    );
    callback(user ?? false);
  });
}

const target = window as unknown as { Telegram?: Record<string, unknown> };
target.Telegram = { ...target.Telegram, Login: { auth } };

const current = document.currentScript;
if (current instanceof HTMLScriptElement && current.dataset.telegramLogin) mountWidget(current);

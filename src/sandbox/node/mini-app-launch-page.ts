/**
 * The mini app launch page (docs/sandbox.md, "The Telegram mini app", "The launch page"):
 * `GET /mini-app/launch`, served by the sandbox middleware on any host, launches the edition's
 * pages as a Telegram mini app the way Telegram Web does. The server signs init data for a
 * fixture Telegram user with the sandbox bot's token and frames the chosen path with Telegram's
 * launch parameters in the URL fragment; the inline script is the bridge stub
 * (./mini-app-bridge-stub.ts) that answers the mini app's events and logs them.
 *
 * The form is a GET to this page, so every launch is a URL to share. What the query string says
 * is validated (./mini-app-launch-choice.ts), and everything the server writes into the HTML is
 * escaped all the same. The page's Content-Security-Policy allows its own nonce'd script and
 * style, images and frames of its own origin, and form submissions to itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MINI_APP_THEMES } from '../chat-app/mini-app-themes';
import { BOT_AVATAR_KEY } from '../chat-app/mini-app-avatars';
import { SANDBOX_MINI_APP_USERS, miniAppAvatarPath } from '../fixtures/mini-app-users';
import { SANDBOX_MINI_APP_CAMPAIGNS } from '../fixtures/mini-app-campaigns';
import { escapeHtml } from '../mailbox/html-page';
import { paths } from '../../lib/route-paths';
import { SANDBOX_TELEGRAM_BOT } from '../third-party/sandbox-identity-providers';
import { BRIDGE_STUB_IDS, miniAppBridgeStubScript } from './mini-app-bridge-stub';
import type { MiniAppLaunch, MiniAppLaunchChoice } from './mini-app-launch-choice';
import {
  DEFAULT_LAUNCH_PATH,
  LAUNCH_PARAMS,
  MINI_APP_PLATFORMS,
  MINI_APP_VERSIONS,
  buildMiniAppLaunch,
  readLaunchChoice,
} from './mini-app-launch-choice';
import { miniAppSignature } from './mini-app-signature';
import { htmlDocument, readHostHeader, searchOf, serveHtmlPage } from './serve-html-page';

export const MINI_APP_LAUNCH_PAGE_PATH = '/mini-app/launch';

/** Paths offered in the form: the bot's entry, the task page, and pages in other languages. */
const PATH_SUGGESTIONS = [
  DEFAULT_LAUNCH_PATH,
  paths.miniAppEntry,
  paths.miniAppTask,
  '/en/register',
  '/ar/login',
  '/tr/login',
];

export function isMiniAppLaunchPath(url: string | undefined): boolean {
  return (url ?? '/').split('?')[0] === MINI_APP_LAUNCH_PAGE_PATH;
}

/** This page's origin from the Host header (the init data's photo_url is on it). */
export function launchPageOrigin(hostHeader: string | undefined): string {
  const host = readHostHeader(hostHeader);
  return host ? `http://${host.name}${host.portSuffix}` : 'http://localhost';
}

export function miniAppLaunchCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self'",
    "frame-src 'self'",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

export interface LaunchPageOptions {
  /** The sandbox clock (milliseconds), for auth_date. */
  readonly now: () => number;
}

/** Answers GET / HEAD of `/mini-app/launch` (405 otherwise). */
export function serveMiniAppLaunchPage(
  req: IncomingMessage,
  res: ServerResponse,
  options: LaunchPageOptions,
): void {
  serveHtmlPage(req, res, (nonce) => {
    const { choice, notes } = readLaunchChoice(searchOf(req.url));
    const launch = buildMiniAppLaunch({
      choice,
      origin: launchPageOrigin(req.headers.host),
      nowSeconds: Math.floor(options.now() / 1000),
      signature: miniAppSignature,
    });
    return {
      headers: {
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'content-security-policy': miniAppLaunchCsp(nonce),
      },
      html: () => miniAppLaunchPageHtml({ nonce, choice, launch, notes }),
    };
  });
}

/** After the base stylesheet (./serve-html-page.ts). */
const STYLE = `
  main { max-width: 1100px; }
  input[type=text], select { width: 100%; box-sizing: border-box; padding: 6px 8px; font: inherit; }
  .actions { margin-top: 12px; }
  table { border-collapse: collapse; width: 100%; font-size: .9em; }
  th, td { text-align: start; padding: 4px 6px; border-bottom: 1px solid GrayText; vertical-align: top; }
  .columns { display: grid; gap: 24px; grid-template-columns: minmax(300px, 1fr) 390px; align-items: start; }
  @media (max-width: 760px) { .columns { grid-template-columns: 1fr; } }
  #telegram { width: 390px; max-width: 100%; border: 1px solid GrayText; border-radius: 12px; overflow: hidden; }
  #header-bar { display: flex; align-items: center; gap: 8px; padding: 8px 12px; min-height: 40px; }
  #header-bar img { width: 32px; height: 32px; border-radius: 50%; }
  #header-bar .bot { display: flex; flex-direction: column; line-height: 1.2; }
  #header-bar .bot small { opacity: .7; }
  #header-bar button { padding: 4px 10px; }
  #mini-app-box { height: 640px; }
  #mini-app { display: block; width: 100%; height: 100%; border: 0; }
  #closed-note { padding: 24px 12px; margin: 0; text-align: center; }
  #main-button-bar { padding: 8px 12px; }
  #main-button { width: 100%; border: 0; border-radius: 8px; padding: 12px; font-weight: 600; }
  #main-button:disabled { opacity: .6; cursor: default; }
  #event-log { font-family: ui-monospace, monospace; font-size: .9em; padding-left: 2.5em; }
  #event-log li { margin: 4px 0; overflow-wrap: anywhere; }
`;

export interface MiniAppLaunchPageInput {
  readonly nonce: string;
  readonly choice: MiniAppLaunchChoice;
  readonly launch: MiniAppLaunch;
  readonly notes: readonly string[];
}

function options(values: readonly string[], selected: string, label = (value: string) => value) {
  return values
    .map(
      (value) =>
        `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label(value))}</option>`,
    )
    .join('');
}

function checkbox(name: string, checked: boolean, label: string, id = name.replace(/_/g, '-')) {
  return `<p class="check"><input type="checkbox" id="${id}" name="${name}" value="1"${checked ? ' checked' : ''}> <label for="${id}">${label}</label></p>`;
}

export function miniAppLaunchPageHtml({
  nonce,
  choice,
  launch,
  notes,
}: MiniAppLaunchPageInput): string {
  const userLabel = (key: string) => {
    const user = SANDBOX_MINI_APP_USERS.find((candidate) => candidate.key === key);
    if (!user) return key;
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
    return `${name}${user.username ? ` (@${user.username})` : ''} — ${user.id}, ${user.key}`;
  };
  const userRows = SANDBOX_MINI_APP_USERS.map(
    (user) =>
      `<tr><td><code>${escapeHtml(user.key)}</code></td><td>${user.id}</td><td><code>${escapeHtml(user.language_code)}</code></td><td>${escapeHtml(user.description)}</td></tr>`,
  ).join('\n        ');
  const tasks = SANDBOX_MINI_APP_CAMPAIGNS.flatMap((campaign) =>
    campaign.tasks.map(
      (task) =>
        `<li><code>cid-${campaign.campaignId}__tid-${task.taskId}</code>: ${escapeHtml(task.title)}</li>`,
    ),
  ).join('');
  const notesHtml =
    notes.length > 0
      ? `<ul class="warn">${notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('')}</ul>`
      : '';
  const flags = [
    choice.directLink && 'opened from a direct link (no query_id)',
    choice.stale && 'stale init data (expect 40004)',
    choice.tampered && 'tampered init data (expect 40004)',
  ].filter(Boolean);

  const body = `
  <h1>Telegram mini app launcher</h1>
  <p>Launches the edition’s pages as a Telegram mini app, the way Telegram Web does: init data signed with the sandbox bot’s token (<code>${escapeHtml(SANDBOX_TELEGRAM_BOT.token)}</code>) for the user below, the launch parameters in the frame’s URL fragment, and a stand-in for Telegram’s side of the bridge that answers the mini app’s events and logs them (docs/sandbox.md, “The Telegram mini app”).</p>
  ${notesHtml}
  <div class="columns">
  <section aria-labelledby="launch-title">
  <h2 id="launch-title">Launch</h2>
  <form method="get" action="${MINI_APP_LAUNCH_PAGE_PATH}" id="launch-form">
    <fieldset>
      <legend>Telegram</legend>
      <label class="field" for="${BRIDGE_STUB_IDS.user}">Telegram user</label>
      <select id="${BRIDGE_STUB_IDS.user}" name="${LAUNCH_PARAMS.user}" aria-describedby="${BRIDGE_STUB_IDS.userDescription}">${options(
        SANDBOX_MINI_APP_USERS.map((user) => user.key),
        choice.user.key,
        userLabel,
      )}</select>
      <p class="hint" id="${BRIDGE_STUB_IDS.userDescription}">${escapeHtml(choice.user.description)}</p>
      <label class="field" for="platform">Platform (<code>tgWebAppPlatform</code>)</label>
      <select id="platform" name="${LAUNCH_PARAMS.platform}">${options(MINI_APP_PLATFORMS, choice.platform)}</select>
      <label class="field" for="theme">Theme (<code>tgWebAppThemeParams</code>: Telegram Web’s day or night palette)</label>
      <select id="theme" name="${LAUNCH_PARAMS.theme}">${options(['light', 'dark'], choice.theme)}</select>
      <label class="field" for="version">Bot API version (<code>tgWebAppVersion</code>; 6.2 plays an old client)</label>
      <select id="version" name="${LAUNCH_PARAMS.version}">${options(MINI_APP_VERSIONS, choice.version)}</select>
    </fieldset>
    <fieldset>
      <legend>The mini app</legend>
      <label class="field" for="path">Path on this origin (e.g. <code>/en/register</code>, <code>/ar/login</code>)</label>
      <input type="text" id="path" name="${LAUNCH_PARAMS.path}" value="${escapeHtml(choice.path)}" placeholder="${DEFAULT_LAUNCH_PATH}" autocomplete="off" list="path-suggestions" aria-describedby="path-hint">
      <datalist id="path-suggestions">${PATH_SUGGESTIONS.map((path) => `<option value="${escapeHtml(path)}"></option>`).join('')}</datalist>
      <p class="hint" id="path-hint">The bot opens <code>${paths.miniAppEntry}</code>. The preview server lets only the mini app’s pages (<code>${paths.miniAppEntry}</code>, <code>${paths.miniAppTask}</code>) be framed (scripts/lib/page-headers.ts); <code>npm start</code> frames any page.</p>
      <label class="field" for="start-param">Start parameter (<code>startapp</code>; empty: none)</label>
      <input type="text" id="start-param" name="${LAUNCH_PARAMS.startParam}" value="${escapeHtml(choice.startParam)}" placeholder="cid-1001__tid-7__ref-ABC123" autocomplete="off">
      <p class="hint">Telegram allows <code>A–Z a–z 0–9 _ -</code>, 512 characters at most; this page passes what you type. The sandbox campaign’s tasks:</p>
      <ul class="hint">${tasks}</ul>
    </fieldset>
    <fieldset>
      <legend>Init data and the bridge</legend>
      ${checkbox(LAUNCH_PARAMS.directLink, choice.directLink, 'Opened from a direct link (no <code>query_id</code>)')}
      ${checkbox(LAUNCH_PARAMS.stale, choice.stale, 'Stale: <code>auth_date</code> one day and a minute old')}
      ${checkbox(LAUNCH_PARAMS.tampered, choice.tampered, 'Tampered: the first name changed after signing')}
      ${checkbox(LAUNCH_PARAMS.refuseWriteAccess, choice.refuseWriteAccess, 'Refuse write access (<code>write_access_requested</code> answers <code>cancelled</code>)', BRIDGE_STUB_IDS.refuseWriteAccess)}
    </fieldset>
    <div class="actions"><button type="submit" class="primary">Launch</button></div>
  </form>
  <details>
    <summary>The users</summary>
    <table>
      <thead><tr><th>key</th><th>Telegram id</th><th>language</th><th>what it does</th></tr></thead>
      <tbody>
        ${userRows}
      </tbody>
    </table>
  </details>
  <details>
    <summary>This launch</summary>
    <p>${flags.length > 0 ? escapeHtml(flags.join('; ')) : 'Fresh, signed init data.'}</p>
    <h3>Init data (<code>tgWebAppData</code>)</h3>
    <pre><code id="init-data">${escapeHtml(launch.initData)}</code></pre>
    <h3>Frame address</h3>
    <pre><code id="frame-src">${escapeHtml(launch.frameSrc)}</code></pre>
    <p><a href="${escapeHtml(launch.frameSrc)}" target="_blank" rel="noopener">Open the mini app alone in a new tab</a> (no bridge: its events go nowhere).</p>
  </details>
  </section>
  <section aria-labelledby="app-title">
    <h2 id="app-title">The mini app</h2>
    <div id="telegram">
      <div id="${BRIDGE_STUB_IDS.header}">
        <button type="button" id="${BRIDGE_STUB_IDS.back}" hidden>Back</button>
        <img src="${miniAppAvatarPath(BOT_AVATAR_KEY)}" alt="">
        <span class="bot"><strong>Exchange Sandbox</strong><small>@${escapeHtml(SANDBOX_TELEGRAM_BOT.username)} · mini app</small></span>
      </div>
      <div id="${BRIDGE_STUB_IDS.frameBox}">
        <iframe id="${BRIDGE_STUB_IDS.frame}" title="Mini app" src="${escapeHtml(launch.frameSrc)}"></iframe>
        <p id="${BRIDGE_STUB_IDS.closed}" role="status" hidden>The mini app was closed</p>
      </div>
      <div id="${BRIDGE_STUB_IDS.mainBar}" hidden><button type="button" id="${BRIDGE_STUB_IDS.main}">Main Button</button></div>
    </div>
    <div class="actions"><button type="button" id="${BRIDGE_STUB_IDS.toggleTheme}">Switch to dark theme</button></div>
  </section>
  </div>
  <section aria-labelledby="events-title">
    <h2 id="events-title">Events sent by the mini app</h2>
    <div class="actions"><button type="button" id="${BRIDGE_STUB_IDS.clearLog}">Clear</button></div>
    <ol id="${BRIDGE_STUB_IDS.log}" role="log" aria-label="Events sent by the mini app"></ol>
  </section>`;

  const script = miniAppBridgeStubScript({
    theme: choice.theme,
    themes: MINI_APP_THEMES,
    userDescriptions: Object.fromEntries(
      SANDBOX_MINI_APP_USERS.map((user) => [user.key, user.description]),
    ),
  });

  return htmlDocument({ title: 'Telegram mini app launcher', nonce, style: STYLE, body, script });
}

/**
 * The widget demo host (docs/embedding.md, "Demo host page";
 * docs/sandbox.md, "Widget demo host"): a plain page playing a partner's site that embeds the
 * exchange's login and register with `embed.js`, served by the sandbox middleware at
 * `GET /embed/demo` on any host.
 *
 * It must be another origin than the edition it embeds, as a partner's page is: opened on
 * `http://127.0.0.1:<port>` it embeds `http://localhost:<port>/embed.js`; opened on `localhost`
 * or `<id>.localhost` it embeds `http://localhost:<port>` too and links to its 127.0.0.1 twin.
 * `?edition=<origin>` picks another edition, if it is a plain http loopback origin.
 *
 * Every control maps to one option of `mount` / `open` (src/embed/public-api.ts); the events
 * the widget reports, by callback and as DOM events, are listed on the page. The page's own
 * Content-Security-Policy is what a host needs for the widget and nothing more
 * (docs/embedding.md, "Headers").
 *
 * What the server writes into the HTML comes from the manifests, the validated edition origin
 * and the Host header's port (digits only); everything is HTML-escaped all the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost } from '../../lib/origin-pattern';
import type { WidgetEventType, WidgetSwitches } from '../../embed/protocol';
import { escapeHtml } from '../mailbox/html-page';
import {
  htmlDocument,
  readHostHeader,
  scriptJson,
  searchOf,
  serveHtmlPage,
} from './serve-html-page';

export const EMBED_DEMO_PAGE_PATH = '/embed/demo';
/** sessionStorage key of the event log, so it survives the reload after a success. */
export const EMBED_DEMO_LOG_KEY = 'sandbox-embed-demo-log';

export function isEmbedDemoPath(url: string | undefined): boolean {
  return (url ?? '/').split('?')[0] === EMBED_DEMO_PAGE_PATH;
}

/** One edition as the demo lists it: its sandbox host (preview `--all` serves it there). */
export interface DemoEdition {
  readonly id: string;
  readonly name: string;
  /** The `<id>.localhost` host of the manifest's `hosts.sandbox`. */
  readonly host: string;
  readonly languages: readonly string[];
}

/** The nine editions, should the manifests be unreadable where the sandbox runs. */
const FALLBACK_EDITION_IDS = ['global', 'eu', 'tur', 'kaz', 'geo', 'idn', 'are', 'hkg', 'nld'];

let editionsCache: readonly DemoEdition[] | undefined;

/** The editions from `editions/*.json` (read once), else the nine ids on `<id>.localhost`. */
export function readDemoEditions(): readonly DemoEdition[] {
  if (editionsCache) return editionsCache;
  const found: DemoEdition[] = [];
  try {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../editions');
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.json') || file === 'manifest.schema.json') continue;
      const edition = demoEdition(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      if (edition) found.push(edition);
    }
  } catch (error) {
    console.warn('[sandbox] the widget demo could not read the edition manifests', error);
    found.length = 0;
  }
  editionsCache =
    found.length > 0
      ? found
      : FALLBACK_EDITION_IDS.map((id) => ({
          id,
          name: id,
          host: `${id}.localhost`,
          languages: [],
        }));
  return editionsCache;
}

function demoEdition(manifest: unknown): DemoEdition | undefined {
  const m = manifest as {
    id?: unknown;
    name?: unknown;
    hosts?: { sandbox?: unknown };
    languages?: { available?: unknown };
  } | null;
  if (!m || typeof m.id !== 'string' || !Array.isArray(m.hosts?.sandbox)) return undefined;
  const hosts = (m.hosts.sandbox as unknown[]).filter((h): h is string => typeof h === 'string');
  const languages = Array.isArray(m.languages?.available)
    ? (m.languages.available as unknown[]).filter((l): l is string => typeof l === 'string')
    : [];
  return {
    id: m.id,
    name: typeof m.name === 'string' ? m.name : m.id,
    // As the preview server names it: the `.localhost` host, else plain localhost.
    host: hosts.find((h) => h.endsWith('.localhost')) ?? 'localhost',
    languages,
  };
}

/** A host name the page accepts: letters, digits, dots and dashes, or a bracketed IPv6. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])$/;

/**
 * `?edition=` as an origin, or undefined unless it is a plain http origin on a loopback host
 * (`http://localhost:5173`, `http://eu.localhost:4173`, `http://127.0.0.1:8080`): nothing but
 * the visitor's own machine, and nothing that could carry markup or a CSP directive.
 */
export function loopbackEditionOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || url.username !== '' || url.password !== '') return undefined;
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return undefined;
  if (!HOST_NAME.test(url.hostname) || !isLoopbackHost(url.hostname)) return undefined;
  // Only `scheme://host[:port]` (a trailing slash at most): no stray characters before `/`.
  if (value !== url.origin && value !== `${url.origin}/`) return undefined;
  return url.origin;
}

export interface DemoAddress {
  /** The edition origin the page embeds. */
  readonly editionOrigin: string;
  /** The 127.0.0.1 twin of this page, when it is opened on localhost or `<x>.localhost`. */
  readonly twinUrl: string | undefined;
  /** This page's own origin as the Host header gives it, when it can be told. */
  readonly pageOrigin: string | undefined;
  /** The port of this page (`:5173`) or '' (the scheme's default port). */
  readonly portSuffix: string;
}

/** What the page embeds, from the request's Host header and its `?edition=`. */
export function demoAddress(hostHeader: string | undefined, search: string): DemoAddress {
  const host = readHostHeader(hostHeader);
  const name = host?.name;
  const portSuffix = host?.portSuffix ?? '';
  const chosen = loopbackEditionOrigin(new URLSearchParams(search).get('edition'));
  const editionOrigin = chosen ?? `http://localhost${portSuffix}`;
  let twinUrl: string | undefined;
  if (name === 'localhost' || name?.endsWith('.localhost')) {
    const twinEdition =
      chosen ?? (name === 'localhost' ? undefined : `http://${name}${portSuffix}`);
    const query = twinEdition ? `?edition=${encodeURIComponent(twinEdition)}` : '';
    twinUrl = `http://127.0.0.1${portSuffix}${EMBED_DEMO_PAGE_PATH}${query}`;
  }
  return {
    editionOrigin,
    twinUrl,
    pageOrigin: name ? `http://${name}${portSuffix}` : undefined,
    portSuffix,
  };
}

/** The page's CSP: exactly what a host needs for the widget (docs/embedding.md, "Headers"). */
export function embedDemoCsp(nonce: string, editionOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${editionOrigin}`,
    `frame-src ${editionOrigin}`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Answers GET / HEAD of `/embed/demo` (405 otherwise). */
export function serveEmbedDemoPage(req: IncomingMessage, res: ServerResponse): void {
  serveHtmlPage(req, res, (nonce) => {
    const address = demoAddress(req.headers.host, searchOf(req.url));
    return {
      headers: {
        'referrer-policy': 'strict-origin-when-cross-origin',
        'content-security-policy': embedDemoCsp(nonce, address.editionOrigin),
      },
      html: () => embedDemoPageHtml({ nonce, address, editions: readDemoEditions() }),
    };
  });
}

type ControlGroup = 'view' | 'switches' | 'modal' | 'values';

/** One control per switch of the widget; `default` is the widget's own default. */
type SwitchControl =
  | {
      readonly kind: 'select';
      readonly group: ControlGroup;
      readonly choices: readonly string[];
      readonly default: string;
      readonly label: string;
    }
  | {
      readonly kind: 'checkbox';
      readonly group: ControlGroup;
      readonly default: boolean;
      readonly label: string;
    }
  | {
      readonly kind: 'text';
      readonly group: ControlGroup;
      readonly input: 'text' | 'email' | 'tel' | 'url';
      readonly label: string;
      readonly placeholder?: string;
    };

/**
 * Every switch of `WidgetSwitches`, once: a switch added to protocol.ts without a control here
 * fails the typecheck (and the DOM test, which walks `FRAME_PARAMS`).
 */
export const SWITCH_CONTROLS: { readonly [K in keyof Required<WidgetSwitches>]: SwitchControl } = {
  view: {
    kind: 'select',
    group: 'view',
    choices: ['login', 'register', 'third-party'],
    default: 'login',
    label: 'first screen (third-party: mount only)',
  },
  lang: {
    kind: 'text',
    group: 'view',
    input: 'text',
    label: 'language code (empty: the edition’s default)',
    placeholder: 'e.g. ar, tr-TUR, en-EU',
  },
  colorMode: {
    kind: 'select',
    group: 'view',
    choices: ['system', 'light', 'dark'],
    default: 'system',
    label: 'light or dark',
  },
  ipLimitNotice: {
    kind: 'select',
    group: 'view',
    choices: ['modal', 'inline'],
    default: 'modal',
    label: 'how the IP-limited notice shows',
  },
  hideRightPanel: {
    kind: 'checkbox',
    group: 'switches',
    default: true,
    label: 'no promo panel (page view; the widget hides it unless unticked)',
  },
  hideToggle: {
    kind: 'checkbox',
    group: 'switches',
    default: false,
    label: 'no “Sign up” / “Log in” switch between the screens',
  },
  hideReferralCode: {
    kind: 'checkbox',
    group: 'switches',
    default: false,
    label: 'no referral code field',
  },
  hideThirdParty: {
    kind: 'checkbox',
    group: 'switches',
    default: false,
    label: 'no third-party sign-in buttons',
  },
  hidePhoneTab: { kind: 'checkbox', group: 'switches', default: false, label: 'no phone tab' },
  hideEmailTab: { kind: 'checkbox', group: 'switches', default: false, label: 'no e-mail tab' },
  readOnlyReferralCode: {
    kind: 'checkbox',
    group: 'switches',
    default: false,
    label: 'referral code cannot be changed',
  },
  readOnlyEmail: {
    kind: 'checkbox',
    group: 'switches',
    default: false,
    label: 'e-mail cannot be changed',
  },
  invitePage: {
    kind: 'checkbox',
    group: 'switches',
    default: false,
    label: 'register screen as an invite page',
  },
  hideLogin: {
    kind: 'checkbox',
    group: 'modal',
    default: false,
    label: 'register screen only (no way to log in)',
  },
  hideRegister: {
    kind: 'checkbox',
    group: 'modal',
    default: false,
    label: 'login screen only (no way to register)',
  },
  closable: {
    kind: 'checkbox',
    group: 'modal',
    default: true,
    label: 'close button and Escape',
  },
  email: {
    kind: 'text',
    group: 'values',
    input: 'email',
    label: 'prefilled e-mail',
    placeholder: 'demo@example.com',
  },
  phone: {
    kind: 'text',
    group: 'values',
    input: 'tel',
    label: 'prefilled phone (national number)',
  },
  countryCode: {
    kind: 'text',
    group: 'values',
    input: 'text',
    label: 'phone country code (digits, no +)',
    placeholder: 'e.g. 90',
  },
  userCode: {
    kind: 'text',
    group: 'values',
    input: 'text',
    label: 'referral code the host fills in',
  },
  redirectUrl: {
    kind: 'text',
    group: 'values',
    input: 'url',
    label: 'where the exchange sends the visitor without a callback',
  },
};

/** Every event type, once: `satisfies` and the check below fail the typecheck on a new one. */
const EVENT_TYPES = [
  'loaded-success',
  'loaded-error',
  'success',
  'close',
  'resize',
] as const satisfies readonly WidgetEventType[];
type NoneMissing<T extends never> = T;
type _EveryEventTypeListed = NoneMissing<Exclude<WidgetEventType, (typeof EVENT_TYPES)[number]>>;

const GROUPS: readonly { readonly group: ControlGroup; readonly legend: string }[] = [
  { group: 'view', legend: 'View and look' },
  { group: 'switches', legend: 'Switches' },
  { group: 'modal', legend: 'Modal only (open)' },
  { group: 'values', legend: 'Prefilled values' },
];

function controlHtml(key: string, control: SwitchControl): string {
  const id = `opt-${key}`;
  const name = `<code>${escapeHtml(key)}</code>`;
  const label = escapeHtml(control.label);
  if (control.kind === 'checkbox') {
    const checked = control.default ? ' checked' : '';
    return `<p class="check"><input type="checkbox" id="${id}"${checked}> <label for="${id}">${name}: ${label}</label></p>`;
  }
  const field = `<label class="field" for="${id}">${name}: ${label}</label>`;
  if (control.kind === 'select') {
    const options = control.choices
      .map((choice) => {
        const selected = choice === control.default ? ' selected' : '';
        return `<option value="${escapeHtml(choice)}"${selected}>${escapeHtml(choice)}</option>`;
      })
      .join('');
    return `${field}\n      <select id="${id}">${options}</select>`;
  }
  const placeholder = control.placeholder
    ? ` placeholder="${escapeHtml(control.placeholder)}"`
    : '';
  return `${field}\n      <input type="${control.input}" id="${id}" autocomplete="off"${placeholder}>`;
}

/**
 * A stylesheet a careless or hostile host page might have: Tailwind's preflight, Bootstrap's
 * reboot, then rules aimed at every element and every iframe. The widget must look the same
 * with it (its iframe's inline `!important` styles win; its content is another document). The
 * filter spares the frame's ancestors, whose filter would paint over the frame as over any
 * image on the page, which no embedded content can prevent.
 */
export const HOSTILE_STYLESHEET = `
/* Tailwind preflight (abridged) */
*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; border-color: #e5e7eb; margin: 0; padding: 0; }
html { line-height: 1.5; -webkit-text-size-adjust: 100%; tab-size: 4; font-family: ui-sans-serif, system-ui, sans-serif; }
img, svg, video, canvas, audio, iframe, embed, object { display: block; vertical-align: middle; }
img, video { max-width: 100%; height: auto; }
button, input, select, textarea { font: inherit; color: inherit; background-color: transparent; }
/* Bootstrap reboot (abridged) */
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 1rem; line-height: 1.5; color: #212529; background-color: #fff; }
iframe { border: 0; }
button { border-radius: 0; }
[hidden] { display: none !important; }
/* Hostile */
* { border: 3px solid red !important; padding: 7px !important; font-family: "Comic Sans MS", "Comic Sans", cursive !important; box-sizing: content-box !important; }
*:not(:has(iframe)) { filter: hue-rotate(90deg) !important; }
iframe { display: none !important; visibility: hidden !important; opacity: 0.2 !important; width: 40px !important; height: 40px !important; position: absolute !important; left: -9999px !important; transform: rotate(12deg) scale(0.5) !important; pointer-events: none !important; z-index: -1 !important; }
`;

/** After the base stylesheet (./serve-html-page.ts). */
const STYLE = `
  main { max-width: 960px; }
  h3 { font-size: 1rem; margin: 16px 0 8px; }
  input[type=text], input[type=email], input[type=tel], input[type=url], input[type=number], select {
    width: 100%; box-sizing: border-box; padding: 6px 8px; font: inherit; }
  #widget-slot { outline: 2px dashed #0b57d0; outline-offset: 4px; min-height: 24px; max-width: 480px; }
  #event-log { font-family: ui-monospace, monospace; font-size: .9em; padding-left: 2.5em; }
  #event-log li { margin: 4px 0; overflow-wrap: anywhere; }
  .source { color: GrayText; }
  .columns { display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); }
`;

export interface EmbedDemoPageInput {
  readonly nonce: string;
  readonly address: DemoAddress;
  readonly editions: readonly DemoEdition[];
}

export function embedDemoPageHtml({ nonce, address, editions }: EmbedDemoPageInput): string {
  const origin = escapeHtml(address.editionOrigin);
  const scriptUrl = `${address.editionOrigin}/embed.js`;
  const sameOrigin = address.pageOrigin === address.editionOrigin;

  const twin = address.twinUrl
    ? `<p class="${sameOrigin ? 'warn' : 'hint'}">${
        sameOrigin
          ? 'This page is on the same origin as the edition it embeds, which a partner’s page never is.'
          : 'A partner’s page is on another site than the exchange.'
      } <a href="${escapeHtml(address.twinUrl)}">Open this page on 127.0.0.1</a> to embed from another origin.</p>`
    : '';

  const editionItems = editions
    .map((edition) => {
      const editionOrigin = `http://${edition.host}${address.portSuffix}`;
      const href = `${EMBED_DEMO_PAGE_PATH}?edition=${encodeURIComponent(editionOrigin)}`;
      const current = editionOrigin === address.editionOrigin ? ' aria-current="page"' : '';
      const languages =
        edition.languages.length > 0 ? ` — languages ${edition.languages.join(', ')}` : '';
      return `<li><a href="${escapeHtml(href)}"${current}><code>${escapeHtml(edition.id)}</code> ${escapeHtml(edition.name)}</a> (<code>${escapeHtml(editionOrigin)}</code>)${escapeHtml(languages)}</li>`;
    })
    .join('\n      ');

  const fieldsets = GROUPS.map(({ group, legend }) => {
    const controls = Object.entries(SWITCH_CONTROLS)
      .filter(([, control]) => control.group === group)
      .map(([key, control]) => controlHtml(key, control))
      .join('\n      ');
    return `<fieldset>\n      <legend>${legend}</legend>\n      ${controls}\n    </fieldset>`;
  }).join('\n    ');

  const controls = Object.entries(SWITCH_CONTROLS).map(([key, control]) => ({
    key,
    kind: control.kind,
    default: control.kind === 'text' ? '' : control.default,
  }));

  const snippet = `<script src="${scriptUrl}"></script>`;

  const body = `
  <h1>Widget demo host</h1>
  <p>This page plays a partner’s site embedding the exchange’s login and register with <code>embed.js</code> (docs/embedding.md). It embeds the edition at <code id="edition-origin">${origin}</code>.</p>
  ${twin}
  <section aria-labelledby="snippet-title">
    <h2 id="snippet-title">Snippet</h2>
    <pre><code id="snippet">${escapeHtml(snippet)}</code></pre>
    <div class="actions"><button type="button" id="copy-snippet">Copy the snippet</button></div>
    <p class="hint">The page’s own Content-Security-Policy is all a host needs: <code>script-src</code> and <code>frame-src</code> name <code>${origin}</code>, nothing else is allowed.</p>
  </section>
  <section aria-labelledby="editions-title">
    <h2 id="editions-title">Editions</h2>
    <ul>
      ${editionItems}
    </ul>
    <p class="hint">Each host serves its own edition with <code>npm run preview -- --all</code>; under <code>npm start</code> every host serves the edition it was started with. <code>?edition=</code> takes any plain http loopback origin.</p>
  </section>
  <div class="columns">
  <section aria-labelledby="options-title">
  <h2 id="options-title">Options</h2>
  <form id="options-form" novalidate>
    <fieldset>
      <legend>Mode</legend>
      <p class="check"><input type="radio" name="mode" id="mode-mount" value="mount" checked> <label for="mode-mount">Mount inline (<code>ExchangeAuth.mount</code>)</label></p>
      <p class="check"><input type="radio" name="mode" id="mode-open" value="open"> <label for="mode-open">Open modal (<code>ExchangeAuth.open</code>)</label></p>
    </fieldset>
    ${fieldsets}
    <fieldset>
      <legend>Loader options</legend>
      <p class="check"><input type="checkbox" id="use-on-event" checked> <label for="use-on-event">Use onEvent callback (untick: the page reloads after a success)</label></p>
      <label class="field" for="opt-reloadOnSuccess"><code>reloadOnSuccess</code>: reload the page after a success</label>
      <select id="opt-reloadOnSuccess"><option value="" selected>not set (reload only without onEvent)</option><option value="true">true (always)</option><option value="false">false (never)</option></select>
      <label class="field" for="opt-title"><code>title</code>: the iframe’s accessible name (empty: “Sign in”)</label>
      <input type="text" id="opt-title" autocomplete="off">
      <label class="field" for="opt-timeoutMs"><code>timeoutMs</code>: how long the frame may take to load (empty: 15000)</label>
      <input type="number" id="opt-timeoutMs" min="1" step="1" autocomplete="off">
      <p class="check"><input type="checkbox" id="opt-visible" checked> <label for="opt-visible"><code>visible</code>: the modal shows (open and update only)</label></p>
      <p class="check"><input type="checkbox" id="host-close-after"> <label for="host-close-after">Host closes the modal 5 seconds after opening it (<code>close()</code>: the modal covers these buttons)</label></p>
    </fieldset>
    <fieldset>
      <legend>Host page</legend>
      <p class="check"><input type="checkbox" id="hostile-styles"> <label for="hostile-styles">Hostile host stylesheet (Tailwind preflight, Bootstrap reboot and rules against every element and iframe)</label></p>
    </fieldset>
    <h3 id="call-title">The call</h3>
    <pre aria-labelledby="call-title"><code id="call-preview"></code></pre>
    <div class="actions">
      <button type="button" class="primary" id="start">Mount</button>
      <button type="button" id="update">Update with these options</button>
      <button type="button" id="unmount">Unmount</button>
      <button type="button" id="close-modal">Close modal</button>
    </div>
  </form>
  </section>
  <div>
  <section aria-labelledby="widget-title">
    <h2 id="widget-title">Mounted widget</h2>
    <div id="widget-slot"></div>
    <p class="hint">The outline is the host’s element: the inline view fills its width and takes the height the widget reports.</p>
  </section>
  <section aria-labelledby="events-title">
    <h2 id="events-title">Events</h2>
    <div class="actions"><button type="button" id="clear-log">Clear</button></div>
    <ol id="event-log" aria-label="Widget events" aria-live="polite"></ol>
  </section>
  </div>
  </div>`;

  const config = {
    editionOrigin: address.editionOrigin,
    scriptUrl,
    snippet,
    nonce,
    controls,
    eventTypes: EVENT_TYPES,
    hostileStylesheet: HOSTILE_STYLESHEET,
    logKey: EMBED_DEMO_LOG_KEY,
  };

  const script = `(function () {
  'use strict';
  var CONFIG = ${scriptJson(config)};
  var byId = function (id) { return document.getElementById(id); };
  var slot = byId('widget-slot');
  var logList = byId('event-log');
  var mounted = null;
  var modal = null;

  // The log: one <li> per entry, newest last, kept in sessionStorage so a reload keeps it.
  var entries = [];
  try { entries = JSON.parse(sessionStorage.getItem(CONFIG.logKey) || '[]') || []; } catch (ignored) { entries = []; }
  function save() {
    try { sessionStorage.setItem(CONFIG.logKey, JSON.stringify(entries.slice(-200))); } catch (ignored) { /* storage refused */ }
  }
  function render(entry) {
    var item = document.createElement('li');
    var source = document.createElement('span');
    source.className = 'source';
    source.textContent = '[' + entry.source + '] ';
    var type = document.createElement('strong');
    type.textContent = entry.type;
    item.appendChild(source);
    item.appendChild(type);
    if (entry.detail !== undefined) {
      var detail = document.createElement('code');
      detail.textContent = ' ' + entry.detail;
      item.appendChild(detail);
    }
    logList.appendChild(item);
  }
  function log(source, type, detail) {
    var entry = { source: source, type: type };
    if (detail !== undefined) {
      try { entry.detail = typeof detail === 'string' ? detail : JSON.stringify(detail); } catch (ignored) { entry.detail = String(detail); }
    }
    entries.push(entry);
    save();
    render(entry);
  }
  entries.forEach(render);
  byId('clear-log').addEventListener('click', function () {
    entries = [];
    save();
    logList.textContent = '';
  });

  function api() {
    var value = window.ExchangeAuth;
    return value && typeof value.mount === 'function' && typeof value.open === 'function' ? value : null;
  }

  log('page', 'page loaded', location.href);
  if (api()) {
    log('page', 'ExchangeAuth ready', 'version ' + String(window.ExchangeAuth.version));
  } else {
    log('page', 'window.ExchangeAuth is missing', CONFIG.scriptUrl + ' did not load (is the edition served there? see the browser console)');
  }

  // DOM events: the mount element gets the events of mounted widgets.
  CONFIG.eventTypes.forEach(function (type) {
    slot.addEventListener(type, function (event) {
      log('DOM event on #widget-slot', event.type, event.detail);
    });
  });
  function listenOnIframe(iframe) {
    if (!iframe || typeof iframe.addEventListener !== 'function') return;
    CONFIG.eventTypes.forEach(function (type) {
      iframe.addEventListener(type, function (event) {
        log('DOM event on the modal iframe', event.type, event.detail);
      });
    });
  }

  function mode() {
    return byId('mode-open').checked ? 'open' : 'mount';
  }
  function switches(full) {
    var options = {};
    CONFIG.controls.forEach(function (control) {
      var element = byId('opt-' + control.key);
      if (control.kind === 'checkbox') {
        if (full || element.checked !== control.default) options[control.key] = element.checked;
      } else {
        var value = element.value.trim();
        if (value !== '' && (full || value !== control.default)) options[control.key] = value;
        // A switch given as undefined goes back to its default (update merges).
        else if (full) options[control.key] = undefined;
      }
    });
    return options;
  }
  function hostOptions(options, forModal) {
    var reload = byId('opt-reloadOnSuccess').value;
    if (reload !== '') options.reloadOnSuccess = reload === 'true';
    var title = byId('opt-title').value.trim();
    if (title !== '') options.title = title;
    var timeout = byId('opt-timeoutMs').value.trim();
    if (timeout !== '') options.timeoutMs = Number(timeout);
    if (forModal && !byId('opt-visible').checked) options.visible = false;
    return options;
  }
  function onEvent(event) {
    log('onEvent', event && event.type, event);
  }
  function withCallback(options) {
    if (byId('use-on-event').checked) options.onEvent = onEvent;
    return options;
  }

  function describe(options) {
    var shown = {};
    Object.keys(options).forEach(function (key) { if (key !== 'onEvent') shown[key] = options[key]; });
    var text = JSON.stringify(shown, null, 2);
    if (byId('use-on-event').checked) {
      text = text === '{}' ? '{\\n  "onEvent": onEvent\\n}' : text.replace(/\\n}$/, ',\\n  "onEvent": onEvent\\n}');
    }
    return mode() === 'open'
      ? 'const modal = ExchangeAuth.open(' + text + ');'
      : "const widget = ExchangeAuth.mount(document.getElementById('widget-slot'), " + text + ');';
  }
  function showCall() {
    var forModal = mode() === 'open';
    byId('start').textContent = forModal ? 'Open modal' : 'Mount';
    byId('call-preview').textContent = describe(hostOptions(switches(false), forModal));
  }

  function attempt(what, action) {
    var auth = api();
    if (!auth) {
      log('page', what + ' refused', 'window.ExchangeAuth is missing: ' + CONFIG.scriptUrl + ' did not load');
      return;
    }
    try {
      action(auth);
    } catch (error) {
      log('page', what + ' threw', String(error && error.message ? error.message : error));
    }
  }

  function start() {
    var forModal = mode() === 'open';
    var options = withCallback(hostOptions(switches(false), forModal));
    attempt(forModal ? 'open' : 'mount', function (auth) {
      if (forModal) {
        if (modal) modal.close();
        var opened = auth.open(options);
        modal = opened;
        listenOnIframe(opened.element);
        log('page', 'open called', options);
        if (byId('host-close-after').checked) {
          setTimeout(function () {
            if (modal !== opened) return;
            opened.close();
            modal = null;
            log('page', 'close called', 'by the 5-second timer');
          }, 5000);
        }
      } else {
        if (mounted) mounted.unmount();
        mounted = auth.mount(slot, options);
        log('page', 'mount called', options);
      }
    });
  }
  function update() {
    var forModal = mode() === 'open';
    var handle = forModal ? modal : mounted;
    if (!handle) {
      log('page', 'update skipped', forModal ? 'no modal is open' : 'nothing is mounted');
      return;
    }
    var options = withCallback(hostOptions(switches(true), forModal));
    if (forModal) options.visible = byId('opt-visible').checked;
    attempt('update', function () {
      handle.update(options);
      log('page', 'update called', options);
    });
  }

  byId('start').addEventListener('click', start);
  byId('update').addEventListener('click', update);
  byId('unmount').addEventListener('click', function () {
    if (!mounted) { log('page', 'unmount skipped', 'nothing is mounted'); return; }
    attempt('unmount', function () { mounted.unmount(); mounted = null; log('page', 'unmount called'); });
  });
  byId('close-modal').addEventListener('click', function () {
    if (!modal) { log('page', 'close skipped', 'no modal is open'); return; }
    attempt('close', function () { modal.close(); modal = null; log('page', 'close called'); });
  });

  byId('hostile-styles').addEventListener('change', function (event) {
    var existing = byId('hostile-sheet');
    if (event.target.checked && !existing) {
      var style = document.createElement('style');
      style.id = 'hostile-sheet';
      style.setAttribute('nonce', CONFIG.nonce);
      style.textContent = CONFIG.hostileStylesheet;
      document.head.appendChild(style);
      log('page', 'hostile stylesheet on');
    } else if (!event.target.checked && existing) {
      existing.remove();
      log('page', 'hostile stylesheet off');
    }
  });

  byId('copy-snippet').addEventListener('click', function () {
    var done = function () { log('page', 'snippet copied'); };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(CONFIG.snippet).then(done, function () {
        log('page', 'copy refused', 'select the snippet and copy it by hand');
      });
    } else {
      log('page', 'copy unavailable', 'select the snippet and copy it by hand');
    }
  });

  var form = byId('options-form');
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  form.addEventListener('change', showCall);
  form.addEventListener('input', showCall);
  showCall();
})();`;

  return htmlDocument({
    title: 'Widget demo host',
    nonce,
    style: STYLE,
    body,
    scriptSrc: scriptUrl,
    script,
  });
}

/**
 * The stand-in OAuth client (docs/sandbox.md, "OAuth clients"): two plain pages a third-party
 * developer would recognise, served by the sandbox middleware on any host.
 *
 * - `GET /oauth/client` picks a client, scopes, redirect URI, `state` and optional PKCE, then
 *   starts the flow at the exchange in the whole window or in a frame on the page;
 * - `GET /oauth/callback` is the registered redirect URI: it shows what came back, checks the
 *   `state`, exchanges the code at the token endpoint (same origin, under the API prefix), and
 *   when framed posts the result to the client page.
 *
 * Values from the URL are only ever written with textContent; the server puts none in the HTML.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_API_PREFIX } from '../api-prefix';
import { OAUTH_CLIENTS, OAUTH_SCOPES } from '../oauth/oauth-clients';
import { SANDBOX_ONLY_PATHS } from '../sandbox-paths';
import { htmlDocument, scriptJson, serveHtmlPage } from './serve-html-page';

export const OAUTH_CLIENT_PAGE_PATH = '/oauth/client';
export const OAUTH_CALLBACK_PAGE_PATH = '/oauth/callback';
/** sessionStorage key of the request the client page started (shared with the callback page). */
export const OAUTH_STAND_IN_STORAGE_KEY = 'sandbox-oauth-client';
/** `type` of the message a framed callback page posts to the client page. */
export const OAUTH_CALLBACK_MESSAGE = 'sandbox-oauth-callback';

export function isOAuthStandInPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0];
  return pathname === OAUTH_CLIENT_PAGE_PATH || pathname === OAUTH_CALLBACK_PAGE_PATH;
}

/** Answers GET / HEAD of one of the two pages (405 otherwise). */
export function serveOAuthStandInPage(req: IncomingMessage, res: ServerResponse): void {
  const isCallback = (req.url ?? '').split('?')[0] === OAUTH_CALLBACK_PAGE_PATH;
  serveHtmlPage(req, res, (nonce) => ({
    headers: {
      // The code and state are in the callback's URL: never send it on as a Referer.
      'referrer-policy': 'no-referrer',
      'content-security-policy': [
        `script-src 'nonce-${nonce}'`,
        "object-src 'none'",
        "base-uri 'none'",
        // The callback is framed by the client page in iframe mode; nothing else frames either.
        "frame-ancestors 'self'",
      ].join('; '),
    },
    html: () => (isCallback ? oauthCallbackPageHtml(nonce) : oauthClientPageHtml(nonce)),
  }));
}

/** After the base stylesheet (./serve-html-page.ts). */
const STYLE = `
  main { max-width: 760px; }
  input[type=text], input[type=url] {
    width: 100%; box-sizing: border-box; padding: 8px; font: inherit; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
  dt { font-weight: 600; }
  dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
  dd:empty::before { content: '(none)'; color: GrayText; }
  iframe { width: 100%; height: 640px; border: 1px solid GrayText; border-radius: 8px; }
  .ok { color: #146c2e; font-weight: 600; }
  .bad { color: #b3261e; font-weight: 600; }
`;

export function oauthClientPageHtml(nonce: string): string {
  // What the page's script needs to fill in the client_secret; the stand-in is the application.
  const clients = OAUTH_CLIENTS.map((client) => ({
    id: client.clientId,
    secret: client.clientSecret,
  }));
  const clientRadios = OAUTH_CLIENTS.map((client, index) => {
    const checked = index === 0 ? ' checked' : '';
    const scopes = client.allowedScopes.join(', ');
    return [
      `<label><input type="radio" name="client" value="${client.clientId}"${checked}>`,
      ` ${client.name} (<code>${client.clientId}</code>; scopes ${scopes})</label><br>`,
    ].join('');
  }).join('\n    ');
  const scopeBoxes = Object.entries(OAUTH_SCOPES)
    .map(([scope, { sensitive }], index) => {
      const checked = index === 0 ? ' checked' : '';
      return [
        `<label><input type="checkbox" name="scope" value="${scope}"${checked}>`,
        ` <code>${scope}</code>${sensitive ? ' (sensitive)' : ''}</label><br>`,
      ].join('');
    })
    .join('\n    ');

  const body = `
  <h1>OAuth client (sandbox stand-in)</h1>
  <p>Plays a third-party application asking a visitor of the exchange for access: choose what it asks for, start the authorisation, and read what comes back at <code>${OAUTH_CALLBACK_PAGE_PATH}</code>.</p>
  <form id="start-form" novalidate>
    <fieldset>
      <legend>Client</legend>
    ${clientRadios}
      <label><input type="radio" name="client" value="other"> Another client_id:</label>
      <input type="text" id="other-client-id" aria-label="Another client_id" value="unknown-client" autocomplete="off">
    </fieldset>
    <fieldset>
      <legend>Scopes</legend>
    ${scopeBoxes}
      <label class="field" for="extra-scopes">More scopes (space-separated, sent as typed)</label>
      <input type="text" id="extra-scopes" autocomplete="off" placeholder="e.g. not-a-scope">
    </fieldset>
    <label class="field" for="redirect-uri">redirect_uri</label>
    <input type="url" id="redirect-uri" autocomplete="off">
    <p class="hint">Registered: <code>http://127.0.0.1/oauth/callback</code> and <code>http://localhost/oauth/callback</code>, any port.</p>
    <label class="field" for="state">state</label>
    <input type="text" id="state" autocomplete="off">
    <p class="hint">Must come back byte for byte; the default holds a space, <code>+</code>, <code>%2F</code>, <code>/</code>, <code>&amp;</code> and non-ASCII.</p>
    <label class="field" for="client-secret">client_secret (used by the callback page without PKCE)</label>
    <input type="text" id="client-secret" autocomplete="off">
    <p><label><input type="checkbox" id="pkce"> Use PKCE (S256): the verifier stays in this tab's sessionStorage</label></p>
    <label class="field" for="exchange">Exchange address</label>
    <input type="url" id="exchange" autocomplete="off">
    <p class="hint">Default <code>http://localhost:&lt;this page's port&gt;</code>; <code>?exchange=…</code> on this page's URL sets it.</p>
    <label class="field" for="lang">Language prefix (optional, e.g. <code>tr</code>)</label>
    <input type="text" id="lang" autocomplete="off">
    <p>Authorisation URL: <code id="authorise-url"></code></p>
    <div class="actions">
      <button type="button" class="primary" id="start-full">Start (full page)</button>
      <button type="button" id="start-frame">Start in a frame</button>
    </div>
    <p id="status" role="status"></p>
  </form>
  <section id="frame-section" hidden aria-labelledby="frame-title">
    <h2 id="frame-title">The flow in a frame</h2>
    <iframe id="flow-frame" title="Authorisation at the exchange"></iframe>
    <h2>Result the framed callback posted</h2>
    <pre id="frame-result" aria-live="polite">(waiting)</pre>
  </section>`;

  const script = `(function () {
  'use strict';
  var CLIENTS = ${scriptJson(clients)};
  var STORAGE_KEY = ${scriptJson(OAUTH_STAND_IN_STORAGE_KEY)};
  var MESSAGE_TYPE = ${scriptJson(OAUTH_CALLBACK_MESSAGE)};
  var byId = function (id) { return document.getElementById(id); };
  var form = byId('start-form');
  var status = byId('status');

  function randomBytes(count) {
    var bytes = new Uint8Array(count);
    crypto.getRandomValues(bytes);
    return bytes;
  }
  function base64url(bytes) {
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  function findClient(id) {
    for (var i = 0; i < CLIENTS.length; i++) if (CLIENTS[i].id === id) return CLIENTS[i];
    return undefined;
  }
  function chosenClientId() {
    var checked = form.querySelector('input[name=client]:checked');
    return checked && checked.value !== 'other' ? checked.value : byId('other-client-id').value.trim();
  }
  function chosenScopes() {
    var scopes = [];
    form.querySelectorAll('input[name=scope]:checked').forEach(function (box) { scopes.push(box.value); });
    byId('extra-scopes').value.split(' ').forEach(function (scope) { if (scope) scopes.push(scope); });
    return scopes.join(' ');
  }

  // Defaults from this page's own address.
  var query = new URLSearchParams(location.search);
  byId('redirect-uri').value = location.protocol + '//' + location.host + ${scriptJson(OAUTH_CALLBACK_PAGE_PATH)};
  byId('exchange').value = query.get('exchange') || 'http://localhost' + (location.port ? ':' + location.port : '');
  byId('state').value = base64url(randomBytes(6)) + ' a+b%2F/\\u00df\\u2713&x=1';
  byId('client-secret').value = CLIENTS[0].secret;

  form.addEventListener('change', function (event) {
    if (event.target.name === 'client') {
      var client = findClient(chosenClientId());
      byId('client-secret').value = client ? client.secret : '';
    }
    showUrl();
  });
  form.addEventListener('input', function (event) {
    if (event.target.id === 'other-client-id') {
      form.querySelector('input[name=client][value=other]').checked = true;
      byId('client-secret').value = '';
    }
    showUrl();
  });

  function authoriseUrl(pkce) {
    var params = new URLSearchParams();
    params.append('response_type', 'code');
    params.append('client_id', chosenClientId());
    params.append('redirect_uri', byId('redirect-uri').value);
    params.append('scope', chosenScopes());
    if (byId('state').value !== '') params.append('state', byId('state').value);
    if (pkce) {
      params.append('code_challenge', pkce.challenge);
      params.append('code_challenge_method', 'S256');
    }
    var lang = byId('lang').value.trim().replace(/^\\/+|\\/+$/g, '');
    var base = byId('exchange').value.trim().replace(/\\/+$/, '');
    return base + (lang ? '/' + encodeURIComponent(lang) : '') + '/oauth?' + params.toString();
  }
  function showUrl() {
    byId('authorise-url').textContent = authoriseUrl(
      byId('pkce').checked ? { challenge: 'PKCE_CHALLENGE' } : undefined
    );
  }

  function makePkce() {
    if (!byId('pkce').checked) return Promise.resolve(undefined);
    if (!window.crypto || !crypto.subtle) {
      return Promise.reject(new Error('Web Crypto is not available here (open this page on http://127.0.0.1 or http://localhost)'));
    }
    var verifier = base64url(randomBytes(32));
    return crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)).then(function (digest) {
      return { verifier: verifier, challenge: base64url(new Uint8Array(digest)) };
    });
  }

  function start(inFrame) {
    makePkce().then(function (pkce) {
      var url = authoriseUrl(pkce);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({
        clientId: chosenClientId(),
        clientSecret: byId('client-secret').value,
        redirectUri: byId('redirect-uri').value,
        state: byId('state').value === '' ? null : byId('state').value,
        codeVerifier: pkce ? pkce.verifier : null
      }));
      byId('authorise-url').textContent = url;
      if (inFrame) {
        byId('frame-section').hidden = false;
        byId('frame-result').textContent = '(waiting)';
        byId('flow-frame').src = url;
        status.textContent = 'Started in the frame below.';
      } else {
        location.assign(url);
      }
    }).catch(function (error) {
      status.textContent = String(error && error.message ? error.message : error);
    });
  }
  byId('start-full').addEventListener('click', function () { start(false); });
  byId('start-frame').addEventListener('click', function () { start(true); });

  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || !event.data || event.data.type !== MESSAGE_TYPE) return;
    byId('frame-result').textContent = JSON.stringify(event.data.result, null, 2);
  });

  showUrl();
})();`;

  return htmlDocument({
    title: 'OAuth client (sandbox stand-in)',
    nonce,
    style: STYLE,
    body,
    script,
  });
}

export function oauthCallbackPageHtml(nonce: string): string {
  const tokenUrl = `${SANDBOX_API_PREFIX}${SANDBOX_ONLY_PATHS.oauthToken}`;
  const body = `
  <h1>OAuth callback (sandbox stand-in)</h1>
  <p>What the exchange sent back to the application's redirect URI.</p>
  <dl>
    <dt>code</dt><dd id="code"></dd>
    <dt>state</dt><dd id="state"></dd>
    <dt>error</dt><dd id="error"></dd>
    <dt>error_description</dt><dd id="error-description"></dd>
  </dl>
  <p id="state-check" role="status"></p>
  <p id="state-expected" class="hint"></p>
  <div class="actions">
    <button type="button" class="primary" id="exchange-code">Exchange the code</button>
    <a href="${OAUTH_CLIENT_PAGE_PATH}">Back to the client page</a>
  </div>
  <p class="hint">POSTs to <code>${tokenUrl}</code> (this origin) with the client_secret, or the PKCE verifier when the client page used PKCE. A second exchange of the same code answers invalid_grant.</p>
  <h2>Token endpoint answer</h2>
  <p id="token-status"></p>
  <pre id="token-response" aria-live="polite"></pre>`;

  const script = `(function () {
  'use strict';
  var STORAGE_KEY = ${scriptJson(OAUTH_STAND_IN_STORAGE_KEY)};
  var MESSAGE_TYPE = ${scriptJson(OAUTH_CALLBACK_MESSAGE)};
  var TOKEN_URL = ${scriptJson(tokenUrl)};
  var byId = function (id) { return document.getElementById(id); };
  var params = new URLSearchParams(location.search);
  var result = {
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
    error_description: params.get('error_description')
  };
  byId('code').textContent = result.code === null ? '' : result.code;
  byId('state').textContent = result.state === null ? '' : result.state;
  byId('error').textContent = result.error === null ? '' : result.error;
  byId('error-description').textContent = result.error_description === null ? '' : result.error_description;

  var started = null;
  try { started = JSON.parse(sessionStorage.getItem(STORAGE_KEY) || 'null'); } catch (ignored) { started = null; }
  result.stateMatches = started !== null && started.state === result.state;
  var check = byId('state-check');
  check.textContent = result.stateMatches ? 'state matches' : 'state DOES NOT match';
  check.className = result.stateMatches ? 'ok' : 'bad';
  byId('state-expected').textContent = started === null
    ? 'Nothing was stored: start from the client page in this tab.'
    : 'Stored before starting: ' + (started.state === null ? '(no state)' : JSON.stringify(started.state));

  var button = byId('exchange-code');
  button.disabled = result.code === null;
  button.addEventListener('click', function () {
    var form = new URLSearchParams();
    form.append('grant_type', 'authorization_code');
    form.append('code', result.code || '');
    form.append('redirect_uri', started ? started.redirectUri : location.origin + location.pathname);
    form.append('client_id', started ? started.clientId : '');
    if (started && started.codeVerifier) form.append('code_verifier', started.codeVerifier);
    else if (started && started.clientSecret) form.append('client_secret', started.clientSecret);
    byId('token-status').textContent = 'Exchanging…';
    fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString()
    }).then(function (response) {
      return response.text().then(function (text) {
        byId('token-status').textContent = 'HTTP ' + response.status;
        var shown = text;
        try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (ignored) { shown = text; }
        byId('token-response').textContent = shown;
      });
    }).catch(function (error) {
      byId('token-status').textContent = 'The request failed: ' + String(error);
    });
  });

  if (window.parent !== window) {
    window.parent.postMessage({ type: MESSAGE_TYPE, result: result }, location.origin);
  }
})();`;

  return htmlDocument({
    title: 'OAuth callback (sandbox stand-in)',
    nonce,
    style: STYLE,
    body,
    script,
  });
}

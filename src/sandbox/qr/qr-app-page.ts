/**
 * The sandbox's stand-in for the exchange's mobile app, as far as QR login needs one: a small
 * self-contained page (GET /x-api/__sandbox/app) listing the QR codes that login pages are
 * showing, with Scan, Confirm (as a chosen sandbox account) and Reject buttons. It calls the
 * QR control endpoint (GET/POST /x-api/__sandbox/qr) and refreshes every 2 s, so a person can
 * play the phone next to a login page, and browser tests can click through it.
 */
import { escapeHtml } from '../../lib/escape-html';

/** The page's own poll of the open codes: as often as the login page polls their status. */
export const QR_APP_REFRESH_MS = 2000;

export function qrAppPageHtml(defaultEmail: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Exchange app (sandbox stand-in)</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  h2 { font-size: 1.1rem; margin: 24px 0 8px; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { width: 100%; box-sizing: border-box; padding: 8px; font: inherit; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; }
  li { border: 1px solid GrayText; border-radius: 8px; padding: 12px; }
  .code { font-family: ui-monospace, monospace; font-weight: 600; }
  .actions { display: flex; gap: 8px; margin-top: 8px; flex-wrap: wrap; }
  button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid GrayText;
    background: ButtonFace; color: ButtonText; cursor: pointer; }
  button.primary { background: #0b57d0; border-color: #0b57d0; color: #fff; }
  button.danger { background: #b3261e; border-color: #b3261e; color: #fff; }
  #status { min-height: 1.5em; margin-top: 16px; }
</style>
</head>
<body>
<main>
  <h1>Exchange app (sandbox stand-in)</h1>
  <p>Plays the mobile app for QR login: scan a code a login page shows, then confirm the login as a sandbox account, or reject it.</p>
  <label for="account">Confirm as (sandbox account e-mail)</label>
  <input id="account" name="account" list="accounts" autocomplete="off" value="${escapeHtml(defaultEmail)}">
  <datalist id="accounts"></datalist>
  <section aria-labelledby="pending-title">
    <h2 id="pending-title">QR codes waiting for the app</h2>
    <p id="empty">None yet. Open the QR code tab of a login page; the newest code comes first.</p>
    <ul id="list" aria-live="off"></ul>
  </section>
  <p id="status" role="status"></p>
</main>
<script>
(function () {
  var list = document.getElementById('list');
  var empty = document.getElementById('empty');
  var status = document.getElementById('status');
  var account = document.getElementById('account');
  var datalist = document.getElementById('accounts');
  var shown = '';
  var STATUS_TEXT = { 0: 'waiting to be scanned', 1: 'scanned, waiting for confirmation' };

  function post(action, code) {
    return fetch('./qr', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: action, qr_code: code, email: account.value.trim() || undefined })
    }).then(function (r) { return r.json(); }).then(function (body) {
      status.textContent = body.ret_code === 0
        ? 'QR code ' + code.slice(0, 8) + ': ' + action + ' done.'
        : 'QR code ' + code.slice(0, 8) + ': ' + body.ret_msg;
      return refresh();
    });
  }

  function button(label, action, code, kind) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.className = kind || '';
    b.setAttribute('aria-label', label + ' QR code ' + code.slice(0, 8));
    b.addEventListener('click', function () { post(action, code); });
    return b;
  }

  function render(body) {
    var sessions = body.result.sessions;
    var key = JSON.stringify(sessions.map(function (s) { return [s.qr_code, s.status]; }));
    if (datalist.childElementCount === 0) {
      body.result.accounts.forEach(function (email) {
        var option = document.createElement('option');
        option.value = email;
        datalist.appendChild(option);
      });
    }
    empty.hidden = sessions.length > 0;
    if (key === shown) return;
    shown = key;
    list.textContent = '';
    sessions.forEach(function (s) {
      var item = document.createElement('li');
      item.setAttribute('data-qr-code', s.qr_code);
      var title = document.createElement('div');
      title.innerHTML = 'QR code <span class="code"></span>';
      title.querySelector('.code').textContent = s.qr_code.slice(0, 8);
      var state = document.createElement('div');
      var left = Math.max(0, Math.round((s.expires_at_ms - body.result.now_ms) / 1000));
      state.textContent = STATUS_TEXT[s.status] + ', expires in about ' + Math.ceil(left / 60) + ' min';
      var actions = document.createElement('div');
      actions.className = 'actions';
      if (s.status === 0) actions.appendChild(button('Scan', 'scan', s.qr_code));
      actions.appendChild(button('Confirm', 'confirm', s.qr_code, 'primary'));
      actions.appendChild(button('Reject', 'reject', s.qr_code, 'danger'));
      item.appendChild(title);
      item.appendChild(state);
      item.appendChild(actions);
      list.appendChild(item);
    });
  }

  function refresh() {
    return fetch('./qr').then(function (r) { return r.json(); }).then(render).catch(function () {
      status.textContent = 'The sandbox did not answer; retrying.';
    });
  }

  refresh();
  setInterval(refresh, ${QR_APP_REFRESH_MS});
})();
</script>
</body>
</html>`;
}

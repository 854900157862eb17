/**
 * The launch page's inline script: a stub of Telegram Web's side of the mini app bridge
 * (docs/sandbox.md, "The Telegram mini app", "The launch page"). The mini app in the iframe posts
 * `JSON.stringify({ eventType, eventData })` to its parent; the stub accepts such messages from
 * the iframe's window only, logs each (the visible log and `window.__miniAppEvents`), and answers
 * as Telegram does, posting `JSON.stringify({ eventType, eventData })` back to the iframe on the
 * page's own origin:
 *
 * - `web_app_request_theme` → `theme_changed { theme_params }`;
 * - `web_app_request_viewport` → `viewport_changed { height, width, is_expanded, is_state_stable }`
 *   (also when the window is resized);
 * - `web_app_request_safe_area` / `web_app_request_content_safe_area` → `safe_area_changed` /
 *   `content_safe_area_changed` with zero insets;
 * - `web_app_request_write_access` → `write_access_requested { status: 'allowed' }`
 *   (`cancelled` while "refuse write access" is ticked);
 * - `web_app_setup_main_button` draws the Main Button under the frame (its click posts
 *   `main_button_pressed`); `web_app_setup_back_button` shows or hides the Back button above it
 *   (`back_button_pressed`); `web_app_set_header_color` and `web_app_set_background_color` colour
 *   the header bar and the frame's backdrop;
 * - `web_app_close` removes the frame; `web_app_open_link { url }` opens an http(s) link in a new
 *   tab. Every other event is logged only.
 *
 * The page's "Switch to dark/light theme" button posts `theme_changed` with the other theme.
 */
import type { MiniAppThemeName, MiniAppThemeParams } from '../chat-app/mini-app-themes';
import { scriptJson } from './serve-html-page';

export interface BridgeStubConfig {
  readonly theme: MiniAppThemeName;
  readonly themes: Readonly<Record<MiniAppThemeName, MiniAppThemeParams>>;
  /** Each user's description, by key, for the form's hint. */
  readonly userDescriptions: Readonly<Record<string, string>>;
}

/** The element ids the script and the page share. */
export const BRIDGE_STUB_IDS = {
  frame: 'mini-app',
  frameBox: 'mini-app-box',
  log: 'event-log',
  clearLog: 'clear-log',
  header: 'header-bar',
  back: 'back-button',
  mainBar: 'main-button-bar',
  main: 'main-button',
  closed: 'closed-note',
  toggleTheme: 'toggle-theme',
  refuseWriteAccess: 'refuse-write-access',
  user: 'user',
  userDescription: 'user-description',
} as const;

export function miniAppBridgeStubScript(config: BridgeStubConfig): string {
  return `(function () {
  'use strict';
  var CONFIG = ${scriptJson(config)};
  var IDS = ${scriptJson(BRIDGE_STUB_IDS)};
  var byId = function (id) { return document.getElementById(id); };
  var frame = byId(IDS.frame);
  var frameBox = byId(IDS.frameBox);
  var log = byId(IDS.log);
  var header = byId(IDS.header);
  var back = byId(IDS.back);
  var mainBar = byId(IDS.mainBar);
  var main = byId(IDS.main);
  var closed = byId(IDS.closed);
  var toggleTheme = byId(IDS.toggleTheme);
  var refuseWriteAccess = byId(IDS.refuseWriteAccess);
  var themeName = CONFIG.theme;
  var headerSetting = {};
  var backgroundColor = null;
  var mainButton = { is_visible: false, is_active: true, is_progress_visible: false, text: '' };
  var events = [];
  window.__miniAppEvents = events;

  function theme() { return CONFIG.themes[themeName]; }

  // To the mini app, as Telegram Web posts: a JSON string, to the page's own origin.
  function post(eventType, eventData) {
    if (!frame || !frame.contentWindow) return;
    var message = eventData === undefined ? { eventType: eventType } : { eventType: eventType, eventData: eventData };
    frame.contentWindow.postMessage(JSON.stringify(message), location.origin);
  }

  function record(eventType, eventData) {
    events.push({ eventType: eventType, eventData: eventData, at: Date.now() });
    var item = document.createElement('li');
    var type = document.createElement('strong');
    type.textContent = eventType;
    item.appendChild(type);
    if (eventData !== undefined) {
      var data = document.createElement('code');
      data.textContent = ' ' + JSON.stringify(eventData);
      item.appendChild(data);
    }
    log.appendChild(item);
  }

  function paint() {
    var colours = theme();
    var keyed = typeof headerSetting.color_key === 'string' &&
      Object.prototype.hasOwnProperty.call(colours, headerSetting.color_key) ? colours[headerSetting.color_key] : null;
    header.style.backgroundColor = headerSetting.color || keyed || colours.header_bg_color;
    header.style.color = colours.text_color;
    frameBox.style.backgroundColor = backgroundColor || colours.bg_color;
    mainBar.style.backgroundColor = colours.bottom_bar_bg_color;
    mainBar.hidden = !frame || !mainButton.is_visible || !mainButton.text;
    main.textContent = mainButton.text || '';
    if (mainButton.is_progress_visible) main.textContent = '\\u23f3 ' + main.textContent;
    main.setAttribute('aria-busy', mainButton.is_progress_visible ? 'true' : 'false');
    main.disabled = !mainButton.is_active;
    main.style.backgroundColor = mainButton.color || colours.button_color;
    main.style.color = mainButton.text_color || colours.button_text_color;
    toggleTheme.textContent = themeName === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  }

  function viewport() {
    post('viewport_changed', {
      height: frame ? frame.clientHeight : 0,
      width: frame ? frame.clientWidth : 0,
      is_expanded: true,
      is_state_stable: true,
    });
  }
  var NO_INSETS = { top: 0, bottom: 0, left: 0, right: 0 };

  var answers = {
    web_app_request_theme: function () { post('theme_changed', { theme_params: theme() }); },
    web_app_request_viewport: viewport,
    web_app_request_safe_area: function () { post('safe_area_changed', NO_INSETS); },
    web_app_request_content_safe_area: function () { post('content_safe_area_changed', NO_INSETS); },
    web_app_request_write_access: function () {
      post('write_access_requested', { status: refuseWriteAccess.checked ? 'cancelled' : 'allowed' });
    },
    web_app_setup_main_button: function (data) {
      mainButton = {
        is_visible: data.is_visible === true,
        is_active: data.is_active !== false,
        is_progress_visible: data.is_progress_visible === true,
        text: typeof data.text === 'string' ? data.text : '',
        color: typeof data.color === 'string' ? data.color : null,
        text_color: typeof data.text_color === 'string' ? data.text_color : null,
      };
      paint();
    },
    web_app_setup_back_button: function (data) { back.hidden = data.is_visible !== true; },
    web_app_set_header_color: function (data) {
      headerSetting = { color: typeof data.color === 'string' ? data.color : null, color_key: data.color_key };
      paint();
    },
    web_app_set_background_color: function (data) {
      backgroundColor = typeof data.color === 'string' ? data.color : null;
      paint();
    },
    web_app_close: function () {
      if (!frame) return;
      frame.remove();
      frame = null;
      back.hidden = true;
      closed.hidden = false;
      paint();
    },
    web_app_open_link: function (data) {
      var url = typeof data.url === 'string' ? data.url : '';
      if (/^https?:\\/\\//i.test(url)) window.open(url, '_blank', 'noopener');
    },
  };

  window.addEventListener('message', function (event) {
    // Only the mini app's window speaks to the bridge, and only in Telegram's format.
    if (!frame || event.source !== frame.contentWindow || typeof event.data !== 'string') return;
    var message;
    try { message = JSON.parse(event.data); } catch (ignored) { return; }
    if (!message || typeof message.eventType !== 'string') return;
    record(message.eventType, message.eventData);
    if (Object.prototype.hasOwnProperty.call(answers, message.eventType)) {
      var data = message.eventData && typeof message.eventData === 'object' ? message.eventData : {};
      answers[message.eventType](data);
    }
  });
  window.addEventListener('resize', function () { if (frame) viewport(); });

  main.addEventListener('click', function () {
    if (mainButton.is_visible && mainButton.is_active) post('main_button_pressed');
  });
  back.addEventListener('click', function () { post('back_button_pressed'); });
  toggleTheme.addEventListener('click', function () {
    themeName = themeName === 'light' ? 'dark' : 'light';
    paint();
    post('theme_changed', { theme_params: theme() });
  });
  byId(IDS.clearLog).addEventListener('click', function () {
    events.length = 0;
    log.textContent = '';
  });
  var userSelect = byId(IDS.user);
  userSelect.addEventListener('change', function () {
    byId(IDS.userDescription).textContent = CONFIG.userDescriptions[userSelect.value] || '';
  });
  paint();
})();`;
}

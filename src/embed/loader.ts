/**
 * embed.js: the loader a host page includes with `<script src="https://<edition site>/embed.js">`.
 * It defines `window.ExchangeAuth` (and no other global) and frames the widget from the site it
 * was loaded from. The build (scripts/embed/build-loader.ts) bundles it alone, as an IIFE within
 * 5 KiB gzip, and replaces the two constants below: the host patterns of the build's environment
 * (the manifest's `embed.allowedHosts`) and the version.
 */
import { createExchangeAuth } from './loader-api';
import { inChatAppWebView } from './loader-chat-app';
import { loaderScriptOrigin } from './loader-script-origin';
import type { ExchangeAuthApi } from './public-api';

declare const __EXCHANGE_AUTH_HOSTS__: readonly string[];
declare const __EXCHANGE_AUTH_VERSION__: string;

(window as Window & { ExchangeAuth?: ExchangeAuthApi }).ExchangeAuth = createExchangeAuth({
  frameOrigin: loaderScriptOrigin(document),
  allowedHosts: __EXCHANGE_AUTH_HOSTS__,
  version: __EXCHANGE_AUTH_VERSION__,
  page: {
    reload: () => {
      if (!inChatAppWebView(window)) location.reload();
    },
    assign: (url) => location.assign(url),
  },
});

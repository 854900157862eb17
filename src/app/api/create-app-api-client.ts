import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient } from '@/api/api-client';
import type { Platform } from '@/api/request';
import type { ErrorNotifier } from '@/api/error-notifier';
import type { EnvironmentSettings } from '@/config/environments';
import type { TokenStore } from '@/lib/session-token';
import type { ErrorCodeKey } from '../i18n/error-code-key';

/**
 * The app's one request wrapper: the environment's API base, the visitor's language, the token
 * store and the UI's notifier. Error texts come from the `errors` namespace: a message key the
 * catalogue names, else the code's own text (`errors:codes.<code>`).
 */
export function createAppApiClient(input: {
  environment: EnvironmentSettings;
  i18n: I18n;
  tokens: TokenStore;
  notify: ErrorNotifier;
  onSiteChange?: (site: string) => void;
  track?: (event: string, data?: Record<string, unknown>) => void;
  /** Inside the chat app's mini app: its platform tag (docs/mini-app.md); else pc or h5. */
  platform?: Platform | undefined;
  /** In OAuth iframe mode: the id sent as oauth_tmp_login_id on login, QR and register calls. */
  oauthTmpLoginId?: () => string | null;
}): ApiClient {
  const { i18n } = input;
  return createApiClient({
    apiBase: input.environment.apiBase,
    platform: input.platform ?? (window.matchMedia?.('(pointer: coarse)').matches ? 'h5' : 'pc'),
    getLang: () => i18n.language,
    getToken: input.tokens.get,
    setToken: input.tokens.set,
    onSiteChange: input.onSiteChange,
    notify: input.notify,
    track: input.track,
    oauthTmpLoginId: input.oauthTmpLoginId,
    translateError: (code, options) => {
      const key = options?.messageKey ?? (`codes.${code}` as ErrorCodeKey); // checked below
      const tOptions = { ns: 'errors', ...options?.values } as const;
      return i18n.exists(key, tOptions) ? i18n.t(key, tOptions) : undefined;
    },
  });
}

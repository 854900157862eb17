/**
 * The app-download config: the web config entry `web_download_config` (POST /v3/config/web, one
 * of the spec's "captcha, download and gray configs"): the mobile app's store links and whether
 * they are offered (docs/login.md, "QR login", app download). The spec shows no value; it
 * is read as `{ ios, android, show }` with https links. A failure, a missing entry or an
 * unreadable value resolves to null (the page's own download page is offered), silently.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { getWebConfigEntry, parseWebConfigValue } from './web-config';

export const DOWNLOAD_CONFIG_KEY = 'web_download_config';

const loadSchemas = () => import('./download-config.schema');

export interface AppDownloadLinks {
  /** false: the exchange offers no download now. */
  readonly show: boolean;
  readonly ios: string | null;
  readonly android: string | null;
}

export async function fetchAppDownloadLinks(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<AppDownloadLinks | null> {
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const entry = await getWebConfigEntry(client, DOWNLOAD_CONFIG_KEY, signal ? { signal } : {});
  if (!entry) return null;
  const { downloadValueSchema } = await schemas;
  const value = downloadValueSchema.safeParse(parseWebConfigValue(entry.value));
  if (!value.success) return null;
  return {
    show: value.data.show ?? true,
    ios: value.data.ios || null,
    android: value.data.android || null,
  };
}

export function appDownloadQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['config', DOWNLOAD_CONFIG_KEY] as const,
    queryFn: ({ signal }) => fetchAppDownloadLinks(client, signal).catch(() => null),
    staleTime: Infinity,
  });
}

/**
 * The gray-release config: the web config entry `web_gray_config` (POST /v3/config/web, one of
 * the spec's "captcha, download and gray configs"), whose value names the last digits of the
 * user ids in the gray release (docs/login.md, "After sign-in", gray release). The spec shows no
 * value; it is read as `{ userIdTails: ["0", …] }`. A failure, a missing entry or an unreadable
 * value resolves to null (the rule's own digits apply), silently.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { getWebConfigEntry, parseWebConfigValue } from './web-config';

export const GRAY_CONFIG_KEY = 'web_gray_config';

const loadSchemas = () => import('./gray-config.schema');

/** The configured last digits, or null when there is no readable config. */
export async function fetchGrayUserIdTails(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<readonly string[] | null> {
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const entry = await getWebConfigEntry(client, GRAY_CONFIG_KEY, signal ? { signal } : {});
  if (!entry) return null;
  const { grayValueSchema } = await schemas;
  const value = grayValueSchema.safeParse(parseWebConfigValue(entry.value));
  return value.success ? value.data.userIdTails : null;
}

export function grayConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['config', GRAY_CONFIG_KEY] as const,
    queryFn: ({ signal }) => fetchGrayUserIdTails(client, signal).catch(() => null),
    staleTime: Infinity,
  });
}

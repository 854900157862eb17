/** A real ApiClient over a recording fake fetch, for endpoint tests. */
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api-client';

export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}

/** A signed-out visitor's client with no UI: what every test client starts from. */
export const TEST_CLIENT_OPTIONS = {
  apiBase: '/x-api',
  platform: 'pc',
  getLang: () => 'en',
  getToken: () => null,
  setToken: () => undefined,
  notify: { toast: () => undefined, dialog: () => undefined },
  getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
} satisfies ApiClientOptions;

export function clientAnswering(
  body: unknown,
  overrides: Partial<ApiClientOptions> = {},
): { client: ApiClient; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body));
  }) as typeof fetch;
  const client = createApiClient({ ...TEST_CLIENT_OPTIONS, fetchImpl, ...overrides });
  return { client, calls };
}

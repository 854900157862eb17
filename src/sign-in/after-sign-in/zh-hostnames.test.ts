import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '@/api/api-client';
import { TEST_CLIENT_OPTIONS } from '@/api/endpoints/test-client';
import { DEFAULT_ZH_HOSTNAMES } from '@/lib/china-hostnames';
import { ZH_HOSTNAMES_WAIT_MS, zhHostnamesWithin } from './zh-hostnames';

/** A client whose web config call answers `value` as the login-entry entry after `delayMs`. */
function configServer(
  answer: { value: unknown } | 'http500' | 'no-entry',
  delayMs = 0,
): { client: ApiClient; bodies: unknown[] } {
  const bodies: unknown[] = [];
  const client = createApiClient({
    ...TEST_CLIENT_OPTIONS,
    fetchImpl: (async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (answer === 'http500') return new Response('down', { status: 500 });
      const list =
        answer === 'no-entry'
          ? []
          : [
              {
                key: 'web_login_entry_config',
                language: '',
                value:
                  typeof answer.value === 'string' ? answer.value : JSON.stringify(answer.value),
                campaignId: '',
              },
            ];
      return new Response(JSON.stringify({ ret_code: 0, ret_msg: 'OK', result: { list } }));
    }) as typeof fetch,
  });
  return { client, bodies };
}

describe('zhHostnamesWithin', () => {
  afterEach(() => vi.useRealTimers());

  it("gives the login-entry config's zhHostnameList, asked for once per page", async () => {
    const { client, bodies } = configServer({
      value: { redeemAmount: { normal_amount: '30' }, zhHostnameList: ['www.exchange-zh.example'] },
    });
    const queryClient = new QueryClient();
    expect(await zhHostnamesWithin(queryClient, client)).toEqual(['www.exchange-zh.example']);
    expect(await zhHostnamesWithin(queryClient, client)).toEqual(['www.exchange-zh.example']);
    expect(bodies).toEqual([{ project_name: 'web', keys: ['web_login_entry_config'] }]);
  });

  it('keeps an empty list: the config says there is no Chinese site', async () => {
    const { client } = configServer({ value: { zhHostnameList: [] } });
    expect(await zhHostnamesWithin(new QueryClient(), client)).toEqual([]);
  });

  it('falls back to the default list when the config lacks it, cannot be read or fails', async () => {
    for (const answer of [
      { value: { redeemAmount: { normal_amount: '30' } } },
      { value: { zhHostnameList: 'cn.exchange.example' } },
      { value: '{not json' },
      'no-entry' as const,
      'http500' as const,
    ]) {
      const { client } = configServer(answer);
      expect(await zhHostnamesWithin(new QueryClient(), client)).toBe(DEFAULT_ZH_HOSTNAMES);
    }
  });

  it(`waits for the config up to ${ZH_HOSTNAMES_WAIT_MS} ms, then decides with the default list`, async () => {
    vi.useFakeTimers();
    const late = configServer({ value: { zhHostnameList: ['zh.exchange.example'] } }, 5_000);
    const queryClient = new QueryClient();
    let settled: readonly string[] | undefined;
    void zhHostnamesWithin(queryClient, late.client).then((list) => (settled = list));
    await vi.advanceTimersByTimeAsync(ZH_HOSTNAMES_WAIT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(DEFAULT_ZH_HOSTNAMES);
    // The answer still lands in the cache for the next sign-in on this page.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await zhHostnamesWithin(queryClient, late.client)).toEqual(['zh.exchange.example']);
    expect(late.bodies).toHaveLength(1);
  });
});

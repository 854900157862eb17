import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '@/api/api-client';
import { TEST_CLIENT_OPTIONS } from '@/api/endpoints/test-client';
import { safeRedirectTarget } from '@/lib/redirect-safety';
import { redirectContext, sameOriginRedirectContext } from './redirect-context';
import { WHITE_HOSTS_WAIT_MS, whiteHostsWithin } from './white-hosts';

const ORIGIN = 'https://www.exchange.example';
const settings = {
  ownDomains: ['exchange.example', 'exchange-partner-brand.example'],
  whitelistOrigins: ['https://settings-partner.example'],
};
const sites = [
  { hosts: ['www.exchange.example', 'eu.exchange.example'] },
  { hosts: ['exchange.com.tr'] },
];

/** A client whose get-white-hosts call answers `body` (or HTTP 500) after `delayMs`. */
function whiteHostsServer(body: unknown, delayMs = 0): { client: ApiClient; calls: () => number } {
  let calls = 0;
  const client = createApiClient({
    ...TEST_CLIENT_OPTIONS,
    fetchImpl: (async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return body === 'http500'
        ? new Response('down', { status: 500 })
        : new Response(JSON.stringify(body));
    }) as typeof fetch,
  });
  return { client, calls: () => calls };
}

const hostsAnswer = (hosts: unknown[]) => ({ ret_code: 0, ret_msg: 'OK', result: { hosts } });

describe('redirectContext', () => {
  it('takes the own domains from the settings and every site, and the whitelist from the settings and the API', () => {
    const context = redirectContext({
      origin: ORIGIN,
      settings,
      sites,
      whiteHosts: ['https://partner.example', 'https://settings-partner.example'],
    });
    expect(context).toEqual({
      origin: ORIGIN,
      ownHosts: [
        'exchange.example',
        'exchange-partner-brand.example',
        'www.exchange.example',
        'eu.exchange.example',
        'exchange.com.tr',
      ],
      whitelistOrigins: ['https://settings-partner.example', 'https://partner.example'],
    });
  });

  it('lets redirect safety accept each source and refuse anything else', () => {
    const context = redirectContext({
      origin: ORIGIN,
      settings,
      sites,
      whiteHosts: ['https://partner.example'],
    });
    const accepted = [
      'https://app.exchange-partner-brand.example/en/earn', // own domain from the settings
      'https://exchange.com.tr/tr-TUR', // a site's host
      'https://settings-partner.example/welcome', // whitelisted in the settings
      'https://partner.example/welcome', // whitelisted by the API
    ];
    for (const target of accepted) expect(safeRedirectTarget(target, context)).toBe(target);
    expect(safeRedirectTarget('https://evil.example/', context)).toBeNull();
    // A whitelisted origin is exact: not its subdomains, not another port.
    expect(safeRedirectTarget('https://x.partner.example/', context)).toBeNull();
    expect(safeRedirectTarget('https://partner.example:8443/', context)).toBeNull();
    // Without the API list, the API's origin is refused.
    const withoutApi = redirectContext({ origin: ORIGIN, settings, sites, whiteHosts: [] });
    expect(safeRedirectTarget('https://partner.example/welcome', withoutApi)).toBeNull();
  });

  it('allows this origin only for a logged-in visitor on the register page', () => {
    const context = sameOriginRedirectContext(ORIGIN);
    expect(safeRedirectTarget('/en/assets', context)).toBe('/en/assets');
    expect(safeRedirectTarget('https://eu.exchange.example/x', context)).toBeNull();
    expect(safeRedirectTarget('https://partner.example/', context)).toBeNull();
  });
});

describe('whiteHostsWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the API list, without its malformed entries, and asks once per page', async () => {
    const { client, calls } = whiteHostsServer(
      hostsAnswer(['https://partner.example', 'partner.example', 'https://partner.example/x']),
    );
    const queryClient = new QueryClient();
    expect(await whiteHostsWithin(queryClient, client)).toEqual(['https://partner.example']);
    expect(await whiteHostsWithin(queryClient, client)).toEqual(['https://partner.example']);
    expect(calls()).toBe(1);
    const context = redirectContext({
      origin: ORIGIN,
      settings,
      sites,
      whiteHosts: await whiteHostsWithin(queryClient, client),
    });
    expect(safeRedirectTarget('https://partner.example/', context)).toBe(
      'https://partner.example/',
    );
  });

  it('is an empty list when the call fails, so only the settings whitelist applies', async () => {
    for (const body of [
      'http500',
      { ret_code: 10001, ret_msg: 'x', result: null },
      { ret_code: 0 },
    ]) {
      const { client } = whiteHostsServer(body);
      const whiteHosts = await whiteHostsWithin(new QueryClient(), client);
      expect(whiteHosts).toEqual([]);
      const context = redirectContext({ origin: ORIGIN, settings, sites, whiteHosts });
      expect(context.whitelistOrigins).toEqual(['https://settings-partner.example']);
    }
  });

  it(`waits for a list on its way up to ${WHITE_HOSTS_WAIT_MS} ms, then decides without it`, async () => {
    vi.useFakeTimers();
    const late = whiteHostsServer(hostsAnswer(['https://partner.example']), 1_000);
    const lateList = whiteHostsWithin(new QueryClient(), late.client);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await lateList).toEqual(['https://partner.example']);

    const tooLate = whiteHostsServer(hostsAnswer(['https://partner.example']), 5_000);
    const queryClient = new QueryClient();
    let settled: readonly string[] | undefined;
    void whiteHostsWithin(queryClient, tooLate.client).then((list) => (settled = list));
    await vi.advanceTimersByTimeAsync(WHITE_HOSTS_WAIT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual([]);
    // The answer still lands in the cache for the next sign-in on this page.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await whiteHostsWithin(queryClient, tooLate.client)).toEqual([
      'https://partner.example',
    ]);
    expect(tooLate.calls()).toBe(1);
  });
});

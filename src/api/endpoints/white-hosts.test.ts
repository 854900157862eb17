import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api-client';
import { queryKeys } from '../query-keys';
import { getWhiteHosts, whiteHostsQueryOptions } from './white-hosts';
import { TEST_CLIENT_OPTIONS, clientAnswering } from './test-client';

const answer = (hosts: unknown) => ({ ret_code: 0, ret_msg: 'OK', result: { hosts } });

describe('GET /user/public/get-white-hosts', () => {
  it('asks without the UserToken header, even when the visitor is logged in', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const client = createApiClient({
      ...TEST_CLIENT_OPTIONS,
      getToken: () => 'session-token',
      fetchImpl: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push({ url: String(input), headers: new Headers(init?.headers) });
        return new Response(JSON.stringify(answer(['https://partner.example'])));
      }) as typeof fetch,
    });
    const result = await getWhiteHosts(client);
    expect(result?.result).toEqual(['https://partner.example']);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/x-api/user/public/get-white-hosts');
    expect(seen[0]?.headers.has('UserToken')).toBe(false);
  });

  it('keeps the origins in their canonical form, once each, and ignores malformed entries', async () => {
    const { client } = clientAnswering(
      answer([
        'https://partner.example',
        'HTTPS://Pay.Partner.Example:8443/',
        'https://partner.example',
        'http://sandbox.partner.example:4173',
        'partner-without-scheme.example',
        'https://partner.example/path',
        'https://partner.example?x=1',
        'https://user@partner.example',
        ' https://padded.example',
        'javascript:alert(1)',
        'ftp://files.partner.example',
        'https://',
        42,
        null,
        { origin: 'https://object.example' },
      ]),
    );
    const result = await getWhiteHosts(client);
    expect(result?.result).toEqual([
      'https://partner.example',
      'https://pay.partner.example:8443',
      'http://sandbox.partner.example:4173',
    ]);
  });

  it('rejects an answer without the list', async () => {
    const { client } = clientAnswering({
      ret_code: 0,
      ret_msg: 'OK',
      result: ['https://a.example'],
    });
    await expect(getWhiteHosts(client)).rejects.toMatchObject({ name: 'ApiResponseShapeError' });
  });

  it('shows the visitor nothing when the call fails', async () => {
    const toast = vi.fn();
    const dialog = vi.fn();
    const failing = clientAnswering(
      { ret_code: 10001, ret_msg: 'params error', result: null },
      { notify: { toast, dialog } },
    );
    expect((await getWhiteHosts(failing.client))?.retCode).toBe(10001);
    const broken = createApiClient({
      ...TEST_CLIENT_OPTIONS,
      notify: { toast, dialog },
      fetchImpl: (async () => new Response('down', { status: 500 })) as typeof fetch,
    });
    expect(await getWhiteHosts(broken)).toBeUndefined();
    expect(toast).not.toHaveBeenCalled();
    expect(dialog).not.toHaveBeenCalled();
  });

  it('is fetched once for the page and not retried', async () => {
    const { client, calls } = clientAnswering(answer(['https://partner.example']));
    const options = whiteHostsQueryOptions(client);
    expect(options.queryKey).toEqual(queryKeys.whiteHosts());
    expect(options.staleTime).toBe(Infinity);
    expect(options.retry).toBe(false);

    const queryClient = new QueryClient();
    expect(await queryClient.fetchQuery(options)).toEqual(['https://partner.example']);
    await queryClient.fetchQuery(options);
    expect(calls).toHaveLength(1);
    queryClient.clear();
  });
});

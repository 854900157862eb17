import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { getIpInfo, ipInfoQueryOptions } from './ip-info';
import { clientAnswering } from './test-client';

const answer = {
  ret_code: 0,
  result: { code: 'GB', is_visible: 1, is_login: 1, group_country: '', ip: '203.0.113.7' },
};

describe('ip info', () => {
  it('reads code, is_visible, is_login, group_country and ip from GET /v3/public/user/ip-info', async () => {
    const { client, calls } = clientAnswering(answer);
    const result = await getIpInfo(client);
    expect(calls[0]).toMatchObject({ url: '/x-api/v3/public/user/ip-info', method: 'GET' });
    expect(result?.result).toEqual(answer.result);
  });

  it('is fetched once for the whole visit', async () => {
    const { client, calls } = clientAnswering(answer);
    const options = ipInfoQueryOptions(client);
    expect(options.queryKey).toEqual(queryKeys.ipInfo());
    expect(options.staleTime).toBe(Infinity);
    expect(options.gcTime).toBe(Infinity);

    const queryClient = new QueryClient();
    expect((await queryClient.fetchQuery(options)).ip).toBe('203.0.113.7');
    await queryClient.fetchQuery(options);
    expect(calls).toHaveLength(1);
    queryClient.clear();
  });

  it('rejects an answer without the IP', async () => {
    const { client } = clientAnswering({ ret_code: 0, result: { code: 'GB' } });
    await expect(getIpInfo(client)).rejects.toMatchObject({ name: 'ApiResponseShapeError' });
  });
});

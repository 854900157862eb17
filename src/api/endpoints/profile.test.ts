import { QueryClient } from '@tanstack/react-query';
import { ApiCallError } from '../api-error';
import { queryKeys } from '../query-keys';
import {
  PROFILE_STALE_TIME_MS,
  getProfile,
  invalidateProfile,
  profileQueryOptions,
} from './profile';
import { clientAnswering } from './test-client';

describe('profile', () => {
  it('reads result.id from GET /v2/private/user/profile', async () => {
    const { client, calls } = clientAnswering({
      ret_code: 0,
      result: { id: 98765, nickname: 'x' },
    });
    const answer = await getProfile(client);
    expect(calls[0]).toMatchObject({ url: '/x-api/v2/private/user/profile', method: 'GET' });
    expect(answer?.result).toEqual({ id: 98765 });
  });

  it('is cached for 10 s under the profile query key', async () => {
    expect(PROFILE_STALE_TIME_MS).toBe(10_000);
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    try {
      const { client, calls } = clientAnswering({ ret_code: 0, result: { id: '1' } });
      const options = profileQueryOptions(client);
      expect(options.queryKey).toEqual(queryKeys.profile());
      expect(options.staleTime).toBe(10_000);

      const queryClient = new QueryClient();
      expect(await queryClient.fetchQuery(options)).toEqual({ id: '1' });
      vi.setSystemTime(9_999);
      await queryClient.fetchQuery(options);
      expect(calls).toHaveLength(1);
      vi.setSystemTime(10_001);
      await queryClient.fetchQuery(options);
      expect(calls).toHaveLength(2);

      await queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
      await queryClient.fetchQuery(options);
      expect(calls).toHaveLength(3);
      queryClient.clear();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is read from the API again after a profile change, inside the 10 s window', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    try {
      const { client, calls } = clientAnswering({ ret_code: 0, result: { id: '1' } });
      const queryClient = new QueryClient();
      await queryClient.fetchQuery(profileQueryOptions(client));
      vi.setSystemTime(1_000);
      await queryClient.fetchQuery(profileQueryOptions(client));
      expect(calls).toHaveLength(1);

      await invalidateProfile(queryClient);
      await queryClient.fetchQuery(profileQueryOptions(client));
      expect(calls).toHaveLength(2);
      queryClient.clear();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails the query with the code when the call does not succeed', async () => {
    const { client } = clientAnswering({ ret_code: 10006, ret_msg: 'not logged in' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(profileQueryOptions(client))).rejects.toMatchObject({
      name: 'ApiCallError',
      retCode: 10006,
    });
    await expect(queryClient.fetchQuery(profileQueryOptions(client))).rejects.toBeInstanceOf(
      ApiCallError,
    );
  });
});

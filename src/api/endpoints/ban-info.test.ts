import { banStartMs, getBanInfo, selfUnblock } from './ban-info';
import { clientAnswering } from './test-client';

describe('ban info', () => {
  it('posts the self_unbind_token to /user/public/ban/einfo and parses the answer', async () => {
    const { client, calls } = clientAnswering({
      ret_code: 0,
      result: { is_self_help_baned: 1, baned_time: 1_700_000_000 },
    });
    const answer = await getBanInfo(client, 'tok');
    expect(calls[0]).toMatchObject({
      url: '/x-api/user/public/ban/einfo',
      method: 'POST',
      body: { self_unbind_token: 'tok' },
    });
    expect(answer?.result).toEqual({ is_self_help_baned: 1, baned_time: 1_700_000_000 });
    expect(banStartMs(answer!.result!)).toBe(1_700_000_000_000);
  });

  it('reads a missing or zero ban time as unknown', () => {
    expect(banStartMs({ is_self_help_baned: 0, baned_time: 0 })).toBeNull();
    expect(banStartMs({ is_self_help_baned: 1, baned_time: 'x' })).toBeNull();
  });

  it('posts the deblocking call with the same token', async () => {
    const { client, calls } = clientAnswering({ ret_code: 0, result: { unblocked: true } });
    await selfUnblock(client, 'tok');
    expect(calls[0]).toMatchObject({
      url: '/x-api/user/public/self-help/deblocking',
      body: { self_unbind_token: 'tok' },
    });
  });
});

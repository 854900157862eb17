import { fetchInviterAvatar } from './inviter-avatar';
import { clientAnswering } from './test-client';

describe('inviter avatar lookup', () => {
  it('posts the user id to /user/public/inviter/avatar and reads headimg', async () => {
    const { client, calls } = clientAnswering({
      ret_code: 0,
      result: { user_id: 10000001, headimg: '/a.svg' },
    });
    expect(await fetchInviterAvatar(client, '10000001')).toBe('/a.svg');
    expect(calls[0]).toMatchObject({
      url: '/x-api/user/public/inviter/avatar',
      method: 'POST',
      body: { user_id: '10000001' },
    });
  });

  it('reads a user without a picture, or an odd answer, as no picture', async () => {
    const none = clientAnswering({ ret_code: 0, result: { user_id: 10000002, headimg: '' } });
    expect(await fetchInviterAvatar(none.client, '10000002')).toBe('');
    const odd = clientAnswering({ ret_code: 0, result: { headimg: 42 } });
    expect(await fetchInviterAvatar(odd.client, '1')).toBe('');
  });

  it('reads a refusal as no picture, without a toast', async () => {
    const toast = vi.fn();
    const { client } = clientAnswering(
      { ret_code: 10001, ret_msg: 'bad user_id', result: {} },
      { notify: { toast, dialog: () => undefined } },
    );
    expect(await fetchInviterAvatar(client, 'x')).toBe('');
    expect(toast).not.toHaveBeenCalled();
  });
});

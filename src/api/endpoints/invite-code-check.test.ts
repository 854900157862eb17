import { checkInviteCode } from './invite-code-check';
import { clientAnswering } from './test-client';

describe('invite check', () => {
  it('posts the code to /user/public/invite/check and reads a valid code with its inviter', async () => {
    const { client, calls } = clientAnswering({
      ret_code: 0,
      result: {
        status: 'valid',
        inviter: { user_id: 10000001, nickname: 'Alice' },
      },
    });
    expect(await checkInviteCode(client, { code: 'INVITE2026' })).toEqual({
      status: 'valid',
      inviter: { userId: '10000001', nickname: 'Alice' },
    });
    expect(calls[0]).toMatchObject({
      url: '/x-api/user/public/invite/check',
      method: 'POST',
      body: { invite_code: 'INVITE2026' },
    });
  });

  it('reads a valid code without an inviter (anonymous invitation)', async () => {
    const { client } = clientAnswering({ ret_code: 0, result: { status: 'valid' } });
    expect(await checkInviteCode(client, { code: 'OPENINVITE' })).toEqual({
      status: 'valid',
      inviter: undefined,
    });
  });

  it('reads expired and invalid codes, and an unknown status as invalid', async () => {
    const expired = clientAnswering({ ret_code: 0, result: { status: 'expired' } });
    expect(await checkInviteCode(expired.client, { code: 'EXPIRED2025' })).toEqual({
      status: 'expired',
    });
    const odd = clientAnswering({ ret_code: 0, result: { status: 'revoked' } });
    expect(await checkInviteCode(odd.client, { code: 'ABCD' })).toEqual({ status: 'invalid' });
  });

  it('is unchecked when the call is refused, without a toast', async () => {
    const toast = vi.fn();
    const { client } = clientAnswering(
      { ret_code: 10001, ret_msg: 'bad', result: null },
      { notify: { toast, dialog: () => undefined } },
    );
    expect(await checkInviteCode(client, { code: 'ABCD' })).toEqual({ status: 'unchecked' });
    expect(toast).not.toHaveBeenCalled();
  });
});

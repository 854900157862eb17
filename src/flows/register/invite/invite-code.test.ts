import {
  INVITE_CODE_MAX_LENGTH,
  blocksSignUp,
  inviteCodeFromUrl,
  inviteStatusAfterCheck,
  inviteStatusBeforeCheck,
  isWellFormedInviteCode,
  normaliseInviteCode,
} from './invite-code';
import { isInvitePath } from './invite-path';

describe('invite screen paths', () => {
  it.each(['/invite', '/invite/ABC123', '/en/invite/ABC123', '/tr/invite', '/friend-invite'])(
    '%s is the invite screen',
    (path) => expect(isInvitePath(path)).toBe(true),
  );
  it.each(['/register', '/sign-up', '/web2', '/en/register', '/inviter', '/login'])(
    '%s is not',
    (path) => expect(isInvitePath(path)).toBe(false),
  );
});

describe('the code an invite link carries', () => {
  it('reads /invite/<code>, with or without a locale prefix', () => {
    expect(inviteCodeFromUrl('/invite/invite2026', '')).toBe('INVITE2026');
    expect(inviteCodeFromUrl('/pt-BR/invite/Abc%20123', '')).toBe('ABC123');
  });

  it('reads ?code= (or inviteCode, invite_code) when the path has none', () => {
    expect(inviteCodeFromUrl('/invite', '?code=openinvite')).toBe('OPENINVITE');
    expect(inviteCodeFromUrl('/friend-invite', '?inviteCode=X1Y2')).toBe('X1Y2');
    expect(inviteCodeFromUrl('/invite', '?invite_code=z9z9')).toBe('Z9Z9');
  });

  it('prefers the path over the query, and has none when neither carries one', () => {
    expect(inviteCodeFromUrl('/invite/PATH1', '?code=QUERY1')).toBe('PATH1');
    expect(inviteCodeFromUrl('/invite', '?ref=ABC')).toBeUndefined();
    expect(inviteCodeFromUrl('/invite/', '?code=%20')).toBeUndefined();
  });

  it('cuts a code longer than the field takes', () => {
    expect(inviteCodeFromUrl(`/invite/${'A'.repeat(30)}`, '')).toHaveLength(INVITE_CODE_MAX_LENGTH);
  });
});

describe('invite code format', () => {
  it('normalises: spaces dropped, upper case', () => {
    expect(normaliseInviteCode(' ab c1 ')).toBe('ABC1');
  });

  it('takes 4 to 20 letters and digits', () => {
    expect(isWellFormedInviteCode('ABC1')).toBe(true);
    expect(isWellFormedInviteCode('A'.repeat(20))).toBe(true);
    expect(isWellFormedInviteCode('ABC')).toBe(false);
    expect(isWellFormedInviteCode('A'.repeat(21))).toBe(false);
    expect(isWellFormedInviteCode('AB-12')).toBe(false);
  });
});

describe('invite status', () => {
  it('before the check: empty, malformed (no call), or checking', () => {
    expect(inviteStatusBeforeCheck('')).toEqual({ kind: 'empty' });
    expect(inviteStatusBeforeCheck('AB!')).toEqual({ kind: 'refused', reason: 'malformed' });
    expect(inviteStatusBeforeCheck('INVITE2026')).toEqual({ kind: 'checking' });
  });

  it('after the check: applied with the inviter, expired, unknown, or unchecked', () => {
    const inviter = { userId: '10000001', nickname: 'Alice' };
    expect(inviteStatusAfterCheck({ status: 'valid', inviter })).toEqual({
      kind: 'applied',
      inviter,
    });
    expect(inviteStatusAfterCheck({ status: 'expired' })).toEqual({
      kind: 'refused',
      reason: 'expired',
    });
    expect(inviteStatusAfterCheck({ status: 'invalid' })).toEqual({
      kind: 'refused',
      reason: 'unknown',
    });
    expect(inviteStatusAfterCheck({ status: 'unchecked' })).toEqual({ kind: 'unchecked' });
  });

  it('only a refused code blocks the sign-up (a failed check leaves it to the server)', () => {
    expect(blocksSignUp({ kind: 'refused', reason: 'expired' })).toBe(true);
    expect(blocksSignUp({ kind: 'refused', reason: 'malformed' })).toBe(true);
    expect(blocksSignUp({ kind: 'unchecked' })).toBe(false);
    expect(blocksSignUp({ kind: 'applied', inviter: undefined })).toBe(false);
    expect(blocksSignUp({ kind: 'empty' })).toBe(false);
  });
});

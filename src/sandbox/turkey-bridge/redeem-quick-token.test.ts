// @vitest-environment node
import { QUICK_TOKEN_TTL_MS } from '../fixtures/turkey-bridge';
import { findAccountByEmail } from '../state/account-directory';
import { createSandboxState } from '../state/sandbox-state';
import { snapshotSandboxState } from '../state/state-snapshot';
import { bindByQuickToken, issueQuickToken, loginByQuickToken } from './redeem-quick-token';

function setUp() {
  let now = 1_800_000_000_000;
  const state = createSandboxState({ now: () => now });
  const token = (email: string, type: string) =>
    issueQuickToken(state, findAccountByEmail(state, email)!, type).token;
  return { state, token, later: (ms: number) => (now += ms) };
}

describe('sandbox: the Turkey site redeems quick tokens', () => {
  it('BIND_TR opens a Turkey account linked to the main-site account; LOGIN_TR then signs in to it', () => {
    const { state, token } = setUp();
    const bound = bindByQuickToken(state, token('2fa@example.com', 'BIND_TR'), 'BIND_TR');
    expect(bound).toMatchObject({ kind: 'bound', type: 'BIND_TR' });
    if (bound.kind !== 'bound') return;
    expect(bound.turkey).toMatchObject({ site: 'TUR', country: 'TUR', email: '2fa@example.com' });
    expect(loginByQuickToken(state, token('2fa@example.com', 'LOGIN_TR'))).toEqual({
      kind: 'signed-in',
      turkey: bound.turkey,
    });
  });

  it('refuses a second bind (30802), LOGIN_TR before any bind (30804), another site (30803)', () => {
    const { state, token } = setUp();
    expect(bindByQuickToken(state, token('demo@example.com', 'BIND_TR'), 'BIND_TR')).toMatchObject({
      retCode: 30802,
    });
    expect(loginByQuickToken(state, token('kyc-guide@example.com', 'LOGIN_TR'))).toMatchObject({
      retCode: 30804,
    });
    expect(
      bindByQuickToken(state, token('eu-new@example.com', 'BIND_TR'), 'BIND_TR'),
    ).toMatchObject({ retCode: 30803 });
    expect(
      bindByQuickToken(state, token('demo+x@example.com', 'MIGRANT_EU'), 'MIGRANT_EU'),
    ).toMatchObject({ retCode: 30803 });
  });

  it('TR_KYC shares the identity verification of a linked account; MIGRANT_EU moves an EU account', () => {
    const { state, token } = setUp();
    const kyc = bindByQuickToken(state, token('demo@example.com', 'TR_KYC'), 'TR_KYC');
    expect(kyc).toMatchObject({ kind: 'bound', turkey: { email: 'tr-demo@example.com' } });
    expect(state.turkeyBridge.kycShared.has('tr-demo@example.com')).toBe(true);
    expect(bindByQuickToken(state, token('2fa@example.com', 'TR_KYC'), 'TR_KYC')).toMatchObject({
      retCode: 30804,
    });
    const moved = bindByQuickToken(state, token('eu-new@example.com', 'MIGRANT_EU'), 'MIGRANT_EU');
    expect(moved).toMatchObject({ kind: 'bound', turkey: { site: 'TUR' } });
  });

  it('a token is good once, for its own type, for 60 s (30801 otherwise)', () => {
    const { state, token, later } = setUp();
    const once = token('demo@example.com', 'LOGIN_TR');
    expect(loginByQuickToken(state, once)).toMatchObject({ kind: 'signed-in' });
    expect(loginByQuickToken(state, once)).toMatchObject({ retCode: 30801 });
    expect(bindByQuickToken(state, token('2fa@example.com', 'LOGIN_TR'), 'BIND_TR')).toMatchObject({
      retCode: 30801,
    });
    const late = token('demo@example.com', 'LOGIN_TR');
    later(QUICK_TOKEN_TTL_MS);
    expect(loginByQuickToken(state, late)).toMatchObject({ retCode: 30801 });
    expect(loginByQuickToken(state, 'never-issued')).toMatchObject({ retCode: 30801 });
  });

  it('shows the links and open tokens in the state snapshot, never a token itself', () => {
    const { state, token } = setUp();
    const open = token('2fa@example.com', 'BIND_TR');
    const snapshot = snapshotSandboxState(state);
    expect(snapshot.turkeyBridge).toEqual({
      links: [{ mainAccountKey: 'demo@example.com', turkeyAccountKey: 'tr-demo@example.com' }],
      kycShared: [],
      openQuickTokens: [
        { accountKey: '2fa@example.com', type: 'BIND_TR', expiresAtMs: 1_800_000_060_000 },
      ],
    });
    expect(JSON.stringify(snapshot)).not.toContain(open);
  });
});

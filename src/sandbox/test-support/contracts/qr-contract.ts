import type { SandboxHarness } from '../sandbox-harness';
import { DEMO_ACCOUNT } from '../../fixtures/accounts';

/** QR login: generate, poll, and the phone app played by the control endpoint. */
export function qrContract({ client }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  it('goes waiting, scanned, confirmed with a session token', async () => {
    const generated = await client.get('/v3/public/qrcode/generate');
    const qrCode = String(generated.body.result?.qr_code);
    expect(generated.body.result).toMatchObject({ qr_content: expect.stringContaining(qrCode) });

    const status = () => client.get(`/v3/public/qrcode/status?qr_code=${qrCode}`);
    expect((await status()).body.result).toEqual({ status: 0 });

    await client.post('/__sandbox/qr', { action: 'scan' });
    expect((await status()).body.result).toEqual({ status: 1 });

    await client.post('/__sandbox/qr', { qr_code: qrCode, action: 'confirm' });
    const confirmed = await status();
    expect(confirmed.body.result).toMatchObject({ status: 2, id: DEMO_ACCOUNT.userId });
    expect(confirmed.body.token).toBeDefined();
    expect(confirmed.headers.get('x-refer-site-id')).toBe('global');

    const profile = await client.get('/v2/private/user/profile', {
      headers: { UserToken: confirmed.body.token ?? '' },
    });
    expect(profile.body.result).toMatchObject({ id: DEMO_ACCOUNT.userId });
  });

  it('expires on demand and rejects an unknown code', async () => {
    const generated = await client.get('/v3/public/qrcode/generate');
    await client.post('/__sandbox/qr', { action: 'expire' });
    const status = await client.get(
      `/v3/public/qrcode/status?qr_code=${String(generated.body.result?.qr_code)}`,
    );
    expect(status.body.result).toEqual({ status: 3 });
    expect((await client.get('/v3/public/qrcode/status?qr_code=nope')).body.ret_code).toBe(10001);
  });
}

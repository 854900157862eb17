import type { SandboxHarness } from '../sandbox-harness';
import { DEMO_ACCOUNT } from '../../fixtures/accounts';

/** QR login: generate, poll, and the phone app played by the control endpoint or its page. */
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

  it('answers status 4 once the app rejects the login, and the code is used up', async () => {
    const generated = await client.get('/v3/public/qrcode/generate');
    const qrCode = String(generated.body.result?.qr_code);
    await client.post('/__sandbox/qr', { qr_code: qrCode, action: 'scan' });
    const rejected = await client.post('/__sandbox/qr', { qr_code: qrCode, action: 'reject' });
    expect(rejected.body.result).toEqual({ qr_code: qrCode, status: 4 });
    const status = await client.get(`/v3/public/qrcode/status?qr_code=${qrCode}`);
    expect(status.body.result).toEqual({ status: 4 });
    expect(status.body.token).toBeUndefined();

    const late = await client.post('/__sandbox/qr', { qr_code: qrCode, action: 'confirm' });
    expect(late.body.ret_code).toBe(10001);
  });

  it('confirms as the sandbox account the app chooses', async () => {
    const generated = await client.get('/v3/public/qrcode/generate');
    const qrCode = String(generated.body.result?.qr_code);
    await client.post('/__sandbox/qr', {
      qr_code: qrCode,
      action: 'confirm',
      email: 'nl-resident@example.com',
    });
    const status = await client.get(`/v3/public/qrcode/status?qr_code=${qrCode}`);
    expect(status.body.result).toMatchObject({ status: 2, id: 10000166, country: 'NLD' });
  });

  it('lists the open codes, newest first, with their expiry 5 minutes after generation', async () => {
    const first = await client.get('/v3/public/qrcode/generate');
    const second = await client.get('/v3/public/qrcode/generate');
    const used = await client.get('/v3/public/qrcode/generate');
    await client.post('/__sandbox/qr', { qr_code: used.body.result?.qr_code, action: 'reject' });

    const listed = await client.get('/__sandbox/qr');
    const sessions = listed.body.result?.sessions as { qr_code: string; expires_at_ms: number }[];
    expect(sessions.map((s) => s.qr_code)).toEqual([
      second.body.result?.qr_code,
      first.body.result?.qr_code,
    ]);
    const expireTimeMs = Number(first.body.result?.expire_time) * 1000;
    expect(Math.abs(sessions[1]!.expires_at_ms - expireTimeMs)).toBeLessThan(1000);
    expect(listed.body.result?.accounts).toContain(DEMO_ACCOUNT.email);
  });

  it('serves the mobile-app stand-in page', async () => {
    const page = await client.get('/__sandbox/app');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<h1>Exchange app (sandbox stand-in)</h1>');
    expect(page.text).toContain(`value="${DEMO_ACCOUNT.email}"`);
  });
}

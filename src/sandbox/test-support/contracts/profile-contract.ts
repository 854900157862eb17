import { DEMO_ACCOUNT, SANDBOX_PASSWORD } from '../../fixtures/accounts';
import type { SandboxHarness } from '../sandbox-harness';

/** GET /v2/private/user/profile with and without a session token. */
export function profileContract({ client }: SandboxHarness): void {
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
  });

  it('answers HTTP 200 with ret_code 10007 without a UserToken', async () => {
    const answer = await client.get('/v2/private/user/profile');
    expect(answer.status).toBe(200);
    expect(answer.body.ret_code).toBe(10007);

    const unknownToken = await client.get('/v2/private/user/profile', {
      headers: { UserToken: 'not-a-session' },
    });
    expect(unknownToken.body.ret_code).toBe(10007);
  });

  it('answers the logged-in user with the e-mail masked', async () => {
    const login = await client.login({ email: DEMO_ACCOUNT.email }, SANDBOX_PASSWORD);
    const answer = await client.get('/v2/private/user/profile', {
      headers: { UserToken: login.body.token ?? '' },
    });
    expect(answer.body.ret_code).toBe(0);
    expect(answer.body.result).toMatchObject({
      id: DEMO_ACCOUNT.userId,
      email: 'd***@example.com',
    });
  });
}

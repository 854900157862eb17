import { QueryClient } from '@tanstack/react-query';
import { clientAnswering } from '@/api/endpoints/test-client';
import { readCookie } from '@/lib/cookies';
import { resetSandbox, sandboxApiClient } from '../../../test/sandbox-server';
import { GRAY_RELEASE_COOKIE, markGrayRelease } from './gray-release-flag';

function environment() {
  return {
    client: sandboxApiClient(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

describe('markGrayRelease against the sandbox (docs/login.md, "After sign-in", gray release)', () => {
  beforeEach(() => {
    document.cookie = `${GRAY_RELEASE_COOKIE}=; path=/; max-age=0`;
  });

  it("sets gray_release=1 for an id ending in a digit of the sandbox's web_gray_config", async () => {
    resetSandbox();
    await markGrayRelease(environment(), '10000001');
    expect(readCookie(GRAY_RELEASE_COOKIE)).toBe('1');
  });

  it('removes the flag for an id ending in 4, so the previous sign-in’s flag does not stay', async () => {
    resetSandbox();
    const env = environment();
    await markGrayRelease(env, '10000005');
    expect(readCookie(GRAY_RELEASE_COOKIE)).toBe('1');
    await markGrayRelease(env, '10000294');
    expect(readCookie(GRAY_RELEASE_COOKIE)).toBeNull();
  });

  it("uses the spec's digits when the config call fails, silently", async () => {
    const state = resetSandbox();
    state.failures.push({ path: '/v3/config/web', mode: 'http500', delayMs: 0, remaining: 2 });
    await markGrayRelease(environment(), '10000003');
    expect(readCookie(GRAY_RELEASE_COOKIE)).toBe('1');
    await markGrayRelease(environment(), '10000007');
    expect(readCookie(GRAY_RELEASE_COOKIE)).toBeNull();
  });

  it('follows the digits the gray config names instead of the spec default', async () => {
    const { client, calls } = clientAnswering({
      retCode: 0,
      result: {
        list: [{ key: 'web_gray_config', value: '{"userIdTails":["4"]}', campaignId: '' }],
      },
    });
    const env = { client, queryClient: new QueryClient() };
    await markGrayRelease(env, '10000294');
    expect(readCookie(GRAY_RELEASE_COOKIE)).toBe('1');
    await markGrayRelease(env, '10000001');
    expect(readCookie(GRAY_RELEASE_COOKIE)).toBeNull();
    // The config is asked for once per page, without the user token (a web config call).
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/x-api/v3/config/web',
      body: { project_name: 'web', keys: ['web_gray_config'] },
    });
  });
});

import { createApiClient } from '@/api/api-client';
import { resetSandbox } from '../../../test/sandbox-server';
import { isRegistrationIpBanned } from './register-permission-check';

const client = createApiClient({
  apiBase: 'http://localhost:3000/x-api',
  platform: 'pc',
  getLang: () => 'en',
  getToken: () => null,
  setToken: () => undefined,
  notify: { toast: () => undefined, dialog: () => undefined },
  getDeviceId: () => '0f8fad5b-d9cb-469f-a165-70867728950e',
});

describe('isRegistrationIpBanned (against the sandbox)', () => {
  it('is true only for a visitor the registration permission calls IP-banned', async () => {
    const state = resetSandbox();
    await expect(isRegistrationIpBanned(client)).resolves.toBe(false);
    state.settings.visitor = { country: 'US' };
    await expect(isRegistrationIpBanned(client)).resolves.toBe(true);
  });
});

import { resetSandbox, sandboxApiClient } from '../../../test/sandbox-server';
import { isRegistrationIpBanned } from './register-permission-check';

const client = sandboxApiClient();

describe('isRegistrationIpBanned (against the sandbox)', () => {
  it('is true only for a visitor the registration permission calls IP-banned', async () => {
    const state = resetSandbox();
    await expect(isRegistrationIpBanned(client)).resolves.toBe(false);
    state.settings.visitor = { country: 'US' };
    await expect(isRegistrationIpBanned(client)).resolves.toBe(true);
  });
});

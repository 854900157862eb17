import { resetSandbox, sandboxApiClient } from '../../../test/sandbox-server';
import { getSiteComplianceAction } from './site-compliance-config';

const client = sandboxApiClient();

async function control(body: Record<string, unknown>) {
  await fetch('http://localhost:3000/x-api/__sandbox/third-party', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('getSiteComplianceAction (against the sandbox)', () => {
  beforeEach(() => void resetSandbox());

  it("is 'show' by default and 'hide' when the config says so", async () => {
    await expect(getSiteComplianceAction(client)).resolves.toBe('show');
    await control({ siteCompliance: 'hide' });
    await expect(getSiteComplianceAction(client)).resolves.toBe('hide');
  });

  it("falls back to 'show' silently when the config call fails", async () => {
    const state = resetSandbox();
    state.failures.push({ path: '/v3/config/web', mode: 'http500', delayMs: 0, remaining: 1 });
    await expect(getSiteComplianceAction(client)).resolves.toBe('show');
  });
});

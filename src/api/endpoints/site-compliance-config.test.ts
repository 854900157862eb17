import { postSandboxControl, resetSandbox, sandboxApiClient } from '../../../test/sandbox-server';
import { complianceHiddenOf, getSiteComplianceHidden } from './site-compliance-config';

const client = sandboxApiClient();

const control = postSandboxControl;

describe('complianceHiddenOf', () => {
  it("reads action 'hide' as hiding the third-party block", () => {
    expect(complianceHiddenOf({ action: 'hide' })).toEqual(['thirdParty']);
    expect(complianceHiddenOf({ action: 'show' })).toEqual([]);
    expect(complianceHiddenOf({})).toEqual([]);
  });

  it('adds the listed options, in one order, ignoring names it does not know', () => {
    expect(complianceHiddenOf({ hideOptions: ['phone', 'qr', 'email', 'referralCode'] })).toEqual([
      'qr',
      'referralCode',
      'phone',
    ]);
    expect(complianceHiddenOf({ action: 'hide', hideOptions: ['thirdParty', 'qr'] })).toEqual([
      'thirdParty',
      'qr',
    ]);
  });
});

describe('getSiteComplianceHidden (against the sandbox)', () => {
  beforeEach(() => void resetSandbox());

  it('hides nothing by default, the third-party block when the config says hide', async () => {
    await expect(getSiteComplianceHidden(client)).resolves.toEqual([]);
    await control('third-party', { siteCompliance: 'hide' });
    await expect(getSiteComplianceHidden(client)).resolves.toEqual(['thirdParty']);
  });

  it('hides the options the compliance control chooses', async () => {
    await control('compliance', { hideOptions: ['qr', 'phone', 'referralCode', 'thirdParty'] });
    await expect(getSiteComplianceHidden(client)).resolves.toEqual([
      'thirdParty',
      'qr',
      'referralCode',
      'phone',
    ]);
  });

  it('hides nothing, silently, when the config call fails', async () => {
    const state = resetSandbox();
    state.failures.push({ path: '/v3/config/web', mode: 'http500', delayMs: 0, remaining: 1 });
    await expect(getSiteComplianceHidden(client)).resolves.toEqual([]);
  });
});

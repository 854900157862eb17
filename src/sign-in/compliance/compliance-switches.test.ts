import { withComplianceHiding } from './compliance-switches';

const login = { hideQr: false, hidePhoneTab: false, hideEmailTab: false, hideThirdParty: false };
const register = { hidePhoneTab: false, hideReferral: false, hideThirdParty: false };

describe('withComplianceHiding', () => {
  it('turns on the switch of each hidden option the screen has', () => {
    expect(withComplianceHiding(login, ['qr', 'phone', 'thirdParty', 'referralCode'])).toEqual({
      hideQr: true,
      hidePhoneTab: true,
      hideEmailTab: false,
      hideThirdParty: true,
    });
    expect(withComplianceHiding(register, ['qr', 'phone', 'thirdParty', 'referralCode'])).toEqual({
      hidePhoneTab: true,
      hideReferral: true,
      hideThirdParty: true,
    });
  });

  it('adds no switch the screen does not have (no referral field on login, no QR on register)', () => {
    expect(withComplianceHiding(login, ['referralCode'])).not.toHaveProperty('hideReferral');
    expect(withComplianceHiding(register, ['qr'])).not.toHaveProperty('hideQr');
  });

  it('never turns a switch off, and keeps the same object when nothing changes', () => {
    const urlHidden = { ...register, hidePhoneTab: true };
    expect(withComplianceHiding(urlHidden, [])).toBe(urlHidden);
    expect(withComplianceHiding(urlHidden, ['phone'])).toBe(urlHidden);
    expect(withComplianceHiding(login, ['referralCode'])).toBe(login);
  });
});

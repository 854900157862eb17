import { initialRegisterTab, visibleRegisterTabs } from './register-tabs';

describe('visibleRegisterTabs', () => {
  it('drops the tabs the embedding hides but always keeps one', () => {
    const both = ['email', 'mobile'] as const;
    expect(visibleRegisterTabs(both, { hideEmailTab: false, hidePhoneTab: false })).toEqual([
      'email',
      'mobile',
    ]);
    expect(visibleRegisterTabs(both, { hideEmailTab: false, hidePhoneTab: true })).toEqual([
      'email',
    ]);
    expect(visibleRegisterTabs(both, { hideEmailTab: true, hidePhoneTab: false })).toEqual([
      'mobile',
    ]);
    expect(visibleRegisterTabs(both, { hideEmailTab: true, hidePhoneTab: true })).toEqual([
      'email',
    ]);
  });
});

describe('initialRegisterTab (docs/registration.md, "Screens and how to reach them")', () => {
  const both = ['email', 'mobile'] as const;
  const base = { visible: both, presetEmail: false, presetPhone: false, stored: null };

  it('defaults to e-mail', () => {
    expect(initialRegisterTab(base)).toBe('email');
  });
  it('opens e-mail when an e-mail is preset, even with a phone preset or a stored phone choice', () => {
    expect(initialRegisterTab({ ...base, presetEmail: true, presetPhone: true })).toBe('email');
    expect(initialRegisterTab({ ...base, presetEmail: true, stored: 'mobile' })).toBe('email');
  });
  it('opens mobile for a preset phone, a hidden e-mail tab or a stored phone preference', () => {
    expect(initialRegisterTab({ ...base, presetPhone: true })).toBe('mobile');
    expect(initialRegisterTab({ ...base, visible: ['mobile'] })).toBe('mobile');
    expect(initialRegisterTab({ ...base, stored: 'mobile' })).toBe('mobile');
  });
  it('ignores other stored values and tabs that are not shown (EU: e-mail only)', () => {
    expect(initialRegisterTab({ ...base, stored: 'qr' })).toBe('email');
    expect(initialRegisterTab({ ...base, visible: ['email'], presetPhone: true })).toBe('email');
    expect(initialRegisterTab({ ...base, visible: ['email'], stored: 'mobile' })).toBe('email');
  });
});

import { parseLoginScreenOptions, visibleLoginTabs } from './login-screen-options';

describe('parseLoginScreenOptions', () => {
  it('reads a plain page with nothing hidden by default', () => {
    expect(parseLoginScreenOptions('')).toEqual({
      display: 'page',
      oauth: false,
      demoAccount: false,
      hidePromo: false,
      hideQr: false,
      hidePhoneTab: false,
      hideEmailTab: false,
      layout: undefined,
      hideToggle: false,
      hideThirdParty: false,
      closable: true,
    });
  });

  it('reads the modal display, OAuth, demo mode and the hiding switches', () => {
    const options = parseLoginScreenOptions(
      '?display=modal&from=oauth&demoAccount=true&hideRightPanel=1&hideQr=true&hidePhoneTab=1&hideEmailTab=1&layout=new-dark&type=LOGIN_TR&hideRegister=1&hideThirdParty=true&closable=0',
    );
    expect(options).toEqual({
      display: 'modal',
      oauth: true,
      demoAccount: true,
      hidePromo: true,
      hideQr: true,
      hidePhoneTab: true,
      hideEmailTab: true,
      layout: 'new-dark',
      hideToggle: true,
      hideThirdParty: true,
      closable: false,
    });
  });

  it('ignores unknown layouts and values that are not true', () => {
    const options = parseLoginScreenOptions('?layout=fancy&demoAccount=false&display=popup');
    expect(options.layout).toBeUndefined();
    expect(options.demoAccount).toBe(false);
    expect(options.display).toBe('page');
  });
});

describe('visibleLoginTabs', () => {
  const all = ['email', 'mobile', 'qr'] as const;
  const none = {
    modal: false,
    oauth: false,
    inChatApp: false,
    hideQr: false,
    hidePhoneTab: false,
    hideEmailTab: false,
  };

  it('shows the manifest tabs in their order', () => {
    expect(visibleLoginTabs(all, none)).toEqual(['email', 'mobile', 'qr']);
    expect(visibleLoginTabs(['email', 'mobile'], none)).toEqual(['email', 'mobile']);
  });

  it('hides QR in OAuth, inside the chat app and by configuration, but not in modal mode', () => {
    expect(visibleLoginTabs(all, { ...none, oauth: true })).toEqual(['email', 'mobile']);
    expect(visibleLoginTabs(all, { ...none, inChatApp: true })).toEqual(['email', 'mobile']);
    expect(visibleLoginTabs(all, { ...none, hideQr: true })).toEqual(['email', 'mobile']);
    expect(visibleLoginTabs(all, { ...none, modal: true })).toEqual(['email', 'mobile', 'qr']);
  });

  it('hides the phone or the e-mail tab, but never every password tab', () => {
    expect(visibleLoginTabs(all, { ...none, hidePhoneTab: true })).toEqual(['email', 'qr']);
    expect(visibleLoginTabs(all, { ...none, hideEmailTab: true })).toEqual(['mobile', 'qr']);
    expect(visibleLoginTabs(all, { ...none, hideEmailTab: true, hidePhoneTab: true })).toEqual([
      'email',
      'qr',
    ]);
  });
});

import { parseRegisterScreenOptions } from './register-screen-options';

describe('parseRegisterScreenOptions', () => {
  it('defaults to the tabbed page with e-mail codes over the new calls', () => {
    expect(parseRegisterScreenOptions('')).toMatchObject({
      display: 'page',
      layout: 'tabs',
      emailVerification: 'code',
      callFlavour: 'item',
      presetEmail: undefined,
      hidePhoneTab: false,
    });
  });

  it('reads the modal, step mode, link activation and the embedding switches', () => {
    const options = parseRegisterScreenOptions(
      '?display=modal&mode=steps&verify=link&email=a%40b.co&readOnlyEmail=true&hidePhoneTab=1&hideRightPanel=yes&uuid=u-1',
    );
    expect(options).toMatchObject({
      display: 'modal',
      layout: 'steps',
      emailVerification: 'link',
      presetEmail: 'a@b.co',
      readOnlyEmail: true,
      hidePhoneTab: true,
      hidePromo: true,
      recallUuid: 'u-1',
    });
  });

  it('uses the old calls only in the tabbed form with codes (they have no uuid)', () => {
    expect(parseRegisterScreenOptions('?registerFlow=legacy').callFlavour).toBe('legacy');
    expect(parseRegisterScreenOptions('?registerFlow=legacy&mode=steps').callFlavour).toBe('item');
    expect(parseRegisterScreenOptions('?registerFlow=legacy&verify=link').callFlavour).toBe('item');
  });

  it('reads a preset phone with its country code, without the plus', () => {
    expect(parseRegisterScreenOptions('?phone=7700900123&country_code=%2B44')).toMatchObject({
      presetPhone: '7700900123',
      presetCountryCode: '44',
    });
  });
});

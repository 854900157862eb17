import { accountFieldNames, accountFromForm, missesCountryCode } from './register-form-values';

describe('accountFromForm', () => {
  it('reads the e-mail tab and the mobile tab', () => {
    expect(accountFromForm({ email: ' a@b.co ' }, 'email', false)).toEqual({
      channel: 'email',
      email: 'a@b.co',
    });
    expect(accountFromForm({ mobile: '7700900123', countryCode: '+44' }, 'mobile', false)).toEqual({
      channel: 'mobile',
      mobile: '7700900123',
      countryCode: '44',
    });
  });
  it('reads the combined field as a phone only where phones are taken', () => {
    const values = { username: '7700900123', countryCode: '44' };
    expect(accountFromForm(values, 'username', false)).toMatchObject({ channel: 'mobile' });
    expect(accountFromForm(values, 'username', true)).toMatchObject({ channel: 'email' });
    expect(accountFromForm({ username: 'a@b.co' }, 'username', false)).toMatchObject({
      channel: 'email',
    });
  });
});

describe('missesCountryCode', () => {
  const phone = { channel: 'mobile', mobile: '7700900123', countryCode: '' } as const;
  it('asks for the dialling code unless the edition says it is not required (Turkey)', () => {
    expect(missesCountryCode(phone, true)).toBe(true);
    expect(missesCountryCode(phone, false)).toBe(false);
    expect(missesCountryCode({ ...phone, countryCode: '44' }, true)).toBe(false);
    expect(missesCountryCode({ channel: 'email', email: 'a@b.co' }, true)).toBe(false);
  });
});

describe('accountFieldNames', () => {
  it('checks only the shown tab (the password waits for the end in step mode)', () => {
    expect(accountFieldNames('email')).toEqual(['email', 'password', 'ref']);
    expect(accountFieldNames('mobile')).toEqual(['countryCode', 'mobile', 'password', 'ref']);
    expect(accountFieldNames('username')).not.toContain('password');
  });
});

import { sanitizeProperties } from './sanitize-properties';

describe('sanitizeProperties', () => {
  it('strips empty, null and undefined fields, keeping 0 and false', () => {
    expect(
      sanitizeProperties({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x', g: [] }),
    ).toEqual({ d: 0, e: false, f: 'x', g: [] });
  });

  it('strips them inside nested objects and arrays too', () => {
    expect(
      sanitizeProperties({
        form: { ref: '', from: 'email', risk: { token: null } },
        list: ['', 'a'],
      }),
    ).toEqual({ form: { from: 'email', risk: {} }, list: ['a'] });
  });

  it('masks a phone number in the middle, leaving 4 digits', () => {
    const { mobile } = sanitizeProperties({ mobile: '7700900001' });
    expect(mobile).toBe('77******01');
    expect(String(mobile).replace(/\*/g, '')).toHaveLength(4);
    expect(sanitizeProperties({ phone: 13812345678 })).toEqual({ phone: '13*******78' });
  });

  it('leaves the country code of a phone alone', () => {
    expect(sanitizeProperties({ country_code: '44', mobile: '7700900001' })).toEqual({
      country_code: '44',
      mobile: '77******01',
    });
  });

  it('hides the last 3 characters of an e-mail local part, whatever the field', () => {
    expect(sanitizeProperties({ email: 'johnsmith@mail.com' })).toEqual({
      email: 'johnsm***@mail.com',
    });
    expect(sanitizeProperties({ note: 'demo@example.com' })).toEqual({ note: 'd***@example.com' });
    expect(sanitizeProperties({ email: 'half-typed' })).toEqual({ email: 'half-ty***' });
  });

  it('masks the login name as what it is: an e-mail or a phone', () => {
    expect(sanitizeProperties({ username: 'demo@example.com' })).toEqual({
      username: 'd***@example.com',
    });
    expect(sanitizeProperties({ username: '7700900001' })).toEqual({ username: '77******01' });
    expect(sanitizeProperties({ login_name: '+44 7700 900001' }).login_name).not.toContain(
      '7700 900',
    );
  });

  it('masks inside nested data', () => {
    expect(
      sanitizeProperties({ form: { email: 'alice@example.com', mobile: '5551234567' } }),
    ).toEqual({
      form: { email: 'al***@example.com', mobile: '55******67' },
    });
  });

  it('leaves other values (ids, codes, numbers) as they are', () => {
    expect(sanitizeProperties({ user_id: 10000001, ret_code: 31002, path: '/login' })).toEqual({
      user_id: 10000001,
      ret_code: 31002,
      path: '/login',
    });
  });
});

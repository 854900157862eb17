import { withoutCredentials } from './without-credentials';

describe('withoutCredentials', () => {
  it('removes the credentials of a login answer and keeps the rest', () => {
    expect(
      withoutCredentials({
        user_id: 10000001,
        token: 'abc',
        refresh_token: 'def',
        accessToken: 'ghi',
        google2fa_secret: 'JBSWY3DP',
        password: 'x',
        encrypt_password: 'y',
        self_unbind_cookie: 'z',
        serial_no: 'SN-1',
        currentSite: 'global',
        isNewUser: false,
        is_sub_account: 0,
        guide_type: null,
      }),
    ).toEqual({
      user_id: 10000001,
      currentSite: 'global',
      isNewUser: false,
      is_sub_account: 0,
      guide_type: null,
    });
  });

  it('matches the credential names whatever their case', () => {
    expect(
      withoutCredentials({ Token: 1, PASSWORD: 2, ClientSecret: 3, Serial_No: 4, id: 5 }),
    ).toEqual({ id: 5 });
  });

  it('removes them in nested objects and in arrays of objects', () => {
    expect(
      withoutCredentials({
        user: { id: '10000001', email: 'd***@example.com', session: { token: 't', expires: 60 } },
        devices: [
          { name: 'phone', serial_no: 'S1' },
          { name: 'laptop', secret: 'k' },
        ],
        tags: ['a', 'b'],
      }),
    ).toEqual({
      user: { id: '10000001', email: 'd***@example.com', session: { expires: 60 } },
      devices: [{ name: 'phone' }, { name: 'laptop' }],
      tags: ['a', 'b'],
    });
  });

  it('removes them however deep they are', () => {
    const deep = { a: { b: { c: { d: { e: { f: { token: 't', id: 1 } } } } } } };
    expect(withoutCredentials(deep)).toEqual({
      a: { b: { c: { d: { e: { f: { id: 1 } } } } } },
    });
    expect(JSON.stringify(withoutCredentials(deep))).not.toContain('token');
    const deepArrays = { list: [[[[[[{ password: 'p', ok: true }]]]]]] };
    expect(withoutCredentials(deepArrays)).toEqual({ list: [[[[[[{ ok: true }]]]]]] });
  });

  it('keeps null, empty and primitive values', () => {
    expect(withoutCredentials({ a: null, b: [], c: {}, d: 0, e: '', f: [null, 1] })).toEqual({
      a: null,
      b: [],
      c: {},
      d: 0,
      e: '',
      f: [null, 1],
    });
  });

  it('gives an empty object for what is not an object', () => {
    expect(withoutCredentials(null)).toEqual({});
    expect(withoutCredentials(undefined)).toEqual({});
    expect(withoutCredentials('token')).toEqual({});
    expect(withoutCredentials(42)).toEqual({});
    expect(withoutCredentials([{ id: 1 }])).toEqual({});
  });

  it('leaves its input as it was', () => {
    const input = { token: 't', user: { secret: 's', id: 1 } };
    withoutCredentials(input);
    expect(input).toEqual({ token: 't', user: { secret: 's', id: 1 } });
  });

  it('survives a cycle', () => {
    const input: Record<string, unknown> = { id: 1, token: 't' };
    input.self = input;
    const stripped = withoutCredentials(input);
    expect(stripped.id).toBe(1);
    expect(stripped).not.toHaveProperty('token');
  });
});

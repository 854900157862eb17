import { checkOptions, mergeSwitches } from './loader-options';

describe('checkOptions', () => {
  it('takes undefined as no options and names the call in its TypeErrors', () => {
    expect(checkOptions(undefined, 'open')).toEqual({});
    expect(() => checkOptions(null, 'open')).toThrow(
      new TypeError('ExchangeAuth.open: options must be an object'),
    );
    expect(() => checkOptions({ colorMode: 'blue' }, 'mount')).toThrow(
      new TypeError('ExchangeAuth.mount: unknown colorMode "blue" (one of: light, dark, system)'),
    );
  });
});

describe('mergeSwitches', () => {
  it('keeps only the switches, as text or yes/no, and drops one given as undefined', () => {
    const merged = mergeSwitches(
      { view: 'login', email: 'a@b.example', hideToggle: true },
      {
        email: undefined,
        lang: 'ar',
        hideToggle: false,
        phone: 5 as unknown as string,
        onEvent: () => {},
        title: 'Sign in',
        timeoutMs: 1,
        visible: false,
        reloadOnSuccess: true,
      },
    );
    expect(merged).toEqual({ view: 'login', lang: 'ar', hideToggle: false });
  });
});

import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  isEmailAddress,
  isPhoneLike,
  usernameKind,
} from './phone-or-email';

describe('phone pattern', () => {
  it('is all digits, at least 3', () => {
    expect(PHONE_PATTERN.test('123')).toBe(true);
    expect(isPhoneLike('5321234567')).toBe(true);
    expect(isPhoneLike('12')).toBe(false);
    expect(isPhoneLike('+905321234567')).toBe(false);
    expect(isPhoneLike('532 123')).toBe(false);
    expect(isPhoneLike('12a45')).toBe(false);
  });
});

describe('e-mail pattern', () => {
  it.each([
    'user@example.com',
    'first.last@sub.example.co',
    'user+tag@example.io',
    'user@[192.168.0.1]',
    '"quoted name"@example.com',
    'u@ex-ample.museum',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'user@example',
    'user@example.c',
    'user@example.c0m',
    'user@@example.com',
    '@example.com',
    'user@',
    'user.@example.com',
    '.user@example.com',
    'us..er@example.com',
    'us er@example.com',
    'user@exa mple.com',
    'user@[192.168.0]',
    'user@[192.168.0.1',
    'user(comment)@example.com',
    'user@example.com ',
  ])('refuses %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });
});

describe('usernameKind', () => {
  it('treats a username matching the phone pattern as a phone, anything else as an e-mail', () => {
    expect(usernameKind('5321234567')).toBe('phone');
    expect(usernameKind('user@example.com')).toBe('email');
    expect(usernameKind('12')).toBe('email');
  });

  it('treats everything as an e-mail where phone login is not offered', () => {
    expect(usernameKind('5321234567', { phoneAllowed: false })).toBe('email');
  });
});

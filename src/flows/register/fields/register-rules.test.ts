import {
  emailProblem,
  leadingZeroCountryCodes,
  passwordProblem,
  phoneProblem,
  usernameProblem,
} from './register-rules';
import { emailSchema, passwordSchema, phoneSchema, usernameSchema } from './register-schemas';

const global = { countryCode: '44', leadingZeroCodes: leadingZeroCountryCodes(false) };
const regional = { countryCode: '44', leadingZeroCodes: leadingZeroCountryCodes(true) };

describe('e-mail rule', () => {
  it('is required', () => {
    expect(emailProblem('')).toBe('validation.pleaseEnterEmail');
    expect(emailProblem('   ')).toBe('validation.pleaseEnterEmail');
  });
  it('takes at most 100 characters', () => {
    const domain = '@example.com';
    expect(emailProblem(`${'a'.repeat(100 - domain.length)}${domain}`)).toBeUndefined();
    expect(emailProblem(`${'a'.repeat(101 - domain.length)}${domain}`)).toBe(
      'validation.invalidMail',
    );
  });
  it('needs the standard pattern', () => {
    expect(emailProblem('someone@example')).toBe('validation.invalidMail');
    expect(emailProblem('some one@example.com')).toBe('validation.invalidMail');
    expect(emailProblem('someone@[192.168.0.1]')).toBeUndefined();
    expect(emailProblem(' someone@example.com ')).toBeUndefined();
  });
});

describe('phone rule (mobile tab)', () => {
  it('is required', () => {
    expect(phoneProblem('', global)).toBe('validation.pleaseEnterMobile');
  });
  it('takes 5 to 12 digits only', () => {
    expect(phoneProblem('12345', global)).toBeUndefined();
    expect(phoneProblem('123456789012', global)).toBeUndefined();
    expect(phoneProblem('1234', global)).toBe('validation.invalidPhone');
    expect(phoneProblem('1234567890123', global)).toBe('validation.invalidPhone');
    expect(phoneProblem('77009-0012', global)).toBe('validation.invalidPhone');
  });
  it('asks to remove a leading zero, except for 225 on the global site', () => {
    expect(phoneProblem('07700900123', global)).toBe('validation.invalidMobileRemoveZero');
    expect(phoneProblem('0712345678', { ...global, countryCode: '225' })).toBeUndefined();
    expect(phoneProblem('0712345678', { ...regional, countryCode: '225' })).toBe(
      'validation.invalidMobileRemoveZero',
    );
  });
});

describe('combined username rule', () => {
  const combined = { ...global, emailOnly: false };
  const emailOnly = { ...global, emailOnly: true };

  it('under 3 characters is a format error (invalidMail where only e-mail is taken)', () => {
    expect(usernameProblem('ab', combined)).toBe('validation.invalidEmailOrMobileFormat');
    expect(usernameProblem('12', combined)).toBe('validation.invalidEmailOrMobileFormat');
    expect(usernameProblem('ab', emailOnly)).toBe('validation.invalidMail');
  });
  it('treats 3 or more digits as a phone: leading 0, then 5 to 12 digits', () => {
    expect(usernameProblem('123', combined)).toBe('validation.invalidPhone');
    expect(usernameProblem('012345', combined)).toBe('validation.invalidMobileRemoveZero');
    expect(usernameProblem('7700900123', combined)).toBeUndefined();
    expect(usernameProblem('1234567890123', combined)).toBe('validation.invalidPhone');
    expect(usernameProblem('0712345678', { ...combined, countryCode: '225' })).toBeUndefined();
  });
  it('never treats digits as a phone on EU sites or with the phone tab hidden', () => {
    expect(usernameProblem('7700900123', emailOnly)).toBe('validation.invalidMail');
    expect(usernameProblem('012345', emailOnly)).toBe('validation.invalidMail');
  });
  it('otherwise needs an e-mail of at most 100 characters', () => {
    expect(usernameProblem('someone@example.com', combined)).toBeUndefined();
    expect(usernameProblem('someone', combined)).toBe('validation.invalidEmailOrMobileFormat');
    const long = `${'a'.repeat(90)}@example.com`;
    expect(usernameProblem(long, combined)).toBe('validation.invalidEmailOrMobileFormat');
    expect(usernameProblem(long, emailOnly)).toBe('validation.invalidMail');
  });
});

describe('password rule', () => {
  it('needs 8 to 30 characters with an upper-case letter, a lower-case letter and a digit', () => {
    expect(passwordProblem('Abcdefg1')).toBeUndefined();
    expect(passwordProblem(`Ab1${'x'.repeat(27)}`)).toBeUndefined();
    expect(passwordProblem('Abcdef1')).toBe('validation.invalidPwd');
    expect(passwordProblem(`Ab1${'x'.repeat(28)}`)).toBe('validation.invalidPwd');
    expect(passwordProblem('abcdefg1')).toBe('validation.invalidPwd');
    expect(passwordProblem('ABCDEFG1')).toBe('validation.invalidPwd');
    expect(passwordProblem('Abcdefgh')).toBe('validation.invalidPwd');
  });
});

describe('zod schemas wrap the same rules', () => {
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message;
  it('report the rule message', () => {
    expect(message(emailSchema.safeParse(''))).toBe('validation.pleaseEnterEmail');
    expect(message(passwordSchema.safeParse('short'))).toBe('validation.invalidPwd');
    expect(message(phoneSchema(global).safeParse('0123456'))).toBe(
      'validation.invalidMobileRemoveZero',
    );
    expect(message(usernameSchema({ ...global, emailOnly: true }).safeParse('x'))).toBe(
      'validation.invalidMail',
    );
    expect(emailSchema.safeParse('someone@example.com').success).toBe(true);
  });
});

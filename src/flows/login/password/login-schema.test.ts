import { emailLoginSchema, identifierLoginSchema, mobileLoginSchema } from './login-schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('e-mail login rules', () => {
  it('requires an e-mail and a password', () => {
    expect(firstMessage(emailLoginSchema.safeParse({ email: '', password: 'x' }))).toBe(
      'validation.pleaseEnterEmail',
    );
    expect(firstMessage(emailLoginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'validation.pleaseEnterPassword',
    );
  });

  it('rejects malformed and over-long addresses (100 characters at most)', () => {
    expect(firstMessage(emailLoginSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(
      'validation.invalidMail',
    );
    const local = 'a'.repeat(100 - '@example.com'.length);
    expect(
      emailLoginSchema.safeParse({ email: `${local}@example.com`, password: 'x' }).success,
    ).toBe(true);
    expect(
      firstMessage(emailLoginSchema.safeParse({ email: `${local}a@example.com`, password: 'x' })),
    ).toBe('validation.invalidMail');
  });

  it('trims surrounding spaces', () => {
    const parsed = emailLoginSchema.parse({ email: '  demo@example.com ', password: 'x' });
    expect(parsed.email).toBe('demo@example.com');
  });
});

describe('mobile login rules', () => {
  const valid = { countryCode: '44', mobile: '7700900001', password: 'x' };
  it('sends Arabic-Indic and Persian digits as ASCII', () => {
    const parsed = mobileLoginSchema.safeParse({ ...valid, mobile: '٧٧٠٠۹۰۰۰۰۱' });
    expect(parsed.success && parsed.data.mobile).toBe('7700900001');
  });

  it('accepts 5 to 12 digits', () => {
    expect(mobileLoginSchema.safeParse({ ...valid, mobile: '12345' }).success).toBe(true);
    expect(mobileLoginSchema.safeParse({ ...valid, mobile: '123456789012' }).success).toBe(true);
    expect(firstMessage(mobileLoginSchema.safeParse({ ...valid, mobile: '1234' }))).toBe(
      'validation.invalidPhone',
    );
    expect(firstMessage(mobileLoginSchema.safeParse({ ...valid, mobile: '1234567890123' }))).toBe(
      'validation.invalidPhone',
    );
  });
  it('asks to remove a leading zero and requires a country code', () => {
    expect(firstMessage(mobileLoginSchema.safeParse({ ...valid, mobile: '07700900001' }))).toBe(
      'validation.invalidMobileRemoveZero',
    );
    expect(firstMessage(mobileLoginSchema.safeParse({ ...valid, countryCode: '' }))).toBe(
      'validation.pleaseSelectCountryCode',
    );
  });
});

describe("the e-mail tab's e-mail-or-mobile rules", () => {
  const schema = identifierLoginSchema(true);
  const issues = (values: Record<string, unknown>) => {
    const result = schema.safeParse({ password: 'x', ...values });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes an e-mail address as an e-mail', () => {
    expect(issues({ identifier: 'demo@example.com' })).toEqual([]);
    expect(issues({ identifier: 'demo@' })).toEqual([['identifier', 'validation.invalidMail']]);
  });

  it('takes digits as a phone number, which needs a country code', () => {
    expect(issues({ identifier: '7700900001', countryCode: '44' })).toEqual([]);
    expect(issues({ identifier: '7700900001' })).toEqual([
      ['countryCode', 'validation.pleaseSelectCountryCode'],
    ]);
    expect(issues({ identifier: '07700900001', countryCode: '44' })).toEqual([
      ['identifier', 'validation.invalidMobileRemoveZero'],
    ]);
    expect(issues({ identifier: '1234', countryCode: '44' })).toEqual([
      ['identifier', 'validation.invalidPhone'],
    ]);
  });

  it('asks for an e-mail or phone when empty', () => {
    expect(issues({ identifier: '  ' })).toEqual([
      ['identifier', 'validation.pleaseEnterEmailOrMobile'],
    ]);
  });

  it('reads digits as an e-mail where the edition has no phone login', () => {
    const emailOnly = identifierLoginSchema(false).safeParse({
      identifier: '7700900001',
      password: 'x',
    });
    expect(emailOnly.success ? [] : emailOnly.error.issues.map((i) => i.message)).toEqual([
      'validation.invalidMail',
    ]);
  });
});

import { emailFromCredential } from './credential-email';

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function jwt(claims: unknown): string {
  return `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.sig`;
}

describe('emailFromCredential', () => {
  it('reads the e-mail claim of a Google or Apple ID token', () => {
    expect(emailFromCredential(jwt({ sub: '1', email: 'demo@example.com' }))).toBe(
      'demo@example.com',
    );
  });

  it('reads claims that need UTF-8 and base64url characters', () => {
    expect(emailFromCredential(jwt({ name: 'Ünïcødé ~~~ ???', email: 'x@example.com' }))).toBe(
      'x@example.com',
    );
  });

  it.each([
    ['no e-mail claim', jwt({ sub: '1' })],
    ['an e-mail claim that is no e-mail', jwt({ email: 'not-an-email' })],
    ['a number as e-mail', jwt({ email: 42 })],
    ['a payload that is not JSON', `${base64url('{}')}.${base64url('nope')}.sig`],
    ['a payload that is a list', jwt(['demo@example.com'])],
    ['no payload part', 'onlyonepart'],
    ['characters outside base64url', 'a.b$c.d'],
    ['an empty credential', ''],
  ])('gives undefined for %s', (_case, credential) => {
    expect(emailFromCredential(credential)).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import { hashPassword } from './password-hash';

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the password', () => {
    expect(hashPassword('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashPassword('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('hashes the UTF-8 bytes, like the server does', () => {
    for (const password of ['Passw0rd!', 'Şifre123Ğü', '密码Abc12345', 'emoji🔑A1bcdefg']) {
      expect(hashPassword(password)).toBe(
        createHash('sha256').update(password, 'utf8').digest('hex'),
      );
    }
  });
});

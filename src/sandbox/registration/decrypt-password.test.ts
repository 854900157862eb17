// @vitest-environment node
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { sandboxSettings } from '../../config/environments';
import { sandboxRsaPrivateKey } from '../rsa-private-key';
import { decryptPkcs1, decryptRegistrationPassword, unpadPkcs1Type2 } from './decrypt-password';

function encryptLikeNode(text: string): string {
  return publicEncrypt(
    { key: sandboxSettings.rsaPublicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(text),
  ).toString('base64');
}

describe('decryptRegistrationPassword', () => {
  it('reads "password:timestampMs" encrypted with the sandbox public key', () => {
    expect(decryptRegistrationPassword(encryptLikeNode('Sandbox123:1700000000000'))).toEqual({
      password: 'Sandbox123',
      timestampMs: 1700000000000,
    });
  });

  it('keeps colons inside the password', () => {
    expect(decryptRegistrationPassword(encryptLikeNode('a:b:C1234567:1700000000000'))).toEqual({
      password: 'a:b:C1234567',
      timestampMs: 1700000000000,
    });
  });

  it('decrypts what jsencrypt produces, as the browser client does', () => {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(sandboxSettings.rsaPublicKey);
    const cipher = encryptor.encrypt('Sandbox123:1700000000000');
    expect(cipher).not.toBe(false);
    expect(decryptRegistrationPassword(cipher as string)?.password).toBe('Sandbox123');
  });

  it('rejects a text without a 13-digit timestamp and garbage ciphertext', () => {
    expect(decryptRegistrationPassword(encryptLikeNode('Sandbox123'))).toBeUndefined();
    expect(decryptRegistrationPassword('bm90IGEgY2lwaGVydGV4dA==')).toBeUndefined();
    expect(decryptRegistrationPassword('')).toBeUndefined();
  });

  it('matches the public key of the sandbox environment', () => {
    const fromPrivate = createPublicKey(sandboxRsaPrivateKey).export({
      type: 'spki',
      format: 'pem',
    });
    expect(String(fromPrivate).trim()).toBe(sandboxSettings.rsaPublicKey.trim());
    expect(decryptPkcs1(encryptLikeNode('x'))).toBe('x');
  });
});

describe('unpadPkcs1Type2', () => {
  it('needs 00 02, at least 8 padding bytes and a separator', () => {
    const message = Buffer.from('hi');
    const good = Buffer.concat([
      Buffer.from([0, 2]),
      Buffer.alloc(8, 0xff),
      Buffer.from([0]),
      message,
    ]);
    const shortPadding = Buffer.concat([
      Buffer.from([0, 2]),
      Buffer.alloc(7, 0xff),
      Buffer.from([0]),
      message,
    ]);
    const wrongType = Buffer.concat([
      Buffer.from([0, 1]),
      Buffer.alloc(8, 0xff),
      Buffer.from([0]),
      message,
    ]);
    expect(unpadPkcs1Type2(good)?.toString()).toBe('hi');
    expect(unpadPkcs1Type2(shortPadding)).toBeUndefined();
    expect(unpadPkcs1Type2(wrongType)).toBeUndefined();
  });
});

import { constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { sandboxSettings } from '../../src/config/environments';
import { sandboxRsaPrivateKey } from '../../src/sandbox/rsa-private-key';
import { encryptPassword } from '../../src/lib/password-encrypt';

/**
 * Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809), so decrypt raw and strip
 * the padding here: 0x00 0x02 <non-zero random bytes> 0x00 <message>.
 */
function decrypt(cipherTextBase64: string): string {
  const key = createPrivateKey(sandboxRsaPrivateKey);
  const block = privateDecrypt(
    { key, padding: constants.RSA_NO_PADDING },
    Buffer.from(cipherTextBase64, 'base64'),
  );
  expect(block[0]).toBe(0x00);
  expect(block[1]).toBe(0x02);
  const separator = block.indexOf(0x00, 2);
  expect(separator).toBeGreaterThanOrEqual(10);
  return block.subarray(separator + 1).toString('utf8');
}

const publicKey = sandboxSettings.rsaPublicKey;

describe('encryptPassword', () => {
  it('encrypts password:timestamp with the public key and returns that timestamp', async () => {
    const now = 1_717_171_717_171;
    const encrypted = await encryptPassword('Passw0rd', publicKey, now);
    expect(encrypted.encrypt_timestamp).toBe(now);
    expect(encrypted.encrypt_password).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decrypt(encrypted.encrypt_password)).toBe(`Passw0rd:${now}`);
  });

  it('uses the current time by default', async () => {
    const before = Date.now();
    const encrypted = await encryptPassword('Abcdefg1', publicKey);
    expect(encrypted.encrypt_timestamp).toBeGreaterThanOrEqual(before);
    expect(decrypt(encrypted.encrypt_password)).toBe(`Abcdefg1:${encrypted.encrypt_timestamp}`);
  });

  it('round-trips a 30-character non-ASCII password', async () => {
    const password = 'Ünïcødé-Şifre-密码-Passw0rd-123';
    const encrypted = await encryptPassword(password, publicKey, 5);
    expect(decrypt(encrypted.encrypt_password)).toBe(`${password}:5`);
  });

  it('randomises the padding, so the same input never gives the same ciphertext', async () => {
    const first = await encryptPassword('Passw0rd', publicKey, 1);
    const second = await encryptPassword('Passw0rd', publicKey, 1);
    expect(first.encrypt_password).not.toBe(second.encrypt_password);
  });

  it('throws a clear error when the key cannot encrypt', async () => {
    await expect(encryptPassword('Passw0rd', 'not a key', 1)).rejects.toThrow(
      /Password encryption failed/,
    );
  });
});

/**
 * The `signature` field Telegram adds to init data since Bot API 8.0 (core.telegram.org/bots/webapps,
 * "Validating data for Third-Party Use"): Ed25519 over `<bot id>:WebAppData\n<data-check-string
 * without hash and signature>`, base64url. Telegram signs with its own key, which the sandbox
 * does not have; it signs with a fixed stand-in key instead, so the field is there and well
 * formed (clients such as @tma.js parse init data only with it). The exchange's check is the
 * hash, which covers this field like any other (docs/sandbox.md, "The Telegram mini app").
 * Node only: node:crypto signs Ed25519.
 */
import { createHash, createPrivateKey, sign } from 'node:crypto';
import { miniAppDataCheckString } from '../chat-app/mini-app-init-data';
import { SANDBOX_TELEGRAM_BOT } from '../third-party/sandbox-identity-providers';

/** PKCS#8 header of a raw 32-byte Ed25519 private key (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const standInKey = createPrivateKey({
  key: Buffer.concat([
    ED25519_PKCS8_PREFIX,
    createHash('sha256').update('sandbox-telegram-third-party-signature').digest(),
  ]),
  format: 'der',
  type: 'pkcs8',
});

export function miniAppSignature(fields: Readonly<Record<string, string>>): string {
  const { signature: _ignored, ...signed } = fields;
  const message = `${SANDBOX_TELEGRAM_BOT.id}:WebAppData\n${miniAppDataCheckString(signed)}`;
  return sign(null, Buffer.from(message, 'utf8'), standInKey).toString('base64url');
}

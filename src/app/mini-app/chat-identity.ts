/**
 * The chat identity sent as `telegram_callback_mini` (docs/mini-app.md, "The chat identity"):
 * the init data's user fields at the top level with `id` as text, the `user` object and the
 * `allows_write_to_pm` flag removed, plus the raw init data (which the exchange checks) and
 * `auth_date`.
 */
import type { ChatUser } from '@/sign-in/contracts/mini-app';

export interface ChatIdentity {
  /** The JSON text sent as `telegram_callback_mini`. */
  readonly payload: string;
  readonly user: ChatUser;
}

/** Reads the identity from raw init data; null when it names no user (nothing to sign in with). */
export function chatIdentityFromInitData(initData: string): ChatIdentity | null {
  const params = new URLSearchParams(initData);
  let parsed: unknown;
  try {
    parsed = JSON.parse(params.get('user') ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const fields = parsed as Record<string, unknown>;
  const id = fields.id;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  if (String(id).trim() === '') return null;

  const { allows_write_to_pm: allowsWrite, ...userFields } = fields;
  const authDate = Number(params.get('auth_date'));
  const payload = JSON.stringify({
    init_data: initData,
    auth_date: Number.isFinite(authDate) ? authDate : null,
    ...userFields,
    id: String(id),
  });
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
  return {
    payload,
    user: {
      id: String(id),
      firstName: text('first_name'),
      lastName: text('last_name'),
      username: text('username'),
      photoUrl: safePhotoUrl(text('photo_url')),
      allowsWriteToPm: allowsWrite === true,
    },
  };
}

/** Only an http(s) address is drawn as the user's picture. */
function safePhotoUrl(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}

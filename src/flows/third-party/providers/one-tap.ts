/**
 * The One Tap prompt's lifecycle: shown once the identity is ready; when Google reports it was
 * not displayed (no session yet, a transient refusal), it is tried once more after the one-tap
 * failure delay (docs/third-party.md, "Choices where the spec is silent": 2 s). Stopping cancels
 * the prompt and any pending retry, which is also how the prompt is 'released' once a sign-in
 * succeeds.
 */
import type { GoogleIdentity } from './google-identity';

export const ONE_TAP_FAILURE_DELAY_MS = 2000;

/** Reasons a second try cannot change (the visitor or Google's config said no). */
const FINAL_REASONS: readonly string[] = [
  'suppressed_by_user',
  'opt_out_or_no_session',
  'invalid_client',
  'missing_client_id',
  'unregistered_origin',
  'secure_http_required',
  'browser_not_supported',
];

export function startOneTap(identity: Pick<GoogleIdentity, 'prompt' | 'cancel'>): () => void {
  let stopped = false;
  let retried = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    identity.prompt((moment) => {
      if (stopped || retried || !moment.isNotDisplayed()) return;
      if (FINAL_REASONS.includes(moment.getNotDisplayedReason() ?? '')) return;
      retried = true;
      timer = setTimeout(show, ONE_TAP_FAILURE_DELAY_MS);
    });
  };
  show();
  return () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    identity.cancel();
  };
}

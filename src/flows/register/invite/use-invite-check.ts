import { useEffect, useRef, useState } from 'react';
import { checkInviteCode } from '@/api/endpoints/invite-code-check';
import { useApiClient } from '@/sign-in/contracts/api-client';
import {
  INVITE_CHECK_DEBOUNCE_MS,
  inviteStatusAfterCheck,
  inviteStatusBeforeCheck,
  type InviteStatus,
} from './invite-code';

/**
 * The invite check of the code in the field (docs/registration.md, "Invite codes"): the link's
 * code is checked at once, a typed one 500 ms after the last keystroke; only the answer for the
 * code still in the field counts (an earlier call is aborted).
 */
export function useInviteCheck(code: string): InviteStatus {
  const client = useApiClient();
  const [answered, setAnswered] = useState<{ code: string; status: InviteStatus } | null>(null);
  const first = useRef(true);

  useEffect(() => {
    const immediate = first.current;
    first.current = false;
    if (inviteStatusBeforeCheck(code).kind !== 'checking') return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        void checkInviteCode(client, { code, signal: controller.signal })
          .then((answer) => {
            if (!controller.signal.aborted) {
              setAnswered({ code, status: inviteStatusAfterCheck(answer) });
            }
          })
          .catch(() => undefined);
      },
      immediate ? 0 : INVITE_CHECK_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, code]);

  const before = inviteStatusBeforeCheck(code);
  if (before.kind !== 'checking') return before;
  return answered?.code === code ? answered.status : before;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { QR_STATUS, generateQr, pollQrStatus, type GeneratedQr } from '@/api/endpoints/qr-login';
import { finishSignIn, type SignInCompletion } from '@/sign-in/after-sign-in/finish-sign-in';

/**
 * The spec gives no interval: 2 s, like the activation poll, is what exchange apps use — quick
 * enough that a confirmation on the phone feels immediate, light on the API.
 */
export const QR_POLL_INTERVAL_MS = 2000;

export type QrLoginState =
  | { readonly phase: 'loading' }
  | { readonly phase: 'waiting' | 'scanned'; readonly qr: GeneratedQr }
  /** The code stays on screen, faded, until the visitor asks for a new one. */
  | { readonly phase: 'expired' | 'rejected'; readonly qr: GeneratedQr }
  | { readonly phase: 'failed' }
  | { readonly phase: 'confirmed' };

/**
 * Generates a code, polls its status every 2 s until the app confirms or rejects it or it
 * expires (by the status or by its own expire_time), then completes the login like any other.
 */
export function useQrLogin(completion: SignInCompletion): {
  state: QrLoginState;
  refresh: () => void;
} {
  const client = useApiClient();
  const [state, setState] = useState<QrLoginState>({ phase: 'loading' });
  const [generation, setGeneration] = useState(0);
  const completionRef = useRef(completion);
  useEffect(() => {
    completionRef.current = completion;
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopped = () => controller.signal.aborted;

    const poll = async (qr: GeneratedQr) => {
      if (stopped()) return;
      if (Date.now() >= qr.expire_time * 1000) return setState({ phase: 'expired', qr });
      const answer = await pollQrStatus(client, qr.qr_code, controller.signal).catch(
        () => undefined,
      );
      if (stopped()) return;
      const result = answer?.retCode === 0 ? answer.result : undefined;
      switch (result?.status) {
        case QR_STATUS.confirmed: {
          setState({ phase: 'confirmed' });
          const outcome = await finishSignIn(completionRef.current, result);
          if (outcome.kind === 'failed' && !stopped()) setState({ phase: 'failed' });
          return;
        }
        case QR_STATUS.expired:
          return setState({ phase: 'expired', qr });
        case QR_STATUS.rejected:
          return setState({ phase: 'rejected', qr });
        case QR_STATUS.scanned:
          setState({ phase: 'scanned', qr });
          break;
        default:
          break;
      }
      timer = setTimeout(() => void poll(qr), QR_POLL_INTERVAL_MS);
    };

    void generateQr(client).then((answer) => {
      if (stopped()) return;
      if (answer?.retCode !== 0 || !answer.result) return setState({ phase: 'failed' });
      const qr = answer.result;
      setState({ phase: 'waiting', qr });
      timer = setTimeout(() => void poll(qr), QR_POLL_INTERVAL_MS);
    });

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, generation]);

  const refresh = useCallback(() => {
    setState({ phase: 'loading' });
    setGeneration((g) => g + 1);
  }, []);
  return { state, refresh };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '@/api/api-client-context';
import { QR_STATUS, generateQr, pollQrStatus, type GeneratedQr } from '@/api/endpoints/qr-login';
import type { LoginCompletion } from './use-login-completion';

/**
 * The spec gives no interval: 2 s, like the activation poll, is what exchange apps use — quick
 * enough that a confirmation on the phone feels immediate, light on the API.
 */
export const QR_POLL_INTERVAL_MS = 2000;

export type QrLoginState =
  | { readonly phase: 'loading' }
  | { readonly phase: 'waiting' | 'scanned'; readonly qr: GeneratedQr }
  | { readonly phase: 'expired' }
  | { readonly phase: 'failed' }
  | { readonly phase: 'confirmed' };

/** Generates a code, polls it until confirmed or expired, then completes the login. */
export function useQrLogin(completion: LoginCompletion): {
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

    const finish = async () => {
      setState({ phase: 'confirmed' });
      const { fetchProfile, destination, goTo } = completionRef.current;
      if (await fetchProfile()) goTo(destination());
      else if (!stopped()) setState({ phase: 'failed' });
    };

    const poll = async (qr: GeneratedQr) => {
      if (stopped()) return;
      if (Date.now() >= qr.expire_time * 1000) return setState({ phase: 'expired' });
      const answer = await pollQrStatus(client, qr.qr_code, controller.signal).catch(
        () => undefined,
      );
      if (stopped()) return;
      const status = answer?.retCode === 0 ? answer.result?.status : undefined;
      if (status === QR_STATUS.confirmed) return finish();
      if (status === QR_STATUS.expired) return setState({ phase: 'expired' });
      if (status === QR_STATUS.scanned) setState({ phase: 'scanned', qr });
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
